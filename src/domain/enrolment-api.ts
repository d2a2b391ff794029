import { z } from "zod";
import { bilingualSchema, ENROLMENT_STATUSES, slotSchema } from "./academic.ts";
import { pageAnswer } from "./paging.ts";

/**
 * The enrolments' API shapes (PRODUCT §8 `/api/matriculas`), shared by the screens that read
 * them (`/matricula`, the approvals of `/orientacoes`) and the server that answers them. Codes
 * are in printed form (`formatCode`).
 */
export const enrolmentSubjectSchema = z.object({
  code: z.string(),
  name: bilingualSchema,
  credits: z.number().int().optional(),
});

export const enrolmentSchema = z.object({
  codigo: z.string(),
  student: z.object({ idcbpf: z.string(), name: z.string() }),
  offering: z.object({ id: z.number().int(), subject: enrolmentSubjectSchema, slots: z.array(slotSchema) }),
  status: z.enum(ENROLMENT_STATUSES),
  /** The 1-based rank on the waitlist (`em_espera` only), renumbered as others are promoted or leave. */
  position: z.number().int().nullable().optional(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const enrolmentPageSchema = pageAnswer(enrolmentSchema);

/** `POST /api/matriculas` → 201: held pending the advisor's decision, or on the waitlist at `position`. */
export const enrolmentCreatedSchema = z.object({
  codigo: z.string(),
  status: z.enum(["pendente", "em_espera"]),
  position: z.number().int().nullable().optional(),
});
export type EnrolmentCreated = z.infer<typeof enrolmentCreatedSchema>;

export const DECISIONS = ["deferida", "indeferida"] as const;
export type Decision = (typeof DECISIONS)[number];

export const REASON_MAX = 500;

/** `POST /api/matriculas/{codigo}/decisao`. */
export const decisionInputSchema = z.object({
  decision: z.enum(DECISIONS),
  reason: z.string().trim().max(REASON_MAX).optional(),
});
export type DecisionInput = z.infer<typeof decisionInputSchema>;
