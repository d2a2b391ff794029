import { eq } from "drizzle-orm";
import {
  requestCancelledNotice,
  requestDecidedNotice,
  requestFiledNotice,
  requestOpinionNotice,
  type RequestFacts,
} from "../../domain/programme-year-notices.ts";
import type { Database } from "../db/client.ts";
import { guidances, requests, users } from "../db/schema.ts";
import { notify } from "../notificacoes/notificacoes.writes.ts";
import { notifyOffice } from "../notificacoes/office.ts";

/**
 * Who hears of a request's moves (programme-year rule 21), inside the move's transaction: filed →
 * the main advisor (none: the office); opinion → the office; decision → the student and its main
 * advisor; cancelled → the main advisor, who had been asked. Each to a user is a notice, e-mailed
 * unless turned off; "the office" is `notifyOffice`'s.
 */
async function factsOf(
  tx: Database,
  id: number,
): Promise<{ facts: RequestFacts; studentId: number; advisorId: number | null }> {
  const [row] = await tx
    .select({
      id: requests.id,
      type: requests.type,
      months: requests.months,
      studentId: requests.studentId,
      student: users.name,
      advisorId: guidances.advisorId,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.studentId))
    .leftJoin(guidances, eq(guidances.studentId, requests.studentId))
    .where(eq(requests.id, id))
    .limit(1);
  if (!row) throw new Error(`request ${id} vanished inside its own transaction`);
  return {
    facts: { id: row.id, type: row.type, student: row.student, months: row.months },
    studentId: row.studentId,
    advisorId: row.advisorId,
  };
}

export async function tellFiled(tx: Database, id: number): Promise<void> {
  const { facts, advisorId } = await factsOf(tx, id);
  if (advisorId !== null) await notify(tx, { userId: advisorId, ...requestFiledNotice(facts, true) });
  else await notifyOffice(tx, requestFiledNotice(facts, false));
}

export async function tellOpinion(tx: Database, id: number, favourable: boolean): Promise<void> {
  const { facts } = await factsOf(tx, id);
  await notifyOffice(tx, requestOpinionNotice(facts, favourable));
}

export async function tellDecided(
  tx: Database,
  id: number,
  decision: { granted: boolean; months: number | null; reason: string | null },
): Promise<void> {
  const { facts, studentId, advisorId } = await factsOf(tx, id);
  const words = requestDecidedNotice(facts, decision);
  await notify(tx, { userId: studentId, ...words });
  if (advisorId !== null) await notify(tx, { userId: advisorId, ...words });
}

export async function tellCancelled(tx: Database, id: number): Promise<void> {
  const { facts, advisorId } = await factsOf(tx, id);
  if (advisorId !== null) await notify(tx, { userId: advisorId, ...requestCancelledNotice(facts) });
}
