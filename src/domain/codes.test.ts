import { describe, expect, it } from "vitest";
import { CODE_LENGTH, formatCode, generateCanonicalCode, generateCode, normalizeCode } from "./codes.ts";

describe("codes", () => {
  it("prints 7 groups of 4 from the Crockford alphabet", () => {
    const code = generateCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/);
    expect(normalizeCode(code)).toBe(code.replace(/-/g, ""));
  });

  it("stores codes in canonical form, which parsing gives back unchanged", () => {
    const code = generateCanonicalCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
    expect(normalizeCode(code)).toBe(code);
    expect(normalizeCode(formatCode(code))).toBe(code);
  });

  it("does not repeat (140 random bits)", () => {
    const seen = new Set(Array.from({ length: 2000 }, generateCode));
    expect(seen.size).toBe(2000);
  });

  it("forgives case, spaces, dashes and aliases", () => {
    const canonical = "01ABCDEFGHJKMNPQRSTVWXYZ0123";
    expect(canonical).toHaveLength(CODE_LENGTH);
    expect(normalizeCode(" oiab-cdef ghjk-mnpq-rstv-wxyz-O1L3 ".replace("O1L3", "o1l3"))).toBe(
      "01ABCDEFGHJKMNPQRSTVWXYZ0113",
    );
    expect(normalizeCode(formatCode(canonical).toLowerCase())).toBe(canonical);
  });

  it("refuses wrong lengths and letters outside the alphabet", () => {
    expect(normalizeCode("ABC")).toBeNull();
    expect(normalizeCode("U".repeat(CODE_LENGTH))).toBeNull();
    expect(normalizeCode("")).toBeNull();
  });
});
