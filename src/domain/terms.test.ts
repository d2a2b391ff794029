import { describe, expect, it } from "vitest";
import {
  termDatesProblem,
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
