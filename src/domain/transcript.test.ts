import { describe, expect, it } from "vitest";
import { DEFAULT_CONCEPTS } from "./settings.ts";
import { attemptResult, conceptTable, formatCr, transcriptTotals, type Attempt } from "./transcript.ts";

const table = conceptTable(DEFAULT_CONCEPTS);
const final = (concept: string, credits: number, attendance: number | null = 100): Attempt => ({
  concept,
  credits,
  attendance,
  final: true,
});

describe("results", () => {
  it("passes A, B, C and T; fails D and R", () => {
    for (const concept of ["A", "B", "C", "T"]) expect(attemptResult(final(concept, 4), table, 75)).toBe("aprovado");
    for (const concept of ["D", "R"]) expect(attemptResult(final(concept, 4), table, 75)).toBe("reprovado");
  });

  it("fails below the attendance minimum whatever the concept; the minimum itself passes", () => {
    expect(attemptResult(final("A", 4, 74), table, 75)).toBe("reprovado");
    expect(attemptResult(final("A", 4, 75), table, 75)).toBe("aprovado");
  });

  it("counts a grade that is not final for nothing", () => {
    expect(attemptResult({ ...final("A", 4), final: false }, table, 75)).toBe("em_curso");
    expect(transcriptTotals([{ ...final("A", 4), final: false }], table, 75)).toEqual({ creditsEarned: 0, cr: null });
  });
});

describe("credits and CR", () => {
  it("matches PRODUCT §7's example: 10 credits, CR 2.29", () => {
    const attempts = [final("A", 4), final("C", 2), final("D", 4), final("B", 4)];
    expect(transcriptTotals(attempts, table, 75)).toEqual({ creditsEarned: 10, cr: 2.29 });
  });

  it("weighs each concept by its credits", () => {
    expect(transcriptTotals([final("A", 4)], table, 75).cr).toBe(4);
    expect(transcriptTotals([final("B", 3)], table, 75).cr).toBe(3);
    expect(transcriptTotals([final("C", 1)], table, 75).cr).toBe(2);
    expect(transcriptTotals([final("A", 2), final("R", 2)], table, 75)).toEqual({ creditsEarned: 2, cr: 2 });
  });

  it("gives transfers credit and keeps them out of the CR", () => {
    expect(transcriptTotals([final("T", 6, null)], table, 75)).toEqual({ creditsEarned: 6, cr: null });
    expect(transcriptTotals([final("T", 6, null), final("B", 4)], table, 75)).toEqual({ creditsEarned: 10, cr: 3 });
  });

  it("counts an attendance failure in the CR with weight 0 and no credit", () => {
    expect(transcriptTotals([final("A", 4, 50), final("A", 4)], table, 75)).toEqual({ creditsEarned: 4, cr: 2 });
  });

  it("keeps a failed attempt beside the later pass", () => {
    expect(transcriptTotals([final("R", 4), final("A", 4)], table, 75)).toEqual({ creditsEarned: 4, cr: 2 });
  });

  it("rounds half up to two decimals", () => {
    // (4·1 + 3·1 + 3·1) / 3 = 3.333… → 3.33; (4·1 + 3·1) / 2 = 3.5; (4·3 + 3·5) / 8 = 3.375 → 3.38
    expect(transcriptTotals([final("A", 1), final("B", 1), final("B", 1)], table, 75).cr).toBe(3.33);
    expect(transcriptTotals([final("A", 1), final("B", 1)], table, 75).cr).toBe(3.5);
    expect(transcriptTotals([final("A", 3), final("B", 5)], table, 75).cr).toBe(3.38);
  });

  it("uses the current concept table (a weight the office changed)", () => {
    const edited = conceptTable(DEFAULT_CONCEPTS.map((c) => (c.concept === "B" ? { ...c, weight: 3.5 } : c)));
    expect(transcriptTotals([final("B", 4)], edited, 75).cr).toBe(3.5);
  });

  it("prints the CR in each language", () => {
    expect(formatCr(2.29, "pt")).toBe("2,29");
    expect(formatCr(2.29, "en")).toBe("2.29");
    expect(formatCr(3, "pt")).toBe("3,00");
    expect(formatCr(null, "en")).toBe("—");
  });
});
