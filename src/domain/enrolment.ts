import type { Slot } from "./academic.ts";
import type { Degree, Programme, UserStatus } from "./users.ts";

/**
 * The enrolment rules of PRODUCT §7, as pure functions over the facts the server gathers (the
 * student, the term, its other requests, what it has passed): which rule, if any, refuses a
 * request. Seats are not here: taking one is atomic in the database (a conditional update), not
 * a read followed by a write.
 */

/** Two weekly slots clash when they share a weekday and overlap; slots that touch do not clash. */
export function slotsOverlap(a: Slot, b: Slot): boolean {
  return a.weekday === b.weekday && a.start < b.end && b.start < a.end;
}

/** The first of `others` whose slots clash with `slots`, or null. */
export function findClash<T extends { slots: readonly Slot[] }>(
  slots: readonly Slot[],
  others: readonly T[],
): T | null {
  for (const other of others) {
    if (other.slots.some((theirs) => slots.some((mine) => slotsOverlap(mine, theirs)))) return other;
  }
  return null;
}

/** A subject fits a student when its programme and level are the student's or "both" (null). */
export function fitsStudent(
  subject: { programme: Programme | null; level: Degree | null },
  student: { programme: Programme | null; degree: Degree | null },
): boolean {
  return (
    (subject.programme === null || subject.programme === student.programme) &&
    (subject.level === null || subject.level === student.degree)
  );
}

export type SubjectRef = { code: string; name: { pt: string; en: string } };

export type EnrolmentFacts = {
  /** Today in the institution's time zone, `YYYY-MM-DD`. */
  today: string;
  window: { start: string; end: string };
  /** The office registers outside the window (late registrations, past records). */
  byOffice: boolean;
  student: { status: UserStatus; programme: Programme | null; degree: Degree | null };
  subject: SubjectRef & {
    credits: number;
    programme: Programme | null;
    level: Degree | null;
    repeatable: boolean;
    prerequisites: readonly SubjectRef[];
  };
  slots: readonly Slot[];
  /** The student's `pendente` and `deferida` requests of the term (waiting ones hold nothing). */
  holding: readonly (SubjectRef & { credits: number; slots: readonly Slot[] })[];
  /** Subjects with a live request (pendente, deferida, em_espera) in the term. */
  requested: readonly string[];
  /** Codes of the subjects the student has passed (final grades, transfers). */
  passed: ReadonlySet<string>;
  /** 0 = no limit. */
  creditLimit: number;
};

export type Refusal =
  | { rule: "window_closed" }
  | { rule: "not_active" }
  | { rule: "not_eligible"; subject: SubjectRef }
  | { rule: "already_enrolled"; subject: SubjectRef }
  | { rule: "already_passed"; subject: SubjectRef }
  | { rule: "prerequisite_missing"; subject: SubjectRef }
  | { rule: "slot_clash"; subject: SubjectRef }
  | { rule: "credit_limit"; limit: number; total: number };

/** The first rule that refuses the request, in PRODUCT §7's order, or null when all allow it. */
export function enrolmentRefusal(facts: EnrolmentFacts): Refusal | null {
  const { subject } = facts;
  const ref = { code: subject.code, name: subject.name };
  if (!facts.byOffice && !(facts.window.start <= facts.today && facts.today <= facts.window.end))
    return { rule: "window_closed" };
  if (facts.student.status !== "ativo") return { rule: "not_active" };
  if (!fitsStudent(subject, facts.student)) return { rule: "not_eligible", subject: ref };
  if (facts.requested.includes(subject.code)) return { rule: "already_enrolled", subject: ref };
  if (!subject.repeatable && facts.passed.has(subject.code)) return { rule: "already_passed", subject: ref };
  const missing = subject.prerequisites.find((required) => !facts.passed.has(required.code));
  if (missing) return { rule: "prerequisite_missing", subject: missing };
  const clash = findClash(facts.slots, facts.holding);
  if (clash) return { rule: "slot_clash", subject: { code: clash.code, name: clash.name } };
  const total = facts.holding.reduce((sum, held) => sum + held.credits, 0) + subject.credits;
  if (facts.creditLimit > 0 && total > facts.creditLimit)
    return { rule: "credit_limit", limit: facts.creditLimit, total };
  return null;
}

/** The waitlist in promotion order: first come, first served (request time, then id). */
export function promotionOrder<T extends { createdAt: string | Date; id: number }>(waiting: readonly T[]): T[] {
  const time = (value: string | Date) => (typeof value === "string" ? Date.parse(value) : value.getTime());
  return [...waiting].sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id);
}
