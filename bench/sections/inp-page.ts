/**
 * One first tap, measured, for section `inp` (inp.ts): a fresh browser context (empty caches, no
 * service worker, no device data) at a phone's viewport, the session cookie when the page needs
 * one, the CPU slowed down 4× through the DevTools protocol from before the navigation; the page
 * loaded, its first screen with its content waited for, then one real input (Playwright's mouse
 * or keyboard, through CDP Input, as Chrome's own Event Timing sees a person's).
 *
 * The page records Event Timing entries from its first script on (`recordEventTiming`, an init
 * script): `event` entries from 16 ms (the lowest threshold Chrome allows) and the `first-input`
 * entry (reported whatever its duration). Chrome delivers an interaction's entries only after its
 * next paint has been presented, so the measure does not guess when they are all in: after the
 * measured input it sends a *fence*, a key (F9) whose handler, installed by the init script,
 * keeps the main thread 50 ms — its entry is always reported, and entries come in the order of
 * their frames, so once the fence's entry has arrived every entry of the measured input has.
 */
import type { Browser, Locator, Page, Route } from "playwright-core";
import type { AppPage } from "../harness/app-pages.ts";
import { firstInteraction, type Interaction, type TimingEntry } from "./inp-entries.ts";

export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 360, height: 740 };
const FENCE_KEY = "F9";
const FENCE_MS = 50;
/** Bounds on a loaded machine, never waits for time: a page slowed down 4× may take a while. */
const TIMEOUT_MS = 90_000;

/** What one tap measures: where, on what, and what the press must have done. */
export type Tap = {
  id: string;
  title: string;
  page: AppPage;
  /** The element pressed (or typed into): also part of "ready" — the press waits for it. */
  target: (page: Page) => Locator;
  /** The input itself. */
  press: (target: Locator, page: Page) => Promise<void>;
  /** Resolves once the press has done its work (waited for, never timed): the press landed. */
  effect: (page: Page) => Promise<unknown>;
  /**
   * Requests (method and path) the press sends that are held unanswered until the measure is
   * taken, then aborted: the press is measured as it is, and no server state is left behind.
   */
  hold?: { method: string; path: string };
};

type TimingWindow = Window & { __eventTiming?: TimingEntry[] };

/** Added before the page's own scripts: every Event Timing entry copied, and the fence's handler. */
function recordEventTiming({ fenceKey, fenceMs }: { fenceKey: string; fenceMs: number }): void {
  const seen: TimingEntry[] = [];
  (window as TimingWindow).__eventTiming = seen;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      seen.push({
        entryType: e.entryType as TimingEntry["entryType"],
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
  });
  // `durationThreshold` (Event Timing) is not in TypeScript's DOM types yet.
  const events: PerformanceObserverInit & { durationThreshold: number } = {
    type: "event",
    durationThreshold: 16,
    buffered: true,
  };
  observer.observe(events);
  observer.observe({ type: "first-input", buffered: true });
  addEventListener(
    "keydown",
    (event) => {
      if (event.key !== fenceKey) return;
      const until = performance.now() + fenceMs;
      while (performance.now() < until) {
        // the fence: a handler long enough that its entry is always reported
      }
    },
    { capture: true },
  );
}

/** One run: its interaction, when the page was ready (ms from the navigation), every entry seen. */
export type TapRun = Interaction & { readyMs: number; entries: TimingEntry[] };

/** Holds the matching requests; `release` aborts them and says how many there were. */
async function holdRequests(page: Page, hold: { method: string; path: string }): Promise<() => Promise<number>> {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === hold.path,
    (route) => (route.request().method() === hold.method ? void held.push(route) : route.fallback()),
  );
  return async () => {
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    return held.length;
  };
}

/**
 * One fresh page, its first tap measured; null when the page reported no entry for it (the
 * caller retries a bounded number of times). Throws when the page never got ready or the press
 * did not do its work.
 */
export async function measureTap(browser: Browser, tap: Tap, base: string, cookie?: string): Promise<TapRun | null> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "pt-BR" });
  try {
    if (cookie) {
      const [name = "", ...value] = cookie.split("=");
      await context.addCookies([{ name, value: value.join("="), url: base }]);
    }
    await context.addInitScript(recordEventTiming, { fenceKey: FENCE_KEY, fenceMs: FENCE_MS });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    await page.goto(`${base}${tap.page.path}`, { waitUntil: "commit" });
    for (const css of tap.page.ready) await page.locator(css).first().waitFor({ state: "visible" });
    await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("aria-busy"));
    const target = tap.target(page);
    await target.waitFor({ state: "visible" });
    const readyMs = await page.evaluate(() => performance.now());

    const release = tap.hold ? await holdRequests(page, tap.hold) : undefined;
    await tap.press(target, page);
    const fenceAt = await page.evaluate(() => performance.now());
    await page.keyboard.press(FENCE_KEY);
    await page.waitForFunction(
      (at) => (window as TimingWindow).__eventTiming?.some((e) => e.name === "keydown" && e.startTime >= at),
      fenceAt,
    );
    const entries = await page.evaluate(() => (window as TimingWindow).__eventTiming ?? []);
    await tap.effect(page);
    if (release && tap.hold) {
      const held = await release();
      if (held !== 1)
        throw new Error(
          `${tap.title}: the press sent ${held} ${tap.hold.method} ${tap.hold.path} (one expected, held)`,
        );
    }
    const interaction = firstInteraction(entries, fenceAt);
    return interaction && { ...interaction, readyMs, entries };
  } finally {
    await context.close();
  }
}
