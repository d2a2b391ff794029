import { describe, expect, it } from "vitest";
import {
  countsTowardCap,
  defencePassed,
  egressoProposed,
  guidanceInputSchema,
  guidancePatchSchema,
  nextMilestone,
  sortMilestones,
  type Milestone,
} from "./guidance.ts";

const qualified: Milestone = { kind: "qualificacao", date: "2025-06-10", result: "aprovado" };
const defended: Milestone = { kind: "defesa", date: "2026-03-02", result: "aprovado" };
const failedDefence: Milestone = { kind: "defesa", date: "2026-03-02", result: "reprovado" };
const pendingDefence: Milestone = { kind: "defesa", date: "2026-09-01", result: null };

describe("defencePassed and egressoProposed (PRODUCT §7)", () => {
  it("is true only for a defesa with result aprovado", () => {
    expect(defencePassed([])).toBe(false);
    expect(defencePassed([qualified])).toBe(false);
    expect(defencePassed([qualified, failedDefence])).toBe(false);
    expect(defencePassed([qualified, pendingDefence])).toBe(false);
    expect(defencePassed([qualified, failedDefence, defended])).toBe(true);
  });

  it("proposes egresso while the student is not egresso yet", () => {
    expect(egressoProposed([defended], "ativo")).toBe(true);
    expect(egressoProposed([defended], "trancado")).toBe(true);
    expect(egressoProposed([defended], "egresso")).toBe(false);
    expect(egressoProposed([qualified], "ativo")).toBe(false);
  });
});

describe("countsTowardCap", () => {
  it("counts ativo and trancado students only", () => {
    expect(["ativo", "trancado", "inativo", "egresso"].map(countsTowardCap)).toEqual([true, true, false, false]);
  });
});

describe("sortMilestones and nextMilestone", () => {
  it("orders by date, a qualificação before a defesa on the same day", () => {
    const sameDay: Milestone = { kind: "qualificacao", date: "2026-03-02", result: null };
    expect(sortMilestones([pendingDefence, defended, sameDay, qualified])).toEqual([
      qualified,
      sameDay,
      defended,
      pendingDefence,
    ]);
  });

  it("names the first milestone without a result", () => {
    expect(nextMilestone([])).toBeNull();
    expect(nextMilestone([qualified, defended])).toBeNull();
    expect(nextMilestone([pendingDefence, qualified])).toEqual(pendingDefence);
  });
});

describe("guidanceInputSchema", () => {
  const base = { student: "Aluna.Um", advisor: "prof.um", startDate: "2025-03-01" };

  it("accepts idcbpf strings (lower-cased) and fills the defaults", () => {
    expect(guidanceInputSchema.parse(base)).toEqual({
      student: "aluna.um",
      advisor: "prof.um",
      coAdvisors: [],
      title: "",
      startDate: "2025-03-01",
      milestones: [],
    });
  });

  it("refuses three co-advisors, a repeated one and the advisor as co-advisor", () => {
    const messages = (input: unknown) =>
      guidanceInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages({ ...base, coAdvisors: ["a.b", "c.d", "e.f"] })).toEqual([["coAdvisors", "too_many_co_advisors"]]);
    expect(messages({ ...base, coAdvisors: ["a.b", "a.b"] })).toEqual([["coAdvisors", "duplicate_co_advisor"]]);
    expect(messages({ ...base, coAdvisors: ["prof.um"] })).toEqual([["coAdvisors", "co_advisor_is_advisor"]]);
  });

  it("refuses a milestone of another kind, an impossible date or another result", () => {
    const milestone = (value: object) =>
      guidanceInputSchema.safeParse({ ...base, milestones: [{ ...qualified, ...value }] }).success;
    expect(milestone({})).toBe(true);
    expect(milestone({ kind: "banca" })).toBe(false);
    expect(milestone({ date: "2025-02-30" })).toBe(false);
    expect(milestone({ result: "adiado" })).toBe(false);
  });

  it("refuses a start date that is not a calendar day and a title over 300 characters", () => {
    expect(guidanceInputSchema.safeParse({ ...base, startDate: "01/03/2025" }).success).toBe(false);
    expect(guidanceInputSchema.safeParse({ ...base, title: "x".repeat(301) }).success).toBe(false);
  });
});

describe("guidancePatchSchema", () => {
  it("takes any subset of the fields but never the student", () => {
    expect(guidancePatchSchema.parse({})).toEqual({});
    expect(guidancePatchSchema.parse({ title: " Tese " })).toEqual({ title: "Tese" });
    expect(guidancePatchSchema.safeParse({ student: "outra" }).success).toBe(false);
  });
});
