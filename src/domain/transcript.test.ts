import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { transcriptPagePath } from "./historico.ts";
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

describe("every concept of the default table", () => {
  // concept → [result, credits earned, CR] for one attempt of 4 credits at full attendance
  const expected: Record<string, [string, number, number | null]> = {
    A: ["aprovado", 4, 4],
    B: ["aprovado", 4, 3],
    C: ["aprovado", 4, 2],
    D: ["reprovado", 0, 0],
    R: ["reprovado", 0, 0],
    T: ["aprovado", 4, null],
  };
  for (const [concept, [result, creditsEarned, cr]] of Object.entries(expected))
    it(`${concept}: ${result}, ${creditsEarned} credits, CR ${String(cr)}`, () => {
      const attempt = final(concept, 4, concept === "T" ? null : 100);
      expect(attemptResult(attempt, table, 75)).toBe(result);
      expect(transcriptTotals([attempt], table, 75)).toEqual({ creditsEarned, cr });
    });

  it("fails a passing concept below the attendance minimum with weight 0, whatever the concept", () => {
    for (const concept of ["A", "B", "C"])
      expect(transcriptTotals([final(concept, 4, 74)], table, 75)).toEqual({ creditsEarned: 0, cr: 0 });
  });

  it("an unknown concept fails and counts for nothing", () => {
    expect(attemptResult(final("Z", 4), table, 75)).toBe("reprovado");
    expect(transcriptTotals([final("Z", 4)], table, 75)).toEqual({ creditsEarned: 0, cr: null });
  });

  it("a grade not final counts for nothing beside final ones (not in the CR, no credit)", () => {
    const attempts = [final("B", 4), { ...final("D", 4), final: false }, { ...final("A", 2), final: false }];
    expect(transcriptTotals(attempts, table, 75)).toEqual({ creditsEarned: 4, cr: 3 });
  });

  it("PRODUCT §7's example with a transfer and a pending grade beside it: still 2.29, transfer credits added", () => {
    const attempts = [
      final("A", 4),
      final("C", 2),
      final("D", 4),
      final("B", 4),
      final("T", 3, null),
      { ...final("A", 4), final: false },
    ];
    const totals = transcriptTotals(attempts, table, 75);
    expect(totals).toEqual({ creditsEarned: 13, cr: 2.29 });
    expect(formatCr(totals.cr, "pt")).toBe("2,29");
    expect(formatCr(totals.cr, "en")).toBe("2.29");
  });
});

describe("properties (fast-check)", () => {
  const counted = DEFAULT_CONCEPTS.filter((concept) => concept.countsInCr);
  const minWeight = Math.min(...counted.map((concept) => concept.weight));
  const maxWeight = Math.max(...counted.map((concept) => concept.weight));
  const attempt = fc.record({
    concept: fc.constantFrom(...DEFAULT_CONCEPTS.map((concept) => concept.concept)),
    credits: fc.integer({ min: 0, max: 12 }),
    attendance: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    final: fc.boolean(),
  });
  const attempts = fc.array(attempt, { maxLength: 60 });
  const minimum = fc.integer({ min: 0, max: 100 });

  it("the CR lies within the lowest and highest weight of the concepts that count", () => {
    fc.assert(
      fc.property(attempts, minimum, (list, min) => {
        const { cr } = transcriptTotals(list, table, min);
        if (cr !== null) {
          expect(cr).toBeGreaterThanOrEqual(minWeight);
          expect(cr).toBeLessThanOrEqual(maxWeight);
          expect(Math.round(cr * 100) / 100).toBe(cr);
        }
      }),
    );
  });

  it("does not depend on the order of the attempts", () => {
    fc.assert(
      fc.property(
        attempts.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        minimum,
        ([list, shuffled], min) => {
          expect(transcriptTotals(shuffled, table, min)).toEqual(transcriptTotals(list, table, min));
        },
      ),
    );
  });

  it("credits earned never exceed the final attempts' credits; adding a transfer adds exactly its credits", () => {
    fc.assert(
      fc.property(attempts, minimum, fc.integer({ min: 0, max: 12 }), (list, min, credits) => {
        const totals = transcriptTotals(list, table, min);
        const finalCredits = list.filter((a) => a.final).reduce((sum, a) => sum + a.credits, 0);
        expect(totals.creditsEarned).toBeLessThanOrEqual(finalCredits);
        const withTransfer = transcriptTotals([...list, final("T", credits, null)], table, min);
        expect(withTransfer).toEqual({ creditsEarned: totals.creditsEarned + credits, cr: totals.cr });
      }),
    );
  });

  it("attempts that are not final never change the totals", () => {
    fc.assert(
      fc.property(attempts, attempts, minimum, (list, more, min) => {
        const pending = more.map((a) => ({ ...a, final: false }));
        expect(transcriptTotals([...list, ...pending], table, min)).toEqual(transcriptTotals(list, table, min));
      }),
    );
  });
});

describe("the transcript page's address", () => {
  it("names the student in the query string", () => {
    expect(transcriptPagePath("maria.silva")).toBe("/historico?aluno=maria.silva");
  });
});
