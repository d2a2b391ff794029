import { describe, expect, it } from "vitest";
import { gradeConceptsFor, judgeGradeValues, sheetIdcbpf } from "./grade-sheet.ts";
import { say } from "./refusal.ts";
import { DEFAULT_CONCEPTS } from "./settings.ts";

const TABLE = DEFAULT_CONCEPTS.map((c) => c.concept);
/** The judgement as `field: message` (English), or the input. */
const judge = (concept: unknown, attendance: unknown, office = false) => {
  const judged = judgeGradeValues({ concept, attendance }, TABLE, office);
  return judged.input ?? judged.problems.map((p) => `${p.field}${p.rule ? ` ${p.rule}` : ""}: ${say(p.text, "en")}`);
};

describe("judgeGradeValues", () => {
  it("takes a concept of the table in any case and a whole percentage, from JSON or a CSV cell", () => {
    expect(judge(" b ", 90)).toEqual({ concept: "B", attendance: 90 });
    expect(judge("A", " 85% ")).toEqual({ concept: "A", attendance: 85 });
    expect(judge("A", "85,0")).toEqual({ concept: "A", attendance: 85 });
    expect(judge("C", 0)).toEqual({ concept: "C", attendance: 0 });
  });

  it("keeps T for the office: concept_not_allowed from a teacher", () => {
    expect(judge("t", 100)).toEqual([
      "concept concept_not_allowed: Concept T (credit transfer) is recorded only by the office, through the student's transcript.",
    ]);
    expect(judge("T", 100, true)).toEqual({ concept: "T", attendance: 100 });
  });

  it("reports the concept's problem, then the attendance's, one each", () => {
    expect(judge("Z", 101)).toEqual(["concept: Unknown concept: Z.", "attendance: The maximum is 100."]);
    expect(judge("", -1)).toEqual(["concept: Required field.", "attendance: The minimum is 0."]);
    expect(judge("A", 80.5)).toEqual(["attendance: Use a whole number."]);
    expect(judge("A", "oitenta")).toEqual(["attendance: Use a whole number."]);
    expect(judge("A", "")).toEqual(["attendance: Required field."]);
    expect(judge(undefined, undefined)).toEqual(["concept: Required field.", "attendance: Required field."]);
  });
});

describe("the sheet's helpers", () => {
  it("offers teachers every concept but the transfer's, the office all", () => {
    expect(gradeConceptsFor(DEFAULT_CONCEPTS, false).map((c) => c.concept)).toEqual(["A", "B", "C", "D", "R"]);
    expect(gradeConceptsFor(DEFAULT_CONCEPTS, true)).toHaveLength(DEFAULT_CONCEPTS.length);
  });

  it("reads an idcbpf however typed", () => {
    expect(sheetIdcbpf("  Ana.Souza ")).toBe("ana.souza");
  });
});
