import { expect, test } from "vitest";
import {
  createChunkReloader,
  installPreloadErrorReload,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  shouldReload,
  withChunkReload,
} from "./chunk-reload.ts";

/** The reload after a missing chunk (seed §4): once, then guarded for 10 s. Clock and reload are the test's. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** One tab across reloads: the storage survives, each "page" gets a new reloader. */
function tab() {
  const storage = memoryStorage();
  let clock = 1_000_000;
  let reloads = 0;
  return {
    advance: (ms: number) => (clock += ms),
    reloads: () => reloads,
    page: () => createChunkReloader({ now: () => clock, reload: () => reloads++, storage }),
  };
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: http://x/assets/page-abc.js");

test("the pure decision: first time yes, within 10 s no, after 10 s yes", () => {
  expect(RELOAD_GUARD_MS).toBe(10_000);
  expect(shouldReload(50_000, null)).toBe(true);
  expect(shouldReload(50_000, 45_000)).toBe(false);
  expect(shouldReload(50_000, 40_001)).toBe(false);
  expect(shouldReload(50_000, 40_000)).toBe(true);
});

test("reloads once, not again within 10 s, again after 10 s", () => {
  const browser = tab();
  expect(browser.page()()).toBe(true);
  expect(browser.reloads()).toBe(1);

  browser.advance(3_000);
  expect(browser.page()()).toBe(false);
  expect(browser.reloads()).toBe(1);

  browser.advance(RELOAD_GUARD_MS);
  expect(browser.page()()).toBe(true);
  expect(browser.reloads()).toBe(2);
});

test("two failures on the same page are one reload", () => {
  const browser = tab();
  const tryReload = browser.page();
  expect(tryReload()).toBe(true);
  expect(tryReload()).toBe(true);
  expect(browser.reloads()).toBe(1);
});

test("only failed chunk fetches count, in each browser's wording", () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /a.js"))).toBe(true);
  expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
  expect(isChunkLoadError(new TypeError("x is not a function"))).toBe(false);
  expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
});

test("a page loader whose chunk is gone reloads and never settles; guarded, the error goes on", async () => {
  const browser = tab();
  const load = withChunkReload(() => Promise.reject(chunkError()), browser.page());
  const outcome = await Promise.race([
    load().then(
      () => "loaded",
      () => "failed",
    ),
    new Promise((r) => setTimeout(() => r("pending"), 50)),
  ]);
  expect(outcome).toBe("pending");
  expect(browser.reloads()).toBe(1);

  browser.advance(1_000);
  await expect(withChunkReload(() => Promise.reject(chunkError()), browser.page())()).rejects.toThrow(
    "Failed to fetch dynamically imported module",
  );
  expect(browser.reloads()).toBe(1);
});

test("other page errors are not a reason to reload", async () => {
  const browser = tab();
  const load = withChunkReload(() => Promise.reject(new TypeError("boom")), browser.page());
  await expect(load()).rejects.toThrow("boom");
  expect(browser.reloads()).toBe(0);
});

test("vite:preloadError reloads during a navigation, never during a background prefetch", () => {
  const browser = tab();
  let navigating = false;
  const stop = installPreloadErrorReload(() => navigating, browser.page());
  const prefetch = new Event("vite:preloadError", { cancelable: true });
  window.dispatchEvent(prefetch);
  expect(prefetch.defaultPrevented).toBe(false);
  expect(browser.reloads()).toBe(0);

  navigating = true;
  const navigation = new Event("vite:preloadError", { cancelable: true });
  window.dispatchEvent(navigation);
  expect(navigation.defaultPrevented).toBe(true);
  expect(browser.reloads()).toBe(1);
  stop();
});
