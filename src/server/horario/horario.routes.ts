import { createRoute, z } from "@hono/zod-openapi";
import { timetableEnrolmentSchema, timetableSchema } from "../../domain/timetable.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/** The Discente's week (PRODUCT §2, home), declared once: validation and the OpenAPI document come from here. */
// Copies of the domain schemas, made after zod is extended with `.openapi()`.
const TimetableEnrolmentSchema = z.object(timetableEnrolmentSchema.shape).openapi("TimetableEnrolment");
export const TimetableSchema = z
  .object({ ...timetableSchema.shape, enrolments: z.array(TimetableEnrolmentSchema) })
  .openapi("Timetable");

export const getTimetable = createRoute({
  method: "get",
  path: "/horario",
  tags: ["Horário"],
  security: [{ sessionCookie: [] }],
  summary: "The logged-in Discente's accepted classes in the current term (Discente)",
  description:
    "The current term (null when there is none) and the student's own `deferida` enrolments in it, " +
    "each with its weekly slots (weekday 0 = Sunday, times HH:MM in the institution's time zone) and teachers.",
  middleware: [requireAccess("horario")] as const,
  responses: { 200: json(TimetableSchema, "The current term and its accepted classes"), ...errorResponses(401, 403) },
});
