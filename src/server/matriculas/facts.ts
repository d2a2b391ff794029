import { eq, sql } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import type { EnrolmentFacts, SubjectRef } from "../../domain/enrolment.ts";
import type { Settings } from "../../domain/settings.ts";
import { attemptResult, conceptTable } from "../../domain/transcript.ts";
import type { Degree, Programme } from "../../domain/users.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { settingsFromJson, settingsJson } from "../configuracoes/settings-store.ts";
import type { Database } from "../db/client.ts";
import { offerings, terms, users } from "../db/schema.ts";

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

type FactsRow = {
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

type FactsInput = {
  student: LockedStudent;
  offering: LockedOffering;
  byOffice: boolean;
  exceptEnrolment?: number;
};

/**
 * Everything `enrolmentRefusal` needs, for one student and one offering, in one statement (one
 * round trip: the subject and its prerequisites, the student's live requests in the term with
 * their slots, its graded attempts and transfers). Call it after the student's row is locked, in
 * a later statement than the lock, so its snapshot sees every request of that student committed
 * before. `exceptEnrolment` leaves out the entry being judged (a waiting entry at promotion, a
 * rejected one being reversed), which otherwise counts as a request for the same subject.
 */
export async function enrolmentFacts(
  tx: Database,
  input: FactsInput & { settings: Settings; today: string },
): Promise<EnrolmentFacts> {
  return judged(await readFacts(tx, input), input, input.settings, input.today);
}

/**
 * The same facts with the institution's settings and concept table read in the same statement
 * (no read of its own, never staler than the facts: an office's change is seen by the next
 * request of every process), and `today` in the institution's time zone at `now`.
 */
export async function enrolmentFactsWithSettings(
  tx: Database,
  input: FactsInput & { now: Date },
): Promise<{ facts: EnrolmentFacts; settings: Settings; today: string }> {
  const row = await readFacts(tx, input);
  const settings = settingsFromJson(row.settings);
  const today = dayIn(input.now, settings.timeZone);
  return { facts: judged(row, input, settings, today), settings, today };
}

async function readFacts(
  tx: Database,
  input: FactsInput,
): Promise<FactsRow & { subject: NonNullable<FactsRow["subject"]> }> {
  const { student, offering } = input;
  const except = input.exceptEnrolment ?? -1;
  const result = await tx.execute(sql`select json_build_object(
    'subject', (select json_build_object('code', s.code, 'namePt', s.name_pt, 'nameEn', s.name_en,
        'credits', s.credits, 'programme', s.programme, 'level', s.level, 'repeatable', s.repeatable)
      from subjects s where s.id = ${offering.subjectId}),
    'prerequisites', (select coalesce(json_agg(json_build_object('code', s.code, 'namePt', s.name_pt,
        'nameEn', s.name_en)), '[]'::json)
      from subject_prerequisites p join subjects s on s.id = p.requires_id where p.subject_id = ${offering.subjectId}),
    'live', (select coalesce(json_agg(json_build_object('offeringId', e.offering_id, 'code', s.code,
        'namePt', s.name_pt, 'nameEn', s.name_en, 'credits', s.credits, 'status', e.status)), '[]'::json)
      from enrolments e join offerings o on o.id = e.offering_id join subjects s on s.id = o.subject_id
      where e.student_id = ${student.id} and o.term_id = ${offering.termId} and e.id <> ${except}
        and e.status in ('pendente', 'deferida', 'em_espera')),
    'slots', (select coalesce(json_agg(json_build_object('offeringId', sl.offering_id, 'weekday', sl.weekday,
        'start', sl.start, 'end', sl."end", 'room', sl.room)), '[]'::json)
      from offering_slots sl
      -- One list of offering ids, not "= offering or in (…)": an OR over a subquery is planned as a
      -- scan of every slot of every term (175,000 rows at university scale, the bench's \`scale\`).
      where sl.offering_id = any(array(select ${offering.id}::integer union all
        select e.offering_id from enrolments e join offerings o on o.id = e.offering_id
        where e.student_id = ${student.id} and o.term_id = ${offering.termId} and e.id <> ${except}
          and e.status in ('pendente', 'deferida')))),
    'graded', (select coalesce(json_agg(json_build_object('code', s.code, 'credits', s.credits,
        'concept', g.concept, 'attendance', g.attendance, 'final', g.final, 'gradeDeadline', t.grade_deadline)), '[]'::json)
      from grades g join enrolments e on e.id = g.enrolment_id join offerings o on o.id = e.offering_id
        join terms t on t.id = o.term_id join subjects s on s.id = o.subject_id
      where e.student_id = ${student.id} and e.status = 'deferida'),
    'transferred', (select coalesce(json_agg(json_build_object('code', s.code, 'credits', tr.credits,
        'concept', tr.concept)), '[]'::json)
      from transfers tr join subjects s on s.id = tr.subject_id where tr.student_id = ${student.id}),
    'settings', ${settingsJson}
  ) as facts`);
  const rows = (result as unknown as { rows: { facts: FactsRow | string }[] }).rows;
  const raw = rows[0]?.facts;
  const facts: FactsRow | undefined = typeof raw === "string" ? (JSON.parse(raw) as FactsRow) : raw;
  const subject = facts?.subject;
  if (!facts || !subject) throw new Error(`offering ${offering.id} has no subject`);
  return { ...facts, subject };
}

function judged(
  facts: FactsRow & { subject: NonNullable<FactsRow["subject"]> },
  input: FactsInput,
  settings: Settings,
  today: string,
): EnrolmentFacts {
  const { student, offering, byOffice } = input;
  const { subject } = facts;
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
