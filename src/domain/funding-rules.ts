import type { AllocationStatus, QuotaStatus } from "./funding.ts";
import { dayWords, ruleRefusal, type RuleRefusal } from "./rule-refusal.ts";
import type { Degree, Level, UserStatus } from "./users.ts";

/**
 * Scholarships' rules (funding spec §1, §3), pure: what an allocation or a quota is on a day, the
 * months counted on the 15th, and F2–F10 as functions answering null or a `RuleRefusal`, checked
 * in F13's order (F3, F4, F5, F2, F6, F8, F7, then F9, F10) so the first broken rule is the one
 * reported. The server reads the facts under its locks and throws `refusedBy` what these answer.
 */
export type Period = { startDate: string; endDate: string };
export type SuspensionFacts = Period & { id?: number };
export type AllocationFacts = Period & {
  id?: number;
  cancelDate: string | null;
  suspensions: readonly SuspensionFacts[];
};

/** `cancelDate ?? endDate`. */
export const effectiveEnd = (allocation: Pick<AllocationFacts, "endDate" | "cancelDate">): string =>
  allocation.cancelDate ?? allocation.endDate;

const within = (day: string, period: Period) => period.startDate <= day && day <= period.endDate;

export function inForce(allocation: AllocationFacts, day: string): boolean {
  return allocation.startDate <= day && day <= effectiveEnd(allocation);
}

export function suspendedOn(allocation: AllocationFacts, day: string): boolean {
  return inForce(allocation, day) && allocation.suspensions.some((s) => within(day, s));
}

export function allocationStatus(allocation: AllocationFacts, day: string): AllocationStatus {
  if (day < allocation.startDate) return "futura";
  if (allocation.cancelDate !== null && day > allocation.cancelDate) return "cancelada";
  if (allocation.cancelDate === null && day > allocation.endDate) return "encerrada";
  return suspendedOn(allocation, day) ? "suspensa" : "ativa";
}

/** A quota's status on a day and the allocation in force then (its holder), if any. */
export function quotaStatus<A extends AllocationFacts>(
  quota: Period,
  allocations: readonly A[],
  day: string,
): { status: QuotaStatus; holder: A | null } {
  if (day < quota.startDate) return { status: "futura", holder: null };
  if (day > quota.endDate) return { status: "encerrada", holder: null };
  const holder = allocations.find((a) => inForce(a, day)) ?? null;
  return { status: holder ? "ocupada" : "ociosa", holder };
}

const fifteenths = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${String(year).padStart(4, "0")}-${String(i + 1).padStart(2, "0")}-15`);

/** §1: months of `year` on whose 15th the allocation is in force and not suspended. */
export function monthsInYear(allocation: AllocationFacts, year: number): number {
  return fifteenths(year).filter((day) => inForce(allocation, day) && !suspendedOn(allocation, day)).length;
}

/** §1: months of `year` on whose 15th the allocation is in force and suspended. */
export function suspendedMonthsInYear(allocation: AllocationFacts, year: number): number {
  return fifteenths(year).filter((day) => suspendedOn(allocation, day)).length;
}

const overlaps = (a: Period, b: Period) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** F2: startDate ≤ endDate. */
export function datesOrderRefusal(period: Period): RuleRefusal | null {
  return period.startDate <= period.endDate
    ? null
    : ruleRefusal("dates_order", { start: dayWords(period.startDate), end: dayWords(period.endDate) });
}

export type QuotaFacts = Period & { id: number; number: string; level: Degree };
export type StudentFacts = { idcbpf: string; name: string; level: Level; status: UserStatus; degree: Degree | null };
/** Another allocation of the quota or of the student, with what its messages name. */
export type OtherAllocation = AllocationFacts & { id: number; quotaNumber: string; studentName: string };

export type NewAllocationFacts = {
  idcbpf: string;
  quota: QuotaFacts | null;
  student: StudentFacts | null;
  period: Period;
  /** The student's other allocations (F8). */
  ofStudent: readonly OtherAllocation[];
  /** The quota's other allocations (F7). */
  ofQuota: readonly OtherAllocation[];
};

/** F6: the allocation lies inside its quota. */
function outsideQuota(quota: Period, period: Period, name: string): RuleRefusal | null {
  return quota.startDate <= period.startDate && period.endDate <= quota.endDate
    ? null
    : ruleRefusal("outside_scholarship_period", {
        student: name,
        start: dayWords(quota.startDate),
        end: dayWords(quota.endDate),
      });
}

/** F8 then F7 for an allocation's effective period against the others. */
function overlapRefusal(
  effective: Period,
  ofStudent: readonly OtherAllocation[],
  ofQuota: readonly OtherAllocation[],
  quotaNumber: string,
): RuleRefusal | null {
  const held = ofStudent.find((other) => overlaps(effective, { ...other, endDate: effectiveEnd(other) }));
  if (held) return ruleRefusal("student_has_scholarship", { number: held.quotaNumber });
  const taken = ofQuota.find((other) => overlaps(effective, { ...other, endDate: effectiveEnd(other) }));
  if (taken)
    return ruleRefusal("scholarship_taken", {
      number: quotaNumber,
      start: dayWords(taken.startDate),
      end: dayWords(effectiveEnd(taken)),
    });
  return null;
}

/** `POST /api/alocacoes` in F13's order: F3, F4, F5, F2, F6, F8, F7. */
export function allocationRefusal(facts: NewAllocationFacts): RuleRefusal | null {
  const { quota, student, period } = facts;
  if (!quota) return ruleRefusal("quota_unknown");
  if (!student) return ruleRefusal("user_unknown", { idcbpf: facts.idcbpf });
  if (student.level !== "Discente") return ruleRefusal("not_a_student", { idcbpf: student.idcbpf });
  if (student.status !== "ativo")
    return ruleRefusal(
      "not_active",
      { status: student.status },
      { key: "scholarship_not_active", values: { name: student.name, status: student.status } },
    );
  if (student.degree !== quota.level)
    return ruleRefusal("level_mismatch", { number: quota.number, level: quota.level, degree: student.degree ?? "—" });
  return (
    datesOrderRefusal(period) ??
    outsideQuota(quota, period, student.name) ??
    overlapRefusal(period, facts.ofStudent, facts.ofQuota, quota.number)
  );
}

export type AllocationChangeFacts = {
  quota: QuotaFacts;
  studentName: string;
  /** The allocation as it would be after the change. */
  next: AllocationFacts;
  ofStudent: readonly OtherAllocation[];
  ofQuota: readonly OtherAllocation[];
};

/** `PATCH /api/alocacoes/{id}`: F2, F6, F8, F7, then F9 and F10 on the allocation as it would be. */
export function allocationChangeRefusal(facts: AllocationChangeFacts): RuleRefusal | null {
  const { next } = facts;
  const problem =
    datesOrderRefusal(next) ??
    outsideQuota(facts.quota, next, facts.studentName) ??
    overlapRefusal(
      { startDate: next.startDate, endDate: effectiveEnd(next) },
      facts.ofStudent,
      facts.ofQuota,
      facts.quota.number,
    );
  if (problem) return problem;
  if (next.cancelDate !== null && !within(next.cancelDate, next))
    return ruleRefusal("cancel_outside_allocation", {
      date: dayWords(next.cancelDate),
      start: dayWords(next.startDate),
      end: dayWords(next.endDate),
    });
  const outside = next.suspensions.find(
    (s) => !within(s.startDate, rangeOf(next)) || !within(s.endDate, rangeOf(next)),
  );
  if (outside) return suspensionOutside(outside, next);
  return null;
}

const rangeOf = (allocation: AllocationFacts): Period => ({
  startDate: allocation.startDate,
  endDate: effectiveEnd(allocation),
});

function suspensionOutside(suspension: Period, allocation: AllocationFacts): RuleRefusal {
  return ruleRefusal("suspension_outside_allocation", {
    start: dayWords(suspension.startDate),
    end: dayWords(suspension.endDate),
    allocationStart: dayWords(allocation.startDate),
    allocationEnd: dayWords(effectiveEnd(allocation)),
  });
}

/** `POST …/suspensoes`: F2, then F10 (inside the effective period, no overlap with another). */
export function suspensionRefusal(allocation: AllocationFacts, suspension: Period): RuleRefusal | null {
  const order = datesOrderRefusal(suspension);
  if (order) return order;
  const range = rangeOf(allocation);
  if (!within(suspension.startDate, range) || !within(suspension.endDate, range))
    return suspensionOutside(suspension, allocation);
  const other = allocation.suspensions.find((s) => overlaps(s, suspension));
  if (other)
    return ruleRefusal("suspension_overlap", { start: dayWords(other.startDate), end: dayWords(other.endDate) });
  return null;
}

/** A quota's change against its allocations: F2, F6 (naming the student), its level kept (`scholarship_in_use`). */
export function quotaChangeRefusal(
  next: Period & { level: Degree },
  current: { level: Degree } | null,
  allocations: readonly (AllocationFacts & { studentName: string })[],
): RuleRefusal | null {
  const order = datesOrderRefusal(next);
  if (order) return order;
  const outside = allocations.find((a) => !(next.startDate <= a.startDate && a.endDate <= next.endDate));
  if (outside) return outsideQuota(next, outside, outside.studentName);
  if (current && allocations.length > 0 && current.level !== next.level) return ruleRefusal("scholarship_in_use");
  return null;
}

/** F12: a student whose allocation ends after today (running or future) cannot leave. */
export function leavingRefusal(next: UserStatus, running: { number: string } | null): RuleRefusal | null {
  if (next !== "inativo" && next !== "egresso") return null;
  return running ? ruleRefusal("scholarship_active", { number: running.number }) : null;
}
