import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { PAGE_FONT_FAMILY } from "../src/lib/page-fonts.ts";

it("the service worker's copy of the font stack is the stylesheet's", () => {
  const css = readFileSync(join(import.meta.dirname, "..", "src", "app", "styles.css"), "utf8");
  const declared = /--font-sans:\s*([^;]+);/.exec(css)?.[1]?.trim();
  expect(declared).toBe(PAGE_FONT_FAMILY);
});
