import { describe, expect, it } from "vitest";
import {
  localMoment,
  nextClass,
  weekGrid,
  weekShownUntil,
  type Timetable,
  type TimetableEnrolment,
} from "./timetable.ts";

function enrolment(code: string, slots: [number, string, string, string][]): TimetableEnrolment {
  return {
    codigo: `${code}-CODE`,
    subject: { code, name: { pt: `Nome ${code}`, en: `Name ${code}` } },
    language: "pt",
    slots: slots.map(([weekday, start, end, room]) => ({ weekday, start, end, room })),
    teachers: [],
  };
}

/** Term 2026.2; FIS-501 Tue/Thu 10–12, FIS-502 Mon/Wed 08–10, FIS-503 Mon 14–16. */
const TIMETABLE: Timetable = {
  term: { code: "2026.2", start: "2026-08-01", end: "2026-12-31" },
  enrolments: [
    enrolment("FIS-503", [[1, "14:00", "16:00", "Sala 201"]]),
    enrolment("FIS-501", [
      [2, "10:00", "12:00", "Sala 201"],
      [4, "10:00", "12:00", "Sala 201"],
    ]),
    enrolment("FIS-502", [
      [1, "08:00", "10:00", "Sala 305"],
      [3, "08:00", "10:00", "Sala 305"],
    ]),
  ],
};

/** An instant given as São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (local: string) => new Date(`${local}:00-03:00`);

describe("localMoment", () => {
  it("reads the day, weekday and minute in the institution's time zone, not UTC", () => {
    // 01:30 UTC on Wednesday 25 Nov is still Tuesday 22:30 in São Paulo.
    expect(localMoment(new Date("2026-11-25T01:30:00Z"))).toEqual({
      day: "2026-11-24",
      weekday: 2,
      minutes: 22 * 60 + 30,
    });
    expect(localMoment(sp("2026-11-22T00:00"))).toEqual({ day: "2026-11-22", weekday: 0, minutes: 0 });
    expect(localMoment(new Date("2026-11-25T01:30:00Z"), "UTC").day).toBe("2026-11-25");
  });
});

describe("weekGrid", () => {
  it("lays out the week Sunday first, today marked, each day's classes in time order", () => {
    const grid = weekGrid(TIMETABLE, "2026-11-25");
    expect(grid.map((d) => d.day)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(grid.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(grid.map((d) => d.isToday)).toEqual([false, false, false, true, false, false, false]);
    const subjects = grid.map((d) => d.sessions.map((s) => `${s.enrolment.subject.code} ${s.slot.start}`));
    expect(subjects).toEqual([
      [],
      ["FIS-502 08:00", "FIS-503 14:00"],
      ["FIS-501 10:00"],
      ["FIS-502 08:00"],
      ["FIS-501 10:00"],
      [],
      [],
    ]);
    expect(grid[1]?.sessions[0]?.day).toBe("2026-11-23");
  });

  it("leaves out the days outside the term", () => {
    // The week of 29 Dec 2026 crosses the term's end (31 Dec).
    const grid = weekGrid(TIMETABLE, "2026-12-29");
    expect(grid.map((d) => d.inTerm)).toEqual([true, true, true, true, true, false, false]);
    expect(grid.map((d) => d.sessions.length)).toEqual([0, 2, 1, 1, 1, 0, 0]);
    const empty = weekGrid({ term: null, enrolments: TIMETABLE.enrolments }, "2026-11-25");
    expect(empty.every((d) => d.sessions.length === 0 && !d.inTerm)).toBe(true);
  });
});

describe("nextClass", () => {
  const next = (local: string, timetable = TIMETABLE) => {
    const found = nextClass(timetable, localMoment(sp(local)));
    return found && `${found.day} ${found.slot.start} ${found.enrolment.subject.code}${found.inProgress ? " now" : ""}`;
  };

  it("is the next class to start, later today or on a later day", () => {
    expect(next("2026-11-23T07:00")).toBe("2026-11-23 08:00 FIS-502"); // Monday morning
    expect(next("2026-11-23T10:00")).toBe("2026-11-23 14:00 FIS-503"); // the 08–10 class is over at 10:00
    expect(next("2026-11-23T16:30")).toBe("2026-11-24 10:00 FIS-501"); // Monday evening → Tuesday
    expect(next("2026-11-26T12:00")).toBe("2026-11-30 08:00 FIS-502"); // Thursday noon → next Monday
    expect(next("2026-11-22T09:00")).toBe("2026-11-23 08:00 FIS-502"); // Sunday
  });

  it("is the class in progress while it runs", () => {
    expect(next("2026-11-24T10:00")).toBe("2026-11-24 10:00 FIS-501 now");
    expect(next("2026-11-24T11:59")).toBe("2026-11-24 10:00 FIS-501 now");
    expect(next("2026-11-24T09:59")).toBe("2026-11-24 10:00 FIS-501");
  });

  it("uses the institution's clock whatever the UTC day", () => {
    // 00:30 UTC Tuesday is Monday 21:30 in São Paulo: next is Tuesday's class, not Wednesday's.
    const found = nextClass(TIMETABLE, localMoment(new Date("2026-11-24T00:30:00Z")));
    expect(found?.day).toBe("2026-11-24");
  });

  it("is none past the term's end, with no term, or with no classes", () => {
    expect(next("2026-12-31T12:00")).toBeNull(); // Thursday 31 Dec after the last class
    expect(next("2026-12-31T09:00")).toBe("2026-12-31 10:00 FIS-501");
    expect(next("2026-11-23T07:00", { ...TIMETABLE, term: null })).toBeNull();
    expect(next("2026-11-23T07:00", { ...TIMETABLE, enrolments: [] })).toBeNull();
  });

  it("waits for the term to start", () => {
    // Saturday 25 Jul, a week before 2026.2 starts on Saturday 1 Aug: nothing within the week ahead…
    expect(next("2026-07-25T09:00")).toBeNull();
    // …and from Friday 31 Jul the first class is Monday 3 Aug.
    expect(next("2026-07-31T09:00")).toBe("2026-08-03 08:00 FIS-502");
  });
});

describe("weekShownUntil", () => {
  it("ends at the next start or end of one of today's classes", () => {
    // Monday 23 Nov 2026: FIS-502 08–10, FIS-503 14–16.
    expect(weekShownUntil(TIMETABLE, sp("2026-11-23T07:15"))).toBe(sp("2026-11-23T08:00").getTime());
    expect(weekShownUntil(TIMETABLE, sp("2026-11-23T08:00"))).toBe(sp("2026-11-23T10:00").getTime());
    expect(weekShownUntil(TIMETABLE, sp("2026-11-23T11:59"))).toBe(sp("2026-11-23T14:00").getTime());
  });

  it("ends at midnight in the institution's time zone when no class starts or ends later today", () => {
    expect(weekShownUntil(TIMETABLE, sp("2026-11-23T16:00"))).toBe(sp("2026-11-24T00:00").getTime());
    // Friday: no class at all.
    expect(weekShownUntil(TIMETABLE, sp("2026-11-27T09:30"))).toBe(sp("2026-11-28T00:00").getTime());
    expect(weekShownUntil({ term: null, enrolments: [] }, sp("2026-11-27T23:59"))).toBe(
      sp("2026-11-28T00:00").getTime(),
    );
  });

  it("counts from the start of the current minute, as the page does", () => {
    const now = new Date(sp("2026-11-23T07:15").getTime() + 42_500);
    expect(weekShownUntil(TIMETABLE, now)).toBe(sp("2026-11-23T08:00").getTime());
  });

  it("never lies in the past: the rendering at that moment differs from the one at now", () => {
    for (const local of ["2026-11-23T09:59", "2026-11-24T10:00", "2026-11-26T11:30", "2026-11-22T12:00"]) {
      const now = sp(local);
      const until = weekShownUntil(TIMETABLE, now);
      expect(until).toBeGreaterThan(now.getTime());
      const before = new Date(until - 60_000);
      const after = new Date(until);
      // One minute before the edge the page shows what it shows at now; at the edge it changes.
      expect(nextClass(TIMETABLE, localMoment(before))).toEqual(nextClass(TIMETABLE, localMoment(now)));
      expect([nextClass(TIMETABLE, localMoment(after)), localMoment(after).day]).not.toEqual([
        nextClass(TIMETABLE, localMoment(now)),
        localMoment(now).day,
      ]);
    }
  });
});
