import { and, eq, inArray, sql } from "drizzle-orm";
import { OPEN_COMMITTEE_STATUSES, PASSING_VERDICTS } from "../../domain/bancas.ts";
import {
  dismissalRefusal,
  statusAfterDismissal,
  type DismissalInput,
  type UserDetail,
} from "../../domain/desligamento.ts";
import { dismissalNotice } from "../../domain/programme-year-notices.ts";
import { Refused } from "../../domain/refusal.ts";
import { OPEN_REQUEST_STATUSES } from "../../domain/requerimentos.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { committeeFinalVersions, committees, guidances, requestHistory, requests, users } from "../db/schema.ts";
import { notify } from "../notificacoes/notificacoes.writes.ts";
import { changeStatus } from "./status-change.ts";
import { readUserDetail } from "./user-detail.ts";
import { userColumns } from "./user-row.ts";

/**
 * Dismissal (programme-year rules 24–25), in one transaction under the student's row lock: rule
 * 24's checks in order (`dismissalRefusal`), then the status through `changeStatus` — the one path
 * of PRODUCT §7's status changes (the current term's enrolments `trancada`, seats freed and
 * waitlists promoted, waiting entries gone; sessions ended for `inativo`) —, the dismissal stored
 * on the user, open requests `cancelado` (with history), open committees `cancelada`, the guidance
 * kept; audited (`user` dismiss, each request and committee cancel) and told to the student and
 * its main advisor (`desligamento`).
 */
export async function dismissStudent(
  db: Database,
  idcbpf: string,
  input: DismissalInput,
  actorId: number,
): Promise<UserDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(userColumns).from(users).where(eq(users.idcbpf, idcbpf)).for("update").limit(1);
    if (!row) throw Refused.notFound();
    const today = await todayThere(tx);
    const date = input.date ?? today;
    const [passed] = await tx
      .select({ id: committees.id, finalVersion: committeeFinalVersions.committeeId })
      .from(committees)
      .leftJoin(committeeFinalVersions, eq(committeeFinalVersions.committeeId, committees.id))
      .where(
        and(
          eq(committees.studentId, row.id),
          eq(committees.kind, "defesa"),
          eq(committees.status, "realizada"),
          inArray(committees.verdict, [...PASSING_VERDICTS]),
        ),
      )
      .orderBy(sql`${committeeFinalVersions.committeeId} is null`)
      .limit(1);
    const refusal = dismissalRefusal({
      today,
      student: { level: row.level, status: row.status, idcbpf },
      reason: input.reason,
      date,
      defencePassed: passed !== undefined,
      finalVersion: passed?.finalVersion != null,
    });
    if (refusal) throw refusedBy(refusal);

    const before = await readUserDetail(tx, row.id);
    const status = await changeStatus(tx, row, statusAfterDismissal(input.reason), date);
    await tx
      .update(users)
      .set({
        dismissalReason: input.reason,
        dismissalDate: date,
        dismissalNotes: input.notes || null,
        dismissedBy: actorId,
        dismissedAt: new Date(),
      })
      .where(eq(users.id, row.id));

    const cancelledRequests = await tx
      .update(requests)
      .set({ status: "cancelado" })
      .where(and(eq(requests.studentId, row.id), inArray(requests.status, [...OPEN_REQUEST_STATUSES])))
      .returning({ id: requests.id });
    for (const request of cancelledRequests) {
      await tx.insert(requestHistory).values({ requestId: request.id, status: "cancelado", actorId });
      await recordAudit(tx, {
        actorId,
        action: "cancel",
        entity: "request",
        entityId: String(request.id),
        after: { status: "cancelado", dismissal: input.reason },
      });
    }
    const cancelReason = `Desligamento (${input.reason})`;
    const cancelledCommittees = await tx
      .update(committees)
      .set({ status: "cancelada", cancelReason, cancelledBy: actorId, cancelledAt: new Date() })
      .where(and(eq(committees.studentId, row.id), inArray(committees.status, [...OPEN_COMMITTEE_STATUSES])))
      .returning({ id: committees.id });
    for (const committee of cancelledCommittees)
      await recordAudit(tx, {
        actorId,
        action: "cancel",
        entity: "committee",
        entityId: String(committee.id),
        after: { status: "cancelada", cancelReason },
      });

    const after = await readUserDetail(tx, row.id);
    await recordAudit(tx, {
      actorId,
      action: "dismiss",
      entity: "user",
      entityId: idcbpf,
      before: { status: before.status, dismissal: null },
      after: {
        status: after.status,
        dismissal: after.dismissal,
        withdrawal: status?.withdrawal ?? null,
        requestsCancelled: cancelledRequests.map((r) => r.id),
        committeesCancelled: cancelledCommittees.map((c) => c.id),
      },
    });

    const facts = { student: row.name, reason: input.reason, date };
    await notify(tx, { userId: row.id, ...dismissalNotice({ ...facts, toStudent: true }) });
    const [guidance] = await tx
      .select({ advisorId: guidances.advisorId })
      .from(guidances)
      .where(eq(guidances.studentId, row.id))
      .limit(1);
    if (guidance) await notify(tx, { userId: guidance.advisorId, ...dismissalNotice({ ...facts, toStudent: false }) });
    return after;
  });
}
