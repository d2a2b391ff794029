import { createRoute, z } from "@hono/zod-openapi";
import {
  quotaDetailSchema,
  quotaInputSchema,
  quotaListQuerySchema,
  quotaPatchSchema,
  quotaSchema,
  warningListQuerySchema,
  warningPageSchema,
} from "../../domain/funding.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";
import { AllocationSchema } from "../alocacoes/alocacoes.routes.ts";

/** Scholarships' quotas (funding §6), the office's alone (`bolsas`): the only answers with a monthly value. */
const tags = ["Bolsas"];
const security = [{ sessionCookie: [] }];

const QuotaSchema = z.object(quotaSchema.shape).openapi("Quota");
const QuotaDetailSchema = z
  .object({ ...quotaDetailSchema.shape, allocations: z.array(AllocationSchema) })
  .openapi("QuotaDetail");
const QuotaPageSchema = z.object(pageAnswer(QuotaSchema).shape).openapi("QuotaPage");
const WarningPageSchema = z.object(warningPageSchema.shape).openapi("ScholarshipWarningPage");
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const listQuotas = createRoute({
  method: "get",
  path: "/bolsas",
  tags,
  security,
  summary: "Quotas with their status and holder today; q, sponsor, level, status, paging (Administrador)",
  middleware: [requireAccess("bolsas")] as const,
  request: { query: quotaListQuerySchema },
  responses: { 200: json(QuotaPageSchema, "One page of quotas"), ...errorResponses(401) },
});

export const createQuota = createRoute({
  method: "post",
  path: "/bolsas",
  tags,
  security,
  summary: "Add a quota (Administrador)",
  description: "409 when the number exists (trimmed, case-insensitive); 422 dates_order.",
  middleware: [requireAccess("bolsas")] as const,
  request: { body: { content: { "application/json": { schema: quotaInputSchema } }, required: true } },
  responses: { 201: json(QuotaSchema, "The quota, as GET answers it"), ...errorResponses(401, 409, 422) },
});

export const getQuota = createRoute({
  method: "get",
  path: "/bolsas/{id}",
  tags,
  security,
  summary: "A quota with its allocations by start date (Administrador)",
  middleware: [requireAccess("bolsas")] as const,
  request: { params: idParams },
  responses: { 200: json(QuotaDetailSchema, "The quota"), ...errorResponses(401, 404) },
});

export const patchQuota = createRoute({
  method: "patch",
  path: "/bolsas/{id}",
  tags,
  security,
  summary: "Change a quota (Administrador)",
  description:
    "409 number; 422 dates_order, outside_scholarship_period (naming the student), scholarship_in_use (level).",
  middleware: [requireAccess("bolsas")] as const,
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: quotaPatchSchema } }, required: true },
  },
  responses: { 200: json(QuotaSchema, "The quota"), ...errorResponses(401, 404, 409, 422) },
});

export const deleteQuota = createRoute({
  method: "delete",
  path: "/bolsas/{id}",
  tags,
  security,
  summary: "Delete a quota without allocations (Administrador; 422 scholarship_in_use)",
  middleware: [requireAccess("bolsas")] as const,
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404, 422) },
});

export const listWarnings = createRoute({
  method: "get",
  path: "/bolsas/avisos",
  tags,
  security,
  summary: "F15's warnings on today, by kind then student name; kind, paging (Administrador)",
  description:
    "Kinds in order: failing_grade, no_enrolment, ending_soon (date = the effective end, within 60 days), " +
    "idle_quota (allocation and student null), holder_not_active. `message` in the request's language; " +
    "`counts` per kind whatever `kind` filters.",
  middleware: [requireAccess("bolsas")] as const,
  request: { query: warningListQuerySchema },
  responses: { 200: json(WarningPageSchema, "One page of warnings"), ...errorResponses(401) },
});
