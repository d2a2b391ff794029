import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDay } from "../../domain/dates.ts";
import type { StudentPhase, StudentPhases } from "../../domain/phases.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PhaseStatusBadge } from "../../ui/phase-status-badge.tsx";
import { CompletionForm } from "./completion-form.tsx";
import { PhaseTimeline } from "./phase-timeline.tsx";
import { studentPhasesPath, studentPhasesSchema } from "./programme-year-api.ts";

/** Days left in words: the state is never said by colour alone. */
function DaysLeft({ phase }: { phase: StudentPhase }) {
  const days = phase.daysLeft;
  if (days === null) return null;
  if (days === 0) return <Trans>vence hoje</Trans>;
  if (days > 0) return <Plural value={days} one="falta # dia" other="faltam # dias" />;
  const late = -days;
  return <Plural value={late} one="vencida há # dia" other="vencida há # dias" />;
}

function PhaseRow({ phase, office, idcbpf, onSaved }: PhaseRowProps) {
  const locale = useLocale();
  const extension = phase.extensionMonths;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{phase.name[locale]}</span>
        <PhaseStatusBadge status={phase.status} />
      </div>
      <p className="text-sm text-slate-700">
        {phase.dueDate ? (
          <Trans>
            Prazo: <time dateTime={phase.dueDate}>{formatDay(phase.dueDate, locale)}</time>
          </Trans>
        ) : (
          <Trans>Sem data de ingresso: prazo não calculado.</Trans>
        )}{" "}
        {phase.completedOn ? (
          <Trans>
            · concluída em <time dateTime={phase.completedOn}>{formatDay(phase.completedOn, locale)}</time>
          </Trans>
        ) : (
          <>
            · <DaysLeft phase={phase} />
          </>
        )}
        {extension > 0 ? (
          <>
            {" · "}
            <Plural value={extension} one="# mês de prorrogação" other="# meses de prorrogação" />
          </>
        ) : null}
      </p>
      {office ? <CompletionForm idcbpf={idcbpf} phase={phase} onSaved={onSaved} /> : null}
    </li>
  );
}
type PhaseRowProps = { phase: StudentPhase; office: boolean; idcbpf: string; onSaved: (next: StudentPhases) => void };

/**
 * "Prazos" of one student (programme-year §2, rules 2–3): each phase's due date, days left and
 * state in words, extension and hold months, drawn on a line; the office records completions.
 * Opens offline from the device's copy like the other reads.
 */
export function PrazosPanel({
  idcbpf,
  office = false,
  title,
  revision: outer = 0,
}: {
  idcbpf: string;
  office?: boolean;
  title?: string;
  /** Bumped by the page after a change elsewhere (a request filed) to read again. */
  revision?: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const path = studentPhasesPath(idcbpf);
  const [revision, setRevision] = useState(0);
  const query = useCachedQuery(`fases:${idcbpf}`, path, studentPhasesSchema, outer * 1000 + revision);
  const data = query.status === "ok" ? query.data : null;
  const holdMonths = data?.holdMonths ?? 0;
  return (
    <section
      aria-label={title ?? t`Prazos`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="mb-2 text-lg font-semibold text-blue-950">{title ?? <Trans>Prazos</Trans>}</h2>
      <CachedQueryStatus query={query} />
      {data ? (
        <>
          <p className="text-sm text-slate-700">
            {data.entryDate ? (
              <Trans>
                Ingresso em <time dateTime={data.entryDate}>{formatDay(data.entryDate, locale)}</time>
              </Trans>
            ) : (
              <Trans>Sem data de ingresso registrada.</Trans>
            )}
            {holdMonths > 0 ? (
              <>
                {" · "}
                <Plural value={holdMonths} one="# mês de trancamento" other="# meses de trancamento" />
              </>
            ) : null}
          </p>
          {data.holds.length > 0 ? (
            <ul className="mt-1 text-sm text-slate-700">
              {data.holds.map((hold) => (
                <li key={hold.request}>
                  {t`Trancamento de ${formatDay(hold.startDate, locale)} a ${formatDay(hold.endDate, locale)}`}
                </li>
              ))}
            </ul>
          ) : null}
          <PhaseTimeline phases={data} />
          {data.phases.length === 0 ? (
            <Notice>
              <p>
                <Trans>Nenhuma fase cadastrada para o seu programa e nível.</Trans>
              </p>
            </Notice>
          ) : (
            <ul>
              {data.phases.map((phase) => (
                <PhaseRow
                  key={phase.code}
                  phase={phase}
                  office={office}
                  idcbpf={idcbpf}
                  onSaved={() => setRevision((n) => n + 1)}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
