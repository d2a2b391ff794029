import { and, eq, inArray, ne } from "drizzle-orm";
import { cancelledNotice, proposedNotice, scheduledNotice } from "../../domain/banca-notices.ts";
import {
  committeeOpenRefusal,
  committeeMove,
  compositionRefusal,
  dateRefusal,
  proposalRefusal,
} from "../../domain/banca-rules.ts";
import {
  OPEN_COMMITTEE_STATUSES,
  placeOrLinkMissing,
  type CommitteeInput,
  type CommitteePatch,
  type CommitteeStatus,
} from "../../domain/bancas.ts";
import { isOffice, isStudent, mayEditCommittee, mayProposeCommittee, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { committeeMembers, committees, guidances, users } from "../db/schema.ts";
import { committeeFacts, tellEveryone, tellOffice } from "./bancas.notices.ts";
import { checkedMembers, presidentOf } from "./members.ts";
import type { CommitteeRow } from "./bancas.queries.ts";

/**
 * Proposing and moving committees (programme-year rules 11–14). A proposal takes the student's
 * row lock first, so two proposals of one student are judged one after the other (and the
 * partial unique index `committees_open_key` stands behind it: a race lost there is 422
 * `committee_open`, never 500); every other move locks the committee's row. Each is audited
 * (entity `committee`) and tells its people in the same transaction (rule 21).
 */
type Tx = Database;
type Actor = Person & { idcbpf: string };

/** Rules 11–13: the main advisor or the office proposes; the main advisor sits first as president. */
export async function proposeCommittee(db: Database, input: CommitteeInput, actor: Actor): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      // NO KEY UPDATE: proposals of one student queue here, while rows that merely reference the
      // student (its enrolments, requests) are not held up.
      const [student] = await tx
        .select()
        .from(users)
        .where(eq(users.idcbpf, input.student))
        .for("no key update")
        .limit(1);
      if (!student || !isStudent(student)) throw Refused.notFound("not_a_student", { idcbpf: input.student });
      const [guidance] = await tx
        .select({ advisorId: guidances.advisorId, idcbpf: users.idcbpf, name: users.name })
        .from(guidances)
        .innerJoin(users, eq(users.id, guidances.advisorId))
        .where(eq(guidances.studentId, student.id))
        .limit(1);
      if (!mayProposeCommittee(actor, { mainAdvisorId: guidance?.advisorId ?? null })) throw Refused.forbidden();
      const [open] = await tx
        .select({ id: committees.id })
        .from(committees)
        .where(
          and(
            eq(committees.studentId, student.id),
            eq(committees.kind, input.kind),
            inArray(committees.status, [...OPEN_COMMITTEE_STATUSES]),
          ),
        )
        .limit(1);
      const refusal = proposalRefusal({
        today: await todayThere(tx),
        studentStatus: student.status,
        hasMainAdvisor: guidance !== undefined,
        openOfKind: open !== undefined,
        date: input.date,
        kind: input.kind,
      });
      if (refusal) throw refusedBy(refusal);
      if (!guidance) throw new Error("no main advisor after the rule said there is one");
      const degree = student.degree ?? "mestrado";
      const members = await checkedMembers(
        tx,
        { kind: input.kind, degree, president: { idcbpf: guidance.idcbpf, name: guidance.name } },
        input.members,
      );
      const [row] = await tx
        .insert(committees)
        .values({
          studentId: student.id,
          kind: input.kind,
          degree,
          title: input.title,
          language: input.language,
          date: input.date,
          time: input.time,
          place: input.place ?? null,
          remoteLink: input.remoteLink ?? null,
          proposedBy: actor.id,
        })
        .returning();
      if (!row) throw new Error("committee insert returned nothing");
      await tx
        .insert(committeeMembers)
        .values([
          { committeeId: row.id, role: "presidente", position: 0, external: false, userId: guidance.advisorId },
          ...members.map((member) => ({ committeeId: row.id, ...member })),
        ]);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "create",
        entity: "committee",
        entityId: String(row.id),
        after: { student: student.idcbpf, kind: row.kind, title: row.title, date: row.date, time: row.time },
      });
      // Rule 21: a proposal by the advisor waits for the office; the office's own needs no telling.
      if (!isOffice(actor)) await tellOffice(tx, proposedNotice(await committeeFacts(tx, row)));
      return row.id;
    });
  } catch (error) {
    if (isViolation(error, UNIQUE_VIOLATION, "committees_open_key")) throw refusedBy(committeeOpenRefusal(input.kind));
    throw error;
  }
}

/** The committee under its row lock (404 when there is none). */
export async function lockedCommittee(tx: Tx, id: number): Promise<CommitteeRow> {
  const [row] = await tx.select().from(committees).where(eq(committees.id, id)).for("update").limit(1);
  if (!row) throw Refused.notFound();
  return row;
}

function moved(status: CommitteeStatus, move: Parameters<typeof committeeMove>[1]): CommitteeStatus {
  const result = committeeMove(status, move);
  if ("refusal" in result) throw refusedBy(result.refusal);
  return result.next;
}

/**
 * Rule 14: while `proposta` the proposer and the office edit; while `agendada` the office only (a
 * new date today or later; everyone is told again). Members, when sent, replace the list and are
 * checked again (rules 12–13).
 */
export async function updateCommittee(db: Database, id: number, patch: CommitteePatch, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedCommittee(tx, id);
    moved(row.status, "edit");
    if (!mayEditCommittee(actor, row)) throw Refused.forbidden();
    const merged = {
      title: patch.title ?? row.title,
      language: patch.language ?? row.language,
      date: patch.date ?? row.date,
      time: patch.time ?? row.time,
      place: patch.place === undefined ? row.place : patch.place,
      remoteLink: patch.remoteLink === undefined ? row.remoteLink : patch.remoteLink,
    };
    if (placeOrLinkMissing(merged)) throw Refused.invalid({ place: { key: "place_or_link_required" } });
    if (patch.date !== undefined && patch.date !== row.date) {
      const refusal = dateRefusal(patch.date, await todayThere(tx));
      if (refusal) throw refusedBy(refusal);
    }
    if (patch.members) {
      const members = await checkedMembers(
        tx,
        { kind: row.kind, degree: row.degree, president: await presidentOf(tx, id) },
        patch.members,
      );
      await tx
        .delete(committeeMembers)
        .where(and(eq(committeeMembers.committeeId, id), ne(committeeMembers.role, "presidente")));
      if (members.length > 0)
        await tx.insert(committeeMembers).values(members.map((member) => ({ committeeId: id, ...member })));
    }
    const [after] = await tx.update(committees).set(merged).where(eq(committees.id, id)).returning();
    if (!after) throw new Error(`committee ${id} vanished`);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "update",
      entity: "committee",
      entityId: String(id),
      before: {
        title: row.title,
        language: row.language,
        date: row.date,
        time: row.time,
        place: row.place,
        remoteLink: row.remoteLink,
      },
      after: { ...merged, ...(patch.members ? { members: patch.members.length + 1 } : {}) },
    });
    if (after.status === "agendada")
      await tellEveryone(tx, after, scheduledNotice(await committeeFacts(tx, after), true));
  });
}

/** Rule 14: the office approves a `proposta` (date and composition checked again): `agendada`. */
export async function approveCommittee(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedCommittee(tx, id);
    const next = moved(row.status, "approve");
    const dated = dateRefusal(row.date, await todayThere(tx));
    if (dated) throw refusedBy(dated);
    const members = await tx
      .select({ role: committeeMembers.role, external: committeeMembers.external })
      .from(committeeMembers)
      .where(eq(committeeMembers.committeeId, id));
    const composition = compositionRefusal(row.kind, row.degree, members);
    if (composition) throw refusedBy(composition);
    const [after] = await tx
      .update(committees)
      .set({ status: next, approvedAt: new Date(), approvedBy: actorId })
      .where(eq(committees.id, id))
      .returning();
    if (!after) throw new Error(`committee ${id} vanished`);
    await recordAudit(tx, {
      actorId,
      action: "approve",
      entity: "committee",
      entityId: String(id),
      before: { status: row.status },
      after: { status: next },
    });
    await tellEveryone(tx, after, scheduledNotice(await committeeFacts(tx, after), false));
  });
}

/** Rule 14: the office, or the proposer while `proposta`, cancels with a reason; everyone is told. */
export async function cancelCommittee(db: Database, id: number, reason: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedCommittee(tx, id);
    const next = moved(row.status, "cancel");
    if (!mayEditCommittee(actor, row)) throw Refused.forbidden();
    const [after] = await tx
      .update(committees)
      .set({ status: next, cancelReason: reason, cancelledBy: actor.id, cancelledAt: new Date() })
      .where(eq(committees.id, id))
      .returning();
    if (!after) throw new Error(`committee ${id} vanished`);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "cancel",
      entity: "committee",
      entityId: String(id),
      before: { status: row.status },
      after: { status: next, reason },
    });
    await tellEveryone(tx, after, cancelledNotice(await committeeFacts(tx, after), reason));
  });
}
