import { describe, expect, it } from "vitest";
import { dayIn, dayRangeInstants, nextDay, startOfDayIn, utcOffsetAt, wallClockAt } from "./zoned-days.ts";

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

describe("a time zone's wall clock and its offset from UTC", () => {
  const HOUR = 3_600_000;
  const at = (iso: string) => Date.parse(iso);

  it("reads the wall clock there, midnight as hour 0", () => {
    expect(wallClockAt(new Date("2026-08-01T02:59:59Z"), "America/Sao_Paulo")).toEqual({
      year: 2026,
      month: 7,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(wallClockAt(at("2026-08-01T03:00:00Z"), "America/Sao_Paulo")).toMatchObject({ day: 1, hour: 0, minute: 0 });
    expect(wallClockAt(at("2026-01-01T00:00:00Z"), "UTC")).toMatchObject({ year: 2026, month: 1, day: 1, hour: 0 });
  });

  it("gives the offset in milliseconds, summer time and half hours included", () => {
    expect(utcOffsetAt(at("2026-08-01T12:00:00Z"), "America/Sao_Paulo")).toBe(-3 * HOUR);
    expect(utcOffsetAt(at("2026-08-01T12:00:00Z"), "UTC")).toBe(0);
    expect(utcOffsetAt(at("2026-07-10T12:00:00Z"), "Europe/Berlin")).toBe(2 * HOUR);
    expect(utcOffsetAt(at("2026-01-10T12:00:00Z"), "Europe/Berlin")).toBe(1 * HOUR);
    expect(utcOffsetAt(at("2026-08-01T12:00:00Z"), "Asia/Kolkata")).toBe(5.5 * HOUR);
    // Brazil's last summer time: UTC−2 until 2019-02-17 02:00 UTC, UTC−3 from then on.
    expect(utcOffsetAt(at("2019-02-17T01:59:59Z"), "America/Sao_Paulo")).toBe(-2 * HOUR);
    expect(utcOffsetAt(at("2019-02-17T02:00:00Z"), "America/Sao_Paulo")).toBe(-3 * HOUR);
  });

  it("ignores the instant's milliseconds", () => {
    expect(utcOffsetAt(at("2026-08-01T12:00:00.999Z"), "America/Sao_Paulo")).toBe(-3 * HOUR);
  });
});
