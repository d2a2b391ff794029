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

/** At most this many enrolments decided by one request (a page of the approvals list, and some). */
export const BATCH_DECISIONS_MAX = 200;

/**
 * `POST /api/matriculas/decisoes`: several enrolments accepted or rejected at once. Each code is
 * judged alone (an unknown or malformed one is that code's error, not the request's); a
 * rejection needs its reason, said once for all, which every student reads.
 */
export const batchDecisionInputSchema = z
  .strictObject({
    codigos: z.array(z.string().max(64)).min(1).max(BATCH_DECISIONS_MAX),
    decision: z.enum(ENROLMENT_DECISIONS),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "indeferida" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "rejection_reason_required" });
  });
export type BatchDecisionInput = z.infer<typeof batchDecisionInputSchema>;

/** What became of each code: decided, or its refusal (the rule key when a rule refused). */
export const batchDecisionResultSchema = z.object({
  decided: z.array(z.string()),
  errors: z.array(z.object({ codigo: z.string(), rule: z.string().optional(), message: z.string() })),
});
export type BatchDecisionResult = z.infer<typeof batchDecisionResultSchema>;

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
    /** The student's credits in this enrolment's term: its `pendente` and `deferida` requests. */
    termCredits: z.number().int(),
    /** The student's CR (2 decimals), null when it has no final grade that counts. */
    cr: z.number().nullable(),
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
  /**
   * Codes of the other subjects the student asked for in this term (pending, accepted or waiting)
   * that require this one: rejecting it leaves them without their prerequisite.
   */
  prerequisiteOf: z.array(z.string()),
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
