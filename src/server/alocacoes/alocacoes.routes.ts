import { createRoute, z } from "@hono/zod-openapi";
import {
  allocationInputSchema,
  allocationListQuerySchema,
  allocationPatchSchema,
  allocationSchema,
  suspensionInputSchema,
  suspensionSchema,
} from "../../domain/funding.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Scholarships' allocations and suspensions (funding §6), declared once. Reading is for every
 * logged-in user (`alocacoes`), narrowed per record to the student, its advisors and the office
 * (P4); every write is the office's (`bolsas`).
 */
const tags = ["Bolsas"];
const security = [{ sessionCookie: [] }];

export const AllocationSchema = z.object(allocationSchema.shape).openapi("Allocation");
const SuspensionSchema = z.object(suspensionSchema.shape).openapi("Suspension");
const AllocationPageSchema = z.object(pageAnswer(AllocationSchema).shape).openapi("AllocationPage");
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = z.object({ id });
const suspensionParams = z.object({ id, sid: id });
const body = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

export const listAllocations = createRoute({
  method: "get",
  path: "/alocacoes",
  tags,
  security,
  summary: "Allocations: the office all (filters), a Discente its own, a Docente its advisees'",
  description: "`student` naming someone the caller may not see → 403. No monthly value (P4).",
  middleware: [requireAccess("alocacoes")] as const,
  request: { query: allocationListQuerySchema },
  responses: { 200: json(AllocationPageSchema, "One page of allocations"), ...errorResponses(401) },
});

export const getAllocation = createRoute({
  method: "get",
  path: "/alocacoes/{id}",
  tags,
  security,
  summary: "An allocation: the office, its student, the student's advisors",
  middleware: [requireAccess("alocacoes")] as const,
  request: { params: idParams },
  responses: { 200: json(AllocationSchema, "The allocation"), ...errorResponses(401, 404) },
});

export const createAllocation = createRoute({
  method: "post",
  path: "/alocacoes",
  tags,
  security,
  summary: "Allocate a quota to a student for a period (Administrador)",
  description:
    "422 in F13's order: quota_unknown, user_unknown, not_a_student, not_active, level_mismatch, " +
    "dates_order, outside_scholarship_period, student_has_scholarship, scholarship_taken.",
  middleware: [requireAccess("bolsas")] as const,
  request: { body: body(allocationInputSchema) },
  responses: { 201: json(AllocationSchema, "The allocation, as GET answers it"), ...errorResponses(401, 422) },
});

export const patchAllocation = createRoute({
  method: "patch",
  path: "/alocacoes/{id}",
  tags,
  security,
  summary: "Change an allocation's period, cancel it (or undo the cancel: null), notes (Administrador)",
  description: "Quota and student are fixed (400). 422 per F2, F6–F10.",
  middleware: [requireAccess("bolsas")] as const,
  request: { params: idParams, body: body(allocationPatchSchema) },
  responses: { 200: json(AllocationSchema, "The allocation"), ...errorResponses(401, 404, 422) },
});

export const deleteAllocation = createRoute({
  method: "delete",
  path: "/alocacoes/{id}",
  tags,
  security,
  summary: "Delete an allocation made by mistake, with its suspensions (Administrador; audited)",
  middleware: [requireAccess("bolsas")] as const,
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
});

export const addSuspension = createRoute({
  method: "post",
  path: "/alocacoes/{id}/suspensoes",
  tags,
  security,
  summary: "Suspend an allocation for a period (Administrador)",
  description: "422 dates_order, suspension_outside_allocation, suspension_overlap.",
  middleware: [requireAccess("bolsas")] as const,
  request: { params: idParams, body: body(suspensionInputSchema) },
  responses: { 201: json(SuspensionSchema, "The suspension"), ...errorResponses(401, 404, 422) },
});

export const deleteSuspension = createRoute({
  method: "delete",
  path: "/alocacoes/{id}/suspensoes/{sid}",
  tags,
  security,
  summary: "Delete a suspension (Administrador; audited)",
  middleware: [requireAccess("bolsas")] as const,
  request: { params: suspensionParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
});
