import { eq } from "drizzle-orm";
import type { EnrolmentFacts } from "../../domain/enrolment.ts";
import type { Level } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import { offerings, terms, users } from "../db/schema.ts";

/**
 * The row locks of enrolment (PRODUCT §7): a student's row, then an offering's, each held until
 * its transaction ends. Lock order everywhere: the student first, then the offering.
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
  level: Level;
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
