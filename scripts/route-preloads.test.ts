import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { isAppPage, ROUTES } from "../src/domain/routes.ts";
import { pageModulePaths } from "./route-preloads.ts";

/**
 * The build lists each page's chunks from the page modules src/app/page-modules.ts names; a page
 * the list missed would only lose its preloads, silently: every page of the app must be found.
 */
test("every page of the app is found in src/app/page-modules.ts, each with a module file of its own", () => {
  const dir = resolve(import.meta.dirname, "../src/app");
  const found = pageModulePaths(readFileSync(resolve(dir, "page-modules.ts"), "utf8"), dir);
  const pages = ROUTES.map((route) => route.id).filter(isAppPage);
  expect([...found.keys()].sort()).toEqual([...new Set(pages)].sort());
  for (const file of found.values()) expect(file).toMatch(/\/src\/(app|features)\/.+\.tsx$/);
});
