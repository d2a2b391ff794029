import { describe, expect, it } from "vitest";
import {
  dueDate,
  extensionMonthsOf,
  finalVersionDueDate,
  holdEndDate,
  holdMonthsOf,
  holdsOf,
  phaseStatus,
  studentPhases,
  type GrantedRequest,
  type PhaseRow,
} from "./due-dates.ts";

const TABLE: PhaseRow[] = [
  { code: "defesa", name: { pt: "Defesa", en: "Defence" }, months: 24, milestone: "defesa" },
  { code: "proficiencia", name: { pt: "Proficiência", en: "Proficiency" }, months: 12, milestone: null },
  { code: "qualificacao", name: { pt: "Qualificação", en: "Qualifying exam" }, months: 18, milestone: "qualificacao" },
];

const extension = (id: number, months: number, phases: string[]): GrantedRequest => ({
  id,
  type: "prorrogacao",
  months,
  phases,
  startDate: null,
});
const hold = (id: number, months: number, startDate: string): GrantedRequest => ({
  id,
  type: "trancamento",
  months,
  phases: [],
  startDate,
});

describe("due dates (programme-year rules 2 and 8)", () => {
  it("adds months + holds + extensions to the entry date in one addition", () => {
    expect(dueDate("2024-08-31", 18)).toBe("2026-02-28");
    // 18 + 6 + 1 = 25 months from 2024-08-31, not 2026-02-28 + 7 (which would give 09-28).
    expect(dueDate("2024-08-31", 18, 6, 1)).toBe("2026-09-30");
    expect(dueDate(null, 18, 6, 1)).toBeNull();
  });

  it("ends a hold the day before startDate + months", () => {
    expect(holdEndDate("2026-03-01", 6)).toBe("2026-08-31");
    expect(holdEndDate("2026-01-31", 1)).toBe("2026-02-27");
    expect(holdEndDate("2024-01-31", 1)).toBe("2024-02-28");
  });

  it("counts every deferido hold (past, running, future) and extensions per phase listed", () => {
    const granted = [hold(1, 6, "2027-01-01"), hold(2, 3, "2025-01-01"), extension(3, 4, ["qualificacao", "defesa"])];
    expect(holdMonthsOf(granted)).toBe(9);
    expect(extensionMonthsOf(granted, "qualificacao")).toBe(4);
    expect(extensionMonthsOf(granted, "proficiencia")).toBe(0);
    expect(holdsOf(granted)).toEqual([
      { request: 2, startDate: "2025-01-01", endDate: "2025-03-31", months: 3 },
      { request: 1, startDate: "2027-01-01", endDate: "2027-06-30", months: 6 },
    ]);
  });

  it("lists a student's phases by months then code, with dates moved by holds and extensions", () => {
    const result = studentPhases({
      entryDate: "2024-08-31",
      phases: TABLE,
      granted: [hold(7, 2, "2025-03-01"), extension(8, 3, ["qualificacao"])],
      completions: new Map([["proficiencia", "2025-05-20"]]),
      today: "2026-06-01",
    });
    expect(result.holdMonths).toBe(2);
    expect(result.holds).toEqual([{ request: 7, startDate: "2025-03-01", endDate: "2025-04-30", months: 2 }]);
    expect(result.phases.map((phase) => phase.code)).toEqual(["proficiencia", "qualificacao", "defesa"]);
    const [proficiencia, qualificacao, defesa] = result.phases;
    expect(proficiencia).toMatchObject({
      baseDueDate: "2025-08-31",
      dueDate: "2025-10-31",
      completedOn: "2025-05-20",
      status: "concluida",
      daysLeft: null,
    });
    // 18 + 2 + 3 = 23 months: 2026-07-31, 60 days from 2026-06-01 → a_vencer.
    expect(qualificacao).toMatchObject({
      baseDueDate: "2026-02-28",
      extensionMonths: 3,
      dueDate: "2026-07-31",
      status: "a_vencer",
      daysLeft: 60,
    });
    // 24 + 2 = 26 months: 2026-10-31.
    expect(defesa).toMatchObject({
      baseDueDate: "2026-08-31",
      extensionMonths: 0,
      dueDate: "2026-10-31",
      status: "em_dia",
    });
  });

  it("orders phases of equal months by code", () => {
    const result = studentPhases({
      entryDate: "2026-01-10",
      phases: [
        { code: "zeta", name: { pt: "Z", en: "Z" }, months: 6, milestone: null },
        { code: "alfa", name: { pt: "A", en: "A" }, months: 6, milestone: null },
      ],
      granted: [],
      completions: new Map(),
      today: "2026-01-10",
    });
    expect(result.phases.map((phase) => phase.code)).toEqual(["alfa", "zeta"]);
  });

  it("has no dates without an entry date: sem_data", () => {
    const result = studentPhases({
      entryDate: null,
      phases: TABLE,
      granted: [],
      completions: new Map(),
      today: "2026-01-01",
    });
    expect(result.phases.every((phase) => phase.status === "sem_data" && phase.dueDate === null)).toBe(true);
    expect(result.phases.every((phase) => phase.daysLeft === null && phase.baseDueDate === null)).toBe(true);
  });
});

describe("phase status (rule 3)", () => {
  it("is vencida the day after the due date: the due day itself still counts", () => {
    expect(phaseStatus("2026-05-10", null, "2026-05-10")).toEqual({ status: "a_vencer", daysLeft: 0 });
    expect(phaseStatus("2026-05-10", null, "2026-05-11")).toEqual({ status: "vencida", daysLeft: -1 });
  });

  it("is a_vencer up to 60 days ahead and em_dia from 61", () => {
    expect(phaseStatus("2026-03-02", null, "2026-01-01")).toEqual({ status: "a_vencer", daysLeft: 60 });
    expect(phaseStatus("2026-03-03", null, "2026-01-01")).toEqual({ status: "em_dia", daysLeft: 61 });
  });

  it("is concluida when completed, whatever the date, and sem_data without one", () => {
    expect(phaseStatus("2020-01-01", "2019-12-01", "2026-01-01")).toEqual({ status: "concluida", daysLeft: null });
    expect(phaseStatus(null, null, "2026-01-01")).toEqual({ status: "sem_data", daysLeft: null });
  });
});

describe("final version due date (rule 19)", () => {
  it("is the corrections deadline, or 60 days after an aprovado defence", () => {
    expect(finalVersionDueDate({ date: "2026-03-10", correctionsDeadline: "2026-05-01" })).toBe("2026-05-01");
    expect(finalVersionDueDate({ date: "2026-03-10", correctionsDeadline: null })).toBe("2026-05-09");
  });
});
