import { expect, test } from "vitest";
import { logNavigation } from "../../src/lib/access-log.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";

/**
 * The access log's write-ahead in localStorage (src/lib/access-log.ts): an entry is kept there,
 * synchronously, until the device queue (loaded on first use) holds it, so that a page closed
 * meanwhile loses nothing; the next start moves what it finds into the queue first. Its own file:
 * the queue is created once per page, and that creation is what is tested.
 */
const PENDING = "academico-log-pending";

const pending = (): { id: string; path: string }[] => JSON.parse(localStorage.getItem(PENDING) ?? "[]");

function logRequests(): URL[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname === "/api/_log");
}

test("entries a closed page left waiting go to the queue at the next start, before the page's own", async () => {
  performance.clearResourceTimings();
  const left = { id: "left-behind-0001", path: "/left/behind", at: 1_700_000_000_000, user: null };
  localStorage.setItem(PENDING, JSON.stringify([left]));
  const { router } = await renderApp("/disciplinas", demoUser("Discente"));
  await settled(router);
  await expect.poll(() => logRequests().map((url) => url.searchParams.get("path"))).toContain("/disciplinas");
  const sent = logRequests().map((url) => url.searchParams.get("path"));
  expect(sent.indexOf("/left/behind")).toBeGreaterThanOrEqual(0);
  expect(sent.indexOf("/left/behind")).toBeLessThan(sent.indexOf("/disciplinas"));
  expect(
    logRequests()
      .find((url) => url.searchParams.get("path") === "/left/behind")
      ?.searchParams.get("id"),
  ).toBe(left.id);
  await expect.poll(() => localStorage.getItem(PENDING)).toBeNull();
});

test("a navigation's entry is in localStorage at once, and leaves it once the queue holds it", async () => {
  logNavigation("/written/at/once");
  // Synchronously: a page closed right now would leave it for the next start.
  expect(pending().map((entry) => entry.path)).toContain("/written/at/once");
  await expect.poll(() => pending().map((entry) => entry.path)).not.toContain("/written/at/once");
  await expect.poll(() => logRequests().map((url) => url.searchParams.get("path"))).toContain("/written/at/once");
});
