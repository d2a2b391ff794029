import { describe, expect, it } from "vitest";
import type { Slot } from "./academic.ts";
import {
  enrolmentRefusal,
  findClash,
  fitsStudent,
  promotionOrder,
  slotsOverlap,
  type EnrolmentFacts,
} from "./enrolment.ts";

const slot = (weekday: number, start: string, end: string): Slot => ({ weekday, start, end, room: "Sala 1" });
const name = (code: string) => ({ pt: `Disciplina ${code}`, en: `Subject ${code}` });

describe("slot clashes", () => {
  it("touching slots do not clash; overlapping and nested ones do", () => {
    expect(slotsOverlap(slot(1, "10:00", "12:00"), slot(1, "12:00", "14:00"))).toBe(false);
    expect(slotsOverlap(slot(1, "10:00", "12:00"), slot(1, "11:59", "14:00"))).toBe(true);
    expect(slotsOverlap(slot(1, "08:00", "12:00"), slot(1, "09:00", "10:00"))).toBe(true);
    expect(slotsOverlap(slot(1, "09:00", "10:00"), slot(1, "08:00", "12:00"))).toBe(true);
    expect(slotsOverlap(slot(1, "10:00", "12:00"), slot(1, "10:00", "12:00"))).toBe(true);
    expect(slotsOverlap(slot(1, "10:00", "12:00"), slot(2, "10:00", "12:00"))).toBe(false);
  });

  it("names the first clashing class", () => {
    const others = [
      { code: "A", slots: [slot(2, "08:00", "10:00")] },
      { code: "B", slots: [slot(3, "14:00", "16:00"), slot(5, "10:00", "12:00")] },
    ];
    expect(findClash([slot(5, "11:00", "13:00")], others)?.code).toBe("B");
    expect(findClash([slot(2, "10:00", "12:00")], others)).toBeNull();
  });
});

describe("eligibility", () => {
  it("fits a subject of the student's programme and level, or of both", () => {
    const student = { programme: "academico" as const, degree: "mestrado" as const };
    expect(fitsStudent({ programme: null, level: null }, student)).toBe(true);
    expect(fitsStudent({ programme: "academico", level: "mestrado" }, student)).toBe(true);
    expect(fitsStudent({ programme: "profissional", level: null }, student)).toBe(false);
    expect(fitsStudent({ programme: null, level: "doutorado" }, student)).toBe(false);
  });
});

describe("the rules in PRODUCT §7's order", () => {
  const base: EnrolmentFacts = {
    today: "2026-08-05",
    window: { start: "2026-08-01", end: "2026-08-15" },
    byOffice: false,
    student: { status: "ativo", programme: "academico", degree: "mestrado" },
    subject: {
      code: "FIS-520",
      name: name("FIS-520"),
      credits: 4,
      programme: "academico",
      level: null,
      repeatable: false,
      prerequisites: [{ code: "FIS-501", name: name("FIS-501") }],
    },
    slots: [slot(5, "10:00", "12:00")],
    holding: [{ code: "FIS-502", name: name("FIS-502"), credits: 4, slots: [slot(1, "08:00", "10:00")] }],
    requested: ["FIS-502"],
    passed: new Set(["FIS-501"]),
    creditLimit: 12,
  };

  it("allows a request that breaks no rule", () => {
    expect(enrolmentRefusal(base)).toBeNull();
  });

  it("opens the window on both days it names, and only then (the office excepted)", () => {
    expect(enrolmentRefusal({ ...base, today: "2026-08-01" })).toBeNull();
    expect(enrolmentRefusal({ ...base, today: "2026-08-15" })).toBeNull();
    expect(enrolmentRefusal({ ...base, today: "2026-08-16" })).toEqual({ rule: "window_closed" });
    expect(enrolmentRefusal({ ...base, today: "2026-08-16", byOffice: true })).toBeNull();
  });

  it("refuses students who are not active, and subjects of another programme or level", () => {
    expect(enrolmentRefusal({ ...base, student: { ...base.student, status: "trancado" } })).toEqual({
      rule: "not_active",
    });
    expect(enrolmentRefusal({ ...base, subject: { ...base.subject, level: "doutorado" } })?.rule).toBe("not_eligible");
  });

  it("refuses the same subject twice in a term", () => {
    expect(enrolmentRefusal({ ...base, requested: ["FIS-520"] })?.rule).toBe("already_enrolled");
  });

  it("refuses a passed subject unless repeatable; a failed one may be retaken", () => {
    const passed = new Set(["FIS-501", "FIS-520"]);
    expect(enrolmentRefusal({ ...base, passed })?.rule).toBe("already_passed");
    expect(enrolmentRefusal({ ...base, passed, subject: { ...base.subject, repeatable: true } })).toBeNull();
  });

  it("names the missing prerequisite", () => {
    expect(enrolmentRefusal({ ...base, passed: new Set() })).toEqual({
      rule: "prerequisite_missing",
      subject: { code: "FIS-501", name: name("FIS-501") },
    });
  });

  it("names the clashing subject", () => {
    const refusal = enrolmentRefusal({ ...base, slots: [slot(1, "09:00", "11:00")] });
    expect(refusal).toEqual({ rule: "slot_clash", subject: { code: "FIS-502", name: name("FIS-502") } });
  });

  it("counts held credits against the limit; 0 means none", () => {
    expect(enrolmentRefusal({ ...base, creditLimit: 7 })).toEqual({ rule: "credit_limit", limit: 7, total: 8 });
    expect(enrolmentRefusal({ ...base, creditLimit: 8 })).toBeNull();
    expect(enrolmentRefusal({ ...base, creditLimit: 0 })).toBeNull();
  });
});

describe("promotion order", () => {
  it("is first come, first served, the id breaking ties", () => {
    const waiting = [
      { id: 3, createdAt: "2026-08-02T10:00:00Z" },
      { id: 1, createdAt: "2026-08-02T10:00:01Z" },
      { id: 2, createdAt: "2026-08-02T10:00:00Z" },
    ];
    expect(promotionOrder(waiting).map((entry) => entry.id)).toEqual([2, 3, 1]);
  });
});
