import { z } from "zod";
import { issueText, type MessageKey } from "./messages.ts";
import { CAPACITY_MAX, gradeInputSchema, type GradeInput } from "./offerings.ts";
import { words, type Text } from "./refusal.ts";
import { TRANSFER_CONCEPT } from "./settings.ts";
import { CSV_MEDIA_TYPES } from "./user-import.ts";

/**
 * A class's grades as one sheet (PRODUCT §7 "Grades", §8 `PUT /api/ofertas/{id}/notas` and its CSV
 * import `POST …/notas/importacao`): the wire shapes, and the judge of a row's values — the
 * concept from the table (T, a credit transfer, only from the office) and a whole percentage —
 * shared by the single-row PUT, the sheet, the CSV import and the sheet's own check in the browser,
 * so all four say the same words. Whether the student may be graded (an accepted enrolment, a grade
 * not final) needs the database: src/server/ofertas/grade-rows.ts.
 */

/** No class holds more accepted students than an offering's largest capacity. */
export const GRADE_SHEET_MAX_ROWS = CAPACITY_MAX;

/** The CSV's header, in this order when written; read in any order. */
export const GRADE_CSV_COLUMNS = ["idcbpf", "concept", "attendance"] as const;
export type GradeCsvColumn = (typeof GRADE_CSV_COLUMNS)[number];
export const GRADE_CSV_HEADER_LINE = GRADE_CSV_COLUMNS.join(",");
/** A class of the largest capacity is a few dozen KiB; a megabyte leaves room for long idcbpfs and spaces. */
export const GRADE_CSV_MAX_BYTES = 1024 * 1024;
export const GRADE_CSV_MAX_LABEL = "1 MiB";
export const GRADE_CSV_MEDIA_TYPES = CSV_MEDIA_TYPES;

/** One row of the sheet as sent; its values are judged row by row (`judgeGradeValues`), not refused whole. */
export const gradeSheetRowSchema = z
  .object({
    idcbpf: z.string().trim().min(1).max(64),
    concept: z.string().max(16),
    attendance: z.number(),
  })
  .strict();
export type GradeSheetRow = z.infer<typeof gradeSheetRowSchema>;
export const gradeSheetSchema = z.array(gradeSheetRowSchema).max(GRADE_SHEET_MAX_ROWS);

/** What the row is about: one of its fields, or the whole row (`idcbpf`: the student cannot be graded). */
export type GradeField = "idcbpf" | "concept" | "attendance";

/** One problem of a row: a field's value (no `rule`, a 400 alone) or a business rule (a 422 alone). */
export type GradeProblem = { field: GradeField; rule?: MessageKey; text: Text };

/** A row's problem as the report states it; `line` is the CSV file's (the header is line 1). */
export const gradeSheetErrorSchema = z.object({
  /** The row's student as sent (null for a problem of the file itself: encoding, header). */
  idcbpf: z.string().nullable(),
  line: z.number().int().optional(),
  field: z.string(),
  rule: z.string().optional(),
  message: z.string(),
});
export type GradeSheetError = z.infer<typeof gradeSheetErrorSchema>;

/** The sheet's answer: the students whose rows were saved (or, in a dry run, would be), and each bad row. */
export const gradeSheetReportSchema = z.object({
  saved: z.array(z.string()),
  errors: z.array(gradeSheetErrorSchema),
});
export type GradeSheetReport = z.infer<typeof gradeSheetReportSchema>;
export const gradeImportReportSchema = gradeSheetReportSchema.extend({ dryRun: z.boolean() });
export type GradeImportReport = z.infer<typeof gradeImportReportSchema>;

/** The same student however typed in a file or a sheet. */
export function sheetIdcbpf(value: string): string {
  return value.trim().toLowerCase();
}

/** The concepts a person may record: the table's, without the transfer's for a teacher. */
export function gradeConceptsFor<T extends { concept: string }>(table: readonly T[], office: boolean): T[] {
  return table.filter((entry) => office || entry.concept !== TRANSFER_CONCEPT);
}

/** A row's values judged: the grade to store, or its problems (the concept's first, at most one per field). */
export type GradeJudgement =
  { input: GradeInput; problems?: never } | { input: null; problems: readonly [GradeProblem, ...GradeProblem[]] };

/** The concept from the table; `T` only from the office (a transfer is recorded with its origin, through the transcript). */
function judgeConcept(value: unknown, table: readonly string[], office: boolean): string | GradeProblem {
  const concept = typeof value === "string" ? value.trim().toUpperCase() : "";
  if (concept === "") return { field: "concept", text: { key: "field_required" } };
  if (!table.includes(concept)) return { field: "concept", text: { key: "concept_unknown", values: { concept } } };
  if (concept === TRANSFER_CONCEPT && !office)
    return { field: "concept", rule: "concept_not_allowed", text: { key: "concept_not_allowed" } };
  return concept;
}

/**
 * A whole percentage, 0–100 — as JSON sends it, or as a CSV cell holds it (`85`, ` 85 `, `85%`,
 * `85,0`); empty is missing, other text is not a number.
 */
function judgeAttendance(value: unknown): number | GradeProblem {
  let typed = value;
  if (typeof value === "string") {
    const text = value.trim().replace(/%$/, "").trim().replace(",", ".");
    if (text === "") return { field: "attendance", text: { key: "field_required" } };
    if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return { field: "attendance", text: { key: "whole_number" } };
    typed = Number(text);
  }
  if (typed === undefined || typed === null) return { field: "attendance", text: { key: "field_required" } };
  const parsed = gradeInputSchema.shape.attendance.safeParse(typed);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return { field: "attendance", text: issue ? words((locale) => issueText(issue, locale)) : { key: "field_invalid" } };
}

/** A row's values (PRODUCT §7 "Grades"): `concept_unknown`, `concept_not_allowed`, the attendance's limits. */
export function judgeGradeValues(
  row: { concept: unknown; attendance: unknown },
  table: readonly string[],
  office: boolean,
): GradeJudgement {
  const concept = judgeConcept(row.concept, table, office);
  const attendance = judgeAttendance(row.attendance);
  if (typeof concept === "object")
    return { input: null, problems: typeof attendance === "object" ? [concept, attendance] : [concept] };
  if (typeof attendance === "object") return { input: null, problems: [attendance] };
  return { input: { concept, attendance } };
}
