import { describe, expect, it } from "vitest";
import {
  TERM_DATE_FIELDS,
  TERM_DATE_LABELS,
  termDatesProblem,
  termOrderFields,
  termOrderText,
  termInputSchema,
  termPatchSchema,
  termsOverlap,
  withinDays,
  type TermDates,
} from "./terms.ts";

const good: TermDates = {
  startDate: "2026-08-03",
  endDate: "2026-12-18",
  offeringStart: "2026-06-01",
  offeringEnd: "2026-06-30",
  enrolmentStart: "2026-07-20",
  enrolmentEnd: "2026-08-07",
  dropDeadline: "2026-08-28",
  gradeDeadline: "2027-01-08",
};

describe("term dates", () => {
  it("accepts PRODUCT §7's order, equal ends included", () => {
    expect(termDatesProblem(good)).toBeNull();
    expect(termDatesProblem({ ...good, enrolmentEnd: good.dropDeadline, gradeDeadline: good.endDate })).toBeNull();
  });

  it("names the first pair out of order", () => {
    expect(termDatesProblem({ ...good, endDate: "2026-08-01" })).toMatchObject({
      before: "startDate",
      after: "endDate",
    });
    // The offering window must end strictly before enrolment opens.
    expect(termDatesProblem({ ...good, offeringEnd: good.enrolmentStart })).toMatchObject({
      before: "offeringEnd",
      after: "enrolmentStart",
    });
    expect(termDatesProblem({ ...good, dropDeadline: "2026-08-01", enrolmentEnd: "2026-07-30" })).toMatchObject({
      before: "startDate",
      after: "dropDeadline",
    });
    expect(termDatesProblem({ ...good, gradeDeadline: "2026-12-17" })).toMatchObject({ after: "gradeDeadline" });
  });

  it("tells overlapping terms, touching days included", () => {
    const next = { startDate: "2026-12-18", endDate: "2027-06-30" };
    expect(termsOverlap(good, next)).toBe(true);
    expect(termsOverlap(good, { startDate: "2026-12-19", endDate: "2027-06-30" })).toBe(false);
    expect(termsOverlap(good, { startDate: "2026-09-01", endDate: "2026-09-02" })).toBe(true);
  });

  it("includes both ends of a window", () => {
    expect(withinDays("2026-08-01", "2026-08-01", "2026-08-15")).toBe(true);
    expect(withinDays("2026-08-15", "2026-08-01", "2026-08-15")).toBe(true);
    expect(withinDays("2026-08-16", "2026-08-01", "2026-08-15")).toBe(false);
  });

  it("validates codes and real calendar days", () => {
    expect(termInputSchema.safeParse({ code: "2026.2", ...good }).success).toBe(true);
    expect(termInputSchema.safeParse({ code: "2026.7", ...good }).success).toBe(false);
    expect(termInputSchema.safeParse({ code: "2026.2", ...good, startDate: "2026-02-30" }).success).toBe(false);
    expect(termPatchSchema.safeParse({ current: true }).success).toBe(true);
    expect(termPatchSchema.safeParse({ code: "2027.1" }).success).toBe(false);
  });
});

describe("term date words", () => {
  it("names the two dates of a pair out of order, in each language", () => {
    const strict = termDatesProblem({ ...good, offeringEnd: good.enrolmentStart });
    const loose = termDatesProblem({ ...good, gradeDeadline: "2026-12-17" });
    if (!strict || !loose) throw new Error("expected problems");
    expect(termOrderText(strict, "pt")).toBe(
      "Datas fora de ordem: Fim da ofertagem deve vir antes de Início da matrícula.",
    );
    expect(termOrderText(strict, "en")).toBe("Dates out of order: Offering end must come before Enrolment start.");
    expect(termOrderText(loose, "pt")).toBe(
      "Datas fora de ordem: Fim do período não pode ser depois de Prazo de notas.",
    );
    expect(termOrderFields(loose, "en")).toEqual({
      endDate: "Dates out of order: Term end cannot be after Grade deadline.",
      gradeDeadline: "Dates out of order: Term end cannot be after Grade deadline.",
    });
    for (const field of TERM_DATE_FIELDS) {
      expect(TERM_DATE_LABELS[field].pt).not.toBe("");
      expect(TERM_DATE_LABELS[field].en).not.toBe("");
    }
  });
});
