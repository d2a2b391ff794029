import { describe, expect, it } from "vitest";
import { findScheduleClash, gradeIsFinal, offeringInputSchema, sameRoom } from "./offerings.ts";

const slot = (weekday: number, start: string, end: string, room: string) => ({ weekday, start, end, room });
const other = (ref: string, teachers: string[], slots: ReturnType<typeof slot>[]) => ({ ref, teachers, slots });

describe("findScheduleClash", () => {
  const term = [
    other("FIS-501", ["Ana"], [slot(1, "10:00", "12:00", "Sala 1")]),
    other("FIS-502", ["Bruno"], [slot(2, "08:00", "10:00", "Sala 2")]),
  ];

  it("finds a room in overlapping slots of the same weekday and names the other offering", () => {
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(1, "11:00", "13:00", "Sala 1")] }, term)).toEqual({
      rule: "room_clash",
      room: "Sala 1",
      other: "FIS-501",
      slot: slot(1, "10:00", "12:00", "Sala 1"),
    });
  });

  it("lets touching slots pass, and catches one inside another (either way round)", () => {
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(1, "12:00", "14:00", "Sala 1")] }, term)).toBeNull();
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(1, "08:00", "10:00", "Sala 1")] }, term)).toBeNull();
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(1, "10:30", "11:00", "Sala 1")] }, term)?.rule).toBe(
      "room_clash",
    );
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(1, "09:00", "13:00", "Sala 1")] }, term)?.rule).toBe(
      "room_clash",
    );
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(1, "10:00", "12:00", "Sala 1")] }, term)?.rule).toBe(
      "room_clash",
    );
  });

  it("does not mix weekdays or rooms; compares rooms without case or extra spaces", () => {
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(3, "10:00", "12:00", "Sala 1")] }, term)).toBeNull();
    expect(findScheduleClash({ teachers: ["Caio"], slots: [slot(1, "10:00", "12:00", "Sala 9")] }, term)).toBeNull();
    expect(sameRoom(" sala   1", "Sala 1")).toBe(true);
    expect(sameRoom("Sala 10", "Sala 1")).toBe(false);
  });

  it("finds a teacher in two overlapping slots, in another room, naming the teacher", () => {
    expect(
      findScheduleClash({ teachers: ["Caio", "Bruno"], slots: [slot(2, "09:00", "11:00", "Sala 7")] }, term),
    ).toEqual({ rule: "teacher_clash", teacher: "Bruno", other: "FIS-502", slot: slot(2, "08:00", "10:00", "Sala 2") });
    expect(findScheduleClash({ teachers: ["Bruno"], slots: [slot(2, "10:00", "11:00", "Sala 7")] }, term)).toBeNull();
  });

  it("reports the room before the teacher when both clash", () => {
    expect(findScheduleClash({ teachers: ["Ana"], slots: [slot(1, "11:00", "12:00", "Sala 1")] }, term)?.rule).toBe(
      "room_clash",
    );
  });
});

describe("offering input", () => {
  const base = { term: "2090.1", subject: "FIS-501", capacity: 10, language: "pt" };
  it("refuses two overlapping slots of the same offering and accepts touching ones", () => {
    const overlapping = offeringInputSchema.safeParse({
      ...base,
      slots: [slot(1, "10:00", "12:00", "A"), slot(1, "11:59", "13:00", "B")],
    });
    expect(overlapping.error?.issues[0]?.message).toBe("slots_overlap");
    const touching = offeringInputSchema.safeParse({
      ...base,
      slots: [slot(1, "10:00", "12:00", "A"), slot(1, "12:00", "13:00", "A")],
    });
    expect(touching.success).toBe(true);
    expect(touching.data?.notes).toBeNull();
    expect(touching.data?.coTeachers).toEqual([]);
  });
});

describe("gradeIsFinal", () => {
  it("is final when stored so or when today is after the grade deadline (the deadline itself still open)", () => {
    expect(gradeIsFinal(false, "2026-07-15", "2026-07-15")).toBe(false);
    expect(gradeIsFinal(false, "2026-07-16", "2026-07-15")).toBe(true);
    expect(gradeIsFinal(true, "2026-01-01", "2026-07-15")).toBe(true);
  });
});
