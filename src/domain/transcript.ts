import type { Concept } from "./settings.ts";

/**
 * Results, credits and the CR (coeficiente de rendimento), PRODUCT §7 — one function for the
 * transcript, the declarations and the enrolment rules (prerequisites, already passed), with the
 * concept table as the office set it:
 * - a grade counts only once final; below the attendance minimum the attempt fails with weight 0
 *   whatever the concept;
 * - credits earned: attempts that pass (concept passes, attendance reached) with a concept that
 *   gives credit, transfers included;
 * - CR: every final attempt whose concept counts in the CR, failed ones included, weighted by
 *   credits; two decimals, half up; null ("—") when there is none.
 */
export type Attempt = {
  credits: number;
  concept: string;
  /** Whole percentage; transfers have none. */
  attendance: number | null;
  final: boolean;
};

export type AttemptResult = "aprovado" | "reprovado" | "em_curso";

export function conceptTable(concepts: readonly Concept[]): ReadonlyMap<string, Concept> {
  return new Map(concepts.map((concept) => [concept.concept, concept]));
}

/** Passed, failed, or not final yet (then it counts for nothing). */
export function attemptResult(
  attempt: Attempt,
  concepts: ReadonlyMap<string, Concept>,
  attendanceMinimum: number,
): AttemptResult {
  if (!attempt.final) return "em_curso";
  const concept = concepts.get(attempt.concept);
  if (!concept) return "reprovado";
  if (attempt.attendance !== null && attempt.attendance < attendanceMinimum) return "reprovado";
  return concept.passes ? "aprovado" : "reprovado";
}

export type Totals = { creditsEarned: number; cr: number | null };

/** Credits earned and the CR over a student's attempts and transfers. */
export function transcriptTotals(
  attempts: readonly Attempt[],
  concepts: ReadonlyMap<string, Concept>,
  attendanceMinimum: number,
): Totals {
  let creditsEarned = 0;
  // Weighted sum in hundredths of a point (weights have at most two decimals), so no float drift.
  let points = 0;
  let weighedCredits = 0;
  for (const attempt of attempts) {
    const result = attemptResult(attempt, concepts, attendanceMinimum);
    if (result === "em_curso") continue;
    const concept = concepts.get(attempt.concept);
    if (!concept) continue;
    if (result === "aprovado" && concept.givesCredit) creditsEarned += attempt.credits;
    if (concept.countsInCr) {
      const weight = result === "reprovado" && concept.passes ? 0 : concept.weight;
      points += Math.round(weight * 100) * attempt.credits;
      weighedCredits += attempt.credits;
    }
  }
  return { creditsEarned, cr: weighedCredits === 0 ? null : roundHalfUp(points, weighedCredits) };
}

/** `points / credits` (points in hundredths) as a number with two decimals, half up. */
function roundHalfUp(points: number, credits: number): number {
  return Math.floor((2 * points + credits) / (2 * credits)) / 100;
}

/** The CR as people read it: `2,29` in Portuguese, `2.29` in English, "—" when there is none. */
export function formatCr(cr: number | null, locale: "pt" | "en"): string {
  if (cr === null) return "—";
  const text = cr.toFixed(2);
  return locale === "pt" ? text.replace(".", ",") : text;
}
