import { z } from "zod";
import { ENROLMENT_STATUSES, slotSchema, termCodeSchema } from "./academic.ts";
import { normalizeCode } from "./codes.ts";
import { pageAnswer, pageQueryShape } from "./paging.ts";
import { DEGREES, idcbpfSchema, PROGRAMMES } from "./users.ts";

/**
 * Enrolment (matrícula) as the API speaks it (PRODUCT §7, §8): the shapes shared by the server's
 * routes and the screens of /matricula and /orientacoes.
 */

/** A codigo as typed by people (case, dashes, spaces and Crockford aliases), to its canonical form. */
export const codigoSchema = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const canonical = normalizeCode(value);
    if (!canonical) {
      ctx.addIssue({ code: "custom", message: "codigo_invalid" });
      return z.NEVER;
    }
    return canonical;
  });

/** `POST /api/matriculas`: a Discente names the offering; the office names the student too. */
export const enrolmentInputSchema = z.strictObject({
  offering: z.number().int().min(1).max(2_147_483_647),
  student: idcbpfSchema.optional(),
});
export type EnrolmentInput = z.infer<typeof enrolmentInputSchema>;

export const ENROLMENT_DECISIONS = ["deferida", "indeferida"] as const;
export type EnrolmentDecision = (typeof ENROLMENT_DECISIONS)[number];

/** `POST /api/matriculas/{codigo}/decisao`: the main advisor or the office. */
export const decisionInputSchema = z.strictObject({
  decision: z.enum(ENROLMENT_DECISIONS),
  reason: z.string().trim().max(500).optional(),
});
export type DecisionInput = z.infer<typeof decisionInputSchema>;

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** `GET /api/matriculas`: a Discente sees its own, a Docente its advisees', the office all. */
export const enrolmentListQuerySchema = z.object({
  student: idcbpfSchema.optional(),
  /** Default: the current term. */
  term: termCodeSchema.optional(),
  status: z.enum(ENROLMENT_STATUSES).optional(),
  offering: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Only students with no main advisor (the office decides theirs). */
  withoutAdvisor: booleanFlag.optional(),
  ...pageQueryShape,
});
export type EnrolmentListQuery = z.infer<typeof enrolmentListQuerySchema>;

export const enrolmentSchema = z.object({
  codigo: z.string(),
  student: z.object({
    idcbpf: z.string(),
    name: z.string(),
    programme: z.enum(PROGRAMMES).nullable(),
    degree: z.enum(DEGREES).nullable(),
  }),
  offering: z.object({
    id: z.number().int(),
    term: z.string(),
    subject: z.object({
      code: z.string(),
      name: z.object({ pt: z.string(), en: z.string() }),
      credits: z.number().int(),
    }),
    slots: z.array(slotSchema),
  }),
  status: z.enum(ENROLMENT_STATUSES),
  /** On the waitlist: the current 1-based rank, renumbered as others are promoted or leave. */
  position: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The decider's reason (a rejection's). */
  reason: z.string().nullable(),
  /** The rule that refused a waiting entry when its turn came, or `waitlist_expired`. */
  rule: z.string().nullable(),
  /** Whether the caller may decide it now (the main advisor on a pending one; the office always). */
  canDecide: z.boolean(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const enrolmentPageSchema = pageAnswer(enrolmentSchema);

/** The answer of `POST /api/matriculas`. */
export const enrolmentCreatedSchema = z.object({
  codigo: z.string(),
  status: z.enum(["pendente", "em_espera"]),
  position: z.number().int().optional(),
});
export type EnrolmentCreated = z.infer<typeof enrolmentCreatedSchema>;
