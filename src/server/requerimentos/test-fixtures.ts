import { eq } from "drizzle-orm";
import { generateCanonicalCode } from "../../domain/codes.ts";
import type { Database } from "../db/client.ts";
import { enrolments, guidances, offerings, subjects, terms } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";

/**
 * What the tests of a student's standing (holds, requests, dismissal) build on top of the demo,
 * whose rows they never rely on: an advised student, and a seat of the current term for a hold
 * or a dismissal to act on.
 */

/** A Discente whose main advisor is `advisorId`. */
export async function advisedStudent(db: Database, advisorId: number, idcbpf: string, name: string): Promise<Person> {
  const student = await addPerson(db, idcbpf, { name });
  await db.insert(guidances).values({ studentId: student.id, advisorId, startDate: "2024-03-01" });
  return student;
}

/**
 * The student enrolled (`status`) in a new offering of the current term of a new subject `code`,
 * its one seat taken: the enrolment's code and the offering.
 */
export async function enrolledThisTerm(
  db: Database,
  studentId: number,
  code: string,
  status: "pendente" | "deferida",
): Promise<{ codigo: string; offeringId: number }> {
  const [current] = await db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
  const [subject] = await db
    .insert(subjects)
    .values({ code, namePt: "Zz", nameEn: "Zz", credits: 4, hours: 60 })
    .returning({ id: subjects.id });
  const [offering] = await db
    .insert(offerings)
    .values({ termId: current?.id ?? 0, subjectId: subject?.id ?? 0, capacity: 10, taken: 1 })
    .returning({ id: offerings.id });
  const codigo = generateCanonicalCode();
  await db.insert(enrolments).values({ codigo, studentId, offeringId: offering?.id ?? 0, status });
  return { codigo, offeringId: offering?.id ?? 0 };
}
