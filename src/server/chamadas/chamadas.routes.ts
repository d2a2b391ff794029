import { createRoute, z } from "@hono/zod-openapi";
import { callCreateSchema, callListQuerySchema, callPatchSchema, callSchema } from "../../domain/inscricoes.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/** Registration calls (PRODUCT §8): the public reads the open ones; the office reads all and writes. */
const tags = ["Inscrições"];
const CallSchema = z.object(callSchema.shape).openapi("Call");
const CallPageSchema = z.object(pageAnswer(CallSchema).shape).openapi("CallPage");
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const listCallsRoute = createRoute({
  method: "get",
  path: "/chamadas",
  tags,
  summary: "Registration calls: the public gets those open today; the office all of them",
  description:
    "Anonymous visitors and logged-in users who are not the office always get the calls open today in the institution's time zone (both ends inclusive), closing soonest first; `programme` narrows the list for everyone (the professional form of /gov); `status` (`aberta`, `futura`, `encerrada`) is the office's, whose list is newest first. `open` tells whether a call is open today.",
  request: { query: callListQuerySchema },
  responses: { 200: json(CallPageSchema, "One page of calls"), ...errorResponses() },
});

export const createCallRoute = createRoute({
  method: "post",
  path: "/chamadas",
  tags,
  security: [{ sessionCookie: [] }],
  summary: "Open a registration call (Administrador, audited)",
  description:
    "Document keys (`^[a-z0-9][a-z0-9_-]{0,39}$`) are unique within the call, at most 10. `opensOn` ≤ `closesOn` (400 `call_dates_order`).",
  middleware: [requireAccess("inscricoes")] as const,
  request: { body: { required: true, content: { "application/json": { schema: callCreateSchema } } } },
  responses: { 201: json(CallSchema, "Created"), ...errorResponses(401, 403) },
});

export const patchCallRoute = createRoute({
  method: "patch",
  path: "/chamadas/{id}",
  tags,
  security: [{ sessionCookie: [] }],
  summary: "Change a registration call (Administrador, audited)",
  description:
    "Any field. The dates stay ordered against the stored ones (400 `call_dates_order`). Removing a document key that an application has already uploaded a file for is refused with 409 (`document_in_use`, naming the key).",
  middleware: [requireAccess("inscricoes")] as const,
  request: {
    params: idParams,
    body: { required: true, content: { "application/json": { schema: callPatchSchema } } },
  },
  responses: { 200: json(CallSchema, "The call as changed"), ...errorResponses(401, 403, 404, 409) },
});
