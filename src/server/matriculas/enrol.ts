import { generateCanonicalCode } from "../../domain/codes.ts";
import { enrolmentRefusal, type Refusal as RuleRefusal } from "../../domain/enrolment.ts";
import type { EnrolmentCreated } from "../../domain/matriculas.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { placeEnrolment, readEnrolmentFacts, type Placed } from "./enrol-statements.ts";
import { judgedAt, offeringOf } from "./facts.ts";
import type { LockedOffering } from "./row-locks.ts";
import { retryingDeadlocks, withEnrolmentTransaction } from "./seats.ts";

/**
 * The enrolment request (PRODUCT §7, `POST /api/matriculas`) and what every write of enrolment
 * answers: who acts, and the refusals beside the rules' own.
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

export const isOffice = (actor: Actor) => actor.level === "Administrador";

/** A rule refusal with what the message needs (the window's days, the student's status). */
export function withContext(
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
