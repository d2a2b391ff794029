/**
 * Section `pages`: page weight and Lighthouse for `/login`, the Discente's home, `/matricula` and
 * `/historico`, the office's `/usuarios` (the demo `admin`) and `/gov/agenda-disciplinas` (the
 * list and each page's first screen: harness/app-pages.ts), in Portuguese and English, on the
 * production build served by the real server (`npm start`'s), beside the bare React 19 + React
 * Router 7 page (bench/baseline, harness/baseline.ts) built with the same Vite and served by the
 * same server code (its own process, DIST_DIR = that build):
 *
 * - **JavaScript before interactive** (page-weight.ts): every script the page requests (static
 *   and dynamic imports, the catalog, anything) from the navigation until the page is
 *   interactive: its first screen is visible and is the app's own (`#root` no longer
 *   `aria-busy`, so a page painted from HTML before the app ran counts only once React has taken
 *   it over) and the document is parsed. Counted as each file's bytes gzip-ed (level 9) and
 *   brotli-ed (quality 11) from the build on disk, so the figure does not move with the server's
 *   compression settings or the machine. What is fetched after that (idle work, link prefetch)
 *   is printed apart.
 * - **Lighthouse 13, mobile** (lighthouse.ts): score, LCP, TBT and CLS, the median of
 *   `BENCH_PAGES_RUNS` runs (default 3) per page, the runs of all pages alternated so that a
 *   busier moment of the machine weighs on all alike.
 *
 * `BENCH_PAGES=historico,usuarios` measures some pages only (ids in harness/app-pages.ts); `BENCH_PAGES_LH_DIR=DIR` keeps every
 * Lighthouse report there.
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { localizePath, LOCALES, type Locale } from "../../src/domain/locale.ts";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";
import { distDir } from "../../scripts/build.ts";
import { lighthouseRun, METRICS, type Scores } from "./lighthouse.ts";
import { BARE_PAGE, selectedPages, type AppPage } from "../harness/app-pages.ts";
import { buildBaseline } from "../harness/baseline.ts";
import { atLeast, atMost, type Section } from "../harness/report.ts";
import { loginCookie, scratchDir, startBenchServer, type BenchServer } from "../harness/server.ts";
import { median } from "../harness/stats.ts";
import { jsBeforeInteractive, kb, type PageWeight } from "./page-weight.ts";

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 3);
const JS_GOAL = 1.3;
const GOALS = { score: 0.95, lcp: 2000, tbt: 150, cls: 0.05 } as const;
const KEEP_DIR = process.env.BENCH_PAGES_LH_DIR;

type Target = { page: AppPage; locale: Locale; url: string; cookie?: string; dist: string };

const selected = () => selectedPages();

async function targetsOf(server: BenchServer): Promise<Target[]> {
  const cookies = new Map<string, string>();
  const targets: Target[] = [];
  for (const page of selected()) {
    let cookie: string | undefined;
    if (page.login) {
      cookie = cookies.get(page.login) ?? (await loginCookie(server.base, page.login));
      cookies.set(page.login, cookie);
    }
    for (const locale of LOCALES) {
      targets.push({ page, locale, url: `${server.base}${localizePath(page.path, locale)}`, cookie, dist: distDir });
    }
  }
  return targets;
}

const load1 = () => (loadavg()[0] ?? 0).toFixed(1);
const label = (t: Target) => `${t.page.title} (${t.locale})`;
const perLocale = <T>(values: [Locale, T][], show: (v: T) => string) =>
  values.map(([locale, v]) => `${locale} ${show(v)}`).join(" · ");

function weightRows(section: Section, targets: Target[], weights: Map<Target, PageWeight>, bare: PageWeight): void {
  for (const page of selected()) {
    const mine = targets.filter((t) => t.page === page);
    const pairs = mine.map((t): [Locale, PageWeight] => [t.locale, weights.get(t) as PageWeight]);
    const ratios = pairs.map(([locale, w]): [Locale, number] => [locale, w.before.gzip / bare.before.gzip]);
    const worst = Math.max(...ratios.map(([, r]) => r));
    section.row({
      what: `JavaScript before interactive, ${page.title} (gzip / brotli, files)`,
      figure: perLocale(pairs, (w) => `${kb(w.before.gzip)} / ${kb(w.before.brotli)}, ${w.before.files}`),
      reference: `bare page ${kb(bare.before.gzip)} / ${kb(bare.before.brotli)}, ${bare.before.files}`,
      ratio: perLocale(ratios, (r) => `${r.toFixed(2)}×`),
      goal: `≤ ${JS_GOAL}×`,
      verdict: atMost(worst, JS_GOAL),
    });
    for (const [locale, w] of pairs) {
      section.note(
        `${page.title} (${locale}): before interactive ${w.before.names.join(", ")}; then, by the time it ` +
          `settled, ${w.after.files} more (${kb(w.after.gzip)} gzip${w.after.files ? `: ${w.after.names.join(", ")}` : ""}).`,
      );
    }
  }
}

const SHOW: Record<(typeof METRICS)[number], (v: number) => string> = {
  score: (v) => v.toFixed(2),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${v.toFixed(0)} ms`,
  cls: (v) => v.toFixed(3),
};
const NAME: Record<(typeof METRICS)[number], string> = {
  score: "Lighthouse performance score",
  lcp: "Lighthouse LCP",
  tbt: "Lighthouse TBT",
  cls: "Lighthouse CLS",
};

function lighthouseRows(section: Section, targets: Target[], runs: Map<Target, Scores[]>, bare: Scores[]): void {
  const mid = (scores: Scores[], metric: (typeof METRICS)[number]) => median(scores.map((s) => s[metric]));
  for (const page of selected()) {
    const mine = targets.filter((t) => t.page === page);
    for (const metric of METRICS) {
      const values = mine.map((t): [Locale, number] => [t.locale, mid(runs.get(t) ?? [], metric)]);
      const reference = mid(bare, metric);
      const goal = GOALS[metric];
      const verdicts = values.map(([, v]) => (metric === "score" ? atLeast(v, goal) : atMost(v, goal)));
      const ratioText = metric === "lcp" ? perLocale(values, (v) => `${(v / reference).toFixed(2)}×`) : undefined;
      section.row({
        what: `${NAME[metric]}, ${page.title} (median of ${RUNS})`,
        figure: perLocale(values, SHOW[metric]),
        reference: `bare page ${SHOW[metric](reference)}`,
        ratio: ratioText,
        goal: `${metric === "score" ? "≥" : "≤"} ${SHOW[metric](goal)}`,
        verdict: verdicts.includes("missed") ? "missed" : verdicts.includes("none") ? "none" : "met",
      });
    }
  }
}

/** Every page's weight, then Lighthouse runs of all pages alternated, then the report's rows. */
export async function benchPages(section: Section): Promise<void> {
  selected(); // an unknown id in BENCH_PAGES fails here, before anything starts
  const scratch = scratchDir("pages");
  const bareDist = buildBaseline();
  const app = await startBenchServer({ DATA_DIR: join(scratch, "app") });
  let bareServer: BenchServer | undefined;
  let browser: Browser | undefined;
  try {
    bareServer = await startBenchServer(
      { DATA_DIR: join(scratch, "bare"), DIST_DIR: bareDist },
      { script: "src/server/index.ts" },
    );
    const bare: Target = { page: BARE_PAGE, locale: "pt", url: `${bareServer.base}/`, dist: bareDist };
    const targets = await targetsOf(app);

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const bareWeight = await jsBeforeInteractive(browser, bare);
    const weights = new Map<Target, PageWeight>();
    for (const target of targets) weights.set(target, await jsBeforeInteractive(browser, target));
    await browser.close();
    browser = undefined;
    weightRows(section, targets, weights, bareWeight);

    const runs = new Map<Target, Scores[]>(targets.map((t) => [t, []]));
    const bareRuns: Scores[] = [];
    for (let i = 1; i <= RUNS; i++) {
      for (const target of [bare, ...targets]) {
        const name = `${target.page.id}-${target.locale}-${i}`;
        const scores = await lighthouseRun(target.url, { cookie: target.cookie, keepDir: KEEP_DIR, name });
        (target === bare ? bareRuns : (runs.get(target) ?? [])).push(scores);
        console.log(
          `  lighthouse ${i}/${RUNS} ${label(target).padEnd(36)} score ${SHOW.score(scores.score)}  FCP ${SHOW.lcp(scores.fcp)}  ` +
            `LCP ${SHOW.lcp(scores.lcp)}  TBT ${SHOW.tbt(scores.tbt)}  CLS ${SHOW.cls(scores.cls)}  (load ${load1()})`,
        );
      }
    }
    lighthouseRows(section, targets, runs, bareRuns);
    section.note(
      "JavaScript before interactive: every .js the page requested (Resource Timing) from the navigation until its first " +
        "screen was visible, the app's own (#root not aria-busy) and parsed; bytes of the built files compressed here " +
        "(gzip -9, brotli -q 11), the same for both pages. Lighthouse 13.5.0, mobile defaults (simulated slow 4G, 4× CPU), " +
        "Debian Chromium headless, a fresh profile per run; logged-in pages carry their user's session cookie " +
        "(the demo discente; admin for /usuarios).",
    );
  } finally {
    await browser?.close();
    await bareServer?.stop();
    await app.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
