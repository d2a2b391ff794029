import { describe, expect, it } from "vitest";
import { dayIn, dayRangeInstants, nextDay, startOfDayIn } from "./zoned-days.ts";

describe("days of the institution's calendar as instants", () => {
  it("starts a day at its midnight in the zone", () => {
    expect(startOfDayIn("2026-08-01", "America/Sao_Paulo").toISOString()).toBe("2026-08-01T03:00:00.000Z");
    expect(startOfDayIn("2026-08-01", "UTC").toISOString()).toBe("2026-08-01T00:00:00.000Z");
    expect(startOfDayIn("2026-08-01", "Asia/Tokyo").toISOString()).toBe("2026-07-31T15:00:00.000Z");
    // Summer time: Berlin is UTC+2 in July, UTC+1 in January.
    expect(startOfDayIn("2026-07-10", "Europe/Berlin").toISOString()).toBe("2026-07-09T22:00:00.000Z");
    expect(startOfDayIn("2026-01-10", "Europe/Berlin").toISOString()).toBe("2026-01-09T23:00:00.000Z");
  });

  it("starts a day whose midnight a clock change skipped at its first real moment", () => {
    // Brazil's summer time began at 00:00 on 2018-11-04: that day began at 01:00 (UTC−2).
    expect(startOfDayIn("2018-11-04", "America/Sao_Paulo").toISOString()).toBe("2018-11-04T03:00:00.000Z");
    // It ended when the 17th was due (clocks went back to 23:00 of the 16th, which happened
    // twice): the 17th began at 00:00 UTC−3, not at the first 23:00.
    expect(startOfDayIn("2019-02-17", "America/Sao_Paulo").toISOString()).toBe("2019-02-17T03:00:00.000Z");
    expect(startOfDayIn("2019-02-16", "America/Sao_Paulo").toISOString()).toBe("2019-02-16T02:00:00.000Z");
  });

  it("reads the day an instant falls on there", () => {
    expect(dayIn(new Date("2026-08-01T02:59:59Z"), "America/Sao_Paulo")).toBe("2026-07-31");
    expect(dayIn(new Date("2026-08-01T03:00:00Z"), "America/Sao_Paulo")).toBe("2026-08-01");
  });

  it("turns an inclusive day range into a half-open interval", () => {
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    const range = dayRangeInstants({ from: "2026-08-01", to: "2026-08-15" }, "America/Sao_Paulo");
    expect(range.from?.toISOString()).toBe("2026-08-01T03:00:00.000Z");
    expect(range.until?.toISOString()).toBe("2026-08-16T03:00:00.000Z");
    expect(dayRangeInstants({}, "UTC")).toEqual({});
  });
});
