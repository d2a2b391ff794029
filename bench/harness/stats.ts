/**
 * Figures for the offline re-open section (sections/offline.ts): medians, and how far a
 * ratio of two medians can be trusted. Ten re-opens a side on a shared 2-core machine give
 * medians that move by ±15 % from run to run with the same code; a 1.15× ratio may be 1.05× or
 * 1.30× on the next run. The bench therefore prints, beside each ratio, a bootstrap interval:
 * both samples re-drawn with replacement many times, the ratio of medians taken each time.
 */
import { seededRandom as random } from "../../src/domain/seeded-random.ts";

/** Median of numbers in any order. NaN for none. */
export function median(values: readonly number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  if (v.length === 0) return NaN;
  return v.length % 2 ? (v[mid] ?? NaN) : ((v[mid - 1] ?? NaN) + (v[mid] ?? NaN)) / 2;
}

/**
 * The central `level` (0.9 = 90 %) bootstrap percentile interval of median(a) / median(b).
 * NaN bounds when either sample is empty.
 */
export function ratioInterval(
  a: readonly number[],
  b: readonly number[],
  { level = 0.9, rounds = 4000, seed = 1 }: { level?: number; rounds?: number; seed?: number } = {},
): { low: number; high: number } {
  if (a.length === 0 || b.length === 0) return { low: NaN, high: NaN };
  const next = random(seed);
  const draw = (values: readonly number[]) =>
    median(Array.from(values, () => values[Math.floor(next() * values.length)] ?? NaN));
  const ratios = Array.from({ length: rounds }, () => draw(a) / draw(b)).sort((x, y) => x - y);
  const at = (q: number) => ratios[Math.min(rounds - 1, Math.max(0, Math.floor(q * rounds)))] ?? NaN;
  return { low: at((1 - level) / 2), high: at(1 - (1 - level) / 2) };
}

/**
 * The verdict on a goal "at most `goal`× the baseline": met or missed when the whole interval is
 * on one side of the goal, otherwise not decided by this run (the point figure is then only the
 * side it fell on this time).
 */
export function verdict(ratio: number, interval: { low: number; high: number }, goal: number): string {
  const span = `${ratio.toFixed(2)}× (90 % interval ${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`;
  if (interval.high <= goal) return `${span} meets`;
  if (interval.low > goal) return `${span} MISSES`;
  // Undecided: say which side the median is on without a word that reads as a verdict.
  return `${span} at the line, not decided by this run (median ${ratio <= goal ? "within" : "over"} ${goal}×)`;
}
