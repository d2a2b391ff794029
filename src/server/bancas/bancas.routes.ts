import { createRoute, z } from "@hono/zod-openapi";
import {
  committeeApprovalSchema,
  committeeCancelSchema,
  committeeInputSchema,
  committeeListQuerySchema,
  committeePatchSchema,
  committeeSchema,
  finalVersionSchema,
  FINAL_VERSION_MAX_BYTES,
  verdictInputSchema,
} from "../../domain/bancas.ts";
import type { OwnBodyRoute } from "../http/api-guards.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Committees (bancas, programme-year rules 11–19, §4), declared once. Reading is for every
 * logged-in user, narrowed per committee by the handler (rule 18); proposing, editing, cancelling
 * and the verdict are the office's and the Docentes' (the main advisor, the proposer, the
 * president: per committee); approval the office's; the final version its student's.
 */
const tags = ["Bancas"];
const security = [{ sessionCookie: [] }];

export const CommitteeSchema = z.object(committeeSchema.shape).openapi("Committee");
const CommitteePageSchema = z
  .object({
    items: z.array(CommitteeSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("CommitteePage");
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const pdf = { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } };

export const listCommitteesRoute = createRoute({
  method: "get",
  path: "/bancas",
  tags,
  security,
  summary: "Committees by date: a Discente its own, a Docente those it advises or sits on, the office all",
  middleware: [requireAccess("leitura")] as const,
  request: { query: committeeListQuerySchema },
  responses: { 200: json(CommitteePageSchema, "One page of committees"), ...errorResponses(401) },
});

export const proposeCommitteeRoute = createRoute({
  method: "post",
  path: "/bancas",
  tags,
  security,
  summary: "Propose a committee: the student's main advisor or the office",
  description:
    "The main advisor is added first as `presidente`. 422 `not_active`, `no_advisor`, `committee_open`, " +
    "`date_in_past`, then `member_unknown`, `member_duplicate`, `member_degree`, `committee_too_small`, " +
    "`committee_external_missing`, in that order. Anyone else → 403.",
  middleware: [requireAccess("bancas")] as const,
  request: body(committeeInputSchema),
  responses: { 201: json(CommitteeSchema, "The committee, as GET answers it"), ...errorResponses(401, 404, 422) },
});

export const getCommitteeRoute = createRoute({
  method: "get",
  path: "/bancas/{id}",
  tags,
  security,
  summary: "One committee: its student, the student's advisors, its internal members, the office",
  description: "Externals' `email` and `document` are null except for the office and the president.",
  middleware: [requireAccess("leitura")] as const,
  request: { params: idParams },
  responses: { 200: json(CommitteeSchema, "The committee"), ...errorResponses(401, 404) },
});

export const patchCommitteeRoute = createRoute({
  method: "patch",
  path: "/bancas/{id}",
  tags,
  security,
  summary: "Edit a committee: the proposer and the office while `proposta`, the office while `agendada`",
  description:
    "A new date is today or later (`date_in_past`); `members` replaces the list and is checked again " +
    "(rules 12–13). Once `agendada`, everyone is told again. 422 `committee_state` when held or cancelled.",
  middleware: [requireAccess("bancas")] as const,
  request: { params: idParams, ...body(committeePatchSchema) },
  responses: { 200: json(CommitteeSchema, "The committee"), ...errorResponses(401, 404, 422) },
});

export const approveCommitteeRoute = createRoute({
  method: "post",
  path: "/bancas/{id}/aprovacao",
  tags,
  security,
  summary: "Approve a proposed committee (the office): `agendada`",
  description: "422 `committee_state`, `date_in_past`, `committee_too_small`, `committee_external_missing`.",
  middleware: [requireAccess("secretaria")] as const,
  request: { params: idParams, ...body(committeeApprovalSchema) },
  responses: { 200: json(CommitteeSchema, "The committee"), ...errorResponses(401, 404, 422) },
});

export const cancelCommitteeRoute = createRoute({
  method: "post",
  path: "/bancas/{id}/cancelamento",
  tags,
  security,
  summary: "Cancel a committee with a reason: the office, or the proposer while `proposta`",
  middleware: [requireAccess("bancas")] as const,
  request: { params: idParams, ...body(committeeCancelSchema) },
  responses: { 200: json(CommitteeSchema, "The committee"), ...errorResponses(401, 404, 422) },
});

export const verdictRoute = createRoute({
  method: "post",
  path: "/bancas/{id}/resultado",
  tags,
  security,
  summary: "Record the verdict: the president or the office",
  description:
    "Only `agendada` (`committee_state`), from the committee's date on (`session_not_held`). In one " +
    "transaction: `realizada`, the guidance's milestone, the phase's completion on a pass, the ata and one " +
    "participation statement per participant (default: the president and the titulares).",
  middleware: [requireAccess("bancas")] as const,
  request: { params: idParams, ...body(verdictInputSchema) },
  responses: { 200: json(CommitteeSchema, "The committee, `realizada`"), ...errorResponses(401, 404, 422) },
});

/** The final version's body is the PDF itself, up to 50 MB (the body guard answers 413 beyond, reading no further). */
export const finalVersionBody: OwnBodyRoute = {
  method: "PUT",
  path: /^\/api\/bancas\/[0-9]+\/versao-final$/,
  mediaTypes: ["application/pdf", "application/octet-stream"],
  maxBytes: FINAL_VERSION_MAX_BYTES,
  mediaError: "document_not_pdf",
  sizeError: { key: "document_too_large", values: { max: FINAL_VERSION_MAX_BYTES / 1024 / 1024 } },
};

export const putFinalVersionRoute = createRoute({
  method: "put",
  path: "/bancas/{id}/versao-final",
  tags,
  security,
  summary: "Deposit (or replace) the thesis's final version: the committee's student",
  description:
    "The PDF as the body; the name from `Content-Disposition`. 413 beyond 50 MB; 415 when the content is not " +
    "a PDF; 422 `deposit_not_allowed` before a passed, held defesa, `record_closed` once `egresso`.",
  middleware: [requireAccess("versaoFinal")] as const,
  request: { params: idParams, body: { required: true, content: pdf } },
  responses: {
    201: json(z.object(finalVersionSchema.shape).openapi("FinalVersion"), "Stored"),
    ...errorResponses(401, 404, 422),
  },
});

export const getFinalVersionRoute = createRoute({
  method: "get",
  path: "/bancas/{id}/versao-final",
  tags,
  security,
  summary: "Download the final version (whoever sees the committee)",
  middleware: [requireAccess("leitura")] as const,
  request: { params: idParams },
  responses: { 200: { description: "The PDF", content: pdf }, ...errorResponses(401, 404) },
});
