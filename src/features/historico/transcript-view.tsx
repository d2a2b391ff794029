import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { transcriptSchema, type Transcript } from "../../domain/historico.ts";
import { formatCr } from "../../domain/transcript.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { STATUS_LABELS } from "../../ui/labels.ts";
import { Notice } from "../../ui/notice.tsx";
import { useStudies } from "../../ui/use-studies.ts";
import { transcriptKey, transcriptPath } from "./historico-api.ts";
import { TermEntries } from "./term-entries.tsx";

/**
 * One student's transcript (PRODUCT §2, §7): who, the totals (credits earned and the CR in the
 * UI language's format), then each term. Read through the device's copy, so a transcript once
 * seen opens offline with the mark. `revision` asks the server again after a write.
 */
export function TranscriptView({
  idcbpf,
  revision = 0,
  children,
}: {
  idcbpf: string;
  revision?: number;
  /** Below the totals (the office's transfer form). */
  children?: (transcript: Transcript) => ReactNode;
}) {
  const query = useCachedQuery(transcriptKey(idcbpf), transcriptPath(idcbpf), transcriptSchema, revision);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const transcript = query.data;
  return (
    <>
      <CachedQueryStatus query={query} />
      <StudentHeader transcript={transcript} />
      <Totals transcript={transcript} />
      {children?.(transcript)}
      {transcript.terms.length === 0 ? (
        <Notice>
          <p>
            <Trans>Ainda não há disciplinas nem aproveitamentos neste histórico.</Trans>
          </p>
        </Notice>
      ) : (
        transcript.terms.map((term) => <TermEntries key={term.term} term={term.term} entries={term.entries} />)
      )}
    </>
  );
}

function StudentHeader({ transcript }: { transcript: Transcript }) {
  const { i18n } = useLingui();
  const studies = useStudies();
  const { student } = transcript;
  return (
    <div className="mb-4">
      <p className="text-lg font-semibold break-words text-slate-900">
        {student.name} <span className="font-mono text-sm font-normal text-slate-600">{student.idcbpf}</span>
      </p>
      <p className="text-sm text-slate-700">{studies(student, i18n._(STATUS_LABELS[student.status]))}</p>
    </div>
  );
}

function Totals({ transcript }: { transcript: Transcript }) {
  const locale = useLocale();
  return (
    <dl className="mb-6 flex flex-wrap gap-3">
      <div className="min-w-36 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <dt className="text-sm text-slate-600">
          <Trans>Créditos obtidos</Trans>
        </dt>
        <dd className="text-2xl font-semibold text-blue-950" data-total="credits">
          {transcript.creditsEarned}
        </dd>
      </div>
      <div className="min-w-36 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <dt className="text-sm text-slate-600">
          <Trans>CR (coeficiente de rendimento)</Trans>
        </dt>
        <dd className="text-2xl font-semibold text-blue-950" data-total="cr">
          {formatCr(transcript.cr, locale)}
        </dd>
      </div>
    </dl>
  );
}
