import { createRoute, z } from "@hono/zod-openapi";
import { termCodeSchema } from "../../domain/academic.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { termInputSchema, termPatchSchema, termSchema } from "../../domain/terms.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Terms (PRODUCT §8 `GET/POST /api/periodos`, `PATCH /api/periodos/{code}`): every logged-in
 * user reads them; the office creates and edits them. Dates are days of the institution's
 * calendar, ordered as PRODUCT §7 says; terms never overlap; exactly one is current.
 */
const tags = ["Períodos"];
const security = [{ sessionCookie: [] }];
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const termListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TermListQuery = z.infer<typeof termListQuerySchema>;

const codeParams = z.object({ code: termCodeSchema });

export const listTermsRoute = createRoute({
  method: "get",
  path: "/periodos",
  tags,
  security,
  summary: "Terms, newest code first (any logged-in user)",
  middleware: [requireAccess("leitura")] as const,
  request: { query: termListQuerySchema },
  responses: { 200: json(pageAnswer(termSchema), "One page of terms"), ...errorResponses(401) },
});

export const getTermRoute = createRoute({
  method: "get",
  path: "/periodos/{code}",
  tags,
  security,
  summary: "One term (any logged-in user)",
  middleware: [requireAccess("leitura")] as const,
  request: { params: codeParams },
  responses: { 200: json(termSchema, "The term"), ...errorResponses(401, 404) },
});

export const createTermRoute = createRoute({
  method: "post",
  path: "/periodos",
  tags,
  security,
  summary: "Create a term (Administrador); `current: true` makes it the one current term",
  description:
    "422 `term_dates_order` (its `fields` name the two dates out of order), 422 `term_overlap` (naming the other term); 409 when the code exists.",
  middleware: [requireAccess("secretaria")] as const,
  request: { body: body(termInputSchema) },
  responses: { 201: json(termSchema, "The term created"), ...errorResponses(401, 409, 422) },
});

export const patchTermRoute = createRoute({
  method: "patch",
  path: "/periodos/{code}",
  tags,
  security,
  summary: "Change a term's dates, or `{current: true}` to make it the one current term (Administrador)",
  description:
    "Dates are merged with the stored ones and checked again (422 `term_dates_order`, `term_overlap`). `{current: false}` on the current term: 422 `current_term_required`.",
  middleware: [requireAccess("secretaria")] as const,
  request: { params: codeParams, body: body(termPatchSchema) },
  responses: { 200: json(termSchema, "The term as stored"), ...errorResponses(401, 404, 422) },
});
