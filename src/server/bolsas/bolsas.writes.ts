import { eq, sql } from "drizzle-orm";
import type { QuotaInput, QuotaPatch } from "../../domain/funding.ts";
import { quotaChangeRefusal } from "../../domain/funding-rules.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { lockQuota } from "../alocacoes/locks.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { scholarshipAllocations as a, scholarships, users } from "../db/schema.ts";

/**
 * The office's quota writes (funding F1, F2, F6, F11), each in one transaction with its audit
 * entry (`scholarship`). The number's unique index decides duplicates (409), so two offices adding
 * one number at once cannot both win; a change or a delete locks the quota's row as allocations do.
 */
type Stored = QuotaInput;

const stored = (row: typeof scholarships.$inferSelect): Stored => ({
  number: row.number,
  sponsor: row.sponsor,
  type: row.type,
  level: row.level,
  startDate: row.startDate,
  endDate: row.endDate,
  monthlyValue: Number(row.monthlyValue),
  notes: row.notes,
});

function duplicate(error: unknown, number: string): Refused | null {
  return isViolation(error, UNIQUE_VIOLATION, "scholarships_number_key")
    ? Refused.conflict("quota_duplicate", { number: number.trim() })
    : null;
}

const values = (input: Stored) => ({ ...input, monthlyValue: input.monthlyValue.toFixed(2) });

export async function createQuota(db: Database, input: QuotaInput, actorId: number): Promise<number> {
  const refusal = quotaChangeRefusal(input, null, []);
  if (refusal) throw refusedBy(refusal);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(scholarships).values(values(input)).returning();
      if (!row) throw new Error("quota insert returned nothing");
      await recordAudit(tx, {
        actorId,
        action: "create",
        entity: "scholarship",
        entityId: String(row.id),
        after: stored(row),
      });
      return row.id;
    });
  } catch (error) {
    throw duplicate(error, input.number) ?? error;
  }
}

async function allocationsOf(tx: Database, id: number) {
  return tx
    .select({ startDate: a.startDate, endDate: a.endDate, cancelDate: a.cancelDate, studentName: users.name })
    .from(a)
    .innerJoin(users, eq(users.id, a.studentId))
    .where(eq(a.scholarshipId, id))
    .orderBy(a.startDate);
}

export async function patchQuota(db: Database, id: number, patch: QuotaPatch, actorId: number): Promise<void> {
  const number = patch.number ?? "";
  try {
    await db.transaction(async (tx) => {
      const current = await lockQuota(tx, id);
      if (!current) throw Refused.notFound();
      const before = stored(current);
      const next: Stored = { ...before, ...patch };
      const allocations = (await allocationsOf(tx, id)).map((row) => ({ ...row, suspensions: [] }));
      const refusal = quotaChangeRefusal(next, before, allocations);
      if (refusal) throw refusedBy(refusal);
      if (JSON.stringify(before) === JSON.stringify(next)) return;
      await tx
        .update(scholarships)
        .set({ ...values(next), updatedAt: sql`now()` })
        .where(eq(scholarships.id, id));
      await recordAudit(tx, {
        actorId,
        action: "update",
        entity: "scholarship",
        entityId: String(id),
        before,
        after: next,
      });
    });
  } catch (error) {
    throw duplicate(error, number) ?? error;
  }
}

/** F11: a quota with allocations stays (`scholarship_in_use`); one without goes, audited. */
export async function deleteQuota(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockQuota(tx, id);
    if (!current) throw Refused.notFound();
    const [held] = await tx.select({ id: a.id }).from(a).where(eq(a.scholarshipId, id)).limit(1);
    if (held) throw Refused.rule("scholarship_in_use");
    await tx.delete(scholarships).where(eq(scholarships.id, id));
    await recordAudit(tx, {
      actorId,
      action: "delete",
      entity: "scholarship",
      entityId: String(id),
      before: stored(current),
    });
  });
}
