import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatDay } from "../domain/dates.ts";
import type { TermDates } from "../domain/terms.ts";
import { useLocale } from "../lib/use-locale.ts";

/**
 * A term's windows and deadlines on one time axis (offering → enrolment → classes → grades), a
 * row each: its name and dates in words first (what a screen reader reads, and what a phone
 * shows in full), a bar or a mark under them, drawn to scale from the offering window's first
 * day to the grade deadline. Today gets a line when it falls inside.
 */
const DAY = 24 * 60 * 60 * 1000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY;

type Row = { label: ReactNode; from: string; to?: string; tone: string };

export function TermTimeline({ term, today }: { term: TermDates; today: string }) {
  const locale = useLocale();
  const first = dayNumber(term.offeringStart < term.startDate ? term.offeringStart : term.startDate);
  const last = dayNumber(term.gradeDeadline) + 1;
  const span = Math.max(1, last - first);
  const at = (isoDay: string) => ((dayNumber(isoDay) - first) / span) * 100;
  const width = (from: string, to: string) => ((dayNumber(to) + 1 - dayNumber(from)) / span) * 100;
  const rows: Row[] = [
    { label: <Trans>Ofertagem</Trans>, from: term.offeringStart, to: term.offeringEnd, tone: "bg-violet-600" },
    { label: <Trans>Matrícula</Trans>, from: term.enrolmentStart, to: term.enrolmentEnd, tone: "bg-emerald-600" },
    { label: <Trans>Aulas</Trans>, from: term.startDate, to: term.endDate, tone: "bg-blue-700" },
    { label: <Trans>Trancamento até</Trans>, from: term.dropDeadline, tone: "bg-amber-600" },
    { label: <Trans>Notas até</Trans>, from: term.gradeDeadline, tone: "bg-rose-700" },
  ];
  const todayAt = today >= term.offeringStart && today <= term.gradeDeadline ? at(today) : null;
  return (
    <ol className="flex flex-col gap-2">
      {rows.map((row, index) => (
        <li key={index} className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:items-center sm:gap-3">
          <p className="flex flex-wrap justify-between gap-x-2 text-sm sm:flex-col">
            <span className="font-medium text-slate-900">{row.label}</span>
            <span className="text-slate-700 tabular-nums">
              {row.to ? `${formatDay(row.from, locale)} – ${formatDay(row.to, locale)}` : formatDay(row.from, locale)}
            </span>
          </p>
          <div aria-hidden="true" className="relative h-3 rounded-full bg-slate-100">
            {row.to ? (
              <span
                className={`absolute inset-y-0 rounded-full ${row.tone}`}
                style={{ left: `${at(row.from)}%`, width: `${Math.max(width(row.from, row.to), 1)}%` }}
              />
            ) : (
              <span
                className={`absolute -inset-y-0.5 w-1.5 -translate-x-1/2 rounded-sm ${row.tone}`}
                style={{ left: `${at(row.from) + width(row.from, row.from) / 2}%` }}
              />
            )}
            {todayAt === null ? null : (
              <span className="absolute -inset-y-1 w-0.5 bg-slate-900" style={{ left: `${todayAt}%` }} />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
