import { expect, test } from "vitest";
import { logNavigation } from "../../src/lib/access-log.ts";
import { createLogQueue } from "../../src/lib/log-queue.ts";
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
  // The origin's IndexedDB is shared by every test file of the run: rows another file's page left
  // unsent (its own "/disciplinas" among them) are sent by this page's queue too, first. So the
  // entries are told apart by id and time, not by path. One such row is put there on purpose.
  const started = Date.now();
  // The app's own queue, kept offline so that the row waits (the page's queue sends it later).
  const earlier = createLogQueue({ isOnline: () => false });
  await earlier.enqueue({ id: "earlier-file-0001", path: "/disciplinas", at: started - 60_000, user: null });
  earlier.close();
  const left = { id: "left-behind-0001", path: "/left/behind", at: 1_700_000_000_000, user: null };
  localStorage.setItem(PENDING, JSON.stringify([left]));
  const { router } = await renderApp("/disciplinas", demoUser("Discente"));
  await settled(router);
  const isOwn = (url: URL) =>
    url.searchParams.get("path") === "/disciplinas" && Number(url.searchParams.get("at")) >= started;
  await expect.poll(() => logRequests().some(isOwn)).toBe(true);
  const sent = logRequests();
  const leftAt = sent.findIndex((url) => url.searchParams.get("id") === left.id);
  expect(leftAt).toBeGreaterThanOrEqual(0);
  expect(sent[leftAt]?.searchParams.get("path")).toBe(left.path);
  expect(leftAt).toBeLessThan(sent.findIndex(isOwn));
  await expect.poll(() => localStorage.getItem(PENDING)).toBeNull();
});

test("a navigation's entry is in localStorage at once, and leaves it once the queue holds it", async () => {
  logNavigation("/written/at/once");
  // Synchronously: a page closed right now would leave it for the next start.
  expect(pending().map((entry) => entry.path)).toContain("/written/at/once");
  await expect.poll(() => pending().map((entry) => entry.path)).not.toContain("/written/at/once");
  await expect.poll(() => logRequests().map((url) => url.searchParams.get("path"))).toContain("/written/at/once");
});
