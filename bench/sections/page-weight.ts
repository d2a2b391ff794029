/**
 * What a page's first visit fetches, for the `pages` section (pages.ts): every script
 * requested from the navigation until the page is interactive, and what follows until it settles.
 * A fresh browser context per visit (empty HTTP cache, no service worker yet, no device data), a
 * phone's viewport, the session cookie when the page needs one. Sizes are those of the built files
 * on disk, each compressed here as scripts/precompress.ts does (gzip 9, brotli 11), small files
 * too (which the server sends as they are), so they do not move with the server's settings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

export type Visit = { url: string; cookie?: string; dist: string; page: { ready: string[] } };
export type JsBytes = { files: number; raw: number; gzip: number; brotli: number; names: string[] };
export type PageWeight = { before: JsBytes; after: JsBytes; interactiveMs: number };

/** Lighthouse's mobile screen, so both measurements see the same first screen. */
const VIEWPORT = { width: 412, height: 823 };
/** Settled: no new request for this long (idle work, prefetch), at most SETTLE_MAX_MS. */
const QUIET_MS = 2000;
const SETTLE_MAX_MS = 15_000;

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string): { raw: number; gzip: number; brotli: number } {
  const known = sizes.get(file);
  if (known) return known;
  const bytes = readFileSync(file);
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length,
  };
  sizes.set(file, size);
  return size;
}

function bytesOf(dist: string, paths: string[]): JsBytes {
  const total: JsBytes = { files: paths.length, raw: 0, gzip: 0, brotli: 0, names: [] };
  for (const path of paths) {
    const size = sizeOf(join(dist, path));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
    total.names.push(path.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, ""));
  }
  return total;
}

type Interactive = Window & { __interactiveAt?: number };

/**
 * Added to the page before its scripts: at every animation frame, whether the first screen is
 * visible, the app's own (`#root` not `aria-busy`: a page painted before the app ran is not yet
 * live) and the document parsed; the first frame where all hold is the interactive moment.
 */
function watchInteractive(ready: string[]): void {
  const check = (): void => {
    const busy = document.getElementById("root")?.hasAttribute("aria-busy") ?? false;
    const shown = ready.every((css) => Array.from(document.querySelectorAll(css)).some((el) => el.checkVisibility()));
    if (shown && !busy && document.readyState !== "loading")
      (window as Interactive).__interactiveAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

type Entry = { path: string; start: number };

export async function jsBeforeInteractive(browser: Browser, visit: Visit): Promise<PageWeight> {
  const origin = new URL(visit.url).origin;
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "pt-BR" });
  try {
    if (visit.cookie) {
      const [name = "", ...value] = visit.cookie.split("=");
      await context.addCookies([{ name, value: value.join("="), url: origin }]);
    }
    await context.addInitScript(watchInteractive, visit.page.ready);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(visit.url);
    const interactiveMs = await page
      .waitForFunction(() => (window as Interactive).__interactiveAt, undefined, { timeout: 30_000 })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(async (error: unknown) => {
        const html = (await page.content()).slice(0, 2000);
        throw new Error(
          `${visit.url} never became interactive (${visit.page.ready.join(", ")}); errors: ${errors.join(" | ")}; page: ${html}`,
          { cause: error },
        );
      });
    // Settled: the number of requests has not moved for QUIET_MS.
    const started = performance.now();
    let count = -1;
    for (;;) {
      const now = await page.evaluate(() => performance.getEntriesByType("resource").length);
      if (now === count || performance.now() - started > SETTLE_MAX_MS) break;
      count = now;
      await page.waitForTimeout(QUIET_MS);
    }
    const scripts: Entry[] = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => ({ url: new URL(e.name), start: e.startTime }))
        .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith(".js"))
        .map(({ url, start }) => ({ path: url.pathname, start })),
    );
    const unique = (entries: Entry[]) => [...new Set(entries.map((e) => e.path))];
    const before = unique(scripts.filter((e) => e.start <= interactiveMs));
    const after = unique(scripts.filter((e) => e.start > interactiveMs)).filter((p) => !before.includes(p));
    return { before: bytesOf(visit.dist, before), after: bytesOf(visit.dist, after), interactiveMs };
  } finally {
    await context.close();
  }
}
