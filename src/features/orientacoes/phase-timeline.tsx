import { useLingui } from "@lingui/react/macro";
import { daysBetween } from "../../domain/calendar-days.ts";
import { formatDay } from "../../domain/dates.ts";
import type { StudentPhases } from "../../domain/phases.ts";
import { useLocale } from "../../lib/use-locale.ts";

const DOT = {
  vencida: "bg-red-700",
  a_vencer: "bg-amber-500",
  em_dia: "bg-blue-800",
  concluida: "bg-green-700",
  sem_data: "bg-slate-400",
} as const;

/**
 * The phases drawn on a line from the entry date to the last due date, a picture of what the list
 * beside it says in words (so it is hidden from screen readers); the holds as shaded stretches.
 */
export function PhaseTimeline({ phases }: { phases: StudentPhases }) {
  const { t } = useLingui();
  const locale = useLocale();
  const entry = phases.entryDate;
  const dated = phases.phases.flatMap((phase) => (phase.dueDate ? [{ ...phase, due: phase.dueDate }] : []));
  if (!entry || dated.length === 0) return null;
  const last = dated.reduce((max, phase) => (phase.due > max ? phase.due : max), entry);
  const span = Math.max(1, daysBetween(entry, last));
  const at = (day: string) => `${Math.min(100, Math.max(0, (daysBetween(entry, day) / span) * 100))}%`;
  return (
    <div aria-hidden="true" className="mt-2 mb-6 px-2">
      <div className="relative h-2 rounded-full bg-slate-200">
        {phases.holds.map((hold) => (
          <div
            key={hold.request}
            className="absolute top-0 h-2 bg-slate-400"
            style={{ left: at(hold.startDate), width: `calc(${at(hold.endDate)} - ${at(hold.startDate)})` }}
            title={t`Trancamento`}
          />
        ))}
        {dated.map((phase) => (
          <div
            key={phase.code}
            className={`absolute -top-1 size-4 -translate-x-1/2 rounded-full border-2 border-white ${DOT[phase.status]}`}
            style={{ left: at(phase.due) }}
            title={`${phase.name[locale]} · ${formatDay(phase.due, locale)}`}
          />
        ))}
      </div>
      <div className="mt-2 flex justify-between text-xs text-slate-600">
        <span>{formatDay(entry, locale)}</span>
        <span>{formatDay(last, locale)}</span>
      </div>
    </div>
  );
}
