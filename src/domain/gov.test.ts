import { describe, expect, it } from "vitest";
import { laneCount, layoutWeek, type GovOffering } from "./gov.ts";

const offering = (code: string, slots: GovOffering["slots"]): GovOffering => ({
  subject: { code, name: { pt: code, en: code } },
  teachers: [],
  slots,
  language: "pt",
});

describe("layoutWeek", () => {
  it("shows Monday to Friday, and Sunday or Saturday only when a class falls on them", () => {
    expect(layoutWeek([]).days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5]);
    const week = layoutWeek([offering("A-100", [{ weekday: 0, start: "09:00", end: "10:00", room: "1" }])]);
    expect(week.days.map((day) => day.weekday)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("spans at least 08–18 and whole hours around the earliest start and the latest end", () => {
    expect(layoutWeek([])).toMatchObject({ startHour: 8, endHour: 18, rows: 40 });
    const week = layoutWeek([
      offering("A-100", [{ weekday: 1, start: "07:30", end: "09:10", room: "1" }]),
      offering("B-100", [{ weekday: 2, start: "19:00", end: "21:15", room: "1" }]),
    ]);
    expect(week).toMatchObject({ startHour: 7, endHour: 22, rows: 60 });
  });

  it("places each class by grid lines a quarter of an hour apart, start rounded down and end up", () => {
    const week = layoutWeek([
      offering("B-200", [{ weekday: 3, start: "10:00", end: "12:00", room: "1" }]),
      offering("A-200", [
        { weekday: 3, start: "10:00", end: "11:00", room: "2" },
        { weekday: 3, start: "08:10", end: "08:20", room: "2" },
      ]),
    ]);
    const wednesday = week.days.find((day) => day.weekday === 3);
    expect(wednesday?.entries.map((e) => [e.offering.subject.code, e.slot.start, e.rowStart, e.rowEnd])).toEqual([
      ["A-200", "08:10", 1, 3],
      ["A-200", "10:00", 9, 13],
      ["B-200", "10:00", 9, 17],
    ]);
  });

  it("a whole day fits the lines gov.css defines (1–97)", () => {
    const week = layoutWeek([offering("A-300", [{ weekday: 1, start: "00:00", end: "23:59", room: "1" }])]);
    expect(week.rows).toBe(96);
    expect(week.days[0]?.entries[0]).toMatchObject({ rowStart: 1, rowEnd: 97 });
  });

  it("gives each day the lanes its classes need side by side: at least one, reused once free", () => {
    const week = layoutWeek([
      offering("B-200", [{ weekday: 3, start: "10:00", end: "12:00", room: "1" }]),
      offering("A-200", [
        { weekday: 3, start: "10:00", end: "11:00", room: "2" },
        { weekday: 3, start: "11:00", end: "12:00", room: "3" },
        { weekday: 3, start: "11:30", end: "13:00", room: "4" },
      ]),
    ]);
    expect(week.days.map((day) => [day.weekday, day.lanes])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 1],
    ]);
    expect(laneCount([])).toBe(1);
    expect(
      laneCount([
        { rowStart: 1, rowEnd: 5 },
        { rowStart: 5, rowEnd: 9 },
      ]),
    ).toBe(1);
  });
});
