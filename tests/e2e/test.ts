import { test as base } from "@playwright/test";
import { laneURL } from "./lanes.ts";

/**
 * Playwright's `test`, with `baseURL` pointing at the server of the lane the worker runs in
 * (lanes.ts): every page, context and request a test opens — `browser.newContext()` and
 * `playwright.request.newContext()` included — talks to its own lane's server. Specs import
 * `test` from here (ESLint refuses `test` from "@playwright/test" in tests/e2e).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(laneURL(testInfo.parallelIndex));
  },
});

/** The current test's lane's server, for what is opened outside the fixtures. */
export function laneBaseURL(): string {
  return laneURL(test.info().parallelIndex);
}
