import { z } from "zod";
import { bilingualSchema } from "./academic.ts";
import { pageAnswer, pageQueryShape, searchSchema } from "./paging.ts";
import { DEGREES, PROGRAMMES, idcbpfSchema } from "./users.ts";

/**
 * The overdue list (`GET /api/prazos`, programme-year rule 20) and the reminders (rule 23): a
 * row per `ativo` student and phase that is `vencida` or `a_vencer`, and the final version due
 * after a passed defence; by due date, then name. The office sees all; a Docente its advisees.
 */
export const OVERDUE_STATUSES = ["vencida", "a_vencer"] as const;
export type OverdueStatus = (typeof OVERDUE_STATUSES)[number];

/** A reminder goes to an address at most once in this many days for one student and phase. */
export const REMINDER_INTERVAL_DAYS = 7;

/** `GET /api/prazos?status=&programme=&degree=&advisor=&q=`. */
export const overdueQuerySchema = z.object({
  status: z.enum(OVERDUE_STATUSES).optional(),
  programme: z.enum(PROGRAMMES).optional(),
  degree: z.enum(DEGREES).optional(),
  /** The main advisor's idcbpf. */
  advisor: idcbpfSchema.optional(),
  /** Words of the student's name, idcbpf or e-mail. */
  q: searchSchema.optional(),
  ...pageQueryShape,
});
export type OverdueQuery = z.infer<typeof overdueQuerySchema>;

const person = z.object({ idcbpf: z.string(), name: z.string() });

export const overdueRowSchema = z.object({
  student: person.extend({ programme: z.enum(PROGRAMMES).nullable(), degree: z.enum(DEGREES).nullable() }),
  /** The main advisor. */
  advisor: person.nullable(),
  /** A phase of the table, or `versao_final` (rule 19). */
  phase: z.object({ code: z.string(), name: bilingualSchema }),
  dueDate: z.string(),
  status: z.enum(OVERDUE_STATUSES),
  /** dueDate − today in days (negative when overdue). */
  daysLeft: z.number().int(),
});
export type OverdueRow = z.infer<typeof overdueRowSchema>;

export const overduePageSchema = pageAnswer(overdueRowSchema);
export type OverduePage = z.infer<typeof overduePageSchema>;

/** `POST /api/prazos/lembretes` (office): run the reminders now. */
export const remindersInputSchema = z.strictObject({});
export const remindersAnswerSchema = z.object({ queued: z.number().int() });
