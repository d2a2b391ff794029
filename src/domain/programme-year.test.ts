import { describe, expect, it } from "vitest";
import { ataTitle, participationStatement, statementDate } from "./banca-texts.ts";
import { committeeInputSchema, memberDocumentSchema, memberInputSchema, verdictInputSchema } from "./bancas.ts";
import { cpfCheckDigits, formatCpf, normalizeCountry, normalizeCpf, normalizePassport } from "./brazilian-documents.ts";
import { dismissalInputSchema, dismissalRefusal, statusAfterDismissal, type DismissalFacts } from "./desligamento.ts";
import { MESSAGES } from "./messages.ts";
import { DEFAULT_PHASES, phaseCodeSchema, phaseInputSchema } from "./phases.ts";

/** The spec's list of 422 keys (programme-year §3), word for word. */
const RULE_KEYS = `not_active phase_unknown phase_completed date_in_past request_open extension_limit hold_limit
hold_overlap opinion_pending request_state no_advisor committee_open member_unknown member_duplicate member_degree
committee_too_small committee_external_missing committee_state session_not_held deposit_not_allowed record_closed
already_dismissed not_a_student date_in_future defence_not_passed final_version_missing not_eligible`.split(/\s+/);

describe("the spec's 422 keys", () => {
  it("each has a message in both languages", () => {
    expect(RULE_KEYS).toHaveLength(27);
    for (const key of RULE_KEYS) {
      expect(MESSAGES, key).toHaveProperty(key);
      const text = MESSAGES[key as keyof typeof MESSAGES];
      expect(text.pt.length * text.en.length, key).toBeGreaterThan(0);
    }
  });
});

describe("the phase table", () => {
  it("starts with the spec's table: master's 12/18/24 in both programmes, academic doctorate 12/24/48", () => {
    const months = (programme: string, degree: string) =>
      DEFAULT_PHASES.filter((p) => p.programme === programme && p.degree === degree).map((p) => [p.code, p.months]);
    expect(months("academico", "mestrado")).toEqual([
      ["proficiencia", 12],
      ["qualificacao", 18],
      ["defesa", 24],
    ]);
    expect(months("profissional", "mestrado")).toEqual([
      ["proficiencia", 12],
      ["qualificacao", 18],
      ["defesa", 24],
    ]);
    expect(months("academico", "doutorado")).toEqual([
      ["proficiencia", 12],
      ["qualificacao", 24],
      ["defesa", 48],
    ]);
    expect(months("profissional", "doutorado")).toEqual([]);
    expect(DEFAULT_PHASES.filter((p) => p.milestone !== null).every((p) => p.milestone === p.code)).toBe(true);
  });

  it("takes codes of 2–32 lowercase letters, digits and underscores, never versao_final", () => {
    expect(phaseCodeSchema.safeParse("estagio_docencia").success).toBe(true);
    expect(phaseCodeSchema.safeParse("a").success).toBe(false);
    expect(phaseCodeSchema.safeParse("1fase").success).toBe(false);
    expect(phaseCodeSchema.safeParse("Fase").success).toBe(false);
    expect(phaseCodeSchema.safeParse("versao_final").error?.issues[0]?.message).toBe("phase_code_reserved");
    const phase = {
      code: "estagio",
      programme: "academico",
      degree: "doutorado",
      name: { pt: "Estágio", en: "Internship" },
    };
    expect(phaseInputSchema.safeParse({ ...phase, months: 121 }).success).toBe(false);
    expect(phaseInputSchema.parse({ ...phase, months: 30 })).toMatchObject({ milestone: null, active: true });
  });
});

describe("identity documents (rule 12)", () => {
  it("checks a CPF's two digits, with or without dots and dash, and refuses repeated digits", () => {
    expect(cpfCheckDigits("529982247")).toBe("25");
    expect(normalizeCpf("529.982.247-25")).toBe("52998224725");
    expect(normalizeCpf("52998224725")).toBe("52998224725");
    expect(normalizeCpf("529.982.247-24")).toBeNull();
    expect(normalizeCpf("111.111.111-11")).toBeNull();
    expect(normalizeCpf("529 982 247 25")).toBeNull();
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
  });

  it("takes passports of 5–20 letters or digits with an ISO country", () => {
    expect(normalizePassport(" ab12345 ")).toBe("AB12345");
    expect(normalizePassport("AB12")).toBeNull();
    expect(normalizePassport("AB-12345")).toBeNull();
    expect(normalizeCountry("pt")).toBe("PT");
    expect(normalizeCountry("XX")).toBeNull();
    expect(memberDocumentSchema.parse({ kind: "passaporte", number: "c1234567", country: "de" })).toEqual({
      kind: "passaporte",
      number: "C1234567",
      country: "DE",
    });
    const issues = (document: unknown) =>
      memberDocumentSchema.safeParse(document).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ kind: "passaporte", number: "C1234567" })).toEqual(["country_required"]);
    expect(issues({ kind: "passaporte", number: "C1234567", country: "ZZ" })).toEqual(["country_invalid"]);
    expect(issues({ kind: "cpf", number: "123.456.789-00" })).toEqual(["cpf_invalid"]);
  });
});

describe("committee bodies (rules 11–15)", () => {
  const external = {
    name: "John Smith",
    email: "john@uni.example",
    institution: "University of Example",
    highestDegree: "doutorado",
    document: { kind: "passaporte", number: "X1234567", country: "GB" },
    role: "titular",
  };

  it("tells internal and external members apart and defaults an external's locale by its document", () => {
    expect(memberInputSchema.parse({ idcbpf: "prof.b", role: "suplente" })).toEqual({
      external: false,
      idcbpf: "prof.b",
      role: "suplente",
    });
    expect(memberInputSchema.parse(external)).toMatchObject({ external: true, locale: "en" });
    const brazilian = { ...external, document: { kind: "cpf", number: "529.982.247-25" } };
    expect(memberInputSchema.parse(brazilian)).toMatchObject({ locale: "pt", document: { number: "52998224725" } });
  });

  it("refuses a listed presidente, an external without its fields, and external fields on an internal", () => {
    const issues = (member: unknown) =>
      memberInputSchema.safeParse(member).error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ??
      [];
    expect(issues({ idcbpf: "prof.b", role: "presidente" })).toEqual(["role:member_role_presidente"]);
    expect(issues({ name: "X", role: "titular" })).toContain("document:field_required");
    expect(issues({ idcbpf: "prof.b", role: "titular", institution: "Y" })).toEqual(["institution:field_not_allowed"]);
  });

  it("needs a place or an https link", () => {
    const committee = {
      student: "aluno.a",
      kind: "defesa",
      title: "Sobre ímãs",
      language: "pt",
      date: "2026-09-01",
      time: "14:00",
      members: [],
    };
    expect(committeeInputSchema.safeParse(committee).error?.issues[0]?.message).toBe("place_or_link_required");
    expect(committeeInputSchema.safeParse({ ...committee, remoteLink: "http://meet.example/x" }).success).toBe(false);
    expect(committeeInputSchema.safeParse({ ...committee, remoteLink: "https://meet.example/x" }).success).toBe(true);
    expect(committeeInputSchema.safeParse({ ...committee, place: "Auditório", time: "24:00" }).success).toBe(false);
  });

  it("wants a corrections deadline exactly with aprovado_com_correcoes", () => {
    expect(verdictInputSchema.safeParse({ verdict: "aprovado_com_correcoes" }).error?.issues[0]?.message).toBe(
      "corrections_deadline_required",
    );
    expect(verdictInputSchema.safeParse({ verdict: "aprovado", correctionsDeadline: "2026-10-01" }).success).toBe(
      false,
    );
    expect(verdictInputSchema.safeParse({ verdict: "reprovado", participants: [1, 1] }).success).toBe(false);
    expect(
      verdictInputSchema.safeParse({ verdict: "aprovado_com_correcoes", correctionsDeadline: "2026-10-01" }).success,
    ).toBe(true);
  });
});

describe("the committee's documents (rules 16–17)", () => {
  it("writes the participation statement word for word in both languages", () => {
    expect(
      participationStatement({
        member: "Maria Souza",
        role: "titular",
        kind: "defesa",
        degree: "mestrado",
        student: "João Silva",
        title: "Ímãs moleculares",
        date: "2026-02-09",
      }),
    ).toEqual({
      pt: "Declaramos que Maria Souza participou como membro titular da banca de defesa de dissertação de mestrado de João Silva, intitulada “Ímãs moleculares”, realizada em 09/02/2026.",
      en: "We certify that Maria Souza took part as full member in the master's dissertation defence committee of João Silva, entitled “Ímãs moleculares”, held on February 9, 2026.",
    });
    expect(
      participationStatement({
        member: "John Smith",
        role: "presidente",
        kind: "qualificacao",
        degree: "doutorado",
        student: "Ana",
        title: "T",
        date: "2026-12-31",
      }).en,
    ).toBe(
      "We certify that John Smith took part as chair in the qualifying exam committee of Ana, entitled “T”, held on December 31, 2026.",
    );
  });

  it("titles the ata by kind and degree, and writes dates as each language does", () => {
    expect(ataTitle("defesa", "mestrado").pt).toBe("Ata de defesa de dissertação de mestrado");
    expect(ataTitle("defesa", "doutorado").pt).toBe("Ata de defesa de tese de doutorado");
    expect(ataTitle("qualificacao", "mestrado").pt).toBe("Ata de exame de qualificação");
    expect(statementDate("2026-01-05", "pt")).toBe("05/01/2026");
    expect(statementDate("2026-01-05", "en")).toBe("January 5, 2026");
  });
});

describe("dismissal (rule 24)", () => {
  const facts: DismissalFacts = {
    today: "2026-05-10",
    student: { level: "Discente", status: "ativo", idcbpf: "aluno.a" },
    reason: "abandono",
    date: "2026-05-10",
    defencePassed: false,
    finalVersion: false,
  };

  it("makes egresso on conclusao, inativo otherwise", () => {
    expect(statusAfterDismissal("conclusao")).toBe("egresso");
    expect(statusAfterDismissal("prazo_esgotado")).toBe("inativo");
  });

  it("checks in order: not_a_student, already_dismissed, date_in_future, defence_not_passed, final_version_missing", () => {
    expect(dismissalRefusal(facts)).toBeNull();
    expect(dismissalRefusal({ ...facts, student: { ...facts.student, level: "Docente" } })?.rule).toBe("not_a_student");
    expect(dismissalRefusal({ ...facts, student: { ...facts.student, status: "egresso" } })?.rule).toBe(
      "already_dismissed",
    );
    expect(dismissalRefusal({ ...facts, student: { ...facts.student, status: "trancado" } })).toBeNull();
    expect(dismissalRefusal({ ...facts, date: "2026-05-11" })?.rule).toBe("date_in_future");
    expect(dismissalRefusal({ ...facts, reason: "conclusao" })?.rule).toBe("defence_not_passed");
    expect(dismissalRefusal({ ...facts, reason: "conclusao", defencePassed: true })?.rule).toBe(
      "final_version_missing",
    );
    expect(dismissalRefusal({ ...facts, reason: "conclusao", defencePassed: true, finalVersion: true })).toBeNull();
  });

  it("needs notes with the reason outro", () => {
    expect(dismissalInputSchema.safeParse({ reason: "outro" }).error?.issues[0]?.message).toBe(
      "dismissal_notes_required",
    );
    expect(dismissalInputSchema.safeParse({ reason: "outro", notes: "Mudou de país" }).success).toBe(true);
  });
});
