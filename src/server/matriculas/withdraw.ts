import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { enrolments, offerings, terms } from "../db/schema.ts";

/**
 * PRODUCT §7, status changes: a student who becomes `trancado`, `inativo` or `egresso` leaves the
 * current term — its `pendente` and `deferida` enrolments there become `trancada` (kept, off the
 * transcript; their seats free up) and its waiting entries are removed. Call it inside the
 * transaction that changes the status, so both happen or neither.
 *
 * Returns the offerings whose seats were freed. Promoting their waitlists (the first waiting
 * student who still passes every rule takes the seat) belongs to the enrolment rules and is
 * added here by them, so every path that frees a seat — this one included — promotes.
 */
export const LEAVING_STATUSES = ["trancado", "inativo", "egresso"] as const;

export type Withdrawal = { dropped: number; leftWaitlists: number; freedOfferings: number[] };

export async function withdrawFromCurrentTerm(tx: Database, studentId: number): Promise<Withdrawal> {
  const currentOfferings = tx
    .select({ id: offerings.id })
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(terms.current, true));
  const dropped = await tx
    .update(enrolments)
    .set({ status: "trancada", updatedAt: sql`now()` })
    .where(
      and(
        eq(enrolments.studentId, studentId),
        inArray(enrolments.status, ["pendente", "deferida"]),
        inArray(enrolments.offeringId, currentOfferings),
      ),
    )
    .returning({ offeringId: enrolments.offeringId });
  const left = await tx
    .delete(enrolments)
    .where(
      and(
        eq(enrolments.studentId, studentId),
        eq(enrolments.status, "em_espera"),
        inArray(enrolments.offeringId, currentOfferings),
      ),
    )
    .returning({ id: enrolments.id });
  return {
    dropped: dropped.length,
    leftWaitlists: left.length,
    freedOfferings: [...new Set(dropped.map((row) => row.offeringId))],
  };
}
