import { describe, expect, it } from "vitest";
import {
  committeeMembersRefusal,
  committeeMove,
  compositionCount,
  compositionNeeds,
  compositionRefusal,
  defaultParticipants,
  depositRefusal,
  membersRefusal,
  milestonesAfterVerdict,
  participationRefusal,
  proposalRefusal,
  verdictFieldErrors,
  verdictRefusal,
} from "./banca-rules.ts";
import type { ExternalMemberInput, InternalMemberInput } from "./bancas.ts";
import { say } from "./refusal.ts";
import { refusedBy, type RuleRefusal } from "./rule-refusal.ts";

const said = (refusal: RuleRefusal | null) => {
  if (!refusal) return null;
  const refused = refusedBy(refusal);
  return { rule: refused.rule, pt: say(refused.text, "pt"), en: say(refused.text, "en") };
};

const president = { role: "presidente" as const, external: false };
const titular = { role: "titular" as const, external: false };
const externo = { role: "titular" as const, external: true };
const suplente = { role: "suplente" as const, external: true };

describe("composition (programme-year rule 13)", () => {
  it("needs 3 for a qualifying exam, 3 with 1 external for a master's defence, 5 with 2 for a doctoral one", () => {
    expect(compositionNeeds("qualificacao", "mestrado")).toEqual({ members: 3, externals: 0 });
    expect(compositionNeeds("qualificacao", "doutorado")).toEqual({ members: 3, externals: 0 });
    expect(compositionNeeds("defesa", "mestrado")).toEqual({ members: 3, externals: 1 });
    expect(compositionNeeds("defesa", "doutorado")).toEqual({ members: 5, externals: 2 });
  });

  it("accepts a qualifying exam of three internal members", () => {
    expect(compositionRefusal("qualificacao", "doutorado", [president, titular, titular])).toBeNull();
  });

  it("never counts suplentes, naming needed and present", () => {
    expect(said(compositionRefusal("qualificacao", "mestrado", [president, titular, suplente, suplente]))).toEqual({
      rule: "committee_too_small",
      pt: "Banca pequena demais: são necessários 3 membros entre presidente e titulares; há 2.",
      en: "Committee too small: it needs 3 members counting the chair and full members; it has 2.",
    });
  });

  it("refuses a master's defence without an external titular, even with an external suplente", () => {
    expect(said(compositionRefusal("defesa", "mestrado", [president, titular, titular, suplente]))).toEqual({
      rule: "committee_external_missing",
      pt: "Faltam membros externos: são necessários 1 entre os titulares; há 0.",
      en: "External members missing: it needs 1 among the full members; it has 0.",
    });
    expect(compositionRefusal("defesa", "mestrado", [president, titular, externo])).toBeNull();
  });

  it("needs five with two externals for a doctoral defence: too small is said before externals", () => {
    expect(compositionRefusal("defesa", "doutorado", [president, externo, externo, titular])?.rule).toBe(
      "committee_too_small",
    );
    expect(compositionRefusal("defesa", "doutorado", [president, titular, titular, titular, externo])?.values).toEqual({
      needed: 2,
      present: 1,
    });
    expect(compositionRefusal("defesa", "doutorado", [president, titular, titular, externo, externo])).toBeNull();
  });

  it("counts what is missing for the form's live line, suplentes apart", () => {
    expect(compositionCount("defesa", "mestrado", [president, titular, suplente])).toEqual({
      needed: 3,
      present: 2,
      externalsNeeded: 1,
      externalsPresent: 0,
      missingMembers: 1,
      missingExternals: 1,
    });
    expect(compositionCount("defesa", "doutorado", [president, externo, externo, titular, titular, titular])).toEqual({
      needed: 5,
      present: 6,
      externalsNeeded: 2,
      externalsPresent: 2,
      missingMembers: 0,
      missingExternals: 0,
    });
  });
});

const internal = (idcbpf: string, role: "titular" | "suplente" = "titular"): InternalMemberInput => ({
  external: false,
  idcbpf,
  role,
});
const external = (over: Partial<ExternalMemberInput> = {}): ExternalMemberInput => ({
  external: true,
  name: "Ana Externa",
  email: "ana@uni.example",
  institution: "Universidade Exemplo",
  highestDegree: "doutorado",
  document: { kind: "cpf", number: "52998224725", country: null },
  locale: "pt",
  role: "titular",
  ...over,
});
const teachers = new Map([
  ["prof.b", { name: "Prof. B" }],
  ["prof.c", { name: "Prof. C" }],
]);
const chair = { idcbpf: "prof.a", name: "Prof. A" };

describe("members (rule 12)", () => {
  it("accepts active Docentes and doctors from elsewhere", () => {
    expect(membersRefusal({ president: chair, members: [internal("prof.b"), external()], teachers })).toBeNull();
  });

  it("refuses someone who is not an active Docente, or the president listed again", () => {
    expect(membersRefusal({ president: chair, members: [internal("nobody")], teachers })).toMatchObject({
      rule: "member_unknown",
      values: { idcbpf: "nobody" },
    });
    expect(membersRefusal({ president: chair, members: [internal("prof.a")], teachers })?.rule).toBe("member_unknown");
  });

  it("refuses a person twice: the same idcbpf, or externals sharing an e-mail or a document", () => {
    expect(
      membersRefusal({ president: chair, members: [internal("prof.b"), internal("prof.b", "suplente")], teachers }),
    ).toMatchObject({ rule: "member_duplicate", values: { member: "Prof. B" } });
    const sameEmail = external({
      name: "Outra",
      email: "ANA@uni.example",
      document: { kind: "passaporte", number: "X1234567", country: "PT" },
    });
    expect(membersRefusal({ president: chair, members: [external(), sameEmail], teachers })?.rule).toBe(
      "member_duplicate",
    );
    const sameDocument = external({ name: "Outra", email: "outra@uni.example" });
    expect(said(membersRefusal({ president: chair, members: [external(), sameDocument], teachers }))?.pt).toBe(
      "Outra aparece mais de uma vez na banca.",
    );
  });

  it("refuses a member without a doctorate", () => {
    expect(
      said(membersRefusal({ president: chair, members: [external({ highestDegree: "mestrado" })], teachers })),
    ).toEqual({
      rule: "member_degree",
      pt: "Ana Externa precisa ter doutorado para compor a banca.",
      en: "Ana Externa needs a doctorate to sit on the committee.",
    });
  });

  it("checks members before composition, counting the president", () => {
    expect(
      committeeMembersRefusal({
        president: chair,
        members: [internal("prof.b"), external()],
        teachers,
        kind: "defesa",
        degree: "mestrado",
      }),
    ).toBeNull();
    expect(
      committeeMembersRefusal({
        president: chair,
        members: [internal("prof.b")],
        teachers,
        kind: "defesa",
        degree: "mestrado",
      })?.rule,
    ).toBe("committee_too_small");
    expect(
      committeeMembersRefusal({
        president: chair,
        members: [internal("x")],
        teachers,
        kind: "defesa",
        degree: "mestrado",
      })?.rule,
    ).toBe("member_unknown");
  });
});

describe("proposal (rule 11)", () => {
  const ok = {
    today: "2026-05-01",
    studentStatus: "ativo" as const,
    hasMainAdvisor: true,
    openOfKind: false,
    date: "2026-05-01",
    kind: "defesa" as const,
  };
  it("checks in order: not_active, no_advisor, committee_open, date_in_past", () => {
    expect(proposalRefusal(ok)).toBeNull();
    expect(said(proposalRefusal({ ...ok, studentStatus: "trancado", hasMainAdvisor: false }))).toMatchObject({
      rule: "not_active",
      pt: "Apenas discentes ativos podem ter banca proposta (situação atual: trancado).",
    });
    expect(proposalRefusal({ ...ok, hasMainAdvisor: false, openOfKind: true })?.rule).toBe("no_advisor");
    expect(said(proposalRefusal({ ...ok, openOfKind: true, date: "2020-01-01" }))?.pt).toBe(
      "Já existe uma banca de defesa proposta ou agendada para este discente.",
    );
    expect(proposalRefusal({ ...ok, date: "2026-04-30" })?.rule).toBe("date_in_past");
  });
});

describe("committee states and verdict (rules 14–15)", () => {
  it("moves proposta → agendada → realizada, cancels while open, and never leaves a final status", () => {
    expect(committeeMove("proposta", "approve")).toEqual({ next: "agendada" });
    expect(committeeMove("agendada", "verdict")).toEqual({ next: "realizada" });
    expect(committeeMove("proposta", "cancel")).toEqual({ next: "cancelada" });
    expect(committeeMove("agendada", "cancel")).toEqual({ next: "cancelada" });
    expect(committeeMove("agendada", "edit")).toEqual({ next: "agendada" });
    for (const [status, move] of [
      ["agendada", "approve"],
      ["proposta", "verdict"],
      ["realizada", "cancel"],
      ["cancelada", "edit"],
      ["realizada", "verdict"],
    ] as const) {
      const moved = committeeMove(status, move);
      expect("refusal" in moved && moved.refusal.rule).toBe("committee_state");
    }
    const moved = committeeMove("cancelada", "approve");
    expect("refusal" in moved && said(moved.refusal)?.en).toBe("Not possible: the committee is cancelled.");
  });

  it("records a verdict only when agendada, from the committee's date on", () => {
    expect(verdictRefusal({ status: "proposta", date: "2026-05-01", today: "2026-05-02" })?.rule).toBe(
      "committee_state",
    );
    expect(said(verdictRefusal({ status: "agendada", date: "2026-05-01", today: "2026-04-30" }))?.pt).toBe(
      "A sessão é em 01/05/26: o resultado se registra a partir desse dia.",
    );
    expect(verdictRefusal({ status: "agendada", date: "2026-05-01", today: "2026-05-01" })).toBeNull();
  });

  it("wants the corrections deadline after the date and participants among the members", () => {
    const committee = { date: "2026-05-01", memberIds: [1, 2, 3] };
    expect(verdictFieldErrors({ correctionsDeadline: "2026-05-01" }, committee)).toEqual({
      correctionsDeadline: "corrections_deadline_after_date",
    });
    expect(verdictFieldErrors({ correctionsDeadline: "2026-05-02", participants: [1, 4] }, committee)).toEqual({
      participants: "participant_unknown",
    });
    expect(verdictFieldErrors({ participants: [1, 2] }, committee)).toEqual({});
  });

  it("takes the president and titulares as participants by default", () => {
    expect(
      defaultParticipants([
        { id: 1, role: "presidente" },
        { id: 2, role: "titular" },
        { id: 3, role: "suplente" },
        { id: 4, role: "titular" },
      ]),
    ).toEqual([1, 2, 4]);
  });

  it("fills the open milestone of the kind, else adds one; aprovado for both passing verdicts", () => {
    const open = [
      { kind: "qualificacao" as const, date: "2025-06-01", result: "aprovado" as const },
      { kind: "defesa" as const, date: "2026-09-01", result: null },
    ];
    expect(
      milestonesAfterVerdict(open, { kind: "defesa", date: "2026-08-20", verdict: "aprovado_com_correcoes" }),
    ).toEqual([open[0], { kind: "defesa", date: "2026-08-20", result: "aprovado" }]);
    expect(
      milestonesAfterVerdict(open.slice(0, 1), { kind: "qualificacao", date: "2025-12-01", verdict: "reprovado" }),
    ).toEqual([open[0], { kind: "qualificacao", date: "2025-12-01", result: "reprovado" }]);
  });
});

describe("final version and participation (rules 17, 19)", () => {
  it("allows a deposit only after a passed defence, never once egresso", () => {
    const passed = {
      kind: "defesa" as const,
      status: "realizada" as const,
      verdict: "aprovado" as const,
      studentStatus: "ativo" as const,
    };
    expect(depositRefusal(passed)).toBeNull();
    expect(depositRefusal({ ...passed, verdict: "aprovado_com_correcoes" })).toBeNull();
    expect(depositRefusal({ ...passed, verdict: "reprovado" })?.rule).toBe("deposit_not_allowed");
    expect(depositRefusal({ ...passed, kind: "qualificacao" })?.rule).toBe("deposit_not_allowed");
    expect(depositRefusal({ ...passed, status: "agendada", verdict: null })?.rule).toBe("deposit_not_allowed");
    expect(depositRefusal({ ...passed, studentStatus: "egresso" })?.rule).toBe("record_closed");
  });

  it("issues a participation only for a held committee and a member who took part (not_eligible with why)", () => {
    expect(participationRefusal({ status: "realizada", participated: true, member: "Ana" })).toBeNull();
    expect(said(participationRefusal({ status: "agendada", participated: null, member: "Ana" }))).toEqual({
      rule: "not_eligible",
      pt: "A banca ainda não foi realizada.",
      en: "The committee has not been held yet.",
    });
    expect(said(participationRefusal({ status: "realizada", participated: false, member: "Ana" }))?.pt).toBe(
      "Ana não participou da banca.",
    );
  });
});
