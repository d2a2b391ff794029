/**
 * Lighthouse 13 runs for the `pages` section (pages.ts): the npm package in Debian's
 * Chromium, mobile defaults (simulated slow 4G, 4× CPU), performance only. Each run gets a
 * Chromium of its own (chrome-launcher, a fresh profile), so no run inherits another's caches,
 * service worker or device data; Lighthouse also clears the origin's storage before loading. A
 * logged-in page carries the session cookie on every request (`extraHeaders`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";

export type Scores = {
  /** 0–1, as Lighthouse reports it (the UI shows ×100). */
  score: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

export const METRICS = ["score", "lcp", "tbt", "cls"] as const;

/**
 * One Lighthouse run of `url`. When `keepDir` is given, the whole report (JSON, open it in the
 * Lighthouse viewer or read its audits) is written there as `<name>.json`.
 */
export async function lighthouseRun(
  url: string,
  { cookie, keepDir, name }: { cookie?: string; keepDir?: string; name: string },
): Promise<Scores> {
  // A Brazilian browser, as the institute's people use: the bare root `/` opens in the browser's
  // language (src/domain/locale.ts), and the Portuguese home must be measured in Portuguese.
  const chromeFlags = [...chromiumArgs, "--headless=new", "--lang=pt-BR", "--accept-lang=pt-BR"];
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A page that sent its visitor elsewhere (a session refused: to /login) was not the page measured.
    const path = (href: string) => new URL(href).pathname.replace(/(.)\/$/, "$1");
    if (path(lhr.finalDisplayedUrl) !== path(url))
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    if (keepDir) {
      mkdirSync(keepDir, { recursive: true });
      writeFileSync(join(keepDir, `${name}.json`), typeof result.report === "string" ? result.report : "");
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: lhr.categories.performance?.score ?? NaN,
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    };
  } finally {
    chrome.kill();
  }
}
