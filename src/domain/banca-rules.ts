import {
  COMMITTEE_STATUS_WORDS,
  isPassing,
  type CommitteeKind,
  type CommitteeStatus,
  type MemberInput,
  type MemberRole,
  type Verdict,
} from "./bancas.ts";
import type { Milestone } from "./guidance.ts";
import type { MessageKey } from "./messages.ts";
import { dayWords, ruleRefusal, type RuleRefusal } from "./rule-refusal.ts";
import type { Degree, UserStatus } from "./users.ts";

/**
 * The rules of committees (programme-year rules 11–15, 19), pure over the facts the server reads:
 * who may be proposed, the members and the composition, the state machine, the verdict, the
 * deposit of the final version. Each answers null, or the rule that refuses with what it names.
 */

/** Rule 13: members counted (president and titulares) and externals among them, per kind and degree. */
export function compositionNeeds(kind: CommitteeKind, degree: Degree): { members: number; externals: number } {
  if (kind === "qualificacao") return { members: 3, externals: 0 };
  return degree === "doutorado" ? { members: 5, externals: 2 } : { members: 3, externals: 1 };
}

/**
 * Rule 13 counted: the members needed and present (president and titulares; suplentes never
 * count), the externals needed and present among them, and how many of each are still missing.
 * The proposal form shows it live; `compositionRefusal` judges by it, so both say the same.
 */
export type CompositionCount = {
  needed: number;
  present: number;
  externalsNeeded: number;
  externalsPresent: number;
  missingMembers: number;
  missingExternals: number;
};

export function compositionCount(
  kind: CommitteeKind,
  degree: Degree,
  members: readonly { role: MemberRole; external: boolean }[],
): CompositionCount {
  const needs = compositionNeeds(kind, degree);
  const counted = members.filter((member) => member.role !== "suplente");
  const externals = counted.filter((member) => member.external).length;
  return {
    needed: needs.members,
    present: counted.length,
    externalsNeeded: needs.externals,
    externalsPresent: externals,
    missingMembers: Math.max(0, needs.members - counted.length),
    missingExternals: Math.max(0, needs.externals - externals),
  };
}

/**
 * Rule 13: enough members counting `presidente` and `titular` (`committee_too_small`), then
 * enough externals among them (`committee_external_missing`); both name needed and present.
 * Suplentes never count.
 */
export function compositionRefusal(
  kind: CommitteeKind,
  degree: Degree,
  members: readonly { role: MemberRole; external: boolean }[],
): RuleRefusal | null {
  const count = compositionCount(kind, degree, members);
  if (count.missingMembers > 0)
    return ruleRefusal("committee_too_small", { needed: count.needed, present: count.present });
  if (count.missingExternals > 0)
    return ruleRefusal("committee_external_missing", {
      needed: count.externalsNeeded,
      present: count.externalsPresent,
    });
  return null;
}

export type MemberFacts = {
  /** The main advisor, added first as `presidente`. */
  president: { idcbpf: string; name: string };
  /** The members the proposal lists. */
  members: readonly MemberInput[];
  /** The `ativo` Docentes among the internal members listed, by idcbpf. */
  teachers: ReadonlyMap<string, { name: string }>;
};

/** How a person is told apart from the others of a committee (rule 12). */
function identities(member: MemberInput): string[] {
  if (!member.external) return [`user:${member.idcbpf}`];
  const document = member.document;
  return [`email:${member.email.toLowerCase()}`, `doc:${document.kind}:${document.number}:${document.country ?? ""}`];
}

const memberName = (member: MemberInput, facts: MemberFacts) =>
  member.external ? member.name : (facts.teachers.get(member.idcbpf)?.name ?? member.idcbpf);

/**
 * Rule 12 in order: an internal member is an `ativo` Docente other than the president
 * (`member_unknown`); a person sits once — same idcbpf, or externals with the same e-mail or
 * document (`member_duplicate`); every member holds a doctorate (`member_degree`; internals are
 * Docentes, doctors by the rule).
 */
export function membersRefusal(facts: MemberFacts): RuleRefusal | null {
  for (const member of facts.members)
    if (!member.external && (member.idcbpf === facts.president.idcbpf || !facts.teachers.has(member.idcbpf)))
      return ruleRefusal("member_unknown", { idcbpf: member.idcbpf });
  const seen = new Set([`user:${facts.president.idcbpf}`]);
  for (const member of facts.members) {
    const keys = identities(member);
    if (keys.some((key) => seen.has(key)))
      return ruleRefusal("member_duplicate", { member: memberName(member, facts) });
    for (const key of keys) seen.add(key);
  }
  for (const member of facts.members)
    if (member.external && member.highestDegree !== "doutorado")
      return ruleRefusal("member_degree", { member: member.name });
  return null;
}

/** Rules 12–13 together, as checked on creation and on every change of members. */
export function committeeMembersRefusal(
  facts: MemberFacts & { kind: CommitteeKind; degree: Degree },
): RuleRefusal | null {
  return (
    membersRefusal(facts) ??
    compositionRefusal(facts.kind, facts.degree, [{ role: "presidente", external: false }, ...facts.members])
  );
}

export type ProposalFacts = {
  today: string;
  studentStatus: UserStatus;
  hasMainAdvisor: boolean;
  /** Another `proposta` or `agendada` committee of the same kind for the student. */
  openOfKind: boolean;
  date: string;
  kind: CommitteeKind;
};

const KIND_WORDS: Record<CommitteeKind, { pt: string; en: string }> = {
  qualificacao: { pt: "qualificação", en: "qualifying exam" },
  defesa: { pt: "defesa", en: "defence" },
};

/** Rule 11's `committee_open`, naming the kind (also what a proposal that lost a race is told). */
export function committeeOpenRefusal(kind: CommitteeKind): RuleRefusal {
  return ruleRefusal("committee_open", { kind: KIND_WORDS[kind] });
}

/** Rule 11 in order: `not_active`, `no_advisor`, `committee_open`, `date_in_past`. */
export function proposalRefusal(facts: ProposalFacts): RuleRefusal | null {
  if (facts.studentStatus !== "ativo")
    return ruleRefusal(
      "not_active",
      { status: facts.studentStatus },
      { key: "committee_not_active", values: { status: facts.studentStatus } },
    );
  if (!facts.hasMainAdvisor) return ruleRefusal("no_advisor");
  if (facts.openOfKind) return committeeOpenRefusal(facts.kind);
  return dateRefusal(facts.date, facts.today);
}

/** A session is set today or later (proposal, rescheduling, approval): `date_in_past`. */
export function dateRefusal(date: string, today: string): RuleRefusal | null {
  return date < today ? ruleRefusal("date_in_past", { date: dayWords(date) }) : null;
}

export type CommitteeMove = "approve" | "edit" | "cancel" | "verdict";

/** Where each move leads from each status; a status missing from a move's row refuses it. */
const COMMITTEE_MOVES: Record<CommitteeMove, Partial<Record<CommitteeStatus, CommitteeStatus>>> = {
  approve: { proposta: "agendada" },
  verdict: { agendada: "realizada" },
  cancel: { proposta: "cancelada", agendada: "cancelada" },
  edit: { proposta: "proposta", agendada: "agendada" },
};

/**
 * Rule 14: `proposta` → (approve) `agendada` → (verdict) `realizada`; `proposta` or `agendada`
 * → (cancel) `cancelada`; edits while `proposta` or `agendada`. `realizada` and `cancelada` are
 * final. Anything else: `committee_state`. Who may make each move is policy (403), not here.
 */
export function committeeMove(
  status: CommitteeStatus,
  move: CommitteeMove,
): { next: CommitteeStatus } | { refusal: RuleRefusal } {
  const next = COMMITTEE_MOVES[move][status];
  return next ? { next } : { refusal: ruleRefusal("committee_state", { status: COMMITTEE_STATUS_WORDS[status] }) };
}

/** Rule 15: only `agendada` (`committee_state`), from the committee's date on (`session_not_held`). */
export function verdictRefusal(facts: { status: CommitteeStatus; date: string; today: string }): RuleRefusal | null {
  const moved = committeeMove(facts.status, "verdict");
  if ("refusal" in moved) return moved.refusal;
  return facts.today < facts.date ? ruleRefusal("session_not_held", { date: dayWords(facts.date) }) : null;
}

/**
 * Rule 15's field checks that need the committee: the corrections deadline after its date;
 * participants among its members. Message keys by field (400), empty when all is well.
 */
export function verdictFieldErrors(
  input: { correctionsDeadline?: string | undefined; participants?: readonly number[] | undefined },
  committee: { date: string; memberIds: readonly number[] },
): Partial<Record<"correctionsDeadline" | "participants", MessageKey>> {
  const errors: Partial<Record<"correctionsDeadline" | "participants", MessageKey>> = {};
  if (input.correctionsDeadline !== undefined && input.correctionsDeadline <= committee.date)
    errors.correctionsDeadline = "corrections_deadline_after_date";
  if (input.participants?.some((id) => !committee.memberIds.includes(id))) errors.participants = "participant_unknown";
  return errors;
}

/** Rule 15: without `participants`, the president and the titulares took part. */
export function defaultParticipants(members: readonly { id: number; role: MemberRole }[]): number[] {
  return members.filter((member) => member.role !== "suplente").map((member) => member.id);
}

/**
 * Rule 15: the guidance's milestone of the committee's kind gets `{date, result}` — `aprovado`
 * for both passing verdicts, else `reprovado`: the first one of that kind without a result is
 * filled, else one is added.
 */
export function milestonesAfterVerdict(
  milestones: readonly Milestone[],
  committee: { kind: CommitteeKind; date: string; verdict: Verdict },
): Milestone[] {
  const result = isPassing(committee.verdict) ? "aprovado" : "reprovado";
  const open = milestones.findIndex((milestone) => milestone.kind === committee.kind && milestone.result === null);
  const filled: Milestone = { kind: committee.kind, date: committee.date, result };
  return open === -1
    ? [...milestones, filled]
    : milestones.map((milestone, index) => (index === open ? filled : milestone));
}

/**
 * Rule 19: the final version follows a `realizada` defesa with a passing verdict
 * (`deposit_not_allowed` before); once the student is `egresso` the record is closed.
 */
export function depositRefusal(facts: {
  kind: CommitteeKind;
  status: CommitteeStatus;
  verdict: Verdict | null;
  studentStatus: UserStatus;
}): RuleRefusal | null {
  if (facts.studentStatus === "egresso") return ruleRefusal("record_closed");
  if (facts.kind !== "defesa" || facts.status !== "realizada" || !isPassing(facts.verdict))
    return ruleRefusal("deposit_not_allowed");
  return null;
}

/**
 * `POST /api/declaracoes` of a `participacao_banca` (422 `not_eligible`, the reason its message):
 * the committee was held, and the member took part.
 */
export function participationRefusal(facts: {
  status: CommitteeStatus;
  participated: boolean | null;
  member: string;
}): RuleRefusal | null {
  if (facts.status !== "realizada")
    return ruleRefusal("not_eligible", {}, { key: "participation_not_held", values: {} });
  if (facts.participated !== true)
    return ruleRefusal("not_eligible", {}, { key: "participation_not_participant", values: { member: facts.member } });
  return null;
}
