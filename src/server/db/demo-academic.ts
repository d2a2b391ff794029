import type { EnrolmentStatus, Language, Slot } from "../../domain/academic.ts";
import type { terms } from "./schema.ts";
import { DEMO_TEACHERS } from "./demo-users.ts";

/**
 * The demo dataset's terms and classes: the current term's offerings (taught by the demo teachers,
 * with weekly slots) and the demo students' enrolments in them, the terms before it and the next
 * one. Real rows that the enrolment, ofertagem and catalogue screens manage like any other, not
 * placeholders. The catalogue is demo-catalogue.ts.
 */
export type DemoOffering = {
  subject: string;
  capacity: number;
  language: Language;
  notes?: string;
  /** idcbpf of the responsible teacher first, then co-teachers. */
  teachers: [string, ...string[]];
  slots: Slot[];
  /** idcbpf → status of the named demo students' requests (demo-classes.ts adds the others'). */
  enrolments: Record<string, EnrolmentStatus>;
};

/**
 * The current term's classes of the named logins. The `discente` login has accepted classes
 * from Monday to Friday, two on Monday and on Wednesday, plus one pending request (its advisor,
 * `docente`, sees it to decide) and one rejected (which its week does not show); other students
 * have classes of their own, so "only mine" shows. `docente` is responsible for three classes and
 * co-teaches a fourth. demo-classes.ts adds the other classes of the term and everyone else's
 * requests around these.
 */
export const DEMO_OFFERINGS: readonly DemoOffering[] = [
  {
    subject: "FIS-501",
    capacity: 25,
    language: "pt",
    teachers: ["docente"],
    slots: [
      { weekday: 2, start: "10:00", end: "12:00", room: "Sala 201" },
      { weekday: 4, start: "10:00", end: "12:00", room: "Sala 201" },
    ],
    enrolments: { discente: "deferida" },
  },
  {
    subject: "FIS-502",
    capacity: 20,
    language: "pt",
    teachers: ["docente", "marina.costa"],
    slots: [
      { weekday: 1, start: "08:00", end: "10:00", room: "Sala 305" },
      { weekday: 3, start: "08:00", end: "10:00", room: "Sala 305" },
    ],
    enrolments: { discente: "deferida" },
  },
  {
    subject: "FIS-503",
    capacity: 20,
    language: "pt",
    teachers: ["marina.costa", "docente"],
    slots: [
      { weekday: 1, start: "14:00", end: "16:00", room: "Sala 201" },
      { weekday: 3, start: "14:00", end: "16:00", room: "Sala 201" },
    ],
    enrolments: { discente: "deferida", "joao.pereira": "deferida" },
  },
  {
    subject: "FIS-590",
    capacity: 40,
    language: "en",
    notes: "Seminários de pesquisadores convidados, apresentados em inglês.",
    teachers: ["marina.costa"],
    slots: [{ weekday: 5, start: "16:00", end: "17:30", room: "Auditório Principal" }],
    enrolments: { discente: "deferida", "joao.pereira": "deferida", "larissa.nunes": "deferida" },
  },
  {
    subject: "FIS-504",
    capacity: 30,
    language: "pt",
    teachers: ["docente"],
    slots: [
      { weekday: 2, start: "14:00", end: "16:00", room: "Sala 108" },
      { weekday: 4, start: "14:00", end: "16:00", room: "Sala 108" },
    ],
    enrolments: { discente: "pendente" },
  },
  {
    subject: "FIS-505",
    capacity: 20,
    language: "pt",
    teachers: [DEMO_TEACHERS[1]?.idcbpf ?? ""],
    slots: [
      { weekday: 2, start: "08:00", end: "10:00", room: "Sala 204" },
      { weekday: 4, start: "08:00", end: "10:00", room: "Sala 204" },
    ],
    enrolments: { discente: "indeferida" },
  },
  {
    subject: "FIS-520",
    capacity: 15,
    language: "pt",
    teachers: ["marina.costa"],
    slots: [{ weekday: 5, start: "10:00", end: "12:00", room: "Laboratório 2" }],
    enrolments: {},
  },
  {
    subject: "FIS-601",
    capacity: 12,
    language: "en",
    teachers: [DEMO_TEACHERS[0]?.idcbpf ?? ""],
    slots: [
      { weekday: 3, start: "10:00", end: "12:00", room: "Sala 305" },
      { weekday: 5, start: "08:00", end: "10:00", room: "Sala 305" },
    ],
    enrolments: { "joao.pereira": "deferida" },
  },
  {
    // Full, with a waitlist (demo-classes.ts fills it), at an hour the `discente` login is free.
    subject: "FIS-730",
    capacity: 8,
    language: "pt",
    notes: "Acompanhamento de turmas de graduação do instituto.",
    teachers: [DEMO_TEACHERS[2]?.idcbpf ?? ""],
    slots: [{ weekday: 5, start: "08:00", end: "11:00", room: "Sala 102" }],
    enrolments: {},
  },
  {
    // Seats left, prerequisite (FIS-506) passed and no clash: the `discente` login may enrol.
    subject: "MPF-530",
    capacity: 30,
    language: "pt",
    teachers: [DEMO_TEACHERS[10]?.idcbpf ?? ""],
    slots: [
      { weekday: 1, start: "10:00", end: "12:00", room: "Sala 102" },
      { weekday: 3, start: "10:00", end: "12:00", room: "Sala 102" },
    ],
    enrolments: {},
  },
  {
    subject: "FIS-710",
    capacity: 20,
    language: "pt",
    notes: "Aulas aos sábados, para quem trabalha durante a semana.",
    teachers: ["marina.costa"],
    slots: [{ weekday: 6, start: "08:00", end: "12:00", room: "Laboratório 1" }],
    enrolments: { "larissa.nunes": "deferida" },
  },
];

/** Why the advisor turned the `discente` login's request down (shown with the decision). */
export const DEMO_REJECTION_REASON = "Priorize as disciplinas obrigatórias neste período.";

function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The term that contains `today` (`YYYY-MM-DD`): `YYYY.1` from January to July, `YYYY.2` from
 * August to December, so the demo always opens on a running term. Its enrolment window is around
 * `today` (PRODUCT §7: the demo places it around the day it is first started), the offering
 * window before it, and every date in the order §7 asks for.
 */
export function demoTerm(today: string): Omit<typeof terms.$inferInsert, "id" | "current"> {
  const year = today.slice(0, 4);
  const second = today.slice(5, 7) >= "08";
  const startDate = second ? `${year}-08-01` : `${year}-01-01`;
  const endDate = second ? `${year}-12-31` : `${year}-07-31`;
  const enrolmentStart = shift(today, -7);
  return {
    code: `${year}.${second ? 2 : 1}`,
    startDate,
    endDate,
    offeringStart: shift(enrolmentStart, -30),
    offeringEnd: shift(enrolmentStart, -1),
    enrolmentStart,
    enrolmentEnd: earlier(shift(today, 7), endDate),
    dropDeadline: earlier(shift(today, 21), endDate),
    gradeDeadline: shift(endDate, 15),
  };
}

type DemoTermDates = Omit<typeof terms.$inferInsert, "id" | "current">;

/** The semester after or before `code` (`2026.2` → `2027.1`; `2026.1` → `2025.2`). */
export function neighbourTerm(code: string, step: 1 | -1): string {
  const year = Number(code.slice(0, 4));
  const half = Number(code.slice(5));
  if (step === 1) return half === 2 ? `${year + 1}.1` : `${year}.2`;
  return half === 1 ? `${year - 1}.2` : `${year}.1`;
}

/** A semester's span as the demo lays them out: `.1` January–July, `.2` August–December. */
function span(code: string): { startDate: string; endDate: string } {
  const year = code.slice(0, 4);
  return code.endsWith(".1")
    ? { startDate: `${year}-01-01`, endDate: `${year}-07-31` }
    : { startDate: `${year}-08-01`, endDate: `${year}-12-31` };
}

/**
 * A past term with the windows a real one had: offers in the two months before it, enrolment
 * from a month before to a week in, drop three weeks in, grades two weeks after it ended.
 */
export function demoPastTerm(code: string): DemoTermDates {
  const { startDate, endDate } = span(code);
  return {
    code,
    startDate,
    endDate,
    offeringStart: shift(startDate, -60),
    offeringEnd: shift(startDate, -31),
    enrolmentStart: shift(startDate, -30),
    enrolmentEnd: shift(startDate, 7),
    dropDeadline: shift(startDate, 21),
    gradeDeadline: shift(endDate, 15),
  };
}

/** The four semesters before the current one, oldest first. */
export function demoPastTerms(currentCode: string, count = 4): DemoTermDates[] {
  const codes: string[] = [];
  for (let code = neighbourTerm(currentCode, -1); codes.length < count; code = neighbourTerm(code, -1))
    codes.unshift(code);
  return codes.map(demoPastTerm);
}

/**
 * The next semester, with its offering window open now-ish: from 75 days before it starts (but
 * not before the current term began) to
 * 15 days before; enrolment from then to two weeks in.
 */
export function demoNextTerm(current: { code: string; startDate: string }): DemoTermDates {
  const code = neighbourTerm(current.code, 1);
  const { startDate, endDate } = span(code);
  const offeringStart = shift(startDate, -75) > current.startDate ? shift(startDate, -75) : current.startDate;
  return {
    code,
    startDate,
    endDate,
    offeringStart,
    offeringEnd: shift(startDate, -15),
    enrolmentStart: shift(startDate, -14),
    enrolmentEnd: shift(startDate, 14),
    dropDeadline: shift(startDate, 28),
    gradeDeadline: shift(endDate, 15),
  };
}
