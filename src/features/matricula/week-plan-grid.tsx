import { Trans, useLingui } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { minutesOf } from "../../domain/timetable.ts";
import { useLocale } from "../../lib/use-locale.ts";
import type { PlanEntry, WeekPlan } from "./week-plan.ts";
import { weekdayName } from "../../domain/weekdays.ts";

/** Height of one hour of the grid, in pixels (10 hours: 400 px, a phone's screen with the list below). */
const HOUR_PX = 40;

const LOOK = {
  deferida: "border-blue-800 bg-blue-100 text-blue-950",
  pendente: "border-dashed border-amber-700 bg-amber-50 text-amber-950",
  preview: "border-dashed border-blue-600 bg-white text-blue-900 ring-2 ring-blue-300",
} as const;
const CLASH = "border-red-700 bg-red-100 text-red-950 ring-2 ring-red-300";

function Entry({ entry, startHour }: { entry: PlanEntry; startHour: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { slot, subject, kind, clash } = entry;
  const top = ((minutesOf(slot.start) - startHour * 60) / 60) * HOUR_PX;
  const height = Math.max(18, ((minutesOf(slot.end) - minutesOf(slot.start)) / 60) * HOUR_PX - 2);
  // A clash is drawn side by side: the student's request on the left, the preview on the right.
  const side = !clash ? "inset-x-0.5" : kind === "preview" ? "right-0.5 left-1/2" : "left-0.5 right-1/2";
  const state = kind === "preview" ? t`prévia` : kind === "pendente" ? t`pendente` : t`deferida`;
  return (
    <li
      data-kind={kind}
      data-clash={clash || undefined}
      title={`${subject.code} ${subject.name[locale]} ${slot.start}–${slot.end} ${slot.room}`}
      className={`absolute overflow-hidden rounded border-l-4 px-1 text-[0.7rem] leading-tight ${side} ${clash ? CLASH : LOOK[kind]}`}
      style={{ top, height }}
    >
      <span className="flex items-center gap-0.5 font-semibold">
        {clash ? <TriangleAlert aria-hidden="true" className="size-3 shrink-0" /> : null}
        {subject.code}
      </span>
      <span className="block tabular-nums">
        {slot.start}–{slot.end}
      </span>
      <span className="sr-only">
        {subject.name[locale]}, {slot.room}, {state}
        {clash ? `, ${t`conflito de horário`}` : ""}
      </span>
    </li>
  );
}

/**
 * The week as a grid: a column per weekday, an hour scale on the left, each slot a block where
 * it falls. Read out as a list of days with their classes (the scale is decoration).
 */
export function WeekPlanGrid({ plan }: { plan: WeekPlan }) {
  const { t } = useLingui();
  const locale = useLocale();
  const hours = Array.from({ length: plan.endHour - plan.startHour }, (_, i) => plan.startHour + i);
  const height = hours.length * HOUR_PX;
  return (
    <div data-testid="week-plan">
      <div className="flex">
        <div aria-hidden="true" className="w-9 shrink-0 pt-6 text-right text-[0.65rem] text-slate-500">
          <div className="relative" style={{ height }}>
            {hours.map((hour, i) => (
              <span key={hour} className="absolute right-1 -translate-y-1/2" style={{ top: i * HOUR_PX }}>
                {`${String(hour).padStart(2, "0")}:00`}
              </span>
            ))}
          </div>
        </div>
        <ol aria-label={t`Sua semana`} className="flex min-w-0 flex-1">
          {plan.days.map((day) => (
            <li key={day.weekday} className="min-w-0 flex-1 border-l border-slate-200">
              <h3 className="h-6 truncate text-center text-xs font-semibold text-blue-950">
                <abbr title={weekdayName(day.weekday, locale)} className="no-underline">
                  {weekdayName(day.weekday, locale, "short")}
                </abbr>
              </h3>
              <ul
                aria-label={weekdayName(day.weekday, locale)}
                className="relative bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_39px,var(--color-slate-200)_39px,var(--color-slate-200)_40px)]"
                style={{ height }}
              >
                {day.entries.map((entry) => (
                  <Entry key={`${entry.key}-${entry.slot.start}`} entry={entry} startHour={plan.startHour} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className={`size-3 rounded border-l-4 ${LOOK.deferida}`} />
          <Trans>Deferida</Trans>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className={`size-3 rounded border-l-4 ${LOOK.pendente}`} />
          <Trans>Pendente</Trans>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className={`size-3 rounded border-l-4 ${LOOK.preview}`} />
          <Trans>Prévia da turma</Trans>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className={`size-3 rounded border-l-4 ${CLASH}`} />
          <Trans>Conflito</Trans>
        </li>
      </ul>
    </div>
  );
}
