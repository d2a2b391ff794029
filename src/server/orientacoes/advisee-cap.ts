import { and, count, eq, inArray } from "drizzle-orm";
import { CAP_STATUSES, countsTowardCap } from "../../domain/guidance.ts";
import { Refused } from "../../domain/refusal.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { guidances, users } from "../db/schema.ts";

/**
 * The advisee cap (PRODUCT §7 "Guidance"): how many `ativo` or `trancado` students one advisor
 * may have as main advisor (the office's setting). Enforced under a row lock on the advisor's
 * user row (`SELECT … FOR UPDATE`), taken before counting: two assignments to the same advisor
 * at once take turns, and the second counts the first, so they cannot both pass the cap.
 */

/**
 * Refuses (422 `advisee_cap`) a student of `studentStatus` for an advisor that already has the
 * cap. Locks the advisor's row first (held until the transaction ends).
 */
export async function checkCap(
  tx: Database,
  advisor: { id: number; name: string },
  studentStatus: string,
  cap: number,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, advisor.id)).for("update");
  if (!countsTowardCap(studentStatus)) return;
  const [counted] = await tx
    .select({ n: count() })
    .from(guidances)
    .innerJoin(users, eq(users.id, guidances.studentId))
    .where(and(eq(guidances.advisorId, advisor.id), inArray(users.status, [...CAP_STATUSES])));
  if ((counted?.n ?? 0) >= cap) throw Refused.rule("advisee_cap", { advisor: advisor.name, cap });
}

/**
 * The cap, read before the transaction (the settings row is read with the concept table, two
 * queries at once: on the pool, not on the transaction's one connection).
 */
export async function adviseeCap(db: Database): Promise<number> {
  return (await readSettings(db)).adviseeCap;
}
