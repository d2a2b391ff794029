import { z } from "zod";
import { bilingualSchema, type EnrolmentStatus } from "./academic.ts";
import { termSchema } from "./terms.ts";
import { PROGRAMMES } from "./users.ts";

/**
 * The office's home (PRODUCT §2: "current term and its windows, counts, pending applications"),
 * `GET /api/painel` (Administrador): the current term, counts of it, and what needs attention
 * (PRODUCT §7 "Approval" and "Grades"): enrolments still `pendente` after their term's drop deadline and,
 * after a term's grade deadline, accepted enrolments without a grade, per offering. Deadlines are
 * days in the institution's time zone, both ends inclusive: flagged from the day after.
 */

/** At most this many rows of each list of what needs attention; `total` says how many there are. */
export const ATTENTION_LIMIT = 50;

const subjectShape = z.object({ code: z.string(), name: bilingualSchema });

export const pendingPastDropSchema = z.object({
  codigo: z.string(),
  term: z.string(),
  dropDeadline: z.string(),
  student: z.object({ idcbpf: z.string(), name: z.string() }),
  subject: subjectShape,
  offering: z.number().int(),
});
export type PendingPastDrop = z.infer<typeof pendingPastDropSchema>;

export const missingGradesSchema = z.object({
  offering: z.number().int(),
  term: z.string(),
  gradeDeadline: z.string(),
  subject: subjectShape,
  teachers: z.array(z.object({ idcbpf: z.string(), name: z.string(), email: z.string(), responsible: z.boolean() })),
  /** Accepted (`deferida`) enrolments of the offering with no grade. */
  missing: z.number().int(),
});
export type MissingGrades = z.infer<typeof missingGradesSchema>;

const enrolmentCounts = z.object({
  pendente: z.number().int(),
  deferida: z.number().int(),
  indeferida: z.number().int(),
  trancada: z.number().int(),
  em_espera: z.number().int(),
}) satisfies z.ZodType<Record<EnrolmentStatus, number>>;

export const painelSchema = z.object({
  /** Today in the institution's time zone (`YYYY-MM-DD`), the day the flags were computed for. */
  today: z.string(),
  /** The current term, null when none is. */
  term: termSchema.omit({ current: true }).nullable(),
  counts: z.object({
    /** Active students per programme (`null`: none recorded). */
    activeStudents: z.array(z.object({ programme: z.enum(PROGRAMMES).nullable(), count: z.number().int() })),
    /** Of the current term (zero when there is none). */
    offerings: z.number().int(),
    enrolments: enrolmentCounts,
    seats: z.object({ taken: z.number().int(), capacity: z.number().int() }),
  }),
  /** Applications submitted and waiting for the office's review (`submetida`), of every call. */
  applications: z.object({ submitted: z.number().int() }),
  attention: z.object({
    pendingPastDrop: z.object({ total: z.number().int(), items: z.array(pendingPastDropSchema) }),
    /** `total` counts offerings; `students` the enrolments without a grade in all of them. */
    missingGrades: z.object({
      total: z.number().int(),
      students: z.number().int(),
      items: z.array(missingGradesSchema),
    }),
  }),
});
export type Painel = z.infer<typeof painelSchema>;
