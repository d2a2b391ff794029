import { describe, expect, it } from "vitest";
import {
  allocationChangeRefusal,
  allocationRefusal,
  allocationStatus,
  effectiveEnd,
  leavingRefusal,
  monthsInYear,
  quotaChangeRefusal,
  quotaStatus,
  suspendedMonthsInYear,
  suspensionRefusal,
  type AllocationFacts,
  type NewAllocationFacts,
  type OtherAllocation,
} from "./funding-rules.ts";
import { FUNDING_MESSAGES } from "./messages-funding.ts";
import { MESSAGES } from "./messages.ts";

const alloc = (startDate: string, endDate: string, more: Partial<AllocationFacts> = {}): AllocationFacts => ({
  startDate,
  endDate,
  cancelDate: null,
  suspensions: [],
  ...more,
});

describe("months counted on the 15th (funding §1)", () => {
  it("counts a whole year as 12", () => {
    expect(monthsInYear(alloc("2026-01-01", "2026-12-31"), 2026)).toBe(12);
  });
  it("counts 01/03/Y–28/02/Y+1 as 10 in Y and 2 in Y+1", () => {
    const a = alloc("2026-03-01", "2027-02-28");
    expect(monthsInYear(a, 2026)).toBe(10);
    expect(monthsInYear(a, 2027)).toBe(2);
    expect(monthsInYear(a, 2028)).toBe(0);
  });
  it("takes a suspension 01/06–31/08 away: 3 fewer, 3 suspended", () => {
    const a = alloc("2026-01-01", "2026-12-31", { suspensions: [{ startDate: "2026-06-01", endDate: "2026-08-31" }] });
    expect(monthsInYear(a, 2026)).toBe(9);
    expect(suspendedMonthsInYear(a, 2026)).toBe(3);
  });
  it("splits a suspension across a year end by the 15ths on each side", () => {
    const a = alloc("2026-03-01", "2028-02-29", { suspensions: [{ startDate: "2026-11-20", endDate: "2027-01-20" }] });
    expect(suspendedMonthsInYear(a, 2026)).toBe(1); // 15/12
    expect(suspendedMonthsInYear(a, 2027)).toBe(1); // 15/01
    expect(monthsInYear(a, 2026)).toBe(9); // 15/03 … 15/11
    expect(monthsInYear(a, 2027)).toBe(11);
  });
  it("counts a month only when the 15th is inside: 16/01–14/02 counts none", () => {
    expect(monthsInYear(alloc("2026-01-16", "2026-02-14"), 2026)).toBe(0);
    expect(monthsInYear(alloc("2026-01-15", "2026-01-15"), 2026)).toBe(1);
  });
  it("stops at the cancel date", () => {
    expect(monthsInYear(alloc("2026-01-01", "2026-12-31", { cancelDate: "2026-04-14" }), 2026)).toBe(3);
  });
});

describe("status on a day", () => {
  const a = alloc("2026-03-01", "2026-12-31", { suspensions: [{ startDate: "2026-06-01", endDate: "2026-06-30" }] });
  it("is futura, ativa, suspensa, encerrada", () => {
    expect(allocationStatus(a, "2026-02-28")).toBe("futura");
    expect(allocationStatus(a, "2026-03-01")).toBe("ativa");
    expect(allocationStatus(a, "2026-06-15")).toBe("suspensa");
    expect(allocationStatus(a, "2026-12-31")).toBe("ativa");
    expect(allocationStatus(a, "2027-01-01")).toBe("encerrada");
  });
  it("is cancelada the day after the cancel date, in force on it", () => {
    const c = { ...a, cancelDate: "2026-05-10" };
    expect(effectiveEnd(c)).toBe("2026-05-10");
    expect(allocationStatus(c, "2026-05-10")).toBe("ativa");
    expect(allocationStatus(c, "2026-05-11")).toBe("cancelada");
  });
  it("tells a quota's status and holder; free again the day after an effective end", () => {
    const quota = { startDate: "2026-01-01", endDate: "2027-12-31" };
    const held = { ...alloc("2026-03-01", "2026-12-31", { cancelDate: "2026-05-10" }), who: "ana" };
    expect(quotaStatus(quota, [held], "2025-12-31").status).toBe("futura");
    expect(quotaStatus(quota, [held], "2026-05-10")).toEqual({ status: "ocupada", holder: held });
    expect(quotaStatus(quota, [held], "2026-05-11")).toEqual({ status: "ociosa", holder: null });
    expect(quotaStatus(quota, [held], "2028-01-01").status).toBe("encerrada");
  });
});

const quota = {
  id: 1,
  number: "CAPES-DS-2026-03",
  level: "mestrado" as const,
  startDate: "2026-01-01",
  endDate: "2027-12-31",
};
const student = {
  idcbpf: "ana",
  name: "Ana",
  level: "Discente" as const,
  status: "ativo" as const,
  degree: "mestrado" as const,
};
const other = (startDate: string, endDate: string, more: Partial<OtherAllocation> = {}): OtherAllocation => ({
  id: 9,
  startDate,
  endDate,
  cancelDate: null,
  suspensions: [],
  quotaNumber: "CNPQ-1",
  studentName: "Bruno",
  ...more,
});
const facts = (more: Partial<NewAllocationFacts> = {}): NewAllocationFacts => ({
  idcbpf: "ana",
  quota,
  student,
  period: { startDate: "2026-03-01", endDate: "2026-12-31" },
  ofStudent: [],
  ofQuota: [],
  ...more,
});

describe("F2–F8 in F13's order", () => {
  it("accepts an allocation inside a free quota", () => {
    expect(allocationRefusal(facts())).toBeNull();
  });
  it("checks F3, F4, F5, F2, F6, F8, F7 in this order", () => {
    const everything = facts({
      student: { ...student, status: "trancado", degree: "doutorado" },
      period: { startDate: "2028-02-01", endDate: "2028-01-01" },
      ofStudent: [other("2026-01-01", "2030-01-01")],
      ofQuota: [other("2026-01-01", "2030-01-01")],
    });
    expect(allocationRefusal({ ...everything, quota: null })?.rule).toBe("quota_unknown");
    expect(allocationRefusal({ ...everything, student: null })?.rule).toBe("user_unknown");
    expect(allocationRefusal({ ...everything, student: { ...student, level: "Docente" } })?.rule).toBe("not_a_student");
    expect(allocationRefusal(everything)?.rule).toBe("not_active");
    const active = { ...everything, student: { ...student, degree: "doutorado" as const } };
    expect(allocationRefusal(active)?.rule).toBe("level_mismatch");
    const same = { ...active, student };
    expect(allocationRefusal(same)?.rule).toBe("dates_order");
    const ordered = { ...same, period: { startDate: "2027-06-01", endDate: "2028-01-31" } };
    expect(allocationRefusal(ordered)?.rule).toBe("outside_scholarship_period");
    const inside = { ...ordered, period: { startDate: "2027-06-01", endDate: "2027-12-31" } };
    expect(allocationRefusal(inside)?.rule).toBe("student_has_scholarship");
    expect(allocationRefusal({ ...inside, ofStudent: [] })?.rule).toBe("scholarship_taken");
  });
  it("names the quota held (F8) and the quota and period taken (F7)", () => {
    const held = allocationRefusal(facts({ ofStudent: [other("2026-01-01", "2026-03-01")] }));
    expect(held?.values).toEqual({ number: "CNPQ-1" });
    const taken = allocationRefusal(
      facts({ ofQuota: [other("2026-01-01", "2026-12-31", { cancelDate: "2026-03-01" })] }),
    );
    expect(taken?.rule).toBe("scholarship_taken");
    expect(taken?.values).toMatchObject({ number: quota.number, end: { pt: "01/03/26" } });
  });
  it("frees a quota from the day after a cancel date", () => {
    const cancelled = other("2026-01-01", "2026-12-31", { cancelDate: "2026-02-28" });
    expect(allocationRefusal(facts({ ofQuota: [cancelled], ofStudent: [] }))).toBeNull();
  });
  it("says the scholarship's words for not_active", () => {
    const refusal = allocationRefusal(facts({ student: { ...student, status: "inativo" } }));
    expect(refusal?.text).toMatchObject({ key: "scholarship_not_active" });
  });
});

describe("changes, cancels and suspensions (F9, F10)", () => {
  const change = (next: AllocationFacts) =>
    allocationChangeRefusal({ quota, studentName: "Ana", next, ofStudent: [], ofQuota: [] });
  it("keeps a cancel date inside the allocation", () => {
    expect(change(alloc("2026-03-01", "2026-12-31", { cancelDate: "2027-01-01" }))?.rule).toBe(
      "cancel_outside_allocation",
    );
    expect(change(alloc("2026-03-01", "2026-12-31", { cancelDate: "2026-03-01" }))).toBeNull();
  });
  it("refuses a cancel that would leave a suspension outside", () => {
    const next = alloc("2026-03-01", "2026-12-31", {
      cancelDate: "2026-05-01",
      suspensions: [{ startDate: "2026-06-01", endDate: "2026-06-30" }],
    });
    expect(change(next)?.rule).toBe("suspension_outside_allocation");
  });
  it("checks a suspension's order, place and overlap", () => {
    const a = alloc("2026-03-01", "2026-12-31", { suspensions: [{ startDate: "2026-06-01", endDate: "2026-06-30" }] });
    expect(suspensionRefusal(a, { startDate: "2026-05-02", endDate: "2026-05-01" })?.rule).toBe("dates_order");
    expect(suspensionRefusal(a, { startDate: "2026-02-01", endDate: "2026-03-31" })?.rule).toBe(
      "suspension_outside_allocation",
    );
    expect(suspensionRefusal(a, { startDate: "2026-06-30", endDate: "2026-07-31" })?.rule).toBe("suspension_overlap");
    expect(suspensionRefusal(a, { startDate: "2026-07-01", endDate: "2026-07-31" })).toBeNull();
  });
  it("keeps a quota's allocations inside it and its level once used", () => {
    const held = [{ ...alloc("2026-03-01", "2026-12-31"), studentName: "Ana" }];
    const outside = quotaChangeRefusal({ ...quota, endDate: "2026-11-30" }, quota, held);
    expect(outside).toMatchObject({ rule: "outside_scholarship_period", values: { student: "Ana" } });
    expect(quotaChangeRefusal({ ...quota, level: "doutorado" }, quota, held)?.rule).toBe("scholarship_in_use");
    expect(quotaChangeRefusal({ ...quota, level: "doutorado" }, quota, [])).toBeNull();
  });
  it("F12: refuses inativo and egresso while a scholarship runs, never trancado", () => {
    expect(leavingRefusal("inativo", { number: "X-1" })).toMatchObject({
      rule: "scholarship_active",
      values: { number: "X-1" },
    });
    expect(leavingRefusal("egresso", { number: "X-1" })?.rule).toBe("scholarship_active");
    expect(leavingRefusal("trancado", { number: "X-1" })).toBeNull();
    expect(leavingRefusal("inativo", null)).toBeNull();
  });
});

describe("messages", () => {
  it("has both languages for every rule key of the spec", () => {
    const keys = `dates_order quota_unknown user_unknown not_a_student not_active level_mismatch
outside_scholarship_period scholarship_in_use scholarship_taken student_has_scholarship cancel_outside_allocation
suspension_outside_allocation suspension_overlap scholarship_active scholarship_not_active`.split(/\s+/);
    for (const key of keys) {
      const text = (MESSAGES as Record<string, { pt: string; en: string }>)[key];
      expect(text?.pt, key).toBeTruthy();
      expect(text?.en, key).toBeTruthy();
    }
    expect(Object.keys(FUNDING_MESSAGES).every((key) => key in MESSAGES)).toBe(true);
  });
});
