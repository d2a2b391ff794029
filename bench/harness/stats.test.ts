import { describe, expect, it } from "vitest";
import { median, ratioInterval, verdict } from "./stats.ts";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, in any order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("ratioInterval", () => {
  const project = [126, 142, 149, 150, 150, 158, 160, 180, 189, 200];
  const baseline = [117, 127, 137, 137, 141, 150, 150, 153, 181, 182];

  it("holds the ratio of the medians and is the same for the same samples", () => {
    const ratio = median(project) / median(baseline);
    const interval = ratioInterval(project, baseline);
    expect(interval.low).toBeLessThan(ratio);
    expect(interval.high).toBeGreaterThan(ratio);
    expect(ratioInterval(project, baseline)).toEqual(interval);
  });

  it("is narrow for samples that do not spread and wide for ones that do", () => {
    const steady = ratioInterval([120, 120, 121, 121, 122], [100, 100, 101, 101, 102]);
    expect(steady.low).toBeGreaterThan(1.15);
    expect(steady.high).toBeLessThan(1.25);
    const spread = ratioInterval([80, 100, 120, 160, 200], [80, 100, 120, 160, 200]);
    expect(spread.high - spread.low).toBeGreaterThan(0.5);
  });

  it("has no bounds without samples", () => {
    expect(ratioInterval([], [1]).low).toBeNaN();
    expect(ratioInterval([1], []).high).toBeNaN();
  });
});

describe("verdict", () => {
  it("decides only when the whole interval is on one side of the goal", () => {
    expect(verdict(1.0, { low: 0.9, high: 1.1 }, 1.2)).toBe("1.00× (90 % interval 0.90–1.10) meets");
    expect(verdict(1.5, { low: 1.3, high: 1.7 }, 1.2)).toBe("1.50× (90 % interval 1.30–1.70) MISSES");
    expect(verdict(1.1, { low: 0.95, high: 1.3 }, 1.2)).toBe(
      "1.10× (90 % interval 0.95–1.30) at the line, not decided by this run (median within 1.2×)",
    );
    expect(verdict(1.25, { low: 1.1, high: 1.4 }, 1.2)).toBe(
      "1.25× (90 % interval 1.10–1.40) at the line, not decided by this run (median over 1.2×)",
    );
  });
});
