import { describe, expect, it } from "vitest";
import { say } from "./refusal.ts";
import {
  filingRefusal,
  grantedMonths,
  initialRequestStatus,
  limitRefusal,
  requestMove,
  type FilingFacts,
  type OtherRequest,
} from "./request-rules.ts";
import { REQUEST_STATUSES, decisionInputSchema, requestInputSchema } from "./requerimentos.ts";
import { refusedBy, type RuleRefusal } from "./rule-refusal.ts";

const QUAL = { pt: "Exame de qualificação", en: "Qualifying exam" };
const phases = [
  { code: "proficiencia", name: { pt: "Proficiência", en: "Proficiency" }, completedOn: "2025-05-01" },
  { code: "qualificacao", name: QUAL, completedOn: null },
  { code: "defesa", name: { pt: "Defesa", en: "Defence" }, completedOn: null },
];

function facts(over: Partial<FilingFacts> & { request: FilingFacts["request"] }): FilingFacts {
  return {
    today: "2026-04-10",
    studentStatus: "ativo",
    phases,
    others: [],
    extensionMaxMonths: 12,
    holdMaxMonths: 12,
    ...over,
  };
}

const extension = (months: number, codes: string[]) => ({
  type: "prorrogacao" as const,
  months,
  phases: codes,
  startDate: null,
});
const hold = (months: number, startDate: string) => ({ type: "trancamento" as const, months, phases: [], startDate });
const other = (over: Partial<OtherRequest> & Pick<OtherRequest, "id" | "type" | "status">): OtherRequest => ({
  months: 3,
  grantedMonths: null,
  phases: [],
  startDate: null,
  ...over,
});

/** The refusal's rule and its message in both languages, as the API would say it. */
const said = (refusal: RuleRefusal | null) => {
  if (!refusal) return null;
  const refused = refusedBy(refusal);
  return { rule: refused.rule, pt: say(refused.text, "pt"), en: say(refused.text, "en") };
};

describe("request states (programme-year rule 7)", () => {
  it("starts with the advisor's opinion, or with the office when there is no main advisor", () => {
    expect(initialRequestStatus(true)).toBe("aguardando_orientador");
    expect(initialRequestStatus(false)).toBe("aguardando_secretaria");
  });

  it("moves opinion → office → decision, cancels while open, and never moves a final status", () => {
    expect(requestMove("aguardando_orientador", "opinion")).toEqual({ next: "aguardando_secretaria" });
    expect(requestMove("aguardando_secretaria", "decide", "deferido")).toEqual({ next: "deferido" });
    expect(requestMove("aguardando_secretaria", "decide", "indeferido")).toEqual({ next: "indeferido" });
    expect(requestMove("aguardando_orientador", "cancel")).toEqual({ next: "cancelado" });
    expect(requestMove("aguardando_secretaria", "cancel")).toEqual({ next: "cancelado" });
    expect(requestMove("aguardando_secretaria", "attach")).toEqual({ next: "aguardando_secretaria" });
    for (const status of ["deferido", "indeferido", "cancelado"] as const)
      for (const move of ["opinion", "decide", "cancel", "attach"] as const) {
        const moved = requestMove(status, move);
        expect("refusal" in moved && moved.refusal.rule).toBe("request_state");
      }
  });

  it("refuses a decision before the opinion with opinion_pending, a second opinion with request_state", () => {
    const early = requestMove("aguardando_orientador", "decide");
    expect("refusal" in early && said(early.refusal)?.rule).toBe("opinion_pending");
    const twice = requestMove("aguardando_secretaria", "opinion");
    expect("refusal" in twice && said(twice.refusal)).toEqual({
      rule: "request_state",
      pt: "Não é possível: o requerimento está aguardando a decisão da secretaria.",
      en: "Not possible: the request is awaiting the office's decision.",
    });
  });

  it("has every status covered", () => {
    for (const status of REQUEST_STATUSES) expect(requestMove(status, "cancel")).toBeDefined();
  });

  it("grants at most the months asked for, all by default", () => {
    expect(grantedMonths(6, undefined)).toBe(6);
    expect(grantedMonths(6, 4)).toBe(4);
    expect(grantedMonths(6, 7)).toBe("too_many");
  });
});

describe("filing checks in the spec's order (rules 5–6)", () => {
  it("lets an ativo or trancado student file; anyone else is not_active in the request's words", () => {
    expect(filingRefusal(facts({ request: extension(3, ["qualificacao"]), studentStatus: "trancado" }))).toBeNull();
    const refusal = filingRefusal(facts({ request: extension(3, ["qualificacao"]), studentStatus: "inativo" }));
    expect(said(refusal)).toEqual({
      rule: "not_active",
      pt: "Apenas discentes ativos ou com matrícula trancada podem fazer requerimentos (situação atual: inativo).",
      en: "Only active students or students on hold may file requests (current status: inativo).",
    });
  });

  it("refuses an unknown phase, then a completed one", () => {
    expect(filingRefusal(facts({ request: extension(3, ["tese"]) }))?.rule).toBe("phase_unknown");
    expect(said(filingRefusal(facts({ request: extension(3, ["proficiencia"]) })))).toMatchObject({
      rule: "phase_completed",
      pt: "A fase Proficiência já foi concluída em 01/05/25.",
      en: "The phase Proficiency was already completed on 05/01/25.",
    });
  });

  it("refuses a hold starting before today, not one starting today", () => {
    expect(filingRefusal(facts({ request: hold(3, "2026-04-09") }))?.rule).toBe("date_in_past");
    expect(filingRefusal(facts({ request: hold(3, "2026-04-10") }))).toBeNull();
  });

  it("refuses a phase already in an open prorrogação; a decided one does not count", () => {
    const open = other({ id: 1, type: "prorrogacao", status: "aguardando_orientador", phases: ["qualificacao"] });
    const refusal = filingRefusal(facts({ request: extension(2, ["defesa", "qualificacao"]), others: [open] }));
    expect(said(refusal)?.pt).toBe("Já existe um requerimento de prorrogação em aberto para Exame de qualificação.");
    const refused = other({ id: 1, type: "prorrogacao", status: "indeferido", phases: ["qualificacao"] });
    expect(filingRefusal(facts({ request: extension(2, ["qualificacao"]), others: [refused] }))).toBeNull();
  });

  it("checks in order: a past start is named before the limits", () => {
    const past = filingRefusal(facts({ request: { ...hold(30, "2020-01-01") } }));
    expect(past?.rule).toBe("date_in_past");
  });
});

describe("limits (rule 6, again at the decision)", () => {
  it("keeps each phase's granted months + this request within extensionMaxMonths, naming what is left", () => {
    const granted = other({
      id: 1,
      type: "prorrogacao",
      status: "deferido",
      months: 6,
      grantedMonths: 4,
      phases: ["qualificacao"],
    });
    const ok = limitRefusal({
      request: extension(8, ["qualificacao"]),
      others: [granted],
      phaseNames: new Map([["qualificacao", QUAL]]),
      extensionMaxMonths: 12,
      holdMaxMonths: 12,
    });
    expect(ok).toBeNull();
    const over = limitRefusal({
      request: extension(9, ["qualificacao"]),
      others: [granted],
      phaseNames: new Map([["qualificacao", QUAL]]),
      extensionMaxMonths: 12,
      holdMaxMonths: 12,
    });
    expect(said(over)).toEqual({
      rule: "extension_limit",
      pt: "A fase Exame de qualificação pode ser prorrogada por no máximo 12 meses; restam 8.",
      en: "The phase Qualifying exam may be extended by at most 12 months; 8 left.",
    });
  });

  it("counts deferido and open holds (granted months for deferido) toward holdMaxMonths", () => {
    const others = [
      other({ id: 1, type: "trancamento", status: "deferido", months: 6, grantedMonths: 4, startDate: "2025-01-01" }),
      other({ id: 2, type: "trancamento", status: "aguardando_secretaria", months: 3, startDate: "2026-01-01" }),
      other({ id: 3, type: "trancamento", status: "indeferido", months: 12, startDate: "2026-06-01" }),
    ];
    const base = { others, phaseNames: new Map(), extensionMaxMonths: 12, holdMaxMonths: 12 };
    expect(limitRefusal({ ...base, request: hold(5, "2027-01-01") })).toBeNull();
    expect(said(limitRefusal({ ...base, request: hold(6, "2027-01-01") }))).toEqual({
      rule: "hold_limit",
      pt: "O trancamento soma no máximo 12 meses; restam 5.",
      en: "Holds add up to at most 12 months; 5 left.",
    });
  });

  it("refuses a hold overlapping a deferido or open one, both ends included; a refused one does not count", () => {
    const others = [
      other({ id: 1, type: "trancamento", status: "deferido", months: 3, grantedMonths: 2, startDate: "2026-06-01" }),
      other({ id: 3, type: "trancamento", status: "cancelado", months: 3, startDate: "2026-09-01" }),
    ];
    const base = { others, phaseNames: new Map(), extensionMaxMonths: 12, holdMaxMonths: 24 };
    // Granted 2 months: the hold runs 2026-06-01 to 2026-07-31.
    expect(said(limitRefusal({ ...base, request: hold(1, "2026-07-31") }))).toEqual({
      rule: "hold_overlap",
      pt: "O período se sobrepõe a outro trancamento (01/06/26 a 31/07/26).",
      en: "The period overlaps another hold (06/01/26 to 07/31/26).",
    });
    expect(limitRefusal({ ...base, request: hold(2, "2026-08-01") })).toBeNull();
    expect(limitRefusal({ ...base, request: hold(2, "2026-04-01") })).toBeNull();
    expect(limitRefusal({ ...base, request: hold(3, "2026-04-01") })?.rule).toBe("hold_overlap");
  });

  it("leaves the request itself out when checked again at its decision", () => {
    const self = other({
      id: 9,
      type: "trancamento",
      status: "aguardando_secretaria",
      months: 12,
      startDate: "2026-05-01",
    });
    const decided = limitRefusal({
      request: { id: 9, ...hold(12, "2026-05-01") },
      others: [self],
      phaseNames: new Map(),
      extensionMaxMonths: 12,
      holdMaxMonths: 12,
    });
    expect(decided).toBeNull();
  });
});

describe("request bodies", () => {
  const base = { justification: "Coleta de dados atrasada pela greve." };

  it("takes a prorrogação with phases and no start, a trancamento with a start and no phases", () => {
    expect(
      requestInputSchema.parse({ ...base, type: "prorrogacao", months: 3, phases: ["qualificacao"] }),
    ).toMatchObject({
      phases: ["qualificacao"],
    });
    expect(
      requestInputSchema.parse({ ...base, type: "trancamento", months: 3, startDate: "2026-05-01" }),
    ).toMatchObject({
      phases: [],
    });
  });

  it("refuses the wrong fields for the type, months out of 1–24, a short justification", () => {
    const messages = (body: unknown) =>
      requestInputSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...base, type: "prorrogacao", months: 3 })).toContain("request_phases_required");
    expect(
      messages({ ...base, type: "prorrogacao", months: 3, phases: ["defesa"], startDate: "2026-05-01" }),
    ).toContain("request_start_not_allowed");
    expect(messages({ ...base, type: "trancamento", months: 3 })).toContain("request_start_required");
    expect(
      messages({ ...base, type: "trancamento", months: 3, startDate: "2026-05-01", phases: ["defesa"] }),
    ).toContain("request_phases_not_allowed");
    expect(messages({ ...base, type: "prorrogacao", months: 3, phases: ["defesa", "defesa"] })).toContain(
      "duplicate_phase",
    );
    expect(
      requestInputSchema.safeParse({ ...base, type: "trancamento", months: 25, startDate: "2026-05-01" }).success,
    ).toBe(false);
    expect(
      requestInputSchema.safeParse({ ...base, type: "trancamento", months: 0, startDate: "2026-05-01" }).success,
    ).toBe(false);
    expect(
      requestInputSchema.safeParse({ type: "trancamento", months: 1, startDate: "2026-05-01", justification: "curta" })
        .success,
    ).toBe(false);
  });

  it("needs a reason to refuse and takes months only to grant", () => {
    expect(decisionInputSchema.safeParse({ decision: "deferido" }).success).toBe(true);
    expect(decisionInputSchema.safeParse({ decision: "deferido", months: 2 }).success).toBe(true);
    expect(decisionInputSchema.safeParse({ decision: "indeferido" }).error?.issues[0]?.message).toBe("reason_required");
    expect(decisionInputSchema.safeParse({ decision: "indeferido", reason: "Fora do prazo", months: 2 }).success).toBe(
      false,
    );
  });
});
