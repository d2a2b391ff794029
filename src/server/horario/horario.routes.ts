import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../domain/locale.ts";
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

export const getTimetableCalendar = createRoute({
  method: "get",
  path: "/horario.ics",
  tags: ["Horário"],
  security: [{ sessionCookie: [] }],
  summary: "The logged-in Discente's accepted classes as an iCalendar file (Discente)",
  description:
    "`text/calendar` (RFC 5545), as a download: one weekly event per slot of each `deferida` enrolment of the " +
    "current term (what GET /api/horario shows), from its first meeting on or after the term's start until the " +
    "term's end date (RRULE UNTIL), at the slot's times in the institution's time zone (DTSTART with TZID, and " +
    "its VTIMEZONE). Summary `code name`, location the room, description the teachers, in `lang` " +
    "(else Accept-Language, else the user's language). Without a current term: a calendar with no events.",
  middleware: [requireAccess("horario")] as const,
  request: {
    query: z.object({
      lang: z
        .enum(LOCALES)
        .optional()
        .openapi({ description: "Language of the summaries (the UI's); default from the request" }),
    }),
  },
  responses: {
    200: {
      description: "The timetable as an iCalendar file (Content-Disposition: attachment)",
      content: { "text/calendar": { schema: z.string() } },
    },
    ...errorResponses(401, 403),
  },
});
