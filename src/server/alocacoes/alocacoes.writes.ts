import { asc, eq } from "drizzle-orm";
import type { Allocation, AllocationInput, AllocationPatch } from "../../domain/funding.ts";
import { allocationChangeRefusal, allocationRefusal } from "../../domain/funding-rules.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { scholarshipAllocations as a, scholarshipSuspensions } from "../db/schema.ts";
import { readAllocation } from "./alocacoes.queries.ts";
import { lockQuota, lockStudent, otherAllocations } from "./locks.ts";

/**
 * The office's allocation writes (funding §3, §6), each in one transaction with its audit entry
 * (`allocation`): the quota's row and the student's locked first (locks.ts), then the facts read,
 * then the pure rules in F13's order (src/domain/funding-rules.ts), then the change.
 */
const auditShape = (allocation: Allocation) => ({
  bolsa: allocation.bolsa.number,
  student: allocation.student.idcbpf,
  startDate: allocation.startDate,
  endDate: allocation.endDate,
  cancelDate: allocation.cancelDate,
  cancelReason: allocation.cancelReason,
  notes: allocation.notes,
});

export async function createAllocation(
  db: Database,
  input: AllocationInput,
  actorId: number,
  today: string,
): Promise<Allocation> {
  return db.transaction(async (tx) => {
    const quota = await lockQuota(tx, input.bolsa);
    const student = quota ? await lockStudent(tx, { idcbpf: input.student }) : null;
    const [ofStudent, ofQuota] =
      quota && student
        ? [
            await otherAllocations(tx, { studentId: student.id }, null),
            await otherAllocations(tx, { scholarshipId: quota.id }, null),
          ]
        : [[], []];
    const refusal = allocationRefusal({
      idcbpf: input.student,
      quota,
      student,
      period: { startDate: input.startDate, endDate: input.endDate },
      ofStudent,
      ofQuota,
    });
    if (refusal) throw refusedBy(refusal);
    if (!quota || !student) throw new Error("allocation facts missing after the rules");
    const [row] = await tx
      .insert(a)
      .values({
        scholarshipId: quota.id,
        studentId: student.id,
        startDate: input.startDate,
        endDate: input.endDate,
        notes: input.notes,
      })
      .returning({ id: a.id });
    if (!row) throw new Error("allocation insert returned nothing");
    const allocation = await readAllocation(tx, row.id, today);
    if (!allocation) throw new Error("the allocation just stored is not there");
    await recordAudit(tx, {
      actorId,
      action: "create",
      entity: "allocation",
      entityId: String(row.id),
      after: auditShape(allocation),
    });
    return allocation;
  });
}

/** The allocation's quota and student, read before their locks are taken (they never change). */
async function ties(db: Database, id: number) {
  const [row] = await db
    .select({ scholarshipId: a.scholarshipId, studentId: a.studentId })
    .from(a)
    .where(eq(a.id, id))
    .limit(1);
  if (!row) throw Refused.notFound();
  return row;
}

export async function patchAllocation(
  db: Database,
  id: number,
  patch: AllocationPatch,
  actorId: number,
  today: string,
): Promise<Allocation> {
  return db.transaction(async (tx) => {
    const { scholarshipId, studentId } = await ties(tx, id);
    const quota = await lockQuota(tx, scholarshipId);
    const student = await lockStudent(tx, { id: studentId });
    const [current] = await tx.select().from(a).where(eq(a.id, id)).for("update").limit(1);
    if (!quota || !student || !current) throw Refused.notFound();
    const before = await readAllocation(tx, id, today);
    if (!before) throw Refused.notFound();
    const cancelDate = patch.cancelDate !== undefined ? patch.cancelDate : current.cancelDate;
    const cancelReason = cancelDate === null ? null : (patch.cancelReason ?? current.cancelReason);
    if (cancelDate !== null && !cancelReason)
      throw Refused.invalid({ cancelReason: { key: "cancel_reason_required" } });
    const next = {
      startDate: patch.startDate ?? current.startDate,
      endDate: patch.endDate ?? current.endDate,
      cancelDate,
      suspensions: before.suspensions,
    };
    const refusal = allocationChangeRefusal({
      quota,
      studentName: student.name,
      next,
      ofStudent: await otherAllocations(tx, { studentId }, id),
      ofQuota: await otherAllocations(tx, { scholarshipId }, id),
    });
    if (refusal) throw refusedBy(refusal);
    await tx
      .update(a)
      .set({
        startDate: next.startDate,
        endDate: next.endDate,
        cancelDate,
        cancelReason,
        notes: patch.notes ?? current.notes,
      })
      .where(eq(a.id, id));
    const after = await readAllocation(tx, id, today);
    if (!after) throw Refused.notFound();
    const [was, is] = [auditShape(before), auditShape(after)];
    if (JSON.stringify(was) !== JSON.stringify(is))
      await recordAudit(tx, {
        actorId,
        action: "update",
        entity: "allocation",
        entityId: String(id),
        before: was,
        after: is,
      });
    return after;
  });
}

/** A mistake undone (F11): the allocation and its suspensions go; audited with what it was. */
export async function deleteAllocation(db: Database, id: number, actorId: number, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { scholarshipId, studentId } = await ties(tx, id);
    await lockQuota(tx, scholarshipId);
    await lockStudent(tx, { id: studentId });
    const before = await readAllocation(tx, id, today);
    if (!before) throw Refused.notFound();
    await tx.delete(a).where(eq(a.id, id));
    await recordAudit(tx, {
      actorId,
      action: "delete",
      entity: "allocation",
      entityId: String(id),
      before: { ...auditShape(before), suspensions: before.suspensions },
    });
  });
}

/** The suspensions of an allocation locked for the change, oldest first. */
export async function suspensionsOf(tx: Database, allocationId: number) {
  return tx
    .select()
    .from(scholarshipSuspensions)
    .where(eq(scholarshipSuspensions.allocationId, allocationId))
    .orderBy(asc(scholarshipSuspensions.startDate));
}
