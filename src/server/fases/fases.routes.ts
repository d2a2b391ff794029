import { createRoute, z } from "@hono/zod-openapi";
import {
  completionInputSchema,
  holdSchema,
  phaseInputSchema,
  phaseListQuerySchema,
  phasePatchSchema,
  phaseSchema,
  studentPhaseSchema,
  studentPhasesSchema,
} from "../../domain/phases.ts";
import { idcbpfSchema } from "../../domain/users.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The phase table and each student's due dates (programme-year §1–§3, §4), declared once.
 * Reading the table is for every logged-in user (`leitura`); a student's phases are narrowed per
 * record by the handler (the student, its advisors, the office); writing is the office's.
 */
const tags = ["Fases"];
const security = [{ sessionCookie: [] }];

const PhaseSchema = z.object(phaseSchema.shape).openapi("Phase");
const PhasePageSchema = z
  .object({ items: z.array(PhaseSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .openapi("PhasePage");
const StudentPhasesSchema = z
  .object({
    ...studentPhasesSchema.shape,
    holds: z.array(z.object(holdSchema.shape).openapi("Hold")),
    phases: z.array(z.object(studentPhaseSchema.shape).openapi("StudentPhase")),
  })
  .openapi("StudentPhases");
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const studentParams = z.object({ idcbpf: idcbpfSchema });
const completionParams = z.object({ idcbpf: idcbpfSchema, code: z.string().min(1).max(32) });

export const listPhases = createRoute({
  method: "get",
  path: "/fases",
  tags,
  security,
  summary: "The phase table, by programme, degree, months and code",
  middleware: [requireAccess("leitura")] as const,
  request: { query: phaseListQuerySchema },
  responses: { 200: json(PhasePageSchema, "One page of phases"), ...errorResponses(401) },
});

export const createPhase = createRoute({
  method: "post",
  path: "/fases",
  tags,
  security,
  summary: "Add a phase to a programme and degree (Administrador)",
  description: "409 when the programme and degree have a phase with this code (or an active one with this milestone).",
  middleware: [requireAccess("secretaria")] as const,
  request: { body: { content: { "application/json": { schema: phaseInputSchema } }, required: true } },
  responses: { 201: json(PhaseSchema, "The phase, as GET lists it"), ...errorResponses(401, 409) },
});

export const patchPhase = createRoute({
  method: "patch",
  path: "/fases/{id}",
  tags,
  security,
  summary: "Rename, change the months or the milestone, or (de)activate a phase (Administrador)",
  description: "Code, programme and degree are fixed (400 naming the field). Phases are never deleted.",
  middleware: [requireAccess("secretaria")] as const,
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: phasePatchSchema } }, required: true },
  },
  responses: { 200: json(PhaseSchema, "The phase"), ...errorResponses(401, 404, 409) },
});

export const getStudentPhases = createRoute({
  method: "get",
  path: "/usuarios/{idcbpf}/fases",
  tags,
  security,
  summary: "A student's phases with due dates and state: the student, its advisors, the office",
  description:
    "Due dates are computed when read: entryDate + months + every deferido hold's months + the deferido " +
    "extensions of that phase, in one addition. Anyone else → 403; an unknown or non-student idcbpf → 404.",
  middleware: [requireAccess("leitura")] as const,
  request: { params: studentParams },
  responses: { 200: json(StudentPhasesSchema, "The student's phases"), ...errorResponses(401, 404) },
});

export const putCompletion = createRoute({
  method: "put",
  path: "/usuarios/{idcbpf}/fases/{code}",
  tags,
  security,
  summary: "Record (a day) or clear (null) a student's completion of a phase (Administrador)",
  description: "404 when the code is no phase of the student's programme and degree. Audited (`phase_completion`).",
  middleware: [requireAccess("secretaria")] as const,
  request: {
    params: completionParams,
    body: { content: { "application/json": { schema: completionInputSchema } }, required: true },
  },
  responses: { 200: json(StudentPhasesSchema, "The student's phases"), ...errorResponses(401, 404) },
});
