import { createRoute, z } from "@hono/zod-openapi";
import {
  classListEntrySchema,
  gradeInputSchema,
  gradeSchema,
  offeringInputSchema,
  offeringListQuerySchema,
  offeringPatchSchema,
  offeringSchema,
  offeringSubjectSchema,
  offeringTeacherSchema,
} from "../../domain/offerings.ts";
import { slotSchema } from "../../domain/academic.ts";
import { searchSchema } from "../../domain/paging.ts";
import { idcbpfSchema } from "../../domain/users.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Offerings (ofertas, PRODUCT §7, §8), declared once: validation and the OpenAPI document come
 * from here. Reading is for every logged-in user (`leitura`); writing, class lists and grades are
 * the office's and the Docentes' (`ofertas`), a Docente narrowed by the handler to the offerings
 * it teaches.
 */
const tags = ["Ofertas"];
const security = [{ sessionCookie: [] }];

// Copies of the domain schemas, made after zod is extended with `.openapi()`.
export const OfferingSchema = z
  .object({
    ...offeringSchema.shape,
    subject: z.object(offeringSubjectSchema.shape).openapi("OfferingSubject"),
    teachers: z.array(z.object(offeringTeacherSchema.shape).openapi("OfferingTeacher")),
    slots: z.array(z.object(slotSchema.shape).openapi("Slot")),
  })
  .openapi("Offering");
const OfferingPageSchema = z
  .object({
    items: z.array(OfferingSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("OfferingPage");
const ClassListEntrySchema = z
  .object({ ...classListEntrySchema.shape, grade: z.object(gradeSchema.shape).openapi("Grade").nullable() })
  .openapi("ClassListEntry");
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const gradeParams = idParams.extend({ idcbpf: idcbpfSchema });

export const teacherOptionsQuery = z.object({ q: searchSchema.default("") });
const TeacherOptionsSchema = z
  .object({ items: z.array(z.object({ idcbpf: z.string(), name: z.string() })) })
  .openapi("TeacherOptions");

export const teacherOptionsRoute = createRoute({
  method: "get",
  path: "/ofertas/docentes",
  tags,
  security,
  summary: "Active teachers matching `q`, to name as co-teachers (Docente, Administrador)",
  description: "At most 10, by name; `q` searches name and idcbpf (accent- and case-insensitive).",
  middleware: [requireAccess("ofertas")] as const,
  request: { query: teacherOptionsQuery },
  responses: { 200: json(TeacherOptionsSchema, "Teachers"), ...errorResponses(401, 403) },
});

export const listOfferingsRoute = createRoute({
  method: "get",
  path: "/ofertas",
  tags,
  security,
  summary: "A term's offerings (default: the current term), paged",
  description:
    "`q` searches the subject's code and names and the teachers' names (accent- and case-insensitive); " +
    "`mine=true` keeps the calling teacher's offerings. Ordered by subject code.",
  middleware: [requireAccess("leitura")] as const,
  request: { query: offeringListQuerySchema },
  responses: { 200: json(OfferingPageSchema, "One page of offerings"), ...errorResponses(401) },
});

export const getOfferingRoute = createRoute({
  method: "get",
  path: "/ofertas/{id}",
  tags,
  security,
  summary: "One offering",
  middleware: [requireAccess("leitura")] as const,
  request: { params: idParams },
  responses: { 200: json(OfferingSchema, "The offering"), ...errorResponses(401, 404) },
});

export const createOfferingRoute = createRoute({
  method: "post",
  path: "/ofertas",
  tags,
  security,
  summary: "Offer a subject in a term (Docente inside the offering window; Administrador any time)",
  description:
    "A Docente becomes the responsible teacher; the office names `responsible`. 422 `offering_window_closed`, " +
    "`room_clash`, `teacher_clash` (naming the other offering), `subject_inactive`, `subject_unknown`, " +
    "`term_unknown`, `user_unknown`, `not_a_teacher`.",
  middleware: [requireAccess("ofertas")] as const,
  request: { body: { content: { "application/json": { schema: offeringInputSchema } }, required: true } },
  responses: { 201: json(OfferingSchema, "The offering, as GET answers it"), ...errorResponses(400, 401, 403, 422) },
});

export const patchOfferingRoute = createRoute({
  method: "patch",
  path: "/ofertas/{id}",
  tags,
  security,
  summary: "Change an offering (its teachers until enrolment opens, capacity any time; Administrador any time)",
  description:
    "A Docente changes slots, rooms, co-teachers and language until the enrolment window opens (422 " +
    "`offering_locked`), capacity and notes at any time; only the office changes `responsible`. 422 " +
    "`capacity_below_taken`, `room_clash`, `teacher_clash`.",
  middleware: [requireAccess("ofertas")] as const,
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: offeringPatchSchema } }, required: true },
  },
  responses: { 200: json(OfferingSchema, "The offering after the change"), ...errorResponses(400, 401, 403, 404, 422) },
});

export const classListRoute = createRoute({
  method: "get",
  path: "/ofertas/{id}/turma",
  tags,
  security,
  summary: "An offering's class list (its teachers; Administrador)",
  description:
    "`pendente` and `deferida` entries by name, then `em_espera` in position order, each with its grade " +
    "(`final` when stored so or after the term's grade deadline).",
  middleware: [requireAccess("ofertas")] as const,
  request: { params: idParams },
  responses: { 200: json(z.array(ClassListEntrySchema), "The class list"), ...errorResponses(401, 403, 404) },
});

export const putGradeRoute = createRoute({
  method: "put",
  path: "/ofertas/{id}/notas/{idcbpf}",
  tags,
  security,
  summary: "Record a student's grade (its teachers until the grade deadline; Administrador always, audited)",
  description:
    "`concept` from the concept table, `attendance` a whole percentage. 422 `grade_deadline_passed`, `not_enrolled` " +
    "(only a `deferida` enrolment gets a grade).",
  middleware: [requireAccess("ofertas")] as const,
  request: {
    params: gradeParams,
    body: { content: { "application/json": { schema: gradeInputSchema } }, required: true },
  },
  responses: {
    200: json(ClassListEntrySchema, "The student's class-list entry"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});
