import { expect, test } from "vitest";
import type { Term } from "../../domain/terms.ts";
import { pastTerms } from "./past-offerings.tsx";

const term = (code: string, current = false) => ({ code, current }) as Term;

test("earlier terms are those before the current one, newest first; none without a current term", () => {
  const terms = [term("2025.1"), term("2026.1", true), term("2026.2"), term("2025.2")];
  expect(pastTerms(terms).map((t) => t.code)).toEqual(["2025.2", "2025.1"]);
  expect(pastTerms([term("2025.1"), term("2025.2")])).toEqual([]);
});
