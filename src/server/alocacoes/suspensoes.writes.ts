import { and, eq } from "drizzle-orm";
import type { Suspension, SuspensionInput } from "../../domain/funding.ts";
import { suspensionRefusal } from "../../domain/funding-rules.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { scholarshipAllocations as a, scholarshipSuspensions as s } from "../db/schema.ts";
import { suspensionsOf } from "./alocacoes.writes.ts";

/**
 * An allocation's suspensions (F10): added and deleted by the office under the allocation's row
 * lock, so two suspensions of one allocation take turns and never overlap. Audited (`suspension`).
 */
export async function addSuspension(
  db: Database,
  allocationId: number,
  input: SuspensionInput,
  actorId: number,
): Promise<Suspension> {
  return db.transaction(async (tx) => {
    const [allocation] = await tx.select().from(a).where(eq(a.id, allocationId)).for("update").limit(1);
    if (!allocation) throw Refused.notFound();
    const suspensions = await suspensionsOf(tx, allocationId);
    const refusal = suspensionRefusal({ ...allocation, suspensions }, input);
    if (refusal) throw refusedBy(refusal);
    const [row] = await tx
      .insert(s)
      .values({ allocationId, startDate: input.startDate, endDate: input.endDate, reason: input.reason })
      .returning();
    if (!row) throw new Error("suspension insert returned nothing");
    const suspension = { id: row.id, startDate: row.startDate, endDate: row.endDate, reason: row.reason };
    await recordAudit(tx, {
      actorId,
      action: "create",
      entity: "suspension",
      entityId: String(row.id),
      after: { allocation: allocationId, ...suspension },
    });
    return suspension;
  });
}

export async function deleteSuspension(db: Database, allocationId: number, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    await tx.select({ id: a.id }).from(a).where(eq(a.id, allocationId)).for("update");
    const [row] = await tx
      .delete(s)
      .where(and(eq(s.id, id), eq(s.allocationId, allocationId)))
      .returning();
    if (!row) throw Refused.notFound();
    await recordAudit(tx, {
      actorId,
      action: "delete",
      entity: "suspension",
      entityId: String(id),
      before: { allocation: allocationId, startDate: row.startDate, endDate: row.endDate, reason: row.reason },
    });
  });
}
