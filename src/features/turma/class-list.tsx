import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDay } from "../../domain/dates.ts";
import type { ClassListEntry } from "../../domain/offerings.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Notice } from "../../ui/notice.tsx";
import type { ClassListProps } from "../../ui/parts.ts";
import { useStudies } from "../../ui/use-studies.ts";
import { GradeSheet } from "./grade-sheet.tsx";
import { ClassListDownloads } from "./class-list-downloads.tsx";
import { classListAnswer, classListPath } from "./turma-api.ts";

const STATUS: Record<ClassListEntry["status"], MessageDescriptor> = {
  pendente: msg`Pendente`,
  deferida: msg`Deferida`,
  em_espera: msg`Em espera`,
};

/**
 * An offering's class list (PRODUCT §7): each student's name, idcbpf, programme, degree, status
 * and grade, as the grade sheet (grade-sheet.tsx) where accepted students are graded — the
 * Docente's /ofertagem until the grade deadline, the office's view of offerings at any time.
 * Opens offline once seen (with the mark); saving grades needs the server.
 */
export function ClassList({ offering, gradeDeadline, today, concepts, office = false }: ClassListProps) {
  const { t, i18n } = useLingui();
  const studies = useStudies();
  const locale = useLocale();
  const [revision, setRevision] = useState(0);
  const path = classListPath(offering.id);
  const query = useCachedQuery(`turma:${path}`, path, classListAnswer, revision);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const deadlinePassed = gradeDeadline !== null && today > gradeDeadline;
  const deadline = gradeDeadline ? formatDay(gradeDeadline, locale) : "";
  const closedReason = (entry: ClassListEntry): string | null => {
    if (office) return null;
    if (deadlinePassed) return t`Nota final.`;
    if (entry.grade?.final) return t`Nota final: só a secretaria a corrige.`;
    return null;
  };
  const details = (entry: ClassListEntry) => {
    const place = entry.position;
    return [studies(entry), i18n._(STATUS[entry.status]), place !== undefined ? t`posição ${place}` : null]
      .filter(Boolean)
      .join(" · ");
  };
  const code = offering.subject.code;
  return (
    <section aria-label={t`Turma de ${code}`} className="mt-3">
      <CachedQueryStatus query={query} />
      <ClassListDownloads offering={offering} />
      {office ? (
        <p className="mb-2 text-sm text-slate-700">
          <Trans>
            A secretaria corrige notas a qualquer momento, finais inclusive; cada correção fica na auditoria.
          </Trans>
        </p>
      ) : deadlinePassed ? (
        <p className="mb-2 text-sm text-amber-900">
          <Trans>O prazo de notas terminou em {deadline}: as notas são finais; só a secretaria as corrige.</Trans>
        </p>
      ) : gradeDeadline ? (
        <p className="mb-2 text-sm text-slate-700">
          <Trans>Notas até {deadline}.</Trans>
        </p>
      ) : null}
      {query.data.length === 0 ? (
        <Notice>
          <p>
            <Trans>Ninguém matriculado ainda.</Trans>
          </p>
        </Notice>
      ) : (
        <GradeSheet
          offeringId={offering.id}
          code={code}
          entries={query.data}
          concepts={concepts}
          office={office}
          closedReason={closedReason}
          sheetClosed={!office && deadlinePassed}
          details={details}
          onSaved={() => setRevision((value) => value + 1)}
        />
      )}
    </section>
  );
}
