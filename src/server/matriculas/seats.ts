import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { enrolmentRefusal } from "../../domain/enrolment.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Settings } from "../../domain/settings.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import type { Database } from "../db/client.ts";
import { pgErrorCode } from "../db/errors.ts";
import { enrolments, offerings, terms } from "../db/schema.ts";
import { notifyPromoted, notifyWaitlistExpired, notifyWaitlistRefused } from "../notificacoes/notices.ts";
import { enrolmentFacts } from "./facts.ts";
import { lockStudent, type LockedOffering } from "./row-locks.ts";
import { ruleWords } from "./verdict-words.ts";

export { lockOffering, lockStudent } from "./row-locks.ts";

/**
 * Seats and the waitlist (PRODUCT §7). Every change of an offering's seats happens inside a
 * transaction holding that offering's row lock (`lockOffering`): `offerings.taken` counts the
 * `pendente` and `deferida` enrolments, and the database refuses it beyond the capacity (check
 * `offerings_taken_check`), so even a bug elsewhere cannot oversell.
 *
 * The rule "a seat when one is free, else the end of the waitlist" lives in two places. Here, in
 * TypeScript, for drops, decisions, capacity changes and promotion (`takeSeat`, `freeSeats`,
 * `promoteWaitlist`). Its twin is the SQL function `enrol_place` of migration
 * drizzle/0007_enrolment_functions.sql, which places an enrolment request in one statement
 * (enrol-statements.ts says why): it takes the seat with `taken = taken + 1 … where taken <
 * capacity` under the same row locks, in the same order (the student, then the offering), and
 * otherwise gives the next `enrolment_waitlist_seq` number. A change to either must be made to both.
 */

const DEADLOCK = "40P01";
const SERIALIZATION_FAILURE = "40001";

/**
 * Runs `work` again from the start when PostgreSQL chose it as a deadlock's victim (two locks
 * taken in opposite orders: a promotion reaching a student who is enrolling elsewhere at the same
 * moment). Nothing of the failed attempt was written. A refusal (`Refused`) is the answer, not a
 * failure: it goes out as thrown, never retried.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Refused) throw error;
      const code = pgErrorCode(error);
      if (attempt < 5 && (code === DEADLOCK || code === SERIALIZATION_FAILURE)) continue;
      throw error;
    }
  }
}

/** `work` in a transaction, retried as `retryingDeadlocks` says; a `Refused` thrown by it rolls it back. */
export function withEnrolmentTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return retryingDeadlocks(() => db.transaction(work));
}

/** Takes one seat of a locked offering; false when it is full. */
export async function takeSeat(tx: Database, offering: LockedOffering): Promise<boolean> {
  if (offering.taken >= offering.capacity) return false;
  await tx
    .update(offerings)
    .set({ taken: sql`${offerings.taken} + 1` })
    .where(eq(offerings.id, offering.id));
  offering.taken += 1;
  return true;
}

/** Gives back `count` seats of a locked offering. */
export async function freeSeats(tx: Database, offering: LockedOffering, count = 1): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(offerings)
    .set({ taken: sql`${offerings.taken} - ${count}` })
    .where(eq(offerings.id, offering.id));
  offering.taken -= count;
}

export type Promotion = { promoted: string[]; refused: { codigo: string; rule: string }[]; expired: number };

/**
 * Gives the locked offering's free seats to its waiting students, first come first served. Each
 * one's rules are checked again (not the window: the request was made inside it); one who would
 * now break a rule is refused with that rule (`indeferida`, `rule` kept) and the next is tried.
 * Once the term's drop deadline is behind, promotion stops and the remaining entries expire
 * (`indeferida`, rule `waitlist_expired`). Each student is told, in the same transaction: promoted
 * (`lista_espera_promovida`), or refused with the rule in its own words (`lista_espera_recusada`).
 */
export async function promoteWaitlist(
  tx: Database,
  offering: LockedOffering,
  settings: Settings,
  now = new Date(),
): Promise<Promotion> {
  const today = dayIn(now, settings.timeZone);
  const result: Promotion = { promoted: [], refused: [], expired: 0 };
  if (today > offering.dropDeadline) {
    result.expired = await expireWaitlist(tx, offering.id);
    return result;
  }
  while (offering.taken < offering.capacity) {
    const [next] = await tx
      .select({ id: enrolments.id, codigo: enrolments.codigo, studentId: enrolments.studentId })
      .from(enrolments)
      .where(and(eq(enrolments.offeringId, offering.id), eq(enrolments.status, "em_espera")))
      .orderBy(asc(enrolments.waitlistSeq), asc(enrolments.id))
      .limit(1);
    if (!next) break;
    const student = await lockStudent(tx, next.studentId);
    if (!student) break;
    const facts = await enrolmentFacts(tx, {
      student,
      offering,
      settings,
      today,
      byOffice: true,
      exceptEnrolment: next.id,
    });
    const refusal = enrolmentRefusal(facts);
    if (refusal) {
      await tx
        .update(enrolments)
        .set({ status: "indeferida", rule: refusal.rule, waitlistSeq: null, decidedAt: now, updatedAt: now })
        .where(eq(enrolments.id, next.id));
      const rule = ruleWords(refusal, { window: offering.window, status: student.status });
      await notifyWaitlistRefused(tx, student.id, facts.subject, rule);
      result.refused.push({ codigo: next.codigo, rule: refusal.rule });
      continue;
    }
    await takeSeat(tx, offering);
    await tx
      .update(enrolments)
      .set({ status: "pendente", waitlistSeq: null, updatedAt: now })
      .where(eq(enrolments.id, next.id));
    await notifyPromoted(tx, student.id, facts.subject);
    result.promoted.push(next.codigo);
  }
  return result;
}

/** Expires an offering's waiting entries (its term's drop deadline is behind); each student is told. */
export async function expireWaitlist(tx: Database, offeringId: number): Promise<number> {
  const rows = await tx
    .update(enrolments)
    .set({ status: "indeferida", rule: "waitlist_expired", waitlistSeq: null, decidedAt: new Date() })
    .where(and(eq(enrolments.offeringId, offeringId), eq(enrolments.status, "em_espera")))
    .returning({ studentId: enrolments.studentId, offeringId: enrolments.offeringId });
  await notifyWaitlistExpired(tx, rows);
  return rows.length;
}

/**
 * Expires every waiting entry whose term's drop deadline is behind (housekeeping; reads already
 * show such entries as what they are, so correctness never waits for it), telling each student in
 * the same transaction.
 */
export async function expireWaitlists(db: Database, timeZone: string, now = new Date()): Promise<number> {
  const today = dayIn(now, timeZone);
  return db.transaction(async (tx) => {
    const past = tx
      .select({ id: offerings.id })
      .from(offerings)
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .where(lt(terms.dropDeadline, today));
    const rows = await tx
      .update(enrolments)
      .set({ status: "indeferida", rule: "waitlist_expired", waitlistSeq: null, decidedAt: now })
      .where(and(eq(enrolments.status, "em_espera"), inArray(enrolments.offeringId, past)))
      .returning({ studentId: enrolments.studentId, offeringId: enrolments.offeringId });
    await notifyWaitlistExpired(tx, rows);
    return rows.length;
  });
}
