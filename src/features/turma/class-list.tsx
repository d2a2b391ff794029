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
import { ClassListDownloads } from "./class-list-downloads.tsx";
import { GradeEntry } from "./grade-entry.tsx";
import { classListAnswer, classListPath } from "./turma-api.ts";

const STATUS: Record<ClassListEntry["status"], MessageDescriptor> = {
  pendente: msg`Pendente`,
  deferida: msg`Deferida`,
  em_espera: msg`Em espera`,
};

/**
 * An offering's class list (PRODUCT §7): name, idcbpf, programme, degree, status and grade, with
 * grade entry for accepted students (the Docente's /ofertagem; the office's view of offerings). One list: rows of a table from `sm` up, cards on a phone.
 * Opens offline once seen (with the mark); grading needs the server.
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
    if (deadlinePassed)
      return t`O prazo de notas terminou em ${deadline}: as notas são finais; só a secretaria as corrige.`;
    if (entry.grade?.final) return t`Nota final: só a secretaria a corrige.`;
    return null;
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
      ) : null}
      {!office && gradeDeadline && !deadlinePassed ? (
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
        <ul className="flex flex-col gap-2 sm:gap-0 sm:divide-y sm:divide-slate-200 sm:rounded-md sm:border sm:border-slate-200">
          <li
            aria-hidden="true"
            className="hidden bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-700 sm:grid sm:grid-cols-[2fr_1.2fr_1fr_3fr] sm:gap-3"
          >
            <span>
              <Trans>Discente</Trans>
            </span>
            <span>
              <Trans>Curso e nível</Trans>
            </span>
            <span>
              <Trans>Situação</Trans>
            </span>
            <span>
              <Trans>Nota</Trans>
            </span>
          </li>
          {query.data.map((entry) => {
            const place = entry.position;
            return (
              <li
                key={entry.codigo}
                className="grid gap-2 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-[2fr_1.2fr_1fr_3fr] sm:items-start sm:gap-3 sm:rounded-none sm:border-0"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{entry.name}</p>
                  <p className="font-mono text-sm text-slate-600">{entry.idcbpf}</p>
                </div>
                <p className="text-sm text-slate-700">{studies(entry)}</p>
                <p className="text-sm text-slate-800">
                  {i18n._(STATUS[entry.status])}
                  {place !== undefined ? ` · ${t`posição ${place}`}` : ""}
                  {entry.grade?.final ? ` · ${t`nota final`}` : ""}
                </p>
                {entry.status === "deferida" ? (
                  <GradeEntry
                    offeringId={offering.id}
                    entry={entry}
                    concepts={concepts}
                    closedReason={closedReason(entry)}
                    onSaved={() => setRevision((value) => value + 1)}
                  />
                ) : (
                  <p className="text-sm text-slate-600">
                    <Trans>Nota só para matrícula deferida.</Trans>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
