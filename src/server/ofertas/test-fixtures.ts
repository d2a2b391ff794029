import { and, asc, eq, sql } from "drizzle-orm";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import type { Database } from "../db/client.ts";
import { addStudents, addTeachers } from "../orientacoes/test-fixtures.ts";
import {
  auditLog,
  enrolments,
  offeringSlots,
  offeringTeachers,
  offerings,
  subjects,
  terms,
  users,
} from "../db/schema.ts";

/**
 * What the offering tests build for themselves (never the demo's rows): terms far from the demo's
 * whose windows sit around today (open offering window; enrolment already open; grade deadline
 * passed), and enrolments written straight into the table with the seats they hold.
 */
export function today(): string {
  return dayIn(new Date(), "America/Sao_Paulo");
}

export function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `kind`: offering window open today; enrolment open (offering closed); everything past. */
export async function addTerm(db: Database, code: string, kind: "offering" | "enrolment" | "past"): Promise<number> {
  const now = today();
  const year = code.slice(0, 4);
  const dates =
    kind === "past"
      ? {
          startDate: `${year}-01-01`,
          endDate: `${year}-06-30`,
          offeringStart: `${Number(year) - 1}-11-01`,
          offeringEnd: `${Number(year) - 1}-11-30`,
          enrolmentStart: `${Number(year) - 1}-12-01`,
          enrolmentEnd: `${year}-01-10`,
          dropDeadline: `${year}-01-20`,
          gradeDeadline: `${year}-07-15`,
        }
      : {
          startDate: `${year}-01-01`,
          endDate: `${year}-06-30`,
          offeringStart: kind === "offering" ? shift(now, -1) : shift(now, -20),
          offeringEnd: kind === "offering" ? shift(now, 5) : shift(now, -10),
          enrolmentStart: kind === "offering" ? shift(now, 6) : shift(now, -9),
          enrolmentEnd: `${year}-01-10`,
          dropDeadline: `${year}-01-20`,
          gradeDeadline: `${year}-07-15`,
        };
  const [row] = await db
    .insert(terms)
    .values({ code, ...dates })
    .returning({ id: terms.id });
  if (!row) throw new Error("no term");
  return row.id;
}

export async function userId(db: Database, idcbpf: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
  if (!row) throw new Error(`no user ${idcbpf}`);
  return row.id;
}

let seq = 1;

/** An enrolment written directly, holding a seat when `pendente` or `deferida`. */
export async function enrol(db: Database, offeringId: number, idcbpf: string, status: EnrolmentStatus) {
  const studentId = await userId(db, idcbpf);
  await db.insert(enrolments).values({
    codigo: generateCanonicalCode(),
    studentId,
    offeringId,
    status,
    ...(status === "em_espera" ? { waitlistSeq: seq++ } : {}),
  });
  if (status === "pendente" || status === "deferida")
    await db
      .update(offerings)
      .set({ taken: sql`${offerings.taken} + 1` })
      .where(eq(offerings.id, offeringId));
}

export async function auditOf(db: Database, entity: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

/** An offering of FIS-501 in a term, taught by `teachers` (the first responsible), on Mondays in a room of its own. */
export async function offeringIn(db: Database, termId: number, teachers: string[], room = "Sala ZZT"): Promise<number> {
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, "FIS-501"));
  const [row] = await db
    .insert(offerings)
    .values({ termId, subjectId: subject?.id ?? 0, capacity: 10, language: "pt" })
    .returning({ id: offerings.id });
  const id = row?.id ?? 0;
  await db.insert(offeringSlots).values({ offeringId: id, weekday: 1, start: "08:00", end: "10:00", room });
  for (const [index, idcbpf] of teachers.entries())
    await db
      .insert(offeringTeachers)
      .values({ offeringId: id, userId: await userId(db, idcbpf), responsible: index === 0 });
  return id;
}

/**
 * A class for the grade-sheet tests: in a running term (grades open) `docente` and a co-teacher
 * teach `open`, with seven accepted students, one pending and one waiting; in a past term (grade
 * deadline over) `docente` teaches `past`, with the first student accepted. Another teacher and a
 * student outside the class exist too. Everyone's password is `TEST_PASSWORD`.
 */
export async function gradedClass(db: Database, prefix: string, terms: { open: string; past: string }) {
  const id = (name: string) => `${prefix}-${name}`;
  const accepted = ["ana", "bia", "caio", "duda", "eva", "ines", "joao"].map(id);
  await addTeachers(db, [
    { idcbpf: id("co"), name: "Co Docente" },
    { idcbpf: id("outro"), name: "Outro Docente" },
  ]);
  const names = { fabio: "Fábio", gil: "Gil", hugo: "Hugo" };
  await addStudents(db, [
    ...accepted.map((idcbpf) => ({ idcbpf, name: `Aluna ${idcbpf}` })),
    ...Object.entries(names).map(([name, shown]) => ({ idcbpf: id(name), name: `${shown} Zn` })),
  ]);
  const open = await offeringIn(db, await addTerm(db, terms.open, "offering"), ["docente", id("co")], `Sala ${prefix}`);
  const past = await offeringIn(db, await addTerm(db, terms.past, "past"), ["docente"], `Sala ${prefix}`);
  for (const idcbpf of accepted) await enrol(db, open, idcbpf, "deferida");
  await enrol(db, open, id("fabio"), "pendente");
  await enrol(db, open, id("gil"), "em_espera");
  await enrol(db, past, id("ana"), "deferida");
  return { open, past, id };
}
