import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, startOfWeek, weekDays } from "./dates.ts";

describe("date formats (seed §9)", () => {
  const date = new Date("2026-03-05T15:00:00Z");
  it("is dd/mm/yy in Portuguese and mm/dd/yy in English", () => {
    expect(formatDate(date, "pt")).toBe("05/03/26");
    expect(formatDate(date, "en")).toBe("03/05/26");
  });

  it("formats a calendar day from its string exactly as formatDate does at noon UTC", () => {
    for (const day of ["2026-03-05", "2026-12-31", "2027-01-01", "2028-02-29"]) {
      const noon = new Date(`${day}T12:00:00Z`);
      expect(formatDay(day, "pt")).toBe(formatDate(noon, "pt", "UTC"));
      expect(formatDay(day, "en")).toBe(formatDate(noon, "en", "UTC"));
    }
    expect(formatDay("2026-03-05", "pt")).toBe("05/03/26");
  });

  it("uses the institution's time zone, not the device's", () => {
    const lateNight = new Date("2026-03-06T01:30:00Z"); // 22:30 on the 5th in São Paulo
    expect(formatDate(lateNight, "pt")).toBe("05/03/26");
    expect(formatDate(lateNight, "pt", "UTC")).toBe("06/03/26");
    expect(formatDateTime(lateNight, "pt")).toBe("05/03/26 22:30");
  });

  it("starts weeks on Sunday", () => {
    expect(startOfWeek("2026-11-22")).toBe("2026-11-22"); // a Sunday
    expect(startOfWeek("2026-11-28")).toBe("2026-11-22"); // the Saturday after
    expect(weekDays("2026-11-25")).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
  });
});
