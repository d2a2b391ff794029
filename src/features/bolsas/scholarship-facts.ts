import { addDays, daysBetween } from "../../domain/calendar-days.ts";
import type { QuotaDetail } from "../../domain/funding.ts";
import { effectiveEnd, inForce, suspendedOn, type Period } from "../../domain/funding-rules.ts";
import type { ApiRequestError } from "../../lib/api.ts";

/**
 * What the office's scholarship screens compute from a quota's answer, pure (tested in the
 * browser project with the screens): where each allocation and suspension lies on the quota's
 * bar, the months used (funding §1: counted on the 15th, in force and not suspended), and which
 * field of which form a refusal of the API belongs to.
 */

/** A stretch of the quota's bar, in percent of its period (both ends inclusive). */
export type Span = { left: number; width: number };

export function spanOf(quota: Period, part: Period): Span {
  const total = daysBetween(quota.startDate, quota.endDate) + 1;
  const from = Math.max(0, daysBetween(quota.startDate, part.startDate));
  const to = Math.min(total, daysBetween(quota.startDate, part.endDate) + 1);
  const left = (100 * from) / total;
  return { left, width: Math.max(0, (100 * to) / total - left) };
}

/** Where today falls on the bar, or null outside the quota's period. */
export function todayAt(quota: Period, today: string): number | null {
  if (today < quota.startDate || today > quota.endDate) return null;
  return spanOf(quota, { startDate: today, endDate: today }).left;
}

/** The 15ths of every month from `startDate` to `endDate`. */
function fifteenths(period: Period): string[] {
  const days: string[] = [];
  let [year, month] = period.startDate.split("-").map(Number) as [number, number];
  for (;;) {
    const day = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-15`;
    if (day > period.endDate) return days;
    if (day >= period.startDate) days.push(day);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export type MonthsUsed = {
  /** Months of the quota's period (its 15ths). */
  total: number;
  /** Up to today, months on whose 15th an allocation was in force and not suspended. */
  used: number;
  /** Up to today, months on whose 15th the holder was suspended. */
  suspended: number;
};

export function monthsUsed(
  quota: Pick<QuotaDetail, "startDate" | "endDate" | "allocations">,
  today: string,
): MonthsUsed {
  const all = fifteenths(quota);
  let used = 0;
  let suspended = 0;
  for (const day of all) {
    if (day > today) break;
    if (quota.allocations.some((a) => suspendedOn(a, day))) suspended += 1;
    else if (quota.allocations.some((a) => inForce(a, day))) used += 1;
  }
  return { total: all.length, used, suspended };
}

/** The free period left for a new allocation: from the day after the last effective end (or the quota's start). */
export function freePeriod(quota: Pick<QuotaDetail, "startDate" | "endDate" | "allocations">, today: string): Period {
  const ends = quota.allocations.map((a) => effectiveEnd(a)).sort();
  const last = ends.at(-1);
  let start = quota.startDate > today ? quota.startDate : today;
  if (last !== undefined && last >= start) start = addDays(last, 1);
  return { startDate: start > quota.endDate ? quota.endDate : start, endDate: quota.endDate };
}

export type ScholarshipForm = "quota" | "allocation" | "cancel" | "suspension";

/** The API's 422 `rule` keys of funding §3, per form, to the field each concerns. */
const RULE_FIELDS: Record<ScholarshipForm, Record<string, string>> = {
  quota: {
    dates_order: "endDate",
    outside_scholarship_period: "startDate",
    scholarship_in_use: "level",
    quota_duplicate: "number",
  },
  allocation: {
    quota_unknown: "form",
    user_unknown: "student",
    not_a_student: "student",
    not_active: "student",
    level_mismatch: "student",
    student_has_scholarship: "student",
    dates_order: "endDate",
    outside_scholarship_period: "startDate",
    scholarship_taken: "startDate",
  },
  cancel: {
    cancel_outside_allocation: "cancelDate",
    cancel_reason_required: "cancelReason",
    suspension_outside_allocation: "cancelDate",
    scholarship_taken: "cancelDate",
    student_has_scholarship: "cancelDate",
  },
  suspension: {
    dates_order: "endDate",
    suspension_outside_allocation: "startDate",
    suspension_overlap: "startDate",
  },
};

/**
 * The field a refusal belongs to: the rule's field, a 409 on the quota's number, or the 400's
 * first field; "form" (above the form) for anything else.
 */
export function refusalField(form: ScholarshipForm, error: ApiRequestError): string {
  if (form === "quota" && error.statusCode === 409) return "number";
  if (error.rule) return RULE_FIELDS[form][error.rule] ?? "form";
  return "form";
}
