import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, daysInMonth, rangesOverlap } from "./calendar-days.ts";

describe("addMonths (programme-year rule 1)", () => {
  it("keeps the day of the month, clamped to the month's last day (the spec's examples)", () => {
    expect(addMonths("2024-08-31", 18)).toBe("2026-02-28");
    expect(addMonths("2024-01-15", 1)).toBe("2024-02-15");
  });

  it("clamps to 29 February in a leap year and 28 in another", () => {
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2024-02-29", 48)).toBe("2028-02-29");
  });

  it("clamps to the 30th in 30-day months and crosses years both ways", () => {
    expect(addMonths("2025-03-31", 1)).toBe("2025-04-30");
    expect(addMonths("2025-11-30", 3)).toBe("2026-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -13)).toBe("2024-12-15");
    expect(addMonths("2026-05-10", 0)).toBe("2026-05-10");
  });

  it("is one addition, not a chain: a chain loses the month's end", () => {
    const chained = addMonths(addMonths("2024-01-31", 1), 1);
    expect(chained).toBe("2024-03-29");
    expect(addMonths("2024-01-31", 2)).toBe("2024-03-31");
  });

  it("refuses what is not a whole number of months or a calendar day", () => {
    expect(() => addMonths("2024-01-31", 1.5)).toThrow(RangeError);
    expect(() => addMonths("31/01/2024", 1)).toThrow(RangeError);
  });
});

describe("addDays, daysBetween, daysInMonth, rangesOverlap", () => {
  it("moves across month and year ends and leap days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-01-01", 60)).toBe("2026-03-02");
  });

  it("counts whole days, negative backwards, unaffected by clock changes", () => {
    expect(daysBetween("2026-01-01", "2026-03-02")).toBe(60);
    expect(daysBetween("2026-03-02", "2026-01-01")).toBe(-60);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
  });

  it("knows each month's length", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("sees two ranges overlap when they share a day, both ends included", () => {
    const hold = { start: "2026-03-01", end: "2026-08-31" };
    expect(rangesOverlap(hold, { start: "2026-08-31", end: "2026-12-31" })).toBe(true);
    expect(rangesOverlap(hold, { start: "2026-09-01", end: "2026-12-31" })).toBe(false);
    expect(rangesOverlap(hold, { start: "2025-01-01", end: "2026-02-28" })).toBe(false);
    expect(rangesOverlap(hold, { start: "2026-04-01", end: "2026-04-30" })).toBe(true);
  });
});
