import { describe, expect, it } from "vitest";
import { auditDiff } from "./audit-diff.ts";

describe("auditDiff", () => {
  it("lists only the fields that changed, nested ones by path", () => {
    const before = { code: "2090.1", endDate: "2090-06-30", current: false, name: { pt: "a", en: "b" } };
    const after = { code: "2090.1", endDate: "2090-07-10", current: true, name: { pt: "a", en: "c" } };
    expect(auditDiff(before, after)).toEqual([
      { field: "endDate", before: "2090-06-30", after: "2090-07-10" },
      { field: "current", before: "false", after: "true" },
      { field: "name.en", before: "b", after: "c" },
    ]);
  });

  it("shows a creation as every field added and a removal as every field gone", () => {
    expect(auditDiff(null, { code: "2090.1", current: false })).toEqual([
      { field: "code", before: undefined, after: "2090.1" },
      { field: "current", before: undefined, after: "false" },
    ]);
    expect(auditDiff({ a: 1 }, null)).toEqual([{ field: "a", before: "1", after: undefined }]);
  });

  it("keys lists of records by their natural key, and says when their order changed", () => {
    const a = { concept: "A", weight: 4 };
    const b = { concept: "B", weight: 3 };
    expect(auditDiff({ concepts: [a, b] }, { concepts: [b, { ...a, weight: 4.5 }] })).toEqual([
      { field: "concepts", before: "A, B", after: "B, A" },
      { field: "concepts[A].weight", before: "4", after: "4.5" },
    ]);
    expect(auditDiff({ concepts: [a, b] }, { concepts: [a] })).toEqual([
      { field: "concepts", before: "A, B", after: "A" },
      { field: "concepts[B].concept", before: "B", after: undefined },
      { field: "concepts[B].weight", before: "3", after: undefined },
    ]);
  });

  it("writes lists of plain values on one line", () => {
    expect(auditDiff({ prerequisites: ["FIS-501"] }, { prerequisites: ["FIS-501", "FIS-502"] })).toEqual([
      { field: "prerequisites", before: "FIS-501", after: "FIS-501, FIS-502" },
    ]);
    expect(auditDiff({ a: [] }, { a: [] })).toEqual([]);
  });
});
