import { createRoute, z } from "@hono/zod-openapi";
import {
  attachmentSchema,
  decisionInputSchema,
  opinionInputSchema,
  requestCancelSchema,
  requestInputSchema,
  requestListQuerySchema,
  requestSchema,
  REQUEST_ATTACHMENT_MAX_BYTES,
} from "../../domain/requerimentos.ts";
import type { OwnBodyRoute } from "../http/api-guards.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Requests (requerimentos, programme-year rules 5–9, §4), declared once. Reading is for every
 * logged-in user, narrowed per request by the handler (rule 9); filing and cancelling are the
 * Discente's (its own) and the office's; the opinion the main advisor's; the decision the office's.
 */
const tags = ["Requerimentos"];
const security = [{ sessionCookie: [] }];

export const RequestSchema = z.object(requestSchema.shape).openapi("Request");
const RequestPageSchema = z
  .object({
    items: z.array(RequestSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("RequestPage");
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const listRequests = createRoute({
  method: "get",
  path: "/requerimentos",
  tags,
  security,
  summary: "Requests, newest first: a Discente its own, a Docente its advisees', the office all",
  middleware: [requireAccess("leitura")] as const,
  request: { query: requestListQuerySchema },
  responses: { 200: json(RequestPageSchema, "One page of requests"), ...errorResponses(401) },
});

export const createRequest = createRoute({
  method: "post",
  path: "/requerimentos",
  tags,
  security,
  summary: "File an extension (prorrogacao) or a hold (trancamento): a Discente its own, the office any (`student`)",
  description:
    "422 `not_active`, `phase_unknown`, `phase_completed`, `date_in_past`, `request_open`, `extension_limit`, " +
    "`hold_limit`, `hold_overlap`, checked in that order. A Discente naming another student → 403.",
  middleware: [requireAccess("requerimentos")] as const,
  request: body(requestInputSchema),
  responses: { 201: json(RequestSchema, "The request, as GET answers it"), ...errorResponses(401, 404, 422) },
});

export const getRequest = createRoute({
  method: "get",
  path: "/requerimentos/{id}",
  tags,
  security,
  summary: "One request: its student, the student's advisors, the office (anyone else 403)",
  middleware: [requireAccess("leitura")] as const,
  request: { params: idParams },
  responses: { 200: json(RequestSchema, "The request"), ...errorResponses(401, 404) },
});

export const giveOpinion = createRoute({
  method: "post",
  path: "/requerimentos/{id}/parecer",
  tags,
  security,
  summary: "The main advisor's opinion (favoravel or desfavoravel, with a text)",
  description: "Only while `aguardando_orientador` (422 `request_state`); co-advisors and the office → 403.",
  middleware: [requireAccess("parecer")] as const,
  request: { params: idParams, ...body(opinionInputSchema) },
  responses: { 200: json(RequestSchema, "The request"), ...errorResponses(401, 404, 422) },
});

export const decideRequest = createRoute({
  method: "post",
  path: "/requerimentos/{id}/decisao",
  tags,
  security,
  summary: "The office's decision: deferido (optionally fewer months) or indeferido (with a reason)",
  description:
    "Only while `aguardando_secretaria` (`opinion_pending` before the opinion, else `request_state`); the " +
    "limits are checked again (`extension_limit`, `hold_limit`, `hold_overlap`). A decision moves the due dates at once.",
  middleware: [requireAccess("secretaria")] as const,
  request: { params: idParams, ...body(decisionInputSchema) },
  responses: { 200: json(RequestSchema, "The request"), ...errorResponses(401, 404, 422) },
});

export const cancelRequest = createRoute({
  method: "post",
  path: "/requerimentos/{id}/cancelamento",
  tags,
  security,
  summary: "Cancel an open request: its student or the office",
  middleware: [requireAccess("requerimentos")] as const,
  request: { params: idParams, ...body(requestCancelSchema) },
  responses: { 200: json(RequestSchema, "The request"), ...errorResponses(401, 404, 422) },
});

/** The attachment's body is the PDF itself, up to 10 MB (the body guard answers 413 beyond, reading no further). */
export const attachmentBody: OwnBodyRoute = {
  method: "PUT",
  path: /^\/api\/requerimentos\/[0-9]+\/anexo$/,
  mediaTypes: ["application/pdf", "application/octet-stream"],
  maxBytes: REQUEST_ATTACHMENT_MAX_BYTES,
  mediaError: "document_not_pdf",
  sizeError: { key: "document_too_large", values: { max: REQUEST_ATTACHMENT_MAX_BYTES / 1024 / 1024 } },
};

export const putAttachment = createRoute({
  method: "put",
  path: "/requerimentos/{id}/anexo",
  tags,
  security,
  summary: "Attach (or replace) the request's PDF: its student, while the request is open",
  description:
    "The PDF as the body; the name from `Content-Disposition`. 413 beyond 10 MB; 415 when the content is not " +
    "a PDF (by its bytes); 422 `request_state` once decided or cancelled.",
  middleware: [requireAccess("anexoRequerimento")] as const,
  request: {
    params: idParams,
    body: { required: true, content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
  },
  responses: {
    201: json(z.object(attachmentSchema.shape).openapi("RequestAttachment"), "Stored"),
    ...errorResponses(401, 404, 422),
  },
});

export const getAttachment = createRoute({
  method: "get",
  path: "/requerimentos/{id}/anexo",
  tags,
  security,
  summary: "Download the request's PDF (whoever sees the request)",
  description: "`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`.",
  middleware: [requireAccess("leitura")] as const,
  request: { params: idParams },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(401, 404),
  },
});
