import { z } from "zod";

/**
 * The academic vocabulary of PRODUCT §1 (terms, subjects, offerings, enrolments): the value
 * lists the database checks and the API's schemas share, in one place.
 */

/** `YYYY.N`, N from 1 to 6 (semesters, trimesters…). */
export const TERM_CODE_PATTERN = /^[0-9]{4}[.][1-6]$/;

/** Languages of instruction of an offering. */
export const LANGUAGES = ["pt", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The level a subject is meant for; null in the database means both. */
export const SUBJECT_LEVELS = ["mestrado", "doutorado"] as const;
export type SubjectLevel = (typeof SUBJECT_LEVELS)[number];

/** `pendente` → `deferida` | `indeferida`; `trancada` (dropped); `em_espera` (waitlist). */
export const ENROLMENT_STATUSES = ["pendente", "deferida", "indeferida", "trancada", "em_espera"] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Weekdays as offering slots store them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `HH:MM`, 24-hour, zero-padded (so text order is time order). */
export const TIME_PATTERN = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;
/** The same as SQL (POSIX regex) for the database's checks. */
export const TIME_SQL_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

/** Whether `YYYY-MM-DD` names a day that exists (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day, `YYYY-MM-DD`. */
export const isoDaySchema = z.string().refine(isCalendarDay, { message: "date_invalid" });
export const timeSchema = z.string().regex(TIME_PATTERN, { message: "time_invalid" });
export const termCodeSchema = z.string().trim().regex(TERM_CODE_PATTERN, { message: "term_code_invalid" });

/** One weekly meeting of an offering. */
export const slotSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  start: timeSchema,
  end: timeSchema,
  room: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

/** A text in both languages (subject names, syllabi). */
export const bilingualSchema = z.object({ pt: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

/** An application (inscrição) moves `rascunho` → `submetida` → `em_analise` → `deferida` | `indeferida` (PRODUCT §7). */
export const APPLICATION_STATUSES = ["rascunho", "submetida", "em_analise", "deferida", "indeferida"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The declarations of PRODUCT §2 and §7, and the programme year's: a committee member's
 * participation statement (`participacao_banca`, whose holder may be an external member, not a
 * user) and a committee's minutes (`ata_banca`, issued with the verdict, held by the student).
 */
export const DECLARATION_TYPES = [
  "matricula",
  "vinculo",
  "historico",
  "docencia",
  "participacao_banca",
  "ata_banca",
] as const;
export type DeclarationType = (typeof DECLARATION_TYPES)[number];
/** The types a holder asks for by type alone (`POST /api/declaracoes` with `holder`, `offering`). */
export const PERSONAL_DECLARATION_TYPES = ["matricula", "vinculo", "historico", "docencia"] as const;
export type PersonalDeclarationType = (typeof PERSONAL_DECLARATION_TYPES)[number];
/** The committee's declarations (they name the committee, and the member for a participation). */
export const COMMITTEE_DECLARATION_TYPES = ["participacao_banca", "ata_banca"] as const;

export const DECLARATION_STATUSES = ["valida", "revogada"] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];
