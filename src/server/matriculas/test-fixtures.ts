import { eq } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { COOKIE_NAME } from "../auth/session-cookie.ts";
import { createSession } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import {
  guidanceCoAdvisors,
  guidances,
  offeringSlots,
  offeringTeachers,
  offerings,
  subjectPrerequisites,
  subjects,
  terms,
  users,
} from "../db/schema.ts";

/**
 * What the enrolment tests build for themselves on top of the demo (whose rows they never rely
 * on): subjects `ZZM-…`, offerings in the current term, students `zzm-…`, with sessions made
 * directly (no password hashing per student, so hundreds of students cost little).
 */

export const TODAY = dayIn(new Date(), "America/Sao_Paulo");

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Moves the current term's enrolment window and drop deadline as the office would, inside the
 * term's own dates (clamped to its end; its start moves back only when the deadline needs it).
 */
export async function setCurrentWindows(
  db: Database,
  windows: { enrolmentStart: string; enrolmentEnd: string; dropDeadline: string },
): Promise<number> {
  const [term] = await db.select().from(terms).where(eq(terms.current, true));
  if (!term) throw new Error("no current term in the demo");
  const dropDeadline = earlier(windows.dropDeadline, term.endDate);
  const enrolmentEnd = earlier(windows.enrolmentEnd, dropDeadline);
  const enrolmentStart = earlier(windows.enrolmentStart, enrolmentEnd);
  await db
    .update(terms)
    .set({
      offeringStart: addDays(enrolmentStart, -30),
      offeringEnd: addDays(enrolmentStart, -1),
      enrolmentStart,
      enrolmentEnd,
      dropDeadline,
      startDate: earlier(term.startDate, dropDeadline),
      gradeDeadline: later(term.gradeDeadline, term.endDate),
    })
    .where(eq(terms.id, term.id));
  return term.id;
}

/** Opens the current term's enrolment window around today. */
export async function openWindow(db: Database): Promise<number> {
  return setCurrentWindows(db, {
    enrolmentStart: addDays(TODAY, -3),
    enrolmentEnd: addDays(TODAY, 3),
    dropDeadline: addDays(TODAY, 10),
  });
}

export type SubjectSpec = {
  code: string;
  credits?: number;
  programme?: "academico" | "profissional" | null;
  level?: "mestrado" | "doutorado" | null;
  repeatable?: boolean;
  prerequisites?: number[];
};

export async function addSubject(db: Database, spec: SubjectSpec): Promise<number> {
  const [row] = await db
    .insert(subjects)
    .values({
      code: spec.code,
      namePt: `Disciplina ${spec.code}`,
      nameEn: `Subject ${spec.code}`,
      credits: spec.credits ?? 4,
      hours: 60,
      programme: spec.programme ?? null,
      level: spec.level ?? null,
      repeatable: spec.repeatable ?? false,
    })
    .returning({ id: subjects.id });
  if (!row) throw new Error("subject insert");
  if (spec.prerequisites?.length)
    await db
      .insert(subjectPrerequisites)
      .values(spec.prerequisites.map((requiresId) => ({ subjectId: row.id, requiresId })));
  return row.id;
}

export async function addOffering(
  db: Database,
  input: { termId: number; subjectId: number; capacity: number; slots: Slot[]; teacherId: number },
): Promise<number> {
  const [row] = await db
    .insert(offerings)
    .values({ termId: input.termId, subjectId: input.subjectId, capacity: input.capacity })
    .returning({ id: offerings.id });
  if (!row) throw new Error("offering insert");
  if (input.slots.length)
    await db.insert(offeringSlots).values(input.slots.map((slot) => ({ ...slot, offeringId: row.id })));
  await db.insert(offeringTeachers).values({ offeringId: row.id, userId: input.teacherId, responsible: true });
  return row.id;
}

export type Person = { id: number; idcbpf: string; cookie: string };

/** `count` people as a tuple of that length, so destructuring needs no checks. */
export type People<N extends number, Acc extends Person[] = []> = Acc["length"] extends N
  ? Acc
  : People<N, [Person, ...Acc]>;

/** People with a session each (cookie ready to send). */
export async function addPeople<N extends number>(
  db: Database,
  prefix: string,
  count: N,
  level: "Discente" | "Docente",
  extra: { programme?: "academico" | "profissional"; degree?: "mestrado" | "doutorado" } = {},
): Promise<People<N>> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        idcbpf: `${prefix}${String(index).padStart(4, "0")}`,
        name: `Pessoa ${prefix}${index}`,
        email: `${prefix}${index}@example.org`,
        level,
        programme: extra.programme ?? ("academico" as const),
        degree: level === "Discente" ? (extra.degree ?? ("mestrado" as const)) : null,
      })),
    )
    .returning({ id: users.id, idcbpf: users.idcbpf });
  const people: Person[] = [];
  for (const row of rows) people.push({ ...row, cookie: `${COOKIE_NAME}=${await createSession(db, row.id, 30)}` });
  return people as People<N>;
}

export async function addGuidance(
  db: Database,
  studentId: number,
  advisorId: number,
  coAdvisorIds: number[] = [],
): Promise<void> {
  const [row] = await db
    .insert(guidances)
    .values({ studentId, advisorId, title: "Tese", startDate: "2025-03-01" })
    .returning({ id: guidances.id });
  if (!row) throw new Error("guidance insert");
  if (coAdvisorIds.length)
    await db.insert(guidanceCoAdvisors).values(coAdvisorIds.map((userId) => ({ guidanceId: row.id, userId })));
}
