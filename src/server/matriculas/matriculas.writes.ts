import { and, eq } from "drizzle-orm";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { enrolmentRefusal, type Refusal as RuleRefusal } from "../../domain/enrolment.ts";
import type { DecisionInput, EnrolmentCreated } from "../../domain/matriculas.ts";
import type { Settings } from "../../domain/settings.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { enrolments, guidances } from "../db/schema.ts";
import { enrolmentFacts, judgedAt, offeringOf } from "./facts.ts";
import { placeEnrolment, readEnrolmentFacts, type Placed } from "./enrol-statements.ts";
import { lockOffering, lockStudent, type LockedOffering } from "./row-locks.ts";
import { freeSeats, promoteWaitlist, retryingDeadlocks, takeSeat, withEnrolmentTransaction } from "./seats.ts";

/**
 * The writes of enrolment (PRODUCT §7): enrol, drop or leave a waitlist, decide. Each runs in one
 * transaction that locks the student's row, then the offering's, before it reads anything the
 * rules judge; seats change only through `takeSeat`/`freeSeats`, and every freed seat goes to
 * the waitlist (`promoteWaitlist`) in the same transaction.
 */

export type Actor = { id: number; level: string };

export type Failure =
  | { status: 404 }
  | { status: 403 }
  | { status: 400; field: string; key: "student_required" }
  | { status: 422; refusal: RuleRefusal | OtherRule };

export type OtherRule =
  | { rule: "drop_deadline_passed"; deadline: string }
  | { rule: "enrolment_not_live"; status: string }
  | { rule: "already_decided"; status: string }
  | { rule: "offering_full"; subject: { code: string; name: { pt: string; en: string } } }
  | { rule: "window_closed"; window: { start: string; end: string } }
  | { rule: "not_active"; status: string };

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

const isOffice = (actor: Actor) => actor.level === "Administrador";

/** Throws out of the transaction with a refusal, so nothing it wrote is kept. */
class Refused extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super("refused");
    this.failure = failure;
  }
}

async function run<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await withEnrolmentTransaction(db, work) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, failure: error.failure };
    throw error;
  }
}

/** A rule refusal with what the message needs (the window's days, the student's status). */
function withContext(
  refusal: RuleRefusal,
  offering: Pick<LockedOffering, "window">,
  status: string,
): RuleRefusal | OtherRule {
  if (refusal.rule === "window_closed") return { rule: "window_closed", window: offering.window };
  if (refusal.rule === "not_active") return { rule: "not_active", status };
  return refusal;
}

/** Judging again after facts that changed under the student's lock: a bound, not a loop forever. */
const MAX_ROUNDS = 5;

/**
 * `POST /api/matriculas`: a seat when one is free (`pendente`, awaiting the advisor), else a
 * place at the end of the waitlist (`em_espera`). The office enrols any student, outside the
 * window too (late registrations, past records), audited in the same transaction. Two
 * statements, no transaction around them (enrol-statements.ts says why that is safe): the facts,
 * judged here by the rules, then the placement under the locks, which writes nothing if what the
 * student's lock guards changed meanwhile (then the request is judged again on new facts).
 */
export async function enrol(
  db: Database,
  input: { studentId: number; offeringId: number },
  actor: Actor,
  now = new Date(),
): Promise<Outcome<EnrolmentCreated & { id: number }>> {
  for (let round = 1; ; round++) {
    const { facts, version } = await readEnrolmentFacts(db, input.studentId, input.offeringId);
    const student = facts.student;
    const offering = offeringOf(facts);
    if (!student || student.level !== "Discente" || !offering) return { ok: false, failure: { status: 404 } };
    const judged = judgedAt(facts, { student, offering, byOffice: isOffice(actor) }, now);
    const refusal = enrolmentRefusal(judged);
    if (refusal)
      return { ok: false, failure: { status: 422, refusal: withContext(refusal, offering, student.status) } };
    const place = { offeringId: offering.id, studentId: student.id, codigo: generateCanonicalCode(), now, version };
    const placed: Placed | null = isOffice(actor)
      ? await withEnrolmentTransaction(db, async (tx) => {
          const done = await placeEnrolment(db, place, tx);
          if (done)
            await recordAudit(tx, {
              actorId: actor.id,
              action: "enrolment.create",
              entity: "enrolment",
              entityId: done.codigo,
              before: null,
              after: { student: student.idcbpf, offering: offering.id, status: done.status },
            });
          return done;
        })
      : await retryingDeadlocks(() => placeEnrolment(db, place));
    if (placed) return { ok: true, value: placed };
    if (round >= MAX_ROUNDS) throw new Error(`enrolment facts kept changing (${MAX_ROUNDS} rounds)`);
  }
}

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
  actor: Actor,
  settings: Settings,
  now = new Date(),
): Promise<Outcome<{ status: "trancada" | "removida" }>> {
  const today = dayIn(now, settings.timeZone);
  return run(db, async (tx) => {
    const found = await loadEnrolment(tx, codigo);
    if (!found || (!isOffice(actor) && found.studentId !== actor.id)) throw new Refused({ status: 404 });
    await lockStudent(tx, found.studentId);
    const offering = await lockOffering(tx, found.offeringId);
    // Read again under the locks: a promotion or a decision may have changed it meanwhile.
    const current = await loadEnrolment(tx, codigo);
    if (!offering || !current) throw new Refused({ status: 404 });

    if (current.status === "em_espera") {
      await tx.delete(enrolments).where(eq(enrolments.id, current.id));
      await auditIfOffice(tx, actor, current, "enrolment.leave_waitlist", { status: "removida" });
      return { status: "removida" as const };
    }
    if (current.status !== "pendente" && current.status !== "deferida")
      throw new Refused({ status: 422, refusal: { rule: "enrolment_not_live", status: current.status } });
    if (!isOffice(actor) && today > offering.dropDeadline)
      throw new Refused({ status: 422, refusal: { rule: "drop_deadline_passed", deadline: offering.dropDeadline } });

    await tx.update(enrolments).set({ status: "trancada", updatedAt: now }).where(eq(enrolments.id, current.id));
    await freeSeats(tx, offering);
    await promoteWaitlist(tx, offering, settings, now);
    await auditIfOffice(tx, actor, current, "enrolment.drop", { status: "trancada" });
    return { status: "trancada" as const };
  });
}

async function auditIfOffice(tx: Database, actor: Actor, before: Loaded, action: string, after: object) {
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

/** Whether `actor` is the student's main advisor. */
export async function isMainAdvisor(tx: Database, actorId: number, studentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: guidances.id })
    .from(guidances)
    .where(and(eq(guidances.studentId, studentId), eq(guidances.advisorId, actorId)));
  return row !== undefined;
}

/**
 * `POST /api/matriculas/{codigo}/decisao`. The main advisor accepts or rejects a pending
 * enrolment; the office decides any (the only one for students without an advisor) and may
 * override or reverse a decision, audited. A rejection frees the seat and promotes the waitlist;
 * reversing a rejection needs a seat and the rules to hold again.
 */
export async function decide(
  db: Database,
  codigo: string,
  input: DecisionInput,
  actor: Actor,
  settings: Settings,
  now = new Date(),
): Promise<Outcome<{ codigo: string; status: DecisionInput["decision"] }>> {
  const today = dayIn(now, settings.timeZone);
  return run(db, async (tx) => {
    const found = await loadEnrolment(tx, codigo);
    if (!found) throw new Refused({ status: 404 });
    const office = isOffice(actor);
    if (!office && !(actor.level === "Docente" && (await isMainAdvisor(tx, actor.id, found.studentId))))
      throw new Refused({ status: 403 });
    const student = await lockStudent(tx, found.studentId);
    const offering = await lockOffering(tx, found.offeringId);
    const current = await loadEnrolment(tx, codigo);
    if (!student || !offering || !current) throw new Refused({ status: 404 });
    const from = current.status;
    const to = input.decision;

    if (from === "em_espera" || from === "trancada")
      throw new Refused({ status: 422, refusal: { rule: "enrolment_not_live", status: from } });
    if (!office && from !== "pendente")
      throw new Refused({ status: 422, refusal: { rule: "already_decided", status: from } });

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
        const refusal = enrolmentRefusal(facts);
        if (refusal) throw new Refused({ status: 422, refusal: withContext(refusal, offering, student.status) });
        if (!(await takeSeat(tx, offering))) {
          const subject = facts.subject;
          throw new Refused({
            status: 422,
            refusal: { rule: "offering_full", subject: { code: subject.code, name: subject.name } },
          });
        }
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
