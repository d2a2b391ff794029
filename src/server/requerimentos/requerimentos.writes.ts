import { and, eq } from "drizzle-orm";
import type { Bilingual } from "../../domain/academic.ts";
import { isStudent, mayActForNamed, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import {
  filingRefusal,
  grantedMonths,
  initialRequestStatus,
  limitRefusal,
  requestMove,
} from "../../domain/request-rules.ts";
import type { DecisionInput, OpinionInput, RequestInput, RequestStatus } from "../../domain/requerimentos.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import type { Degree, Level, Programme } from "../../domain/users.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { readSettings, todayThere } from "../configuracoes/configuracoes.queries.ts";
import { startHold } from "./holds.ts";
import { tellCancelled, tellDecided, tellFiled, tellOpinion } from "./request-notices.ts";
import type { Database } from "../db/client.ts";
import {
  guidances,
  phaseCompletions,
  phases,
  requestAttachments,
  requestHistory,
  requests,
  users,
} from "../db/schema.ts";

/**
 * Filing and moving requests (programme-year rules 5–8). Every write takes the student's row lock
 * first (`SELECT … FOR UPDATE`), so two requests of one student — or a request and its decision —
 * are judged one after the other against the same facts: the limits cannot be passed by racing.
 * Each move is appended to the history and audited (entity `request`).
 */
type Tx = Database;

async function lockStudent(tx: Tx, studentId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("update");
}

async function otherRequests(tx: Tx, studentId: number) {
  return tx.select().from(requests).where(eq(requests.studentId, studentId));
}

async function settingsLimits(tx: Tx) {
  const settings = await readSettings(tx);
  return { extensionMaxMonths: settings.extensionMaxMonths, holdMaxMonths: settings.holdMaxMonths };
}

async function phaseNames(tx: Tx, programme: Programme | null, degree: Degree | null): Promise<Map<string, Bilingual>> {
  if (!programme || !degree) return new Map();
  const rows = await tx
    .select({ code: phases.code, pt: phases.namePt, en: phases.nameEn })
    .from(phases)
    .where(and(eq(phases.programme, programme), eq(phases.degree, degree)));
  return new Map(rows.map((row) => [row.code, { pt: row.pt, en: row.en }]));
}

async function appendHistory(tx: Tx, requestId: number, status: RequestStatus, actorId: number | null) {
  await tx.insert(requestHistory).values({ requestId, status, actorId });
}

/** Rules 5–7: a Discente files for itself; the office for the student it names. Returns the new id. */
export async function fileRequest(
  db: Database,
  input: RequestInput,
  actor: Person & { idcbpf: string; level: Level },
): Promise<number> {
  const idcbpf = input.student ?? actor.idcbpf;
  if (!mayActForNamed(actor, idcbpf)) throw Refused.forbidden();
  return db.transaction(async (tx) => {
    const [student] = await tx.select().from(users).where(eq(users.idcbpf, idcbpf)).for("update").limit(1);
    if (!student || !isStudent(student)) throw Refused.notFound("not_a_student", { idcbpf });
    const [others, limits, today, table, completions, [guidance]] = await Promise.all([
      otherRequests(tx, student.id),
      settingsLimits(tx),
      todayThere(tx),
      student.programme && student.degree
        ? tx
            .select({ code: phases.code, pt: phases.namePt, en: phases.nameEn })
            .from(phases)
            .where(
              and(eq(phases.programme, student.programme), eq(phases.degree, student.degree), eq(phases.active, true)),
            )
        : Promise.resolve([]),
      tx.select().from(phaseCompletions).where(eq(phaseCompletions.studentId, student.id)),
      tx.select({ advisorId: guidances.advisorId }).from(guidances).where(eq(guidances.studentId, student.id)).limit(1),
    ]);
    const completed = new Map(completions.map((row) => [row.phaseCode, row.completedOn]));
    const refusal = filingRefusal({
      today,
      studentStatus: student.status,
      phases: table.map((row) => ({
        code: row.code,
        name: { pt: row.pt, en: row.en },
        completedOn: completed.get(row.code) ?? null,
      })),
      request: { type: input.type, months: input.months, phases: input.phases, startDate: input.startDate ?? null },
      others,
      ...limits,
    });
    if (refusal) throw refusedBy(refusal);
    const status = initialRequestStatus(guidance !== undefined);
    const [row] = await tx
      .insert(requests)
      .values({
        studentId: student.id,
        type: input.type,
        months: input.months,
        phases: input.phases,
        startDate: input.startDate ?? null,
        justification: input.justification,
        status,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("request insert returned nothing");
    await appendHistory(tx, row.id, status, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "create",
      entity: "request",
      entityId: String(row.id),
      after: {
        student: student.idcbpf,
        type: row.type,
        months: row.months,
        phases: row.phases,
        startDate: row.startDate,
        status,
      },
    });
    await tellFiled(tx, row.id);
    return row.id;
  });
}

/** The request under its student's row lock (404 when there is none). */
async function lockedRequest(tx: Tx, id: number) {
  const [found] = await tx.select({ studentId: requests.studentId }).from(requests).where(eq(requests.id, id)).limit(1);
  if (!found) throw Refused.notFound();
  await lockStudent(tx, found.studentId);
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).limit(1);
  if (!row) throw Refused.notFound();
  return row;
}

function moved(result: ReturnType<typeof requestMove>): RequestStatus {
  if ("refusal" in result) throw refusedBy(result.refusal);
  return result.next;
}

/** Rule 7: the main advisor's opinion, only while `aguardando_orientador` (who may: the handler's `mayGiveOpinion`). */
export async function recordOpinion(db: Database, id: number, input: OpinionInput, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    const next = moved(requestMove(row.status, "opinion"));
    const at = new Date();
    await tx
      .update(requests)
      .set({ status: next, opinion: input.opinion, opinionText: input.text, opinionBy: actorId, opinionAt: at })
      .where(eq(requests.id, id));
    await appendHistory(tx, id, next, actorId);
    await recordAudit(tx, {
      actorId,
      action: "opinion",
      entity: "request",
      entityId: String(id),
      before: { status: row.status },
      after: { status: next, opinion: input.opinion, text: input.text },
    });
    await tellOpinion(tx, id, input.opinion === "favoravel");
  });
}

/**
 * Rule 7: the office decides while `aguardando_secretaria`; `deferido` grants at most the months
 * asked for, the limits of rule 6 checked again against the student's other requests.
 */
export async function decide(db: Database, id: number, input: DecisionInput, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    const next = moved(requestMove(row.status, "decide", input.decision));
    const months = grantedMonths(row.months, input.months);
    if (months === "too_many")
      throw Refused.invalid({ months: { key: "decision_months_too_many", values: { max: row.months } } });
    if (next === "deferido") {
      const [student] = await tx.select().from(users).where(eq(users.id, row.studentId)).limit(1);
      const [others, limits, names] = await Promise.all([
        otherRequests(tx, row.studentId),
        settingsLimits(tx),
        phaseNames(tx, student?.programme ?? null, student?.degree ?? null),
      ]);
      const refusal = limitRefusal({
        request: { id: row.id, type: row.type, months, phases: row.phases, startDate: row.startDate },
        others,
        phaseNames: names,
        ...limits,
      });
      if (refusal) throw refusedBy(refusal);
    }
    await tx
      .update(requests)
      .set({
        status: next,
        grantedMonths: next === "deferido" ? months : null,
        decisionReason: input.reason ?? null,
        decidedBy: actorId,
        decidedAt: new Date(),
      })
      .where(eq(requests.id, id));
    await appendHistory(tx, id, next, actorId);
    await recordAudit(tx, {
      actorId,
      action: "decide",
      entity: "request",
      entityId: String(id),
      before: { status: row.status },
      after: { status: next, months: next === "deferido" ? months : null, reason: input.reason ?? null },
    });
    // Rule 8: a granted hold whose first day has come makes the student `trancado` now.
    if (
      next === "deferido" &&
      row.type === "trancamento" &&
      row.startDate !== null &&
      row.startDate <= (await todayThere(tx))
    )
      await startHold(tx, row, actorId);
    await tellDecided(tx, id, {
      granted: next === "deferido",
      months: next === "deferido" ? months : null,
      reason: input.reason ?? null,
    });
  });
}

/** Rule 7: its student or the office cancels an open request (who may: the handler's `mayCancelRequest`). */
export async function cancel(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    const next = moved(requestMove(row.status, "cancel"));
    await tx.update(requests).set({ status: next }).where(eq(requests.id, id));
    await appendHistory(tx, id, next, actorId);
    await recordAudit(tx, {
      actorId,
      action: "cancel",
      entity: "request",
      entityId: String(id),
      before: { status: row.status },
      after: { status: next },
    });
    await tellCancelled(tx, id);
  });
}

/** Rule 10: the request's one PDF (checked by the handler), while open; a new one replaces it. */
export async function storeAttachment(
  db: Database,
  id: number,
  file: { name: string; bytes: Uint8Array },
  actorId: number,
): Promise<{ name: string; size: number }> {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    moved(requestMove(row.status, "attach"));
    const values = { name: file.name, size: file.bytes.length, content: file.bytes, uploadedAt: new Date() };
    await tx
      .insert(requestAttachments)
      .values({ requestId: id, ...values })
      .onConflictDoUpdate({ target: requestAttachments.requestId, set: values });
    await recordAudit(tx, {
      actorId,
      action: "attach",
      entity: "request",
      entityId: String(id),
      after: { name: file.name, size: file.bytes.length },
    });
    return { name: file.name, size: file.bytes.length };
  });
}
