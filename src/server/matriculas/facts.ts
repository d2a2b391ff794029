import { sql } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import type { EnrolmentFacts, SubjectRef } from "../../domain/enrolment.ts";
import type { Settings } from "../../domain/settings.ts";
import { attemptResult, conceptTable } from "../../domain/transcript.ts";
import type { Degree, Programme } from "../../domain/users.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { settingsFromJson } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import type { LockedOffering, LockedStudent } from "./row-locks.ts";

/**
 * The facts the enrolment rules (src/domain/enrolment.ts) judge. They are read by one SQL
 * function, `enrolment_facts(student, offering, except)` (migration 0007), as one JSON value: the
 * enrolment request reads them before any lock and places only if nothing the student's lock
 * guards changed meanwhile (enrol-statements.ts); promotion and the office's reversals read them
 * inside the transaction that holds the student's and the offering's row locks.
 */

/** The JSON `enrolment_facts` answers (dates as `YYYY-MM-DD`). */
export type FactsRow = {
  student: LockedStudent | null;
  offering: {
    id: number;
    termId: number;
    termCode: string;
    capacity: number;
    subjectId: number;
    enrolmentStart: string;
    enrolmentEnd: string;
    dropDeadline: string;
    gradeDeadline: string;
    current: boolean;
  } | null;
  subject: {
    code: string;
    namePt: string;
    nameEn: string;
    credits: number;
    programme: Programme | null;
    level: Degree | null;
    repeatable: boolean;
  } | null;
  prerequisites: { code: string; namePt: string; nameEn: string }[];
  live: { offeringId: number; code: string; namePt: string; nameEn: string; credits: number; status: string }[];
  slots: (Slot & { offeringId: number })[];
  graded: {
    code: string;
    credits: number;
    concept: string;
    attendance: number;
    final: boolean;
    gradeDeadline: string;
  }[];
  transferred: { code: string; credits: number; concept: string }[];
  settings: Settings | null;
};

export type FactsInput = {
  student: LockedStudent;
  offering: Pick<LockedOffering, "id" | "window">;
  byOffice: boolean;
  exceptEnrolment?: number;
};

/** A JSON column as the driver gives it (node-postgres parses json; a string otherwise). */
export const parsedJson = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/**
 * Everything `enrolmentRefusal` needs, for one student and one offering, in one statement. Call it
 * after the student's row is locked, in a later statement than the lock, so its snapshot sees
 * every request of that student committed before. `exceptEnrolment` leaves out the entry being
 * judged (a waiting entry at promotion, a rejected one being reversed), which otherwise counts as
 * a request for the same subject.
 */
export async function enrolmentFacts(
  tx: Database,
  input: FactsInput & { settings: Settings; today: string },
): Promise<EnrolmentFacts> {
  const result = await tx.execute(
    sql`select enrolment_facts(${input.student.id}, ${input.offering.id}, ${input.exceptEnrolment ?? -1}) as facts`,
  );
  const [row] = (result as unknown as { rows: { facts: FactsRow | string }[] }).rows;
  return judged(parsedJson(row?.facts ?? "null"), input, input.settings, input.today);
}

/** The offering of a facts row as the rules and the answer read it. */
export function offeringOf(facts: FactsRow): Omit<LockedOffering, "taken"> | null {
  const o = facts.offering;
  if (!o) return null;
  return {
    id: o.id,
    termId: o.termId,
    termCode: o.termCode,
    capacity: o.capacity,
    subjectId: o.subjectId,
    window: { start: o.enrolmentStart, end: o.enrolmentEnd },
    dropDeadline: o.dropDeadline,
    gradeDeadline: o.gradeDeadline,
    current: o.current,
  };
}

/** The facts judged at `now`: the settings are the ones read with them, `today` in their time zone. */
export function judgedAt(facts: FactsRow, input: FactsInput, now: Date): EnrolmentFacts {
  const settings = settingsFromJson(facts.settings);
  return judged(facts, input, settings, dayIn(now, settings.timeZone));
}

function judged(facts: FactsRow, input: FactsInput, settings: Settings, today: string): EnrolmentFacts {
  const { student, offering, byOffice } = input;
  const { subject } = facts;
  if (!subject) throw new Error(`offering ${offering.id} has no subject`);
  const slots = new Map<number, Slot[]>();
  for (const { offeringId, weekday, start, end, room } of facts.slots) {
    const list = slots.get(offeringId) ?? [];
    list.push({ weekday, start, end, room });
    slots.set(offeringId, list);
  }
  const held = facts.live.filter((row) => row.status !== "em_espera");
  // A grade is final once marked so or once its term's grade deadline is behind.
  const graded = facts.graded.map((row) => ({ ...row, final: row.final || row.gradeDeadline < today }));
  return {
    today,
    window: offering.window,
    byOffice,
    student: { status: student.status, programme: student.programme, degree: student.degree },
    subject: {
      ...ref(subject),
      credits: subject.credits,
      programme: subject.programme,
      level: subject.level,
      repeatable: subject.repeatable,
      prerequisites: facts.prerequisites.map(ref),
    },
    slots: slots.get(offering.id) ?? [],
    holding: held.map((row) => ({ ...ref(row), credits: row.credits, slots: slots.get(row.offeringId) ?? [] })),
    requested: facts.live.map((row) => row.code),
    passed: passedFrom(graded, facts.transferred, settings),
    creditLimit: settings.creditLimit,
  };
}

/**
 * Codes of the subjects passed (PRODUCT §7): final grades that pass (final once marked so or once
 * the term's grade deadline is behind; below the attendance minimum a grade fails) and transfers
 * of one of our subjects whose concept passes.
 */
function passedFrom(graded: FactsRow["graded"], transferred: FactsRow["transferred"], settings: Settings): Set<string> {
  const table = conceptTable(settings.concepts);
  const passed = new Set<string>();
  for (const row of graded)
    if (attemptResult({ ...row }, table, settings.attendanceMinimum) === "aprovado") passed.add(row.code);
  for (const row of transferred)
    if (attemptResult({ ...row, attendance: null, final: true }, table, settings.attendanceMinimum) === "aprovado")
      passed.add(row.code);
  return passed;
}

function ref(row: { code: string; namePt: string; nameEn: string }): SubjectRef {
  return { code: row.code, name: { pt: row.namePt, en: row.nameEn } };
}
