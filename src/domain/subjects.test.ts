import { describe, expect, it } from "vitest";
import {
  findPrerequisiteCycle,
  MAX_CODES_QUERY,
  subjectInputSchema,
  subjectListQuerySchema,
  subjectPatchSchema,
} from "./subjects.ts";

const graph = new Map<string, string[]>([
  ["FIS-520", ["FIS-501", "FIS-503"]],
  ["FIS-601", ["FIS-501"]],
  ["FIS-701", ["FIS-601"]],
  ["FIS-501", []],
]);

describe("prerequisite cycles", () => {
  it("finds none where the graph stays acyclic", () => {
    expect(findPrerequisiteCycle(graph, "FIS-710", ["FIS-701", "FIS-520"])).toBeNull();
    expect(findPrerequisiteCycle(graph, "FIS-601", ["FIS-501", "FIS-503"])).toBeNull();
    expect(findPrerequisiteCycle(new Map(), "FIS-501", [])).toBeNull();
  });

  it("names a direct cycle", () => {
    expect(findPrerequisiteCycle(graph, "FIS-501", ["FIS-601"])).toEqual(["FIS-501", "FIS-601", "FIS-501"]);
  });

  it("names a cycle through others, by a shortest path", () => {
    expect(findPrerequisiteCycle(graph, "FIS-501", ["FIS-701"])).toEqual(["FIS-501", "FIS-701", "FIS-601", "FIS-501"]);
    expect(findPrerequisiteCycle(graph, "FIS-501", ["FIS-520", "FIS-701"])).toEqual(["FIS-501", "FIS-520", "FIS-501"]);
  });

  it("treats a subject requiring itself as a cycle", () => {
    expect(findPrerequisiteCycle(graph, "FIS-501", ["FIS-501"])).toEqual(["FIS-501", "FIS-501"]);
  });
});

describe("subject input", () => {
  it("normalises the code and fills defaults", () => {
    const parsed = subjectInputSchema.parse({
      code: " fis-999 ",
      name: { pt: "Tópicos", en: "Topics" },
      credits: 2,
      hours: 30,
    });
    expect(parsed).toMatchObject({ code: "FIS-999", programme: null, level: null, prerequisites: [], active: true });
  });

  it("refuses a code change and unknown fields in a patch", () => {
    expect(subjectPatchSchema.safeParse({ code: "FIS-1000" }).success).toBe(false);
    expect(subjectPatchSchema.safeParse({ credits: 3 }).success).toBe(true);
  });

  it("refuses a prerequisite listed twice", () => {
    const result = subjectInputSchema.safeParse({
      code: "FIS-999",
      name: { pt: "a", en: "a" },
      credits: 1,
      hours: 1,
      prerequisites: ["FIS-501", "fis-501"],
    });
    expect(result.success).toBe(false);
  });
});

describe("subject list query", () => {
  it("reads `codes` as a comma-separated list of codes in any case", () => {
    expect(subjectListQuerySchema.parse({ codes: "fis-501, FIS-601,," }).codes).toEqual(["FIS-501", "FIS-601"]);
    expect(subjectListQuerySchema.safeParse({ codes: "FIS-501,nada" }).success).toBe(false);
    const many = Array.from({ length: MAX_CODES_QUERY + 1 }, (_, i) => `FIS-${1000 + i}`).join(",");
    expect(subjectListQuerySchema.safeParse({ codes: many }).success).toBe(false);
  });

  it("reads booleans and paging from the query string", () => {
    expect(subjectListQuerySchema.parse({ active: "false", page: "2" })).toMatchObject({
      active: false,
      page: 2,
      pageSize: 20,
    });
    expect(subjectListQuerySchema.safeParse({ active: "yes" }).success).toBe(false);
    expect(subjectListQuerySchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
  });
});
