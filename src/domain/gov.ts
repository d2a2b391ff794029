import { z } from "zod";
import { LANGUAGES, slotSchema, type Slot } from "./academic.ts";
import { searchSchema } from "./paging.ts";
import type { RouteId, ServerPageId } from "./routes.ts";
import { minutesOf } from "./timetable.ts";
import { DEGREES, PROGRAMMES, type Programme } from "./users.ts";

/**
 * The transparency pages (`/gov/*`, PRODUCT §2) and their public API (`/api/gov/*`, §8): what
 * each page lists, the answers' shapes (only public fields: no e-mail, no idcbpf), and the week
 * grid's layout of the agenda page. The pages themselves are rendered by the server
 * (src/server/gov); the API serves the same data to anyone who wants it as JSON.
 */
export const govPeopleQuerySchema = z.object({
  programme: z.enum(PROGRAMMES),
  q: searchSchema.optional(),
});
export type GovPeopleQuery = z.infer<typeof govPeopleQuerySchema>;

export const govAgendaQuerySchema = z.object({ q: searchSchema.optional() });
export type GovAgendaQuery = z.infer<typeof govAgendaQuerySchema>;

export const govTeacherSchema = z.object({
  name: z.string(),
  lattes: z.string().nullable(),
  researchArea: z.string().nullable(),
});
export type GovTeacher = z.infer<typeof govTeacherSchema>;

export const govStudentSchema = z.object({
  name: z.string(),
  degree: z.enum(DEGREES).nullable(),
  /** The main advisor's name. */
  advisor: z.string().nullable(),
  entryTerm: z.string().nullable(),
  /**
   * The sponsor of the scholarship the student holds today (suspended or not), else null: all that
   * is public of funding (funding spec P5), never its type, value or dates.
   */
  scholarship: z.string().nullable(),
});
export type GovStudent = z.infer<typeof govStudentSchema>;

export const govTeachersSchema = z.object({ items: z.array(govTeacherSchema) });
export const govStudentsSchema = z.object({ items: z.array(govStudentSchema) });

export const govOfferingSchema = z.object({
  subject: z.object({ code: z.string(), name: z.object({ pt: z.string(), en: z.string() }) }),
  /** The responsible teacher first. */
  teachers: z.array(z.object({ name: z.string(), responsible: z.boolean() })),
  slots: z.array(slotSchema),
  language: z.enum(LANGUAGES),
});
export type GovOffering = z.infer<typeof govOfferingSchema>;

export const govAgendaSchema = z.object({
  term: z.object({ code: z.string(), startDate: z.string(), endDate: z.string() }).nullable(),
  items: z.array(govOfferingSchema),
});
export type GovAgenda = z.infer<typeof govAgendaSchema>;

/** The pages: which list each shows. The index and the application form are apart. */
export type GovListPage =
  | { id: ServerPageId; kind: "docentes"; programme: Programme }
  | { id: ServerPageId; kind: "discentes"; programme: Programme }
  | { id: ServerPageId; kind: "agenda" }
  | { id: ServerPageId; kind: "defesas" };

export const GOV_LIST_PAGES = [
  { id: "govDocenteAcademico", kind: "docentes", programme: "academico" },
  { id: "govDiscenteAcademico", kind: "discentes", programme: "academico" },
  { id: "govDocenteProfissional", kind: "docentes", programme: "profissional" },
  { id: "govDiscenteProfissional", kind: "discentes", programme: "profissional" },
  { id: "govAgendaDisciplinas", kind: "agenda" },
  { id: "govDefesas", kind: "defesas" },
] as const satisfies readonly GovListPage[];

/** The index's entries, in its order (the application form is another area's page). */
export const GOV_INDEX: readonly RouteId[] = [...GOV_LIST_PAGES.map((page) => page.id), "govInscricaoProfissional"];

/** The grid's rows: a quarter of an hour each. */
export const GRID_STEP_MINUTES = 15;

export type WeekEntry = { offering: GovOffering; slot: Slot; rowStart: number; rowEnd: number };
export type WeekLayout = {
  /** `lanes`: how many columns the day's classes need side by side (at least 1), see `laneCount`. */
  days: { weekday: number; entries: WeekEntry[]; lanes: number }[];
  startHour: number;
  endHour: number;
  /** Rows of the grid (GRID_STEP_MINUTES each), from startHour to endHour. */
  rows: number;
};

/**
 * The timetable as a week: Sunday first as every week of the app, Monday to Friday always and
 * Sunday or Saturday when a class falls on them; hours from the earliest start to the latest end
 * (whole hours, at least 08–18). Each class is placed by grid lines (1-based, a quarter of an hour
 * each, the start rounded down and the end up), so a grid draws it where it falls; the entries of a
 * day by start, then subject code.
 */
/**
 * The columns a day's entries need side by side: each, in order, takes the first column free over
 * its rows — as a CSS grid's dense placement puts them (public/gov.css), so the day can be given
 * exactly that many.
 */
export function laneCount(entries: readonly Pick<WeekEntry, "rowStart" | "rowEnd">[]): number {
  const laneEnds: number[] = [];
  for (const { rowStart, rowEnd } of entries) {
    const free = laneEnds.findIndex((end) => end <= rowStart);
    if (free === -1) laneEnds.push(rowEnd);
    else laneEnds[free] = rowEnd;
  }
  return Math.max(1, laneEnds.length);
}

export function layoutWeek(offerings: readonly GovOffering[]): WeekLayout {
  const all = offerings.flatMap((offering) => offering.slots.map((slot) => ({ offering, slot })));
  const used = new Set(all.map(({ slot }) => slot.weekday));
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => (day >= 1 && day <= 5) || used.has(day));
  let start = 8 * 60;
  let end = 18 * 60;
  for (const { slot } of all) {
    start = Math.min(start, minutesOf(slot.start));
    end = Math.max(end, minutesOf(slot.end));
  }
  const startHour = Math.floor(start / 60);
  const endHour = Math.ceil(end / 60);
  const line = (minutes: number, round: (n: number) => number) =>
    round((minutes - startHour * 60) / GRID_STEP_MINUTES) + 1;
  return {
    startHour,
    endHour,
    rows: ((endHour - startHour) * 60) / GRID_STEP_MINUTES,
    days: weekdays.map((weekday) => {
      const entries = all
        .filter(({ slot }) => slot.weekday === weekday)
        .map(({ offering, slot }) => {
          const rowStart = line(minutesOf(slot.start), Math.floor);
          return { offering, slot, rowStart, rowEnd: Math.max(rowStart + 1, line(minutesOf(slot.end), Math.ceil)) };
        })
        .sort(
          (a, b) =>
            a.slot.start.localeCompare(b.slot.start) || a.offering.subject.code.localeCompare(b.offering.subject.code),
        );
      return { weekday, entries, lanes: laneCount(entries) };
    }),
  };
}
