import { createRoute, z } from "@hono/zod-openapi";
import {
  subjectCodeSchema,
  subjectInputSchema,
  subjectListQuerySchema,
  subjectPatchSchema,
  subjectSchema,
} from "../../domain/subjects.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The subject catalogue (PRODUCT §8), declared once: validation and the OpenAPI document come
 * from here. Every logged-in level reads (`leitura`); the office writes (`disciplinasEscrita`).
 */
const tags = ["Disciplinas"];
const security = [{ sessionCookie: [] }];

// A copy of the domain schema, made after zod is extended with `.openapi()`.
export const SubjectSchema = z.object(subjectSchema.shape).openapi("Subject");
const SubjectPageSchema = z
  .object({
    items: z.array(SubjectSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("SubjectPage");

/** The subject's code, in any case (e.g. `fis-501`). */
const params = z.object({ code: subjectCodeSchema });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const listSubjects = createRoute({
  method: "get",
  path: "/disciplinas",
  tags,
  security,
  summary: "The catalogue, searched, filtered and paged (any logged-in user)",
  description:
    "`q`: words that must each appear in the code or a name, accents and case ignored. `programme` and " +
    "`level`: subjects for that one or for both (null). `codes`: comma-separated codes to fetch. Ordered by code.",
  middleware: [requireAccess("leitura")] as const,
  request: { query: subjectListQuerySchema },
  responses: { 200: json(SubjectPageSchema, "One page of subjects"), ...errorResponses(401, 403) },
});

export const getSubject = createRoute({
  method: "get",
  path: "/disciplinas/{code}",
  tags,
  security,
  summary: "One subject (any logged-in user)",
  middleware: [requireAccess("leitura")] as const,
  request: { params },
  responses: { 200: json(SubjectSchema, "The subject"), ...errorResponses(401, 403, 404) },
});

export const createSubjectRoute = createRoute({
  method: "post",
  path: "/disciplinas",
  tags,
  security,
  summary: "Create a subject (Administrador; audited)",
  description:
    "422 `prerequisite_unknown` (naming the code) or `prerequisite_cycle` (naming the path); 409 `subject_exists`.",
  middleware: [requireAccess("disciplinasEscrita")] as const,
  request: body(subjectInputSchema),
  responses: { 201: json(SubjectSchema, "Created"), ...errorResponses(401, 403, 409, 422) },
});

export const updateSubjectRoute = createRoute({
  method: "patch",
  path: "/disciplinas/{code}",
  tags,
  security,
  summary: "Change a subject; the code is fixed (Administrador; audited)",
  description: "`{active: false}` deactivates: the subject stays (transcripts keep it) and cannot be offered again.",
  middleware: [requireAccess("disciplinasEscrita")] as const,
  request: { params, ...body(subjectPatchSchema) },
  responses: { 200: json(SubjectSchema, "The subject as changed"), ...errorResponses(401, 403, 404, 422) },
});
