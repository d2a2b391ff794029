import { eq } from "drizzle-orm";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import { generateCanonicalCode } from "../../domain/codes.ts";
import type { Database } from "../db/client.ts";
import { demoPastTerm } from "../db/demo-academic.ts";
import { enrolments, grades, offerings, subjects, terms } from "../db/schema.ts";

/**
 * Academic records the transcript tests (and the transcript benchmark) write for themselves,
 * straight into the tables: terms laid out as the demo's past ones, subjects, and accepted or
 * other enrolments with or without a grade. The enrolment rules are another area's; these rows
 * are history, as the office would have recorded it.
 */
export async function addPastTerm(db: Database, code: string): Promise<number> {
  const [row] = await db
    .insert(terms)
    .values({ ...demoPastTerm(code), current: false })
    .returning({ id: terms.id });
  if (!row) throw new Error(`term ${code} not inserted`);
  return row.id;
}

export async function currentTermId(db: Database): Promise<number> {
  const [row] = await db.select({ id: terms.id }).from(terms).where(eq(terms.current, true)).limit(1);
  if (!row) throw new Error("no current term");
  return row.id;
}

export async function addSubject(db: Database, code: string, credits: number, name = code): Promise<number> {
  const [row] = await db
    .insert(subjects)
    .values({ code, namePt: `${name} (pt)`, nameEn: `${name} (en)`, credits, hours: credits * 15 })
    .returning({ id: subjects.id });
  if (!row) throw new Error(`subject ${code} not inserted`);
  return row.id;
}

export type RecordedAttempt = {
  studentId: number;
  termId: number;
  subjectId: number;
  status?: EnrolmentStatus;
  grade?: { concept: string; attendance: number; final: boolean };
};

/** An offering of the subject in the term (one per attempt; capacity for it alone) and the enrolment. */
export async function addAttempt(db: Database, attempt: RecordedAttempt): Promise<void> {
  const [offering] = await db
    .insert(offerings)
    .values({ termId: attempt.termId, subjectId: attempt.subjectId, capacity: 1 })
    .returning({ id: offerings.id });
  if (!offering) throw new Error("offering not inserted");
  const [enrolment] = await db
    .insert(enrolments)
    .values({
      codigo: generateCanonicalCode(),
      studentId: attempt.studentId,
      offeringId: offering.id,
      status: attempt.status ?? "deferida",
    })
    .returning({ id: enrolments.id });
  if (!enrolment) throw new Error("enrolment not inserted");
  if (attempt.grade) await db.insert(grades).values({ enrolmentId: enrolment.id, ...attempt.grade });
}
