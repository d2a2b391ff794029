import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import type { EnrolmentFacts, SubjectRef } from "../../domain/enrolment.ts";
import type { Settings } from "../../domain/settings.ts";
import { attemptResult, conceptTable } from "../../domain/transcript.ts";
import type { Database } from "../db/client.ts";
import {
  enrolments,
  grades,
  offeringSlots,
  offerings,
  subjectPrerequisites,
  subjects,
  terms,
  transfers,
  users,
} from "../db/schema.ts";

/**
 * The facts the enrolment rules (src/domain/enrolment.ts) judge, read inside the transaction that
 * holds the student's and the offering's row locks, so nothing they say can change before the
 * decision is written.
 */

export type LockedOffering = {
  id: number;
  termId: number;
  termCode: string;
  capacity: number;
  taken: number;
  subjectId: number;
  window: { start: string; end: string };
  dropDeadline: string;
  gradeDeadline: string;
  current: boolean;
};

export type LockedStudent = {
  id: number;
  idcbpf: string;
  name: string;
  level: string;
  status: EnrolmentFacts["student"]["status"];
  programme: EnrolmentFacts["student"]["programme"];
  degree: EnrolmentFacts["student"]["degree"];
};

const offeringColumns = {
  id: offerings.id,
  termId: offerings.termId,
  termCode: terms.code,
  capacity: offerings.capacity,
  taken: offerings.taken,
  subjectId: offerings.subjectId,
  enrolmentStart: terms.enrolmentStart,
  enrolmentEnd: terms.enrolmentEnd,
  dropDeadline: terms.dropDeadline,
  gradeDeadline: terms.gradeDeadline,
  current: terms.current,
};

function asLocked(row: {
  id: number;
  termId: number;
  termCode: string;
  capacity: number;
  taken: number;
  subjectId: number;
  enrolmentStart: string;
  enrolmentEnd: string;
  dropDeadline: string;
  gradeDeadline: string;
  current: boolean;
}): LockedOffering {
  return {
    id: row.id,
    termId: row.termId,
    termCode: row.termCode,
    capacity: row.capacity,
    taken: row.taken,
    subjectId: row.subjectId,
    window: { start: row.enrolmentStart, end: row.enrolmentEnd },
    dropDeadline: row.dropDeadline,
    gradeDeadline: row.gradeDeadline,
    current: row.current,
  };
}

/**
 * Locks an offering's row until the transaction ends (`SELECT … FOR UPDATE`): every change of its
 * seats (`taken`) and of its waitlist happens under this lock, so two requests never both take
 * the last seat and waitlist numbers follow the order of commits. Null when there is none.
 */
export async function lockOffering(tx: Database, offeringId: number): Promise<LockedOffering | null> {
  const [row] = await tx
    .select(offeringColumns)
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, offeringId))
    .for("update", { of: offerings });
  return row ? asLocked(row) : null;
}

/**
 * An offering as the rules read it, without a lock: its term's dates, subject and slots do not
 * change while students enrol (slots are fixed once the window opens), so the rules may judge
 * them before the seat is taken under `lockOffering`, keeping that lock's hold short.
 */
export async function readOffering(tx: Database, offeringId: number): Promise<LockedOffering | null> {
  const [row] = await tx
    .select(offeringColumns)
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, offeringId));
  return row ? asLocked(row) : null;
}

/**
 * Locks a student's row until the transaction ends: one student's requests take turns, so the
 * credit limit and the clash check see every seat that student holds. Lock order everywhere: the
 * student first, then the offering (promotion, which starts from an offering, may meet a student
 * in the other order: the database detects it and `withEnrolmentTransaction` retries).
 */
export async function lockStudent(tx: Database, studentId: number): Promise<LockedStudent | null> {
  const [row] = await tx
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      name: users.name,
      level: users.level,
      status: users.status,
      programme: users.programme,
      degree: users.degree,
    })
    .from(users)
    .where(eq(users.id, studentId))
    .for("update");
  return row ?? null;
}

type HeldRow = { offeringId: number; code: string; namePt: string; nameEn: string; credits: number; status: string };

/**
 * Everything `enrolmentRefusal` needs, for one student and one offering (both locked by the
 * caller). `exceptEnrolment` leaves out the entry being judged (a waiting entry at promotion, a
 * rejected one being reversed), which otherwise counts as a request for the same subject.
 */
export async function enrolmentFacts(
  tx: Database,
  input: {
    student: LockedStudent;
    offering: LockedOffering;
    settings: Settings;
    today: string;
    byOffice: boolean;
    exceptEnrolment?: number;
  },
): Promise<EnrolmentFacts> {
  const { student, offering, settings, today } = input;
  const [subject] = await tx
    .select({
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      credits: subjects.credits,
      programme: subjects.programme,
      level: subjects.level,
      repeatable: subjects.repeatable,
    })
    .from(subjects)
    .where(eq(subjects.id, offering.subjectId));
  if (!subject) throw new Error(`offering ${offering.id} has no subject`);

  const prerequisites = await tx
    .select({ code: subjects.code, namePt: subjects.namePt, nameEn: subjects.nameEn })
    .from(subjectPrerequisites)
    .innerJoin(subjects, eq(subjects.id, subjectPrerequisites.requiresId))
    .where(eq(subjectPrerequisites.subjectId, offering.subjectId));

  // The student's live requests in the offering's term, with their subjects.
  const live = await tx
    .select({
      offeringId: enrolments.offeringId,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      credits: subjects.credits,
      status: enrolments.status,
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .where(
      and(
        eq(enrolments.studentId, student.id),
        eq(offerings.termId, offering.termId),
        inArray(enrolments.status, ["pendente", "deferida", "em_espera"]),
        input.exceptEnrolment === undefined ? undefined : ne(enrolments.id, input.exceptEnrolment),
      ),
    );
  const held: HeldRow[] = live.filter((row) => row.status !== "em_espera");
  const slots = await slotsOf(tx, [offering.id, ...held.map((row) => row.offeringId)]);

  return {
    today,
    window: offering.window,
    byOffice: input.byOffice,
    student: { status: student.status, programme: student.programme, degree: student.degree },
    subject: {
      ...ref(subject),
      credits: subject.credits,
      programme: subject.programme,
      level: subject.level,
      repeatable: subject.repeatable,
      prerequisites: prerequisites.map(ref),
    },
    slots: slots.get(offering.id) ?? [],
    holding: held.map((row) => ({ ...ref(row), credits: row.credits, slots: slots.get(row.offeringId) ?? [] })),
    requested: live.map((row) => row.code),
    passed: await passedSubjects(tx, student.id, settings, today),
    creditLimit: settings.creditLimit,
  };
}

function ref(row: { code: string; namePt: string; nameEn: string }): SubjectRef {
  return { code: row.code, name: { pt: row.namePt, en: row.nameEn } };
}

async function slotsOf(tx: Database, offeringIds: number[]): Promise<Map<number, Slot[]>> {
  const rows = await tx
    .select({
      offeringId: offeringSlots.offeringId,
      weekday: offeringSlots.weekday,
      start: offeringSlots.start,
      end: offeringSlots.end,
      room: offeringSlots.room,
    })
    .from(offeringSlots)
    .where(inArray(offeringSlots.offeringId, offeringIds));
  const map = new Map<number, Slot[]>();
  for (const { offeringId, ...slot } of rows) {
    const list = map.get(offeringId) ?? [];
    list.push(slot);
    map.set(offeringId, list);
  }
  return map;
}

/**
 * Codes of the subjects the student has passed: final grades that pass (PRODUCT §7: a grade is
 * final once marked so or once its term's grade deadline is behind; below the attendance minimum
 * it fails) and transfers of one of our subjects whose concept passes.
 */
export async function passedSubjects(
  tx: Database,
  studentId: number,
  settings: Settings,
  today: string,
): Promise<Set<string>> {
  const table = conceptTable(settings.concepts);
  const [graded, transferred] = [
    await tx
      .select({
        code: subjects.code,
        credits: subjects.credits,
        concept: grades.concept,
        attendance: grades.attendance,
        final: sql<boolean>`${grades.final} or ${terms.gradeDeadline} < ${today}`,
      })
      .from(grades)
      .innerJoin(enrolments, eq(enrolments.id, grades.enrolmentId))
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .where(and(eq(enrolments.studentId, studentId), eq(enrolments.status, "deferida"))),
    await tx
      .select({ code: subjects.code, credits: transfers.credits, concept: transfers.concept })
      .from(transfers)
      .innerJoin(subjects, eq(subjects.id, transfers.subjectId))
      .where(eq(transfers.studentId, studentId)),
  ];
  const passed = new Set<string>();
  for (const row of graded) {
    const result = attemptResult(
      { credits: row.credits, concept: row.concept, attendance: row.attendance, final: row.final },
      table,
      settings.attendanceMinimum,
    );
    if (result === "aprovado") passed.add(row.code);
  }
  for (const row of transferred) {
    const result = attemptResult(
      { credits: row.credits, concept: row.concept, attendance: null, final: true },
      table,
      settings.attendanceMinimum,
    );
    if (result === "aprovado") passed.add(row.code);
  }
  return passed;
}
