import { generateCanonicalCode } from "../../domain/codes.ts";
import { enrolmentRefusal } from "../../domain/enrolment.ts";
import type { EnrolmentCreated } from "../../domain/matriculas.ts";
import { isOffice, isStudent, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { placeEnrolment, readEnrolmentFacts, type Placed } from "./enrol-statements.ts";
import { judgedAt, offeringOf } from "./facts.ts";
import { retryingDeadlocks, withEnrolmentTransaction } from "./seats.ts";
import { refusedBy } from "./verdict-words.ts";

/**
 * The enrolment request (PRODUCT §7, `POST /api/matriculas`): the rules' verdict
 * (`enrolmentRefusal` of src/domain/enrolment.ts) becomes the refusal the API answers through
 * `refusedBy` (verdict-words.ts).
 */

/** Judging again after facts that changed under the student's lock: a bound, not a loop forever. */
const MAX_ROUNDS = 5;

/**
 * `POST /api/matriculas`: a seat when one is free (`pendente`, awaiting the advisor), else a
 * place at the end of the waitlist (`em_espera`). The office enrols any student, outside the
 * window too (late registrations, past records), audited in the same transaction. Two
 * statements, no transaction around them (enrol-statements.ts says why that is safe): the facts,
 * judged here by the rules, then the placement under the locks, which writes nothing if what the
 * student's lock guards changed meanwhile (then the request is judged again on new facts).
 * Throws a `Refused`: 404 for an unknown student or offering, 422 for a rule.
 */
export async function enrol(
  db: Database,
  input: { studentId: number; offeringId: number },
  actor: Person,
  now = new Date(),
): Promise<EnrolmentCreated & { id: number }> {
  for (let round = 1; ; round++) {
    const { facts, version } = await readEnrolmentFacts(db, input.studentId, input.offeringId);
    const student = facts.student;
    const offering = offeringOf(facts);
    if (!student || !isStudent(student) || !offering) throw Refused.notFound();
    const verdict = enrolmentRefusal(judgedAt(facts, { student, offering, byOffice: isOffice(actor) }, now));
    if (verdict) throw refusedBy(verdict, { window: offering.window, status: student.status });
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
    if (placed) return placed;
    if (round >= MAX_ROUNDS) throw new Error(`enrolment facts kept changing (${MAX_ROUNDS} rounds)`);
  }
}
