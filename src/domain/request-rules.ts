import type { Bilingual } from "./academic.ts";
import { rangesOverlap } from "./calendar-days.ts";
import { holdEndDate } from "./due-dates.ts";
import {
  isOpenRequest,
  REQUEST_STATUS_WORDS,
  type RequestDecision,
  type RequestStatus,
  type RequestType,
} from "./requerimentos.ts";
import { dayWords, ruleRefusal, type RuleRefusal } from "./rule-refusal.ts";
import type { UserStatus } from "./users.ts";

/**
 * The rules of requests (programme-year rules 5–7), pure over the facts the server reads under
 * the student's row lock: who may still file, the filing checks in the spec's order, the checks
 * repeated at the decision, and the state machine. Each answers null, or the rule that refuses
 * with what its message names.
 */

/** Rule 7: a new request waits for the main advisor's opinion, or for the office when there is none. */
export function initialRequestStatus(hasMainAdvisor: boolean): RequestStatus {
  return hasMainAdvisor ? "aguardando_orientador" : "aguardando_secretaria";
}

export type RequestMove = "opinion" | "decide" | "cancel" | "attach";

/**
 * Rule 7 (and 10 for the attachment): the status a move leads to, or its refusal. Opinion only
 * while `aguardando_orientador`; decision only while `aguardando_secretaria` (earlier:
 * `opinion_pending`); cancel and attach while open. Final statuses never change.
 */
export function requestMove(
  status: RequestStatus,
  move: RequestMove,
  decision: RequestDecision = "deferido",
): { next: RequestStatus } | { refusal: RuleRefusal } {
  const refuse = { refusal: ruleRefusal("request_state", { status: REQUEST_STATUS_WORDS[status] }) };
  switch (move) {
    case "opinion":
      return status === "aguardando_orientador" ? { next: "aguardando_secretaria" } : refuse;
    case "decide":
      if (status === "aguardando_orientador") return { refusal: ruleRefusal("opinion_pending") };
      return status === "aguardando_secretaria" ? { next: decision } : refuse;
    case "cancel":
      return isOpenRequest(status) ? { next: "cancelado" } : refuse;
    case "attach":
      return isOpenRequest(status) ? { next: status } : refuse;
  }
}

/** Another request of the same student, as the limits read it. */
export type OtherRequest = {
  id: number;
  type: RequestType;
  status: RequestStatus;
  /** Months asked for. */
  months: number;
  /** Months granted, once `deferido`. */
  grantedMonths: number | null;
  phases: readonly string[];
  startDate: string | null;
};

/** The request being filed or decided: `months` is what it asks (filing) or grants (decision). */
export type ThisRequest = {
  id?: number;
  type: RequestType;
  months: number;
  phases: readonly string[];
  startDate: string | null;
};

export type LimitFacts = {
  request: ThisRequest;
  /** The student's other requests (any status; the rules pick the open and `deferido` ones). */
  others: readonly OtherRequest[];
  /** Names of the phases the request lists, by code. */
  phaseNames: ReadonlyMap<string, Bilingual>;
  extensionMaxMonths: number;
  holdMaxMonths: number;
};

const counted = (other: OtherRequest) =>
  other.status === "deferido" ? (other.grantedMonths ?? other.months) : isOpenRequest(other.status) ? other.months : 0;

/**
 * Rule 6's last three checks, also made again at the decision: per phase, months granted plus
 * this request's within extensionMaxMonths; the student's `deferido` holds, open trancamentos and
 * this one within holdMaxMonths; and no overlap with a `deferido` or open hold.
 */
export function limitRefusal(facts: LimitFacts): RuleRefusal | null {
  const { request } = facts;
  const others = facts.others.filter((other) => other.id !== request.id);
  if (request.type === "prorrogacao") {
    for (const code of request.phases) {
      const granted = others
        .filter((o) => o.type === "prorrogacao" && o.status === "deferido" && o.phases.includes(code))
        .reduce((sum, o) => sum + counted(o), 0);
      if (granted + request.months > facts.extensionMaxMonths)
        return ruleRefusal("extension_limit", {
          phase: facts.phaseNames.get(code) ?? { pt: code, en: code },
          max: facts.extensionMaxMonths,
          left: Math.max(0, facts.extensionMaxMonths - granted),
        });
    }
    return null;
  }
  const holds = others.filter((o) => o.type === "trancamento" && (o.status === "deferido" || isOpenRequest(o.status)));
  const used = holds.reduce((sum, o) => sum + counted(o), 0);
  if (used + request.months > facts.holdMaxMonths)
    return ruleRefusal("hold_limit", { max: facts.holdMaxMonths, left: Math.max(0, facts.holdMaxMonths - used) });
  if (request.startDate === null) return null;
  const mine = { start: request.startDate, end: holdEndDate(request.startDate, request.months) };
  for (const other of holds) {
    if (other.startDate === null) continue;
    const theirs = { start: other.startDate, end: holdEndDate(other.startDate, counted(other)) };
    if (rangesOverlap(mine, theirs))
      return ruleRefusal("hold_overlap", { start: dayWords(theirs.start), end: dayWords(theirs.end) });
  }
  return null;
}

/** Statuses in which a student may file (rule 5). */
export const FILING_STATUSES: readonly UserStatus[] = ["ativo", "trancado"];

export type FilingFacts = Omit<LimitFacts, "phaseNames"> & {
  today: string;
  studentStatus: UserStatus;
  /** The active phases of the student's programme and degree, with their completion day. */
  phases: readonly { code: string; name: Bilingual; completedOn: string | null }[];
};

/**
 * Rules 5–6 in order: the student may file (`not_active`); a prorrogação's phases are active
 * phases of the student (`phase_unknown`) not completed (`phase_completed`); a trancamento starts
 * today or later (`date_in_past`); a phase is in at most one open prorrogação (`request_open`);
 * then the limits (extension, hold, overlap).
 */
export function filingRefusal(facts: FilingFacts): RuleRefusal | null {
  const { request } = facts;
  if (!FILING_STATUSES.includes(facts.studentStatus))
    return ruleRefusal(
      "not_active",
      { status: facts.studentStatus },
      { key: "request_not_active", values: { status: facts.studentStatus } },
    );
  const byCode = new Map(facts.phases.map((phase) => [phase.code, phase]));
  for (const code of request.phases) {
    const phase = byCode.get(code);
    if (!phase) return ruleRefusal("phase_unknown", { phase: code });
    if (phase.completedOn !== null)
      return ruleRefusal("phase_completed", { phase: phase.name, date: dayWords(phase.completedOn) });
  }
  if (request.type === "trancamento" && request.startDate !== null && request.startDate < facts.today)
    return ruleRefusal("date_in_past", { date: dayWords(request.startDate) });
  for (const code of request.phases) {
    const open = facts.others.some(
      (o) => o.id !== request.id && o.type === "prorrogacao" && isOpenRequest(o.status) && o.phases.includes(code),
    );
    if (open) return ruleRefusal("request_open", { phase: byCode.get(code)?.name ?? { pt: code, en: code } });
  }
  return limitRefusal({ ...facts, phaseNames: new Map(facts.phases.map((phase) => [phase.code, phase.name])) });
}

/** Rule 7's decision: `deferido` grants at most the months asked for (400 beyond, on `months`). */
export function grantedMonths(asked: number, decided: number | undefined): number | "too_many" {
  if (decided === undefined) return asked;
  return decided > asked ? "too_many" : decided;
}
