import { z } from "zod";
import { LANGUAGES } from "./academic.ts";
import { COMMITTEE_KINDS, MEMBER_ROLES } from "./bancas.ts";
import { dayRangeShape, pageAnswer, pageQueryShape, searchSchema } from "./paging.ts";
import { DEGREES, PROGRAMMES } from "./users.ts";

/**
 * The public calendar of defences and qualifying exams (`/gov/defesas`, `GET /api/gov/defesas`):
 * `agendada` and `realizada` committees by date and time, with only public fields — never an
 * e-mail, a document or a verdict.
 */

/** By default from 30 days ago to 180 days ahead. */
export const CALENDAR_DAYS_BEFORE = 30;
export const CALENDAR_DAYS_AFTER = 180;

export const defencesQuerySchema = z.object({
  /** Words of the student's name, the title or a member's name. */
  q: searchSchema.optional(),
  ...dayRangeShape,
  ...pageQueryShape,
});
export type DefencesQuery = z.infer<typeof defencesQuerySchema>;

export const publicCommitteeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMMITTEE_KINDS),
  degree: z.enum(DEGREES),
  programme: z.enum(PROGRAMMES).nullable(),
  date: z.string(),
  time: z.string(),
  place: z.string().nullable(),
  remoteLink: z.string().nullable(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  student: z.object({ name: z.string() }),
  advisor: z.object({ name: z.string() }).nullable(),
  members: z.array(z.object({ name: z.string(), institution: z.string(), role: z.enum(MEMBER_ROLES) })),
  status: z.enum(["agendada", "realizada"]),
});
export type PublicCommittee = z.infer<typeof publicCommitteeSchema>;

export const defencesPageSchema = pageAnswer(publicCommitteeSchema);
