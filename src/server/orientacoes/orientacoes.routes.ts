import { createRoute, z } from "@hono/zod-openapi";
import {
  guidanceInputSchema,
  guidanceListQuerySchema,
  guidancePatchSchema,
  guidancePersonSchema,
  guidanceSchema,
  milestoneSchema,
} from "../../domain/guidance.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Guidance (orientação, PRODUCT §7, §8), declared once: validation and the OpenAPI document come
 * from here. Reading is for every logged-in user (area `leitura`), narrowed per person by the
 * handler: a Discente its own, a Docente those it advises or co-advises, the office all. Writing
 * is the office's (`secretaria`).
 */
const tags = ["Orientações"];
const security = [{ sessionCookie: [] }];

// Copies of the domain schemas, made after zod is extended with `.openapi()`.
const PersonSchema = z.object(guidancePersonSchema.shape).openapi("GuidancePerson");
export const GuidanceSchema = z
  .object({
    ...guidanceSchema.shape,
    student: PersonSchema.extend(guidanceSchema.shape.student.shape).openapi("GuidanceStudent"),
    advisor: PersonSchema,
    coAdvisors: z.array(PersonSchema),
    milestones: z.array(z.object(milestoneSchema.shape).openapi("Milestone")),
  })
  .openapi("Guidance");
const GuidancePageSchema = z
  .object({
    items: z.array(GuidanceSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("GuidancePage");
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const listGuidances = createRoute({
  method: "get",
  path: "/orientacoes",
  tags,
  security,
  summary: "Guidances: a Discente its own, a Docente those it advises or co-advises, the office all",
  description:
    "`q` searches the student's and the advisors' names, idcbpf and e-mail (accent- and case-insensitive); " +
    "`advisor` keeps those where that Docente is the main advisor or a co-advisor; `student` one student's. " +
    "Ordered by the student's name.",
  middleware: [requireAccess("leitura")] as const,
  request: { query: guidanceListQuerySchema },
  responses: { 200: json(GuidancePageSchema, "One page of guidances"), ...errorResponses(401) },
});

export const getGuidance = createRoute({
  method: "get",
  path: "/orientacoes/{id}",
  tags,
  security,
  summary: "One guidance, to whoever may see it (404 otherwise: its existence is not revealed)",
  middleware: [requireAccess("leitura")] as const,
  request: { params: idParams },
  responses: { 200: json(GuidanceSchema, "The guidance"), ...errorResponses(401, 404) },
});

export const createGuidance = createRoute({
  method: "post",
  path: "/orientacoes",
  tags,
  security,
  summary: "Assign a main advisor (and up to two co-advisors) to a student (Administrador)",
  description:
    "People by idcbpf. 422 `user_unknown`, `not_a_student`, `not_a_teacher`, `advisee_cap` (the advisor already " +
    "advises the cap of `ativo` or `trancado` students as main advisor); 409 when the student has a guidance.",
  middleware: [requireAccess("secretaria")] as const,
  request: { body: { content: { "application/json": { schema: guidanceInputSchema } }, required: true } },
  responses: { 201: json(GuidanceSchema, "The guidance, as GET answers it"), ...errorResponses(401, 409, 422) },
});

export const patchGuidance = createRoute({
  method: "patch",
  path: "/orientacoes/{id}",
  tags,
  security,
  summary: "Change the advisor, co-advisors, title, start date or milestones (Administrador)",
  description: "A new main advisor is held to the advisee cap (422 `advisee_cap`). The student is fixed.",
  middleware: [requireAccess("secretaria")] as const,
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: guidancePatchSchema } }, required: true },
  },
  responses: { 200: json(GuidanceSchema, "The guidance after the change"), ...errorResponses(401, 404, 422) },
});
