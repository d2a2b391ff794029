import { and, asc, eq, inArray } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import { gradeIsFinal, type ClassListEntry } from "../../domain/offerings.ts";
import type { Database } from "../db/client.ts";
import { enrolments, grades, offerings, terms, users } from "../db/schema.ts";

/**
 * Reading an offering's class list (the sub-resource `turma`, PRODUCT §7, §8
 * `GET /api/ofertas/{id}/turma`) with each entry's grade; its one write, a grade, is in
 * turma.writes.ts. Finality is computed when reading: a grade is final when stored so or when
 * today (the institution's zone) is after the term's grade deadline.
 */
/** An offering's term as the class list and its grades need it. */
export type OfferingTerm = { termCode: string; gradeDeadline: string };

export async function offeringTerm(db: Database, offeringId: number): Promise<OfferingTerm | null> {
  const [row] = await db
    .select({ termCode: terms.code, gradeDeadline: terms.gradeDeadline })
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, offeringId))
    .limit(1);
  return row ?? null;
}

/** `pendente` and `deferida` entries by name, then the waitlist in position order. */
export async function readClassList(
  db: Database,
  offeringId: number,
  today: string,
  gradeDeadline: string,
  only?: number,
): Promise<ClassListEntry[]> {
  const rows = await db
    .select({
      enrolmentId: enrolments.id,
      idcbpf: users.idcbpf,
      name: users.name,
      programme: users.programme,
      degree: users.degree,
      codigo: enrolments.codigo,
      status: enrolments.status,
      waitlistSeq: enrolments.waitlistSeq,
      concept: grades.concept,
      attendance: grades.attendance,
      final: grades.final,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(grades, eq(grades.enrolmentId, enrolments.id))
    .where(
      and(eq(enrolments.offeringId, offeringId), inArray(enrolments.status, ["pendente", "deferida", "em_espera"])),
    )
    .orderBy(asc(users.name), asc(users.idcbpf));
  const holding = rows.filter((row) => row.status !== "em_espera");
  const waiting = rows
    .filter((row) => row.status === "em_espera")
    .sort(
      (a, b) =>
        (a.waitlistSeq ?? Number.MAX_SAFE_INTEGER) - (b.waitlistSeq ?? Number.MAX_SAFE_INTEGER) ||
        a.enrolmentId - b.enrolmentId,
    );
  const entries: ((typeof rows)[number] & { position?: number })[] = [
    ...holding,
    ...waiting.map((row, index) => ({ ...row, position: index + 1 })),
  ];
  return entries
    .filter((row) => only === undefined || row.enrolmentId === only)
    .map((row) => ({
      idcbpf: row.idcbpf,
      name: row.name,
      programme: row.programme,
      degree: row.degree,
      codigo: formatCode(row.codigo),
      status: row.status as ClassListEntry["status"],
      ...(row.position !== undefined ? { position: row.position } : {}),
      grade:
        row.concept === null || row.attendance === null
          ? null
          : {
              concept: row.concept,
              attendance: row.attendance,
              final: gradeIsFinal(row.final ?? false, today, gradeDeadline),
            },
    }));
}
