import { createRoute, z } from "@hono/zod-openapi";
import {
  codigoSchema,
  decisionInputSchema,
  enrolmentCreatedSchema,
  enrolmentInputSchema,
  enrolmentListQuerySchema,
  enrolmentSchema,
} from "../../domain/matriculas.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * Enrolment (matrícula, PRODUCT §7, §8), declared once: validation and the OpenAPI document come
 * from here. Who may touch which enrolment is checked per enrolment, by the predicates of
 * src/domain/policy.ts, in the handler (whom a request is for) and the writes (drop, decide).
 */
const tags = ["Matrículas"];
const security = [{ sessionCookie: [] }];

// Copies of the domain schemas, made after zod is extended with `.openapi()`.
export const EnrolmentSchema = z.object(enrolmentSchema.shape).openapi("Enrolment");
const EnrolmentPageSchema = z
  .object({
    items: z.array(EnrolmentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("EnrolmentPage");
const EnrolmentCreatedSchema = z.object(enrolmentCreatedSchema.shape).openapi("EnrolmentCreated");
const codigoParams = z.object({ codigo: codigoSchema });

export const listEnrolmentsRoute = createRoute({
  method: "get",
  path: "/matriculas",
  tags,
  security,
  summary: "Enrolments: a Discente its own, a Docente its advisees', the office all",
  description:
    "Filters `student` (idcbpf), `term` (default: the current term), `status`, `offering`, `withoutAdvisor`. " +
    "`position` is a waiting entry's current 1-based rank on its offering's waitlist; `canDecide` says whether " +
    "the caller may decide it now.",
  middleware: [requireAccess("leitura")] as const,
  request: { query: enrolmentListQuerySchema },
  responses: { 200: json(EnrolmentPageSchema, "One page of enrolments"), ...errorResponses(401) },
});

export const enrolRoute = createRoute({
  method: "post",
  path: "/matriculas",
  tags,
  security,
  summary: "Enrol in an offering (Discente; the office for any student, also outside the window)",
  description:
    "A free seat gives `pendente` (held until the main advisor, or the office, decides); a full offering gives " +
    "`em_espera` with the waitlist `position`. 422 with `rule`: `window_closed`, `not_active`, `not_eligible`, " +
    "`already_enrolled`, `already_passed`, `prerequisite_missing`, `slot_clash`, `credit_limit`.",
  middleware: [requireAccess("matriculaEscrita")] as const,
  request: { body: { content: { "application/json": { schema: enrolmentInputSchema } }, required: true } },
  responses: {
    201: json(EnrolmentCreatedSchema, "The enrolment: pending, or waiting with its position"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const dropRoute = createRoute({
  method: "delete",
  path: "/matriculas/{codigo}",
  tags,
  security,
  summary: "Drop an enrolment (→ trancada) or leave a waitlist (its student; the office)",
  description:
    "A held seat is dropped until the term's drop deadline (422 `drop_deadline_passed`; the office also after) " +
    "and goes to the first waiting student who still passes the rules. A waiting entry is removed at any time.",
  middleware: [requireAccess("matriculaEscrita")] as const,
  request: { params: codigoParams },
  responses: {
    200: json(z.object({ status: z.enum(["trancada", "removida"]) }).openapi("EnrolmentDropped"), "What it became"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const decideRoute = createRoute({
  method: "post",
  path: "/matriculas/{codigo}/decisao",
  tags,
  security,
  summary: "Accept or reject an enrolment (the main advisor; the office always, overrides audited)",
  description:
    "The main advisor decides a `pendente` enrolment (422 `already_decided` after); co-advisors and other " +
    "teachers get 403. The office decides any and may reverse a decision (audited): a rejection frees the seat " +
    "for the waitlist; reversing one needs a seat (422 `offering_full`) and the rules to hold again.",
  middleware: [requireAccess("matriculaDecisao")] as const,
  request: {
    params: codigoParams,
    body: { content: { "application/json": { schema: decisionInputSchema } }, required: true },
  },
  responses: {
    200: json(
      z.object({ codigo: z.string(), status: z.enum(["deferida", "indeferida"]) }).openapi("EnrolmentDecided"),
      "The decision",
    ),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});
