import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import { enrolments, offerings, terms } from "../db/schema.ts";
import { freeSeats, lockOffering, promoteWaitlist } from "./seats.ts";

/**
 * PRODUCT §7, status changes: a student who becomes `trancado`, `inativo` or `egresso` leaves the
 * current term — its `pendente` and `deferida` enrolments there become `trancada` (kept, off the
 * transcript; their seats free up) and its waiting entries are removed. Call it inside the
 * transaction that changes the status, so both happen or neither.
 *
 * The freed seats go back to their offerings (`offerings.taken`) and to their waitlists (the
 * first waiting student who still passes every rule takes each), in the same transaction. The
 * student's row is already locked by the status change; the offerings are locked in id order.
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
  const freed = new Map<number, number>();
  for (const row of dropped) freed.set(row.offeringId, (freed.get(row.offeringId) ?? 0) + 1);
  const freedOfferings = [...freed.keys()].sort((a, b) => a - b);
  if (freedOfferings.length > 0) {
    const settings = await readSettings(tx);
    for (const id of freedOfferings) {
      const offering = await lockOffering(tx, id);
      if (!offering) continue;
      await freeSeats(tx, offering, freed.get(id) ?? 0);
      await promoteWaitlist(tx, offering, settings);
    }
  }
  return { dropped: dropped.length, leftWaitlists: left.length, freedOfferings };
}
