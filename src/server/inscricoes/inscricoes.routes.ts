import { createRoute, z } from "@hono/zod-openapi";
import {
  MAX_DOCUMENT_BYTES,
  applicationCreateSchema,
  applicationCreatedSchema,
  applicationDocumentSchema,
  applicationListQuerySchema,
  applicationPatchSchema,
  applicationResentSchema,
  applicationSchema,
  applicationSummarySchema,
  decisionSchema,
} from "../../domain/inscricoes.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { requireAccess } from "../auth/require-access.ts";
import type { OwnBodyRoute } from "../http/api-guards.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Applications (PRODUCT §8). Public: create; follow by code (anyone holding the code — a
 * logged-in Docente or Discente has no more rights than a visitor); the office: everything,
 * plus the list and the decisions. Codes are accepted as typed; an unknown or ill-formed one is
 * one 404 answer, and at most 10 such attempts a minute per address (then 429).
 */
const tags = ["Inscrições"];
const office = [{ sessionCookie: [] }];
const ApplicationSchema = z.object(applicationSchema.shape).openapi("Application");
const DocumentSchema = z.object(applicationDocumentSchema.shape).openapi("ApplicationDocument");
const ApplicationPageSchema = z
  .object(pageAnswer(z.object(applicationSummarySchema.shape)).shape)
  .openapi("ApplicationPage");
const codigoParams = z.object({ codigo: z.string().openapi({ description: "The code, as typed" }) });
const documentParams = z.object({ codigo: z.string(), key: z.string() });

/** The upload's body is the PDF itself, up to 10 MB (the body guard answers 413 beyond, reading no further). */
export const documentBody: OwnBodyRoute = {
  method: "PUT",
  path: /^\/api\/inscricoes\/[^/]+\/documentos\/[^/]+$/,
  mediaTypes: ["application/pdf", "application/octet-stream"],
  maxBytes: MAX_DOCUMENT_BYTES,
  mediaError: "document_not_pdf",
  sizeError: { key: "document_too_large", values: { max: MAX_DOCUMENT_BYTES / 1024 / 1024 } },
};

export const createApplicationRoute = createRoute({
  method: "post",
  path: "/inscricoes",
  tags,
  summary: "Apply to an open call (public)",
  description:
    "201 `{codigo, status: rascunho}` and a message with the code to the e-mail (in the request's language). An e-mail (any case) that already applied to that call: 202 `{sent: true}`, the existing code is sent again to the stored address and nothing else is said. 404 `call_unknown`; 422 `call_closed` outside the call's dates.",
  request: { body: { required: true, content: { "application/json": { schema: applicationCreateSchema } } } },
  responses: {
    201: json(applicationCreatedSchema, "Created"),
    202: json(applicationResentSchema, "The code was sent again to that e-mail"),
    ...errorResponses(404, 422),
  },
});

export const listApplicationsRoute = createRoute({
  method: "get",
  path: "/inscricoes",
  tags,
  security: office,
  summary: "Applications, filtered and paged (Administrador)",
  description: "`q` is part of the name or e-mail (case and accents ignored). Newest first.",
  middleware: [requireAccess("inscricoes")] as const,
  request: { query: applicationListQuerySchema },
  responses: { 200: json(ApplicationPageSchema, "One page"), ...errorResponses(401, 403) },
});

export const getApplicationRoute = createRoute({
  method: "get",
  path: "/inscricoes/{codigo}",
  tags,
  summary: "An application (its code's holder; Administrador)",
  request: { params: codigoParams },
  responses: { 200: json(ApplicationSchema, "The application"), ...errorResponses(404, 429) },
});

export const patchApplicationRoute = createRoute({
  method: "patch",
  path: "/inscricoes/{codigo}",
  tags,
  summary: "Correct an application while the call is open and it is rascunho or submetida",
  description:
    "422 `call_closed`, `application_locked`; 409 `application_email_taken` when another application of the call has that e-mail.",
  request: {
    params: codigoParams,
    body: { required: true, content: { "application/json": { schema: applicationPatchSchema } } },
  },
  responses: { 200: json(ApplicationSchema, "The application"), ...errorResponses(404, 409, 422, 429) },
});

export const putDocumentRoute = createRoute({
  method: "put",
  path: "/inscricoes/{codigo}/documentos/{key}",
  tags,
  summary: "Upload (or replace) a required document: the PDF as the body",
  description:
    "`Content-Type: application/pdf`; the name from `Content-Disposition: attachment; filename=\"…\"` (or `filename*=UTF-8''…`), without any path, else `{key}.pdf`. 413 beyond 10 MB; 415 when the content is not a PDF (checked by its bytes); 404 `document_unknown` for a key the call does not ask for; 422 `call_closed`, `application_locked`, `too_many_documents`.",
  request: {
    params: documentParams,
    body: {
      required: true,
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
  responses: { 201: json(DocumentSchema, "Stored"), ...errorResponses(404, 422, 429) },
});

export const getDocumentRoute = createRoute({
  method: "get",
  path: "/inscricoes/{codigo}/documentos/{key}",
  tags,
  summary: "Download a document (its code's holder; Administrador)",
  description: "`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`.",
  request: { params: documentParams },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(404, 429),
  },
});

export const deleteDocumentRoute = createRoute({
  method: "delete",
  path: "/inscricoes/{codigo}/documentos/{key}",
  tags,
  summary: "Remove a document while the application can be changed",
  description:
    "A submitted application that thereby lacks a required document goes back to `rascunho`. 422 `call_closed`, `application_locked`.",
  request: { params: documentParams },
  responses: { 200: json(ApplicationSchema, "The application"), ...errorResponses(404, 422, 429) },
});

export const submitApplicationRoute = createRoute({
  method: "post",
  path: "/inscricoes/{codigo}/submissao",
  tags,
  summary: "Submit an application (→ submetida)",
  description: "422 `documents_missing` (naming them), `call_closed`, `application_locked`.",
  request: { params: codigoParams },
  responses: { 200: json(ApplicationSchema, "The application"), ...errorResponses(404, 422, 429) },
});

export const decideApplicationRoute = createRoute({
  method: "post",
  path: "/inscricoes/{codigo}/decisao",
  tags,
  security: office,
  summary: "Decide an application (Administrador, audited, reversible)",
  description:
    "Any status to `em_analise`, `deferida` or `indeferida` (`reason` required). `deferida` links the user whose e-mail it is; otherwise needs `idcbpf` and `entryTerm` (400 naming them), creates the Discente (409 `user_exists` when the idcbpf is taken) and e-mails a one-time first-access link.",
  middleware: [requireAccess("inscricoes")] as const,
  request: {
    params: codigoParams,
    body: { required: true, content: { "application/json": { schema: decisionSchema } } },
  },
  responses: { 200: json(ApplicationSchema, "The application"), ...errorResponses(401, 403, 404, 409, 429) },
});
