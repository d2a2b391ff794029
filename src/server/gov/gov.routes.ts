import { createRoute, z } from "@hono/zod-openapi";
import {
  govAgendaQuerySchema,
  govAgendaSchema,
  govOfferingSchema,
  govPeopleQuerySchema,
  govStudentSchema,
  govTeacherSchema,
} from "../../domain/gov.ts";
import { defencesPageSchema, defencesQuerySchema, publicCommitteeSchema } from "../../domain/defesas.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The transparency pages' data (PRODUCT §8, `/api/gov/*`): public, no login, only public fields.
 * Each list is one answer (a programme's active people, one term's offerings: at most a few hundred
 * rows), not paged; `q` narrows it. Answers may be kept by any cache for a minute.
 */
const tags = ["Transparência"];
// Copies of the domain schemas, made after zod is extended with `.openapi()`.
const TeacherSchema = z.object(govTeacherSchema.shape).openapi("GovTeacher");
const StudentSchema = z.object(govStudentSchema.shape).openapi("GovStudent");
const OfferingSchema = z.object(govOfferingSchema.shape).openapi("GovOffering");
const PublicCommitteeSchema = z.object(publicCommitteeSchema.shape).openapi("GovCommittee");
const CACHE_NOTE = " Answered with `Cache-Control: public, max-age=60`.";

export const listGovTeachers = createRoute({
  method: "get",
  path: "/gov/docentes",
  tags,
  summary: "The active teachers of a programme (public)",
  description:
    "`{items:[{name, lattes, researchArea}]}`, ordered by name without regard to case or accents; `q` is part of " +
    "the name or the research area, matched the same way. Not paged." +
    CACHE_NOTE,
  request: { query: govPeopleQuerySchema },
  responses: { 200: json(z.object({ items: z.array(TeacherSchema) }), "The teachers"), ...errorResponses() },
});

export const listGovStudents = createRoute({
  method: "get",
  path: "/gov/discentes",
  tags,
  summary: "The active students of a programme (public)",
  description:
    "`{items:[{name, degree, advisor, entryTerm, scholarship}]}` (`advisor`: the main advisor's name, or null; " +
    "`scholarship`: the sponsor of the scholarship held today, suspended or not, or null — nothing more of it is " +
    "public), ordered by name without regard to case or accents; `q` is part of the student's or the advisor's " +
    "name. Not paged." +
    CACHE_NOTE,
  request: { query: govPeopleQuerySchema },
  responses: { 200: json(z.object({ items: z.array(StudentSchema) }), "The students"), ...errorResponses() },
});

export const getGovAgenda = createRoute({
  method: "get",
  path: "/gov/agenda",
  tags,
  summary: "The current term's public timetable (public)",
  description:
    "The current term (null when there is none) and its offerings by subject code: subject code and names, " +
    "teachers' names (the responsible one first), weekly slots (weekday 0 = Sunday, HH:MM, room) and the " +
    "language of instruction. `q` is part of the subject's code or names or of a teacher's name." +
    CACHE_NOTE,
  request: { query: govAgendaQuerySchema },
  responses: {
    200: json(
      z.object({ ...govAgendaSchema.shape, items: z.array(OfferingSchema) }).openapi("GovAgenda"),
      "The timetable",
    ),
    ...errorResponses(),
  },
});

export const listGovDefences = createRoute({
  method: "get",
  path: "/gov/defesas",
  tags,
  summary: "The public calendar of defences and qualifying exams (public)",
  description:
    "Committees `agendada` and `realizada` between `from` and `to` (days, inclusive; by default 30 days ago to " +
    "180 days ahead in the institution's time zone), by date and time: kind, degree, programme, date, time, " +
    "place or remote link, language, title, the student's and the advisor's (the president's) names, the members' " +
    "names, institutions and roles. Never an e-mail, a document or a verdict. `q` is part of the student's name, " +
    "the title or a member's name, accents and case aside. An impossible day → 400." +
    CACHE_NOTE,
  request: { query: defencesQuerySchema },
  responses: {
    200: json(
      z.object({ ...defencesPageSchema.shape, items: z.array(PublicCommitteeSchema) }).openapi("GovCommitteePage"),
      "One page of the calendar",
    ),
    ...errorResponses(400),
  },
});
