import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { requests, users } from "../db/schema.ts";
import { changeStatus } from "../usuarios/status-change.ts";
import { userColumns } from "../usuarios/user-row.ts";

/**
 * Holds (programme-year rule 8): a `deferido` trancamento makes its student `trancado` from its
 * first day — at the decision when that day has come, else by the hourly job — with PRODUCT §7's
 * status changes (`changeStatus`: the current term's enrolments `trancada`, seats to the
 * waitlists); the job makes it `ativo` again the day after the last, only while still
 * `trancado`. Each request records when its hold started and ended, so each happens once and a
 * student the office marked `trancado` by hand is not made `ativo` by a hold that never ran.
 * Audited as `user` hold_start / hold_end (no actor when the job does it).
 */

/** The hold's last day in SQL, as `holdEndDate` computes it: start + months − 1 day. */
const holdEnd = sql`((${requests.startDate} + make_interval(months => ${requests.grantedMonths}::int))::date - 1)`;

/** Starts one hold inside the caller's transaction, the student's row already locked. */
export async function startHold(
  tx: Database,
  request: { id: number; studentId: number },
  actorId: number | null,
): Promise<void> {
  const [student] = await tx.select(userColumns).from(users).where(eq(users.id, request.studentId)).limit(1);
  await tx.update(requests).set({ holdStartedAt: new Date() }).where(eq(requests.id, request.id));
  if (!student || student.status !== "ativo") return;
  const change = await changeStatus(tx, student, "trancado");
  await recordAudit(tx, {
    actorId,
    action: "hold_start",
    entity: "user",
    entityId: student.idcbpf,
    before: { status: "ativo" },
    after: { status: "trancado", request: request.id, withdrawal: change?.withdrawal ?? null },
  });
}

async function endHold(tx: Database, request: { id: number; studentId: number }): Promise<void> {
  const [student] = await tx.select(userColumns).from(users).where(eq(users.id, request.studentId)).limit(1);
  await tx.update(requests).set({ holdEndedAt: new Date() }).where(eq(requests.id, request.id));
  if (!student || student.status !== "trancado") return;
  await changeStatus(tx, student, "ativo");
  await recordAudit(tx, {
    actorId: null,
    action: "hold_end",
    entity: "user",
    entityId: student.idcbpf,
    before: { status: "trancado" },
    after: { status: "ativo", request: request.id },
  });
}

const granted = and(eq(requests.type, "trancamento"), eq(requests.status, "deferido"), isNull(requests.holdEndedAt));

/**
 * The job's part: holds whose first day has come start, holds whose last day has passed end, each
 * in a transaction of its own under the student's row lock, checked again there (another process
 * may have done it). Returns how many started and ended.
 */
export async function runHolds(db: Database, today: string): Promise<{ started: number; ended: number }> {
  const due = await db
    .select({ id: requests.id, studentId: requests.studentId })
    .from(requests)
    .where(
      and(
        granted,
        lte(requests.startDate, today),
        or(isNull(requests.holdStartedAt), sql`${holdEnd} < ${today}::date`),
      ),
    )
    .orderBy(asc(requests.startDate), asc(requests.id));
  let started = 0;
  let ended = 0;
  for (const candidate of due) {
    const outcome = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, candidate.studentId)).for("update");
      const [request] = await tx
        .select({
          id: requests.id,
          studentId: requests.studentId,
          started: requests.holdStartedAt,
          over: sql<boolean>`${holdEnd} < ${today}::date`,
        })
        .from(requests)
        .where(and(eq(requests.id, candidate.id), granted))
        .limit(1);
      if (!request) return null;
      if (request.started === null && !request.over) {
        await startHold(tx, request, null);
        return "started" as const;
      }
      if (request.over) {
        // A hold decided after its end never ran: it ends without a start, leaving the status alone.
        if (request.started === null) {
          await tx.update(requests).set({ holdEndedAt: new Date() }).where(eq(requests.id, request.id));
          return null;
        }
        await endHold(tx, request);
        return "ended" as const;
      }
      return null;
    });
    if (outcome === "started") started++;
    if (outcome === "ended") ended++;
  }
  return { started, ended };
}
