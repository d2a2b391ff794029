import { z } from "zod";
import { isoDaySchema, termCodeSchema } from "./academic.ts";
import type { Locale } from "./locale.ts";
import { message } from "./messages.ts";

/**
 * Terms (períodos letivos, PRODUCT §1, §7, §8): their dates and windows, the order those must
 * keep, and when two terms overlap. Days are calendar days in the institution's time zone, both
 * ends inclusive (a window 01/08–15/08 is open until 15/08 23:59:59 there).
 */
export const termSchema = z.object({
  code: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  offeringStart: z.string(),
  offeringEnd: z.string(),
  enrolmentStart: z.string(),
  enrolmentEnd: z.string(),
  dropDeadline: z.string(),
  gradeDeadline: z.string(),
  current: z.boolean(),
});
export type Term = z.infer<typeof termSchema>;

export const TERM_DATE_FIELDS = [
  "startDate",
  "endDate",
  "offeringStart",
  "offeringEnd",
  "enrolmentStart",
  "enrolmentEnd",
  "dropDeadline",
  "gradeDeadline",
] as const;
export type TermDateField = (typeof TERM_DATE_FIELDS)[number];
export type TermDates = Record<TermDateField, string>;

const termDatesShape = {
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  offeringStart: isoDaySchema,
  offeringEnd: isoDaySchema,
  enrolmentStart: isoDaySchema,
  enrolmentEnd: isoDaySchema,
  dropDeadline: isoDaySchema,
  gradeDeadline: isoDaySchema,
} satisfies Record<TermDateField, typeof isoDaySchema>;

export const termInputSchema = z.object({
  code: termCodeSchema,
  ...termDatesShape,
  current: z.boolean().default(false),
});
export type TermInput = z.infer<typeof termInputSchema>;

/** `PATCH /api/periodos/{code}`: any date, or `{current: true}` to make it the one current term. */
export const termPatchSchema = z
  .object({ ...termDatesShape, current: z.boolean() })
  .partial()
  .strict();
export type TermPatch = z.infer<typeof termPatchSchema>;

/**
 * PRODUCT §7's order, as pairs that must hold (`before` ≤ `after`, or `<` when `strict`):
 * offering window < enrolment window ≤ drop deadline ≤ term end ≤ grade deadline; each window
 * starts before it ends; the term starts no later than the drop deadline.
 */
export const TERM_DATE_ORDER: readonly { before: TermDateField; after: TermDateField; strict: boolean }[] = [
  { before: "startDate", after: "endDate", strict: false },
  { before: "offeringStart", after: "offeringEnd", strict: false },
  { before: "enrolmentStart", after: "enrolmentEnd", strict: false },
  { before: "offeringEnd", after: "enrolmentStart", strict: true },
  { before: "enrolmentEnd", after: "dropDeadline", strict: false },
  { before: "dropDeadline", after: "endDate", strict: false },
  { before: "startDate", after: "dropDeadline", strict: false },
  { before: "endDate", after: "gradeDeadline", strict: false },
];

export type TermOrderProblem = { before: TermDateField; after: TermDateField; strict: boolean };

/** The first pair of dates out of PRODUCT §7's order, or null when all hold. */
export function termDatesProblem(term: TermDates): TermOrderProblem | null {
  for (const pair of TERM_DATE_ORDER) {
    const a = term[pair.before];
    const b = term[pair.after];
    if (pair.strict ? !(a < b) : !(a <= b)) return pair;
  }
  return null;
}

/**
 * What each date is called, in both languages: the form's labels and the words the server's
 * `term_dates_order` answer names the two dates with, so both say the same thing.
 */
export const TERM_DATE_LABELS: Record<TermDateField, Record<Locale, string>> = {
  startDate: { pt: "Início do período", en: "Term start" },
  endDate: { pt: "Fim do período", en: "Term end" },
  offeringStart: { pt: "Início da ofertagem", en: "Offering start" },
  offeringEnd: { pt: "Fim da ofertagem", en: "Offering end" },
  enrolmentStart: { pt: "Início da matrícula", en: "Enrolment start" },
  enrolmentEnd: { pt: "Fim da matrícula", en: "Enrolment end" },
  dropDeadline: { pt: "Prazo de trancamento", en: "Drop deadline" },
  gradeDeadline: { pt: "Prazo de notas", en: "Grade deadline" },
};

/**
 * A pair out of order in words: "Fim da ofertagem deve vir antes de Início da matrícula" when
 * the pair must differ, "… não pode ser depois de …" when the same day is allowed.
 */
export function termOrderText(problem: TermOrderProblem, locale: Locale): string {
  const values = { before: TERM_DATE_LABELS[problem.before][locale], after: TERM_DATE_LABELS[problem.after][locale] };
  return message(problem.strict ? "term_dates_order" : "term_dates_not_after", locale, values);
}

/** The same text under both dates of the pair, for inline errors beside each field. */
export function termOrderFields(problem: TermOrderProblem, locale: Locale): Record<string, string> {
  const text = termOrderText(problem, locale);
  return { [problem.before]: text, [problem.after]: text };
}

/** Terms overlap when their days (start to end, inclusive) share one. */
export function termsOverlap(a: Pick<TermDates, "startDate" | "endDate">, b: Pick<TermDates, "startDate" | "endDate">) {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** Whether `day` is inside a window whose ends are both included. */
export function withinDays(day: string, start: string, end: string): boolean {
  return start <= day && day <= end;
}

/** `2026.2` sorts after `2026.1` and `2025.6`: the order of terms. */
export function compareTermCodes(a: string, b: string): number {
  return a.localeCompare(b);
}
