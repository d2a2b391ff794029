import { describe, expect, it } from "vitest";
import { TEMPORARY_ALPHABET, temporaryPassword } from "./temporary-password.ts";

describe("temporaryPassword", () => {
  it("is 12 characters of the unambiguous alphabet in groups of four, different each time", () => {
    const drawn = Array.from({ length: 2000 }, () => temporaryPassword());
    for (const password of drawn)
      expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(TEMPORARY_ALPHABET).not.toMatch(/[01ilo]/);
    // Every letter of the alphabet turns up (24,000 draws of 31 symbols): nothing is left out.
    expect(new Set(drawn.join("").replaceAll("-", ""))).toEqual(new Set(TEMPORARY_ALPHABET));
  });
});
