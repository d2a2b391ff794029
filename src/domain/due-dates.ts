import { addDays, addMonths, daysBetween } from "./calendar-days.ts";
import type { Bilingual } from "./academic.ts";
import type { Hold, PhaseMilestone, PhaseStatus, StudentPhase } from "./phases.ts";

/**
 * A student's due dates (programme-year rules 1–3), pure: computed when read from the entry date,
 * the phase table and the `deferido` requests, so a decision, a new entry date or a change of the
 * table moves them at once. Each due date is one addition of months to the entry date — never a
 * chain of additions, which would lose month ends (2024-01-31 + 1 + 1 = 03-29, + 2 = 03-31).
 */

/** A phase is `a_vencer` from this many days before its due date. */
export const DUE_SOON_DAYS = 60;

/** The months a `deferido` request granted, as the rules read them. */
export type GrantedRequest = {
  id: number;
  type: "prorrogacao" | "trancamento";
  /** Months granted (the decision's, at most those asked for). */
  months: number;
  /** prorrogação: the phases it extends. */
  phases: readonly string[];
  /** trancamento: the hold's first day. */
  startDate: string | null;
};

/** A hold's last day: startDate + months − 1 day (a 6-month hold from 2026-03-01 ends 2026-08-31). */
export function holdEndDate(startDate: string, months: number): string {
  return addDays(addMonths(startDate, months), -1);
}

/** The holds of a student's `deferido` trancamentos, by start. */
export function holdsOf(granted: readonly GrantedRequest[]): Hold[] {
  return granted
    .filter((request) => request.type === "trancamento" && request.startDate !== null)
    .map((request) => ({
      request: request.id,
      startDate: request.startDate ?? "",
      endDate: holdEndDate(request.startDate ?? "", request.months),
      months: request.months,
    }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.request - b.request);
}

/** Months of all `deferido` trancamentos: past, running and future ones alike. */
export function holdMonthsOf(granted: readonly GrantedRequest[]): number {
  return granted.filter((request) => request.type === "trancamento").reduce((sum, r) => sum + r.months, 0);
}

/** Months granted to one phase by `deferido` prorrogações listing it. */
export function extensionMonthsOf(granted: readonly GrantedRequest[], code: string): number {
  return granted
    .filter((request) => request.type === "prorrogacao" && request.phases.includes(code))
    .reduce((sum, r) => sum + r.months, 0);
}

/** Rule 2: entryDate + (months + holdMonths + extensionMonths) in one addition; null without an entry date. */
export function dueDate(entryDate: string | null, months: number, holdMonths = 0, extensionMonths = 0): string | null {
  return entryDate === null ? null : addMonths(entryDate, months + holdMonths + extensionMonths);
}

/**
 * Rule 3: `concluida` when completed; else `vencida` when the due date has passed, `a_vencer`
 * from today to 60 days ahead (both days included), `em_dia` later; `sem_data` with no due date.
 * daysLeft is the due date − today (negative when overdue), null when `concluida` or `sem_data`.
 */
export function phaseStatus(
  due: string | null,
  completedOn: string | null,
  today: string,
): { status: PhaseStatus; daysLeft: number | null } {
  if (completedOn !== null) return { status: "concluida", daysLeft: null };
  if (due === null) return { status: "sem_data", daysLeft: null };
  const daysLeft = daysBetween(today, due);
  if (daysLeft < 0) return { status: "vencida", daysLeft };
  return { status: daysLeft <= DUE_SOON_DAYS ? "a_vencer" : "em_dia", daysLeft };
}

export type PhaseRow = { code: string; name: Bilingual; months: number; milestone: PhaseMilestone | null };

export type StudentPhaseFacts = {
  entryDate: string | null;
  /** The active phases of the student's programme and degree. */
  phases: readonly PhaseRow[];
  /** The student's `deferido` requests. */
  granted: readonly GrantedRequest[];
  /** Completion day by phase code. */
  completions: ReadonlyMap<string, string>;
  /** Today in the institution's time zone. */
  today: string;
};

/** Rule 2: the student's phases by months then code, each with its dates and state; the holds beside them. */
export function studentPhases(facts: StudentPhaseFacts): { holdMonths: number; holds: Hold[]; phases: StudentPhase[] } {
  const holdMonths = holdMonthsOf(facts.granted);
  const phases = [...facts.phases]
    .sort((a, b) => a.months - b.months || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((phase): StudentPhase => {
      const extensionMonths = extensionMonthsOf(facts.granted, phase.code);
      const due = dueDate(facts.entryDate, phase.months, holdMonths, extensionMonths);
      const completedOn = facts.completions.get(phase.code) ?? null;
      return {
        code: phase.code,
        name: phase.name,
        months: phase.months,
        milestone: phase.milestone,
        baseDueDate: dueDate(facts.entryDate, phase.months),
        extensionMonths,
        dueDate: due,
        completedOn,
        ...phaseStatus(due, completedOn, facts.today),
      };
    });
  return { holdMonths, holds: holdsOf(facts.granted), phases };
}

/** After an `aprovado` defence the final version is due this many days after its date (rule 19). */
export const FINAL_VERSION_DAYS = 60;

/** Rule 19: the final version is due by the corrections deadline, or 60 days after an `aprovado` defence. */
export function finalVersionDueDate(defence: { date: string; correctionsDeadline: string | null }): string {
  return defence.correctionsDeadline ?? addDays(defence.date, FINAL_VERSION_DAYS);
}
