import { eq } from "drizzle-orm";
import { enrolmentRefusal } from "../../domain/enrolment.ts";
import type { DecisionInput } from "../../domain/matriculas.ts";
import { isOffice, mayActFor, mayDecideEnrolment, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Settings } from "../../domain/settings.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { enrolments, guidances } from "../db/schema.ts";
import { dayWords, refusedBy, subjectWords } from "./verdict-words.ts";
import { notifyDecision } from "../notificacoes/notices.ts";
import { enrolmentFacts } from "./facts.ts";
import { lockOffering, lockStudent } from "./row-locks.ts";
import { freeSeats, promoteWaitlist, takeSeat, withEnrolmentTransaction } from "./seats.ts";

/**
 * The writes of enrolment (PRODUCT §7) after the request (enrol.ts): drop or leave a waitlist,
 * decide. Each runs in one transaction that locks the student's row, then the offering's, before
 * it reads anything the rules judge; seats change only through `takeSeat`/`freeSeats`, and every
 * freed seat goes to the waitlist (`promoteWaitlist`) in the same transaction. A refusal is a
 * thrown `Refused`: it leaves the transaction, so nothing it wrote is kept, and is never retried.
 */

type Loaded = { id: number; codigo: string; studentId: number; offeringId: number; status: string };

async function loadEnrolment(tx: Database, codigo: string): Promise<Loaded | null> {
  const [row] = await tx
    .select({
      id: enrolments.id,
      codigo: enrolments.codigo,
      studentId: enrolments.studentId,
      offeringId: enrolments.offeringId,
      status: enrolments.status,
    })
    .from(enrolments)
    .where(eq(enrolments.codigo, codigo));
  return row ?? null;
}

/**
 * `DELETE /api/matriculas/{codigo}`: a held seat is dropped (`trancada`, kept, off the
 * transcript) until the term's drop deadline, and goes to the waitlist; a waiting entry is simply
 * removed, at any time. The student itself or the office (the office also after the deadline,
 * audited).
 */
export async function drop(
  db: Database,
  codigo: string,
  actor: Person,
  settings: Settings,
  now = new Date(),
): Promise<{ status: "trancada" | "removida" }> {
  const today = dayIn(now, settings.timeZone);
  return withEnrolmentTransaction(db, async (tx) => {
    const found = await loadEnrolment(tx, codigo);
    // Another student's enrolment is not there for this one: its existence is not revealed.
    if (!found || !mayActFor(actor, found.studentId)) throw Refused.notFound();
    await lockStudent(tx, found.studentId);
    const offering = await lockOffering(tx, found.offeringId);
    // Read again under the locks: a promotion or a decision may have changed it meanwhile.
    const current = await loadEnrolment(tx, codigo);
    if (!offering || !current) throw Refused.notFound();

    if (current.status === "em_espera") {
      await tx.delete(enrolments).where(eq(enrolments.id, current.id));
      await auditIfOffice(tx, actor, current, "enrolment.leave_waitlist", { status: "removida" });
      return { status: "removida" as const };
    }
    if (current.status !== "pendente" && current.status !== "deferida")
      throw Refused.rule("enrolment_not_live", { status: current.status });
    if (!isOffice(actor) && today > offering.dropDeadline)
      throw Refused.rule("drop_deadline_passed", { deadline: dayWords(offering.dropDeadline) });

    await tx.update(enrolments).set({ status: "trancada", updatedAt: now }).where(eq(enrolments.id, current.id));
    await freeSeats(tx, offering);
    await promoteWaitlist(tx, offering, settings, now);
    await auditIfOffice(tx, actor, current, "enrolment.drop", { status: "trancada" });
    return { status: "trancada" as const };
  });
}

async function auditIfOffice(tx: Database, actor: Person, before: Loaded, action: string, after: object) {
  if (!isOffice(actor)) return;
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    entity: "enrolment",
    entityId: before.codigo,
    before: { status: before.status },
    after,
  });
}

/** The student's main advisor (its guidance's advisor), null when it has none. */
async function mainAdvisorOf(tx: Database, studentId: number): Promise<number | null> {
  const [row] = await tx
    .select({ advisorId: guidances.advisorId })
    .from(guidances)
    .where(eq(guidances.studentId, studentId));
  return row?.advisorId ?? null;
}

/**
 * `POST /api/matriculas/{codigo}/decisao`. The main advisor accepts or rejects a pending
 * enrolment; the office decides any (the only one for students without an advisor) and may
 * override or reverse a decision, audited. A rejection frees the seat and promotes the waitlist;
 * reversing a rejection needs a seat and the rules to hold again. The student is notified of
 * each change (`matricula_decidida`), in the same transaction.
 */
export async function decide(
  db: Database,
  codigo: string,
  input: DecisionInput,
  actor: Person,
  settings: Settings,
  now = new Date(),
): Promise<{ codigo: string; status: DecisionInput["decision"] }> {
  const today = dayIn(now, settings.timeZone);
  return withEnrolmentTransaction(db, async (tx) => {
    const found = await loadEnrolment(tx, codigo);
    if (!found) throw Refused.notFound();
    if (!mayDecideEnrolment(actor, { mainAdvisorId: await mainAdvisorOf(tx, found.studentId) }))
      throw Refused.forbidden();
    const office = isOffice(actor);
    const student = await lockStudent(tx, found.studentId);
    const offering = await lockOffering(tx, found.offeringId);
    const current = await loadEnrolment(tx, codigo);
    if (!student || !offering || !current) throw Refused.notFound();
    const from = current.status;
    const to = input.decision;

    if (from === "em_espera" || from === "trancada") throw Refused.rule("enrolment_not_live", { status: from });
    if (!office && from !== "pendente") throw Refused.rule("already_decided", { status: from });

    if (from !== to) {
      if (to === "indeferida" && from !== "indeferida") {
        await freeSeats(tx, offering);
      }
      if (from === "indeferida") {
        // A reversal: the rules again (not the window: the office decides) and a free seat.
        const facts = await enrolmentFacts(tx, {
          student,
          offering,
          settings,
          today,
          byOffice: true,
          exceptEnrolment: current.id,
        });
        const verdict = enrolmentRefusal(facts);
        if (verdict) throw refusedBy(verdict, { window: offering.window, status: student.status });
        if (!(await takeSeat(tx, offering)))
          throw Refused.rule("offering_full", { subject: subjectWords(facts.subject) });
      }
    }
    await tx
      .update(enrolments)
      .set({
        status: to,
        decidedBy: actor.id,
        decidedAt: now,
        reason: input.reason ?? null,
        rule: null,
        updatedAt: now,
      })
      .where(eq(enrolments.id, current.id));
    // The student is told in this transaction: a decision refused or rolled back tells nobody.
    if (from !== to)
      await notifyDecision(tx, {
        studentId: current.studentId,
        offeringId: current.offeringId,
        decision: to,
        reason: input.reason ?? null,
      });
    if (to === "indeferida" && from !== "indeferida") await promoteWaitlist(tx, offering, settings, now);
    if (office)
      await recordAudit(tx, {
        actorId: actor.id,
        action: from === "pendente" ? "enrolment.decide" : "enrolment.reverse",
        entity: "enrolment",
        entityId: current.codigo,
        before: { status: from },
        after: { status: to, reason: input.reason ?? null },
      });
    return { codigo: current.codigo, status: to };
  });
}
