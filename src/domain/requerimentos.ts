import { z } from "zod";
import { isoDaySchema, type Bilingual } from "./academic.ts";
import { pageAnswer, pageQueryShape } from "./paging.ts";
import { phaseCodeSchema } from "./phases.ts";
import { idcbpfSchema } from "./users.ts";

/**
 * Requests (requerimentos) a student files to move its due dates (programme-year rules 5–10): a
 * prorrogação extends phases, a trancamento puts the whole programme on hold. The values the
 * database checks, what the forms send and what the API answers; the rules are request-rules.ts.
 */
export const REQUEST_TYPES = ["prorrogacao", "trancamento"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** `aguardando_orientador` → `aguardando_secretaria` → `deferido` | `indeferido`; `cancelado` while open. */
export const REQUEST_STATUSES = [
  "aguardando_orientador",
  "aguardando_secretaria",
  "deferido",
  "indeferido",
  "cancelado",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const OPEN_REQUEST_STATUSES = ["aguardando_orientador", "aguardando_secretaria"] as const;
export const FINAL_REQUEST_STATUSES = ["deferido", "indeferido", "cancelado"] as const;

export function isOpenRequest(status: RequestStatus): boolean {
  return (OPEN_REQUEST_STATUSES as readonly string[]).includes(status);
}

export const OPINIONS = ["favoravel", "desfavoravel"] as const;
export type Opinion = (typeof OPINIONS)[number];
export const REQUEST_DECISIONS = ["deferido", "indeferido"] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

export const REQUEST_MONTHS_MIN = 1;
export const REQUEST_MONTHS_MAX = 24;
export const JUSTIFICATION_MIN = 10;
export const JUSTIFICATION_MAX = 4000;
export const OPINION_TEXT_MAX = 4000;
export const DECISION_REASON_MAX = 4000;
/** A prorrogação lists at most this many phases (a track has a handful). */
export const REQUEST_PHASES_MAX = 20;
/** The attachment: one PDF of at most 10 MB (as an application's documents). */
export const REQUEST_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A status in words, for the messages that name it. */
export const REQUEST_STATUS_WORDS: Record<RequestStatus, Bilingual> = {
  aguardando_orientador: { pt: "aguardando o parecer do orientador", en: "awaiting the advisor's opinion" },
  aguardando_secretaria: { pt: "aguardando a decisão da secretaria", en: "awaiting the office's decision" },
  deferido: { pt: "deferido", en: "granted" },
  indeferido: { pt: "indeferido", en: "refused" },
  cancelado: { pt: "cancelado", en: "cancelled" },
};

const months = z.number().int().min(REQUEST_MONTHS_MIN).max(REQUEST_MONTHS_MAX);

/**
 * `POST /api/requerimentos`: a prorrogação names one or more phases and no start; a trancamento
 * names its first day and no phase. `student` only from the office (a Discente files for itself).
 */
export const requestInputSchema = z
  .strictObject({
    type: z.enum(REQUEST_TYPES),
    months,
    phases: z
      .array(phaseCodeSchema)
      .max(REQUEST_PHASES_MAX)
      .refine((codes) => new Set(codes).size === codes.length, { message: "duplicate_phase" })
      .optional(),
    startDate: isoDaySchema.optional(),
    justification: z.string().trim().min(JUSTIFICATION_MIN).max(JUSTIFICATION_MAX),
    student: idcbpfSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const phases = input.phases ?? [];
    if (input.type === "prorrogacao") {
      if (phases.length === 0) ctx.addIssue({ code: "custom", path: ["phases"], message: "request_phases_required" });
      if (input.startDate !== undefined)
        ctx.addIssue({ code: "custom", path: ["startDate"], message: "request_start_not_allowed" });
    } else {
      if (phases.length > 0) ctx.addIssue({ code: "custom", path: ["phases"], message: "request_phases_not_allowed" });
      if (input.startDate === undefined)
        ctx.addIssue({ code: "custom", path: ["startDate"], message: "request_start_required" });
    }
  })
  .transform((input) => ({ ...input, phases: input.phases ?? [] }));
export type RequestInput = z.output<typeof requestInputSchema>;

/** `POST /api/requerimentos/{id}/parecer`: the main advisor's opinion, with its text. */
export const opinionInputSchema = z.strictObject({
  opinion: z.enum(OPINIONS),
  text: z.string().trim().min(1).max(OPINION_TEXT_MAX),
});
export type OpinionInput = z.infer<typeof opinionInputSchema>;

/**
 * `POST /api/requerimentos/{id}/decisao` (office): `deferido` grants `months` (default all those
 * asked for, never more: the handler checks against the request); `indeferido` needs a reason.
 */
export const decisionInputSchema = z
  .strictObject({
    decision: z.enum(REQUEST_DECISIONS),
    reason: z.string().trim().max(DECISION_REASON_MAX).optional(),
    months: months.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.decision === "indeferido" && !input.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "reason_required" });
    if (input.decision === "indeferido" && input.months !== undefined)
      ctx.addIssue({ code: "custom", path: ["months"], message: "decision_months_not_allowed" });
  });
export type DecisionInput = z.infer<typeof decisionInputSchema>;

/** `POST /api/requerimentos/{id}/cancelamento`: nothing to send. */
export const requestCancelSchema = z.strictObject({});

/** `GET /api/requerimentos?student=&type=&status=`: newest first, scoped per person (rule 9). */
export const requestListQuerySchema = z.object({
  student: idcbpfSchema.optional(),
  type: z.enum(REQUEST_TYPES).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  ...pageQueryShape,
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

const person = z.object({ idcbpf: z.string(), name: z.string() });

/** `PUT /api/requerimentos/{id}/anexo` (201) and what a request says of its PDF. */
export const attachmentSchema = z.object({ name: z.string(), size: z.number().int() });

/** `GET /api/requerimentos/{id}`, the list's items, and every write's answer. */
export const requestSchema = z.object({
  id: z.number().int(),
  student: person,
  type: z.enum(REQUEST_TYPES),
  /** Months asked for. */
  months: z.number().int(),
  phases: z.array(z.string()),
  startDate: z.string().nullable(),
  /** trancamento: the hold's last day (of the months granted once `deferido`, else of those asked for). */
  endDate: z.string().nullable(),
  justification: z.string(),
  attachment: attachmentSchema.nullable(),
  status: z.enum(REQUEST_STATUSES),
  opinion: z.object({ by: person.nullable(), opinion: z.enum(OPINIONS), text: z.string(), at: z.string() }).nullable(),
  decision: z
    .object({
      by: person.nullable(),
      decision: z.enum(REQUEST_DECISIONS),
      reason: z.string().nullable(),
      /** Months granted (`deferido`); null when `indeferido`. */
      months: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  /** Every move, oldest first; `by` null when that user is gone. */
  history: z.array(z.object({ status: z.enum(REQUEST_STATUSES), at: z.string(), by: person.nullable() })),
});
export type Request = z.infer<typeof requestSchema>;

export const requestPageSchema = pageAnswer(requestSchema);
