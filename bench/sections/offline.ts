/**
 * Section `offline`: how long the Discente home (the timetable) takes to show again offline,
 * from navigation start, with the CPU slowed 4× through the DevTools protocol, in a warm tab
 * (reload) and after a browser restart (same profile: service worker, caches and IndexedDB
 * kept), on a demo server of its own. Measured side by side with the bare precached React 19 +
 * React Router page (bench/baseline, harness/baseline.ts). Prints figures and a verdict against
 * the goal (≤ 1.2× the bare page); never asserts. Also prints the precache's size and the JS the
 * first (online) visit fetched, whole; the JS a page needs before it is interactive is the
 * `pages` section's figure (pages.ts), which counts every script requested until then. Each
 * re-open is timed at three moments: the first frame that shows the page (the readiness parts
 * are in it, styled), that frame's work on the main thread done, and its pixels on screen (the
 * browser's first contentful paint). Measured at a phone's viewport (360×740: the students' own,
 * the goal's scenario) and a desktop's (1280×720, for reference), each a run of its own.
 * `BENCH_OFFLINE_RUNS` (default 10) sets the number of re-opens, `BENCH_OFFLINE_VIEWPORT` the
 * viewports (`360x740`, or a list: `360x740,1280x720`), `BENCH_OFFLINE_DEBUG=1` prints each
 * re-open, and `BENCH_OFFLINE_TRACE=DIR` keeps the traced warm re-open of each page in DIR
 * (`project-360x740.json`, …: open them in DevTools' Performance panel).
 */
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../../tests/chromium.ts";
import { root } from "../../scripts/run.ts";
import { baselineDist, buildBaseline } from "../harness/baseline.ts";
import type { Section } from "../harness/report.ts";
import { withDemoServer } from "../harness/server.ts";
import { median, ratioInterval, verdict } from "../harness/stats.ts";

/** A visible element matching `css` (and containing `text`, when given). */
type Part = { css: string; text?: string };
/**
 * Ready when every `all` and `offline` part is visible and, if `anyOf` is not empty, at least one
 * of those. `offline` parts only show offline (the online visit that prepares a run waits for `all`).
 */
export type Readiness = { all: Part[]; anyOf: Part[]; offline?: Part[] };

/** What "the Discente timetable is visible" means for the project: the heading, the week grid and its offline mark. */
export const TIMETABLE_READY: Readiness = {
  all: [{ css: "main h1" }, { css: '[data-testid="timetable"]' }],
  anyOf: [],
  offline: [{ css: 'main [role="status"]', text: "Offline —" }],
};
/** The baseline page: its heading and its table. */
const BASELINE_READY: Readiness = { all: [{ css: "main h1" }, { css: "main table" }], anyOf: [] };

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 10);
type Viewport = { width: number; height: number };
/**
 * The goal's scenario is a phone: the goal names no viewport, and PRODUCT §1 says the students
 * who re-open this screen are "mostly on phones" (the 4× CPU slowdown is the usual phone emulation
 * too). The desktop's viewport is measured as well and printed for reference
 * (docs/offline.md, "The first paint from the device"; its measurements: history.md).
 */
const GOAL_VIEWPORT: Viewport = { width: 360, height: 740 };
const VIEWPORTS: Viewport[] = (process.env.BENCH_OFFLINE_VIEWPORT || "360x740,1280x720").split(",").map((text) => {
  const size = /^(\d+)x(\d+)$/.exec(text.trim());
  if (!size) throw new Error(`BENCH_OFFLINE_VIEWPORT: "${text}" is not WIDTHxHEIGHT`);
  return { width: Number(size[1]), height: Number(size[2]) };
});

const CPU_SLOWDOWN = 4;
/** Between two re-opens, after the page went idle, so that no leftover work lands in the next. */
const SETTLE_MS = 300;
const SETTLE_IDLE_TIMEOUT_MS = 5000;
const READY_TIMEOUT_MS = 30_000;
const GOAL = 1.2;
const LOGIN = { idcbpf: "discente", password: "demo1234" };

const projectDist = resolve(root, process.env.DIST_DIR ?? "dist");
type Mark = {
  frame: number;
  /**
   * When that frame's work on the main thread was done (style, layout, paint; raster and
   * compositing, off the main thread, are left): the first task after it.
   */
  drawn: number;
  /** The first frame after the app itself rendered: the same as `frame`, unless the page was painted first from the device. */
  started: number;
  firstPaint: boolean;
  text: string;
  /** The document came through the service worker (offline, nothing else can answer). */
  worker: boolean;
  /** When the first byte of the document came (from the service worker). */
  response: number;
  /** The browser's first contentful paint (read after the page was ready). */
  fcp?: number;
  online: boolean;
};
type BenchWindow = Window & { __benchReady?: Promise<Mark> };

/**
 * Added to every document before its scripts (addInitScript): from the first animation frame on,
 * checks at each frame, before it is drawn, whether the readiness parts are there; the time of
 * the first frame that shows them all (relative to the navigation start, performance.timeOrigin)
 * is `frame`. When the page was painted from the device's copy before the app ran
 * (`#root[data-first-paint]`, src/lib/first-paint.ts), it goes on until the frame after the app's
 * own render replaced it (`started`; otherwise the same as `frame`). Checking once per frame,
 * rather than on every DOM mutation, costs both pages the same: the parser of a long HTML page
 * mutates the document many times, React's commit once.
 */
function watchReadiness({ origin, ready, marker }: { origin: string; ready: Readiness; marker: string }): void {
  if (location.origin !== origin) return;
  let resolve: (mark: Mark) => void = () => undefined;
  (window as BenchWindow).__benchReady = new Promise<Mark>((r) => (resolve = r));
  const find = (part: Part): Element | undefined =>
    Array.from(document.querySelectorAll(part.css)).find(
      (el) => el.checkVisibility() && (!part.text || (el.textContent ?? "").includes(part.text)),
    );
  const matches = (): boolean => {
    if ([...ready.all, ...(ready.offline ?? [])].some((part) => !find(part))) return false;
    return ready.anyOf.length === 0 || ready.anyOf.some((part) => find(part) !== undefined);
  };
  const painted = (): boolean => document.getElementById("root")?.hasAttribute("data-first-paint") ?? false;
  let seen: Omit<Mark, "drawn" | "started" | "worker" | "response" | "online"> | null = null;
  let drawn = NaN;
  let startedAt: number | null = null;
  let done = false;
  const finish = (started: number): void => {
    startedAt = started;
    if (!seen || Number.isNaN(drawn) || done) return;
    done = true;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const mark: Mark = {
      ...seen,
      drawn,
      started,
      worker: (nav?.workerStart ?? 0) > 0,
      response: nav?.responseStart ?? NaN,
      online: navigator.onLine,
    };
    resolve(mark);
    // Read by the bench from the console: nothing is evaluated in the page while it starts.
    console.debug(`${marker}${JSON.stringify(mark)}`);
  };
  // A message posted during a frame's animation callbacks is handled once that frame is done.
  const markDrawn = (): void => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      drawn = performance.now();
      if (startedAt !== null) finish(startedAt);
    };
    channel.port2.postMessage(null);
  };
  const frame = (): void => {
    const now = performance.now();
    if (!seen) {
      if (matches()) {
        const text = (find(ready.all[0] ?? { css: "body" })?.textContent ?? "").trim();
        seen = { frame: now, text, firstPaint: painted() };
        markDrawn();
        if (!seen.firstPaint) return finish(now);
      }
    } else if (!painted() && matches()) return finish(now);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Prefix of the console line the watcher writes when the page is ready. */
const READY_MARKER = "academico-bench-ready ";

/**
 * Reloads or opens the page and waits for the watcher's console line. Nothing runs in the page
 * meanwhile (a Playwright evaluate or locator would inject its scripts into a page still
 * starting, and be measured with it); the navigation itself waits only for its commit.
 */
async function navigateAndMark(page: Page, navigate: () => Promise<unknown>): Promise<Mark> {
  const line = page.waitForEvent("console", {
    predicate: (message) => message.text().startsWith(READY_MARKER),
    timeout: READY_TIMEOUT_MS,
  });
  await navigate();
  const mark = JSON.parse((await line).text().slice(READY_MARKER.length)) as Mark;
  // Once the page is ready (nothing is measured any more): the browser's own first contentful
  // paint, a cross-check that does not depend on this watcher.
  mark.fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const started = performance.now();
        const poll = () => {
          const fcp = read();
          if (fcp !== undefined || performance.now() - started > 2000) resolve(fcp ?? NaN);
          else setTimeout(poll, 20);
        };
        poll();
      }),
  );
  return mark;
}

function readMark(page: Page): Promise<Mark> {
  return page.evaluate(async (timeout) => {
    const ready = (window as BenchWindow).__benchReady;
    if (!ready) throw new Error("the readiness watcher did not run in this document");
    return Promise.race([
      ready,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not ready in ${timeout} ms`)), timeout)),
    ]);
  }, READY_TIMEOUT_MS);
}

// ——— sizes ———

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** The precache manifest injected in dist/sw.js: its entries and their total size on disk. */
function precache(dist: string): { entries: number; bytes: number; missing: number } {
  const sw = readFileSync(join(dist, "sw.js"), "utf8");
  const urls = new Set(Array.from(sw.matchAll(/["']?url["']?\s*:\s*["'`]([^"'`]+)["'`]/g), (m) => m[1] ?? ""));
  let bytes = 0;
  let missing = 0;
  for (const url of urls) {
    const file = join(dist, url.replace(/^\//, "").split("?")[0] ?? "");
    if (existsSync(file)) bytes += statSync(file).size;
    else missing++;
  }
  return { entries: urls.size - missing, bytes, missing };
}

type JsSize = { files: number; raw: number; gzip: number; note: string };

function jsSize(dist: string, files: string[], note: string): JsSize {
  return {
    files: files.length,
    raw: files.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0),
    gzip: files.reduce((sum, f) => sum + gzipBytes(join(dist, f)), 0),
    note,
  };
}

/** The .js files the page itself fetched on its first (online) visit, from Resource Timing. */
async function loadedJs(page: Page, dist: string): Promise<JsSize> {
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name))
      .filter((u) => u.origin === location.origin && u.pathname.endsWith(".js"))
      .map((u) => u.pathname),
  );
  const files = [...new Set(paths)].map((p) => p.replace(/^\//, "")).filter((f) => existsSync(join(dist, f)));
  return jsSize(dist, files, `${files.length} files`);
}

// ——— the baseline's static server ———

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
};

/** Files from `dir`; unknown paths get index.html; hashed assets are immutable, the rest no-cache. */
function serveDir(dir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    let file = normalize(join(dir, path));
    const inside = file.startsWith(dir + sep);
    if (!inside || !existsSync(file) || statSync(file).isDirectory()) {
      if (path.startsWith("/assets/") || !inside) {
        res.writeHead(404).end();
        return;
      }
      file = join(dir, "index.html");
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => (server.closeAllConnections(), server.close(() => done()))),
      });
    });
  });
}

// ——— the browser ———

type App = {
  name: string;
  base: string;
  dist: string;
  ready: Readiness;
  login: boolean;
  profile: string;
  viewport: Viewport;
  heading?: string;
  warm: Mark[];
  restarted: Mark[];
  loaded?: JsSize;
  /** Main-thread time of one traced warm re-open, by kind of work (ms). */
  mainThread?: MainThread;
  notes: string[];
};

const open = new Set<BrowserContext>();

async function launch(app: App, offline: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(app.profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    offline,
    locale: "pt-BR",
    serviceWorkers: "allow",
    viewport: app.viewport,
    // No media-feature emulation (Playwright emulates `prefers-color-scheme: light` and three more
    // by default). A reload here swaps the tab's document into a new frame, and DevTools drops the
    // old frame's session and attaches the new one; each time, the emulated media features are
    // taken off or put on, and Chromium marks every element of the page being left for a style
    // recalculation (reason `PlatformColorChange`, traced inside the DevTools session messages),
    // done in a frame before the new document commits, a cost that grows with the page being
    // left (more for the project's than for the bare page's). Nobody re-opening the app has
    // DevTools attached, and a reload without that emulation restyles nothing it leaves
    // (bench/history.md).
    colorScheme: null,
    reducedMotion: null,
    forcedColors: null,
    contrast: null,
  });
  open.add(context);
  context.setDefaultTimeout(READY_TIMEOUT_MS);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

async function close(context: BrowserContext): Promise<void> {
  open.delete(context);
  await context.close();
}

/** The DevTools session of each open tab, which slows its CPU down. */
const sessions = new WeakMap<Page, CDPSession>();

/**
 * CPU slowed down through the DevTools protocol. The network is cut by Playwright's offline mode
 * (page and service worker); a new DevTools session brings navigator.onLine back to true on the
 * next load, though, so this session says offline too.
 */
async function slowDownOffline(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  sessions.set(page, cdp);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.overrideNetworkState", {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Slows the open tab's CPU down (`CPU_SLOWDOWN`) or lets it run (1). Only the tab being measured
 * is slowed down: DevTools' throttling keeps the renderer's main thread busy even when the page
 * is idle (most of a core), so with both tabs open and slowed, the idle one would take that from
 * the other's re-open on a machine with few cores; an idle tab not throttled takes nothing.
 */
async function throttle(page: Page, rate: number): Promise<void> {
  await sessions.get(page)?.send("Emulation.setCPUThrottlingRate", { rate });
}

/** `measure`, with the tab slowed down meanwhile. */
async function slowedDown<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  await throttle(page, CPU_SLOWDOWN);
  try {
    return await measure();
  } finally {
    await throttle(page, 1);
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Online once (log in, open `/`, wait for the service worker to control the page and the page to
 * show, so the precache and the device data are filled), then offline and slowed down in the same
 * tab, with one re-open that settles what readiness means. Returns the open tab.
 */
async function prepare(app: App): Promise<Page> {
  const { context, page } = await launch(app, false);
  if (app.login) {
    const res = await page.request.post(`${app.base}/api/_auth/session`, { data: LOGIN });
    if (!res.ok()) throw new Error(`${app.name}: login failed (${res.status()})`);
  }
  await page.goto(`${app.base}/`);
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null)
    .catch((error: unknown) => {
      throw new Error(
        `${app.name}: no service worker controls ${app.base}/. Is ${app.dist} a production build? A build made ` +
          "with NODE_ENV=development (as under playwright.config.ts's web server) registers none.",
        { cause: error },
      );
    });
  for (const part of app.ready.all) await page.locator(part.css).first().waitFor({ state: "visible" });
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await pause(500);
  app.loaded = await loadedJs(page, app.dist);

  await context.setOffline(true);
  await slowDownOffline(context, page);
  await page.reload();
  for (const part of app.ready.all) await page.locator(part.css).first().waitFor({ state: "visible" });
  app.heading = (
    (await page
      .locator(app.ready.all[0]?.css ?? "body")
      .first()
      .textContent()) ?? ""
  ).trim();
  await context.addInitScript(watchReadiness, { origin: app.base, ready: app.ready, marker: READY_MARKER });
  await page.reload();
  await readMark(page);
  await throttle(page, 1);
  return page;
}

/**
 * Waits until the open page is idle (its deferred start-up work done: service worker
 * registration, update checks, the log queue), then a little more: a re-open is measured from
 * a settled app, as when the person comes back to it, not in the middle of the last start.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    SETTLE_IDLE_TIMEOUT_MS,
  );
  await pause(SETTLE_MS);
}

/** A reload of the open tab (offline, slowed down). */
async function reopenWarm(app: App, page: Page): Promise<void> {
  await settle(page);
  app.warm.push(await slowedDown(page, () => navigateAndMark(page, () => page.reload({ waitUntil: "commit" }))));
}

/** A browser start on the same profile, offline and slowed down from the first navigation. */
async function reopenAfterRestart(app: App): Promise<void> {
  const { context, page } = await launch(app, true);
  try {
    await context.addInitScript(watchReadiness, { origin: app.base, ready: app.ready, marker: READY_MARKER });
    await slowDownOffline(context, page);
    app.restarted.push(await navigateAndMark(page, () => page.goto(`${app.base}/`, { waitUntil: "commit" })));
  } finally {
    await close(context);
  }
}

// ——— where the main thread's time goes (one traced warm re-open) ———

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, when the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
};
/**
 * The main thread's time by kind of work until the app rendered, and the raster of the page's
 * tiles until its first contentful paint (the raster threads' own CPU time, not slowed down).
 */
type MainThread = {
  window: number;
  busy: number;
  kinds: Record<string, number>;
  /**
   * Raster of the page's tiles until its first contentful paint: the raster threads' CPU time,
   * and the wall time of the same tasks (more when they wait for a core).
   */
  raster: { tiles: number; cpu: number; wall: number } | null;
  /** When the new document was committed (ms from navigation start): the page being left is gone. */
  committed: number;
  /** Style recalculation of the page being left, before that commit (ms). */
  leftStyle: number;
  /** The main thread's CPU time in its tasks (DevTools' throttling spins: near `busy`). */
  busyCpu: number;
};

/** Trace event names by kind of work; only the outermost event of a kind is counted. */
const WORK_KINDS: Record<string, string[]> = {
  "script compile and evaluation": ["v8.evaluateModule", "EvaluateScript", "v8.compile", "v8.compileModule"],
  "JavaScript (app, React, events)": [
    "FunctionCall",
    "RunMicrotasks",
    "TimerFire",
    "FireIdleCallback",
    "FireAnimationFrame",
    "EventDispatch",
  ],
  "style (CSS parse, recalc)": ["UpdateLayoutTree", "ParseAuthorStyleSheet"],
  "layout, paint, commit": ["Layout", "PrePaint", "Paint", "Commit", "Layerize", "UpdateLayer"],
  "HTML and document": ["ParseHTML", "DocumentLoader::CommitNavigation"],
  "garbage collection": ["MinorGC", "MajorGC"],
};

function mainThreadOf(events: TraceEvent[], base: string, frame: number): MainThread {
  const nav = events.filter((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith(base));
  const start = nav.at(-1);
  if (!start) throw new Error("the trace has no navigation of the page");
  const end = start.ts + frame * 1000;
  const own = events.filter(
    (e) => e.pid === start.pid && e.tid === start.tid && e.ph === "X" && e.ts >= start.ts && e.ts <= end,
  );
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const busy = own.filter((e) => e.name === "RunTask").reduce((sum, e) => sum + ms(e), 0);
  const kinds: Record<string, number> = {};
  for (const [kind, names] of Object.entries(WORK_KINDS)) {
    const list = own.filter((e) => names.includes(e.name));
    const inside = (e: TraceEvent, o: TraceEvent) =>
      o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0);
    kinds[kind] = list.filter((e) => !list.some((o) => inside(e, o))).reduce((sum, e) => sum + ms(e), 0);
  }
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === start.pid && e.ts >= start.ts);
  // From the new document's first paint (tiles of the page being left are not its cost).
  const painted = own.find((e) => e.name === "Paint");
  const tiles =
    fcp && painted
      ? events.filter((e) => e.name === "RasterTask" && e.ph === "X" && e.ts >= painted.ts && e.ts <= fcp.ts)
      : [];
  const raster = fcp
    ? {
        tiles: tiles.length,
        cpu: tiles.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0),
        wall: tiles.reduce((sum, e) => sum + ms(e), 0),
      }
    : null;
  const commit = events.find(
    (e) => e.name === "commitNavigationEnd" && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts,
  );
  const committed = commit ? (commit.ts - start.ts) / 1000 : NaN;
  const leftStyle = own
    .filter((e) => e.name === "UpdateLayoutTree" && commit && e.ts < commit.ts)
    .reduce((sum, e) => sum + ms(e), 0);
  const busyCpu = own.filter((e) => e.name === "RunTask").reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
  return { window: frame, busy, kinds, raster, committed, leftStyle, busyCpu };
}

/** One more warm re-open of the open tab, traced through the DevTools protocol (not in the medians). */
async function traceWarm(app: App, page: Page): Promise<void> {
  await settle(page);
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading",
    transferMode: "ReportEvents",
  });
  const mark = await slowedDown(page, () => navigateAndMark(page, () => page.reload({ waitUntil: "commit" })));
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();
  const keep = process.env.BENCH_OFFLINE_TRACE;
  const file = `${app.name}-${app.viewport.width}x${app.viewport.height}.json`;
  if (keep) writeFileSync(join(keep, file), JSON.stringify({ traceEvents: events }));
  app.mainThread = mainThreadOf(events, app.base, mark.started);
}

// ——— figures ———

const sorted = (marks: Mark[], at: "frame" | "drawn" | "started" | "fcp" | "response" = "frame") =>
  marks.map((m) => m[at] ?? NaN).sort((a, b) => a - b);
const p90 = (values: number[]) => values[Math.max(0, Math.ceil(0.9 * values.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function describe(ready: Readiness): string {
  const part = (p: Part) => (p.text ? `${p.css} with "${p.text}"` : p.css);
  const all = [...ready.all, ...(ready.offline ?? [])].map(part).join(" + ");
  return ready.anyOf.length ? `${all} + (${ready.anyOf.map(part).join(" or ")})` : all;
}

function checkMarks(app: App): void {
  const marks = [...app.warm, ...app.restarted];
  const offHeading = marks.filter((m) => m.text !== app.heading).length;
  if (offHeading) app.notes.push(`${offHeading} re-opens ended on another heading than "${app.heading}"`);
  const notFromWorker = marks.filter((m) => !m.worker).length;
  if (notFromWorker) app.notes.push(`${notFromWorker} re-opens were not answered by the service worker`);
  const online = marks.filter((m) => m.online).length;
  if (online) app.notes.push(`${online} re-opens saw navigator.onLine = true`);
}

/** Prints the figures of one viewport; the sizes (the same at every viewport) when `sizes`. */
function report(project: App, baseline: App, sizes: boolean, section: Section): void {
  for (const app of [project, baseline]) checkMarks(app);
  console.log(
    `\noffline re-open: navigation start → ready (first frame after the readiness selector matches), CPU ${CPU_SLOWDOWN}× slower, viewport ${project.viewport.width}×${project.viewport.height}, ${RUNS} runs each`,
  );
  const isGoalScenario =
    project.viewport.width === GOAL_VIEWPORT.width && project.viewport.height === GOAL_VIEWPORT.height;
  console.log(
    isGoalScenario
      ? "  a phone's viewport: the goal's scenario (students mostly on phones, PRODUCT §1)"
      : "  not the goal's scenario (a phone's viewport, 360×740): printed for reference",
  );
  console.log(`  ready (project):  ${describe(project.ready)} — heading "${project.heading}"`);
  console.log(`  ready (baseline): ${describe(baseline.ready)} — heading "${baseline.heading}"`);
  console.log(`  ${"".padEnd(26)}${"project".padStart(8)}  ${"baseline".padStart(8)}  ${"ratio".padStart(6)}`);
  const verdicts: string[] = [];
  for (const [label, key] of [
    ["warm tab", "warm"],
    ["browser restarted", "restarted"],
  ] as const) {
    const a = sorted(project[key]);
    const b = sorted(baseline[key]);
    if (process.env.BENCH_OFFLINE_DEBUG) {
      console.log(
        `  ${label}: project ${a.map((v) => v.toFixed(0)).join(" ")}; baseline ${b.map((v) => v.toFixed(0)).join(" ")}`,
      );
      // Each re-open in order: first byte / ready frame / that frame drawn / first contentful paint / app rendered.
      const runs = (marks: Mark[]) =>
        marks
          .map((m) => [m.response, m.frame, m.drawn, m.fcp ?? NaN, m.started].map((v) => v.toFixed(0)).join("/"))
          .join(" ");
      console.log(`    project  ${runs(project[key])}`);
      console.log(`    baseline ${runs(baseline[key])}`);
    }
    const ratio = median(a) / median(b);
    console.log(
      `  ${`${label}, median`.padEnd(26)}${ms(median(a))}  ${ms(median(b))}  ${`${ratio.toFixed(2)}×`.padStart(6)}`,
    );
    console.log(
      `  ${`${label}, p90`.padEnd(26)}${ms(p90(a))}  ${ms(p90(b))}  ${`${(p90(a) / p90(b)).toFixed(2)}×`.padStart(6)}`,
    );
    const interval = ratioInterval(a, b);
    verdicts.push(`${label} ${verdict(ratio, interval, GOAL)}`);
    section.row({
      what: `${project.viewport.width}×${project.viewport.height}, ${label}: ready frame, median of ${RUNS} (CPU ${CPU_SLOWDOWN}× slower)`,
      figure: `${median(a).toFixed(0)} ms`,
      reference: `bare React page ${median(b).toFixed(0)} ms`,
      ratio: `${ratio.toFixed(2)}× (90 % interval ${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`,
      goal: isGoalScenario ? `≤ ${GOAL}×` : "",
      verdict: !isGoalScenario ? "none" : interval.high <= GOAL ? "met" : interval.low > GOAL ? "missed" : "undecided",
    });
  }
  console.log(`  goal ≤ ${GOAL}× the baseline's median, ready frame: ${verdicts.join("; ")}`);
  const painted = [...project.warm, ...project.restarted].filter((m) => m.firstPaint).length;
  console.log(
    `  painted first from the device's copy (src/lib/first-paint.ts): ${painted} of ${project.warm.length + project.restarted.length} project re-opens; the app itself rendered (React's first frame) at:`,
  );
  // The other moments of the same re-opens, median against median; returns the verdicts.
  const rows = (suffix: string, at: "drawn" | "started" | "response" | "fcp"): string[] =>
    (
      [
        ["warm tab", "warm"],
        ["browser restarted", "restarted"],
      ] as const
    ).map(([label, key]) => {
      const [pa, ba] = [sorted(project[key], at), sorted(baseline[key], at)];
      const [a, b] = [median(pa), median(ba)];
      console.log(`  ${`${label}, ${suffix}`.padEnd(26)}${ms(a)}  ${ms(b)}  ${`${(a / b).toFixed(2)}×`.padStart(6)}`);
      return `${label} ${verdict(a / b, ratioInterval(pa, ba), GOAL)}`;
    });
  rows("app rendered", "started");
  rows("document's 1st byte", "response");
  console.log("  the ready frame's work on the main thread done (style, layout, paint; not raster and compositing):");
  rows("frame drawn", "drawn");
  console.log(
    "  the browser's first contentful paint (pixels on screen; the ready frame itself on both pages when the project was painted from the device):",
  );
  const onScreen = rows("FCP", "fcp");
  console.log(`  goal ≤ ${GOAL}× the baseline's median, on screen (FCP): ${onScreen.join("; ")}`);
  for (const app of [project, baseline]) for (const note of app.notes) console.log(`  note (${app.name}): ${note}`);

  const [pm, bm] = [project.mainThread, baseline.mainThread];
  if (pm && bm) {
    const row = (label: string, a: number, b: number) =>
      console.log(
        `  ${label.padEnd(34)}${ms(a)}  ${ms(b)}  ${`${(a - b >= 0 ? "+" : "") + (a - b).toFixed(0)}`.padStart(6)}`,
      );
    console.log("main thread during one traced warm re-open (navigation start → the app rendered), by kind of work:");
    console.log(`  ${"".padEnd(34)}${"project".padStart(8)}  ${"baseline".padStart(8)}  ${"diff".padStart(6)}`);
    row("until the app rendered", pm.window, bm.window);
    // A reload first restyles and unloads the page being left (its cost grows with that page).
    row("the new document committed at", pm.committed, bm.committed);
    row("  style of the page being left", pm.leftStyle, bm.leftStyle);
    row("busy (tasks)", pm.busy, bm.busy);
    // DevTools' CPU throttling spins the main thread: its CPU time is near its busy time, so on
    // two cores the raster and compositing threads share what is left.
    row("  of which CPU time", pm.busyCpu, bm.busyCpu);
    for (const kind of Object.keys(WORK_KINDS)) row(`  ${kind}`, pm.kinds[kind] ?? 0, bm.kinds[kind] ?? 0);
    if (pm.raster && bm.raster) {
      // Software raster here (no GPU): its cost is per tile with anything drawn on it.
      console.log("same re-open, raster until the first contentful paint (raster threads' CPU time, not slowed down):");
      row(`  tiles rasterized: ${pm.raster.tiles} / ${bm.raster.tiles}`, pm.raster.cpu, bm.raster.cpu);
      row("  the same tasks' wall time", pm.raster.wall, bm.raster.wall);
    }
  }
  if (!sizes) return;
  const pp = precache(project.dist);
  const bp = precache(baseline.dist);
  const missing = (p: { missing: number }) => (p.missing ? `, ${p.missing} entries not found in dist` : "");
  console.log(`precache, project                            ${kib(pp.bytes)} in ${pp.entries} entries${missing(pp)}`);
  section.row({
    what: `Precache (${pp.entries} entries${missing(pp)})`,
    figure: kib(pp.bytes),
    reference: `bare React page ${kib(bp.bytes)}`,
    ratio: `${(pp.bytes / bp.bytes).toFixed(2)}×`,
  });
  console.log(`precache, baseline                           ${kib(bp.bytes)} in ${bp.entries} entries${missing(bp)}`);
  for (const app of [project, baseline]) {
    const js = app.loaded;
    if (js)
      console.log(
        `${`JS fetched on the first visit, ${app.name}`.padEnd(45)}${kib(js.gzip)} gzip (${kib(js.raw)} raw; ${js.note})`,
      );
  }
}

function newApp(name: string, base: string, dist: string, ready: Readiness, login: boolean, viewport: Viewport): App {
  const profile = mkdtempSync(join(tmpdir(), `academico-bench-${name}-`));
  return { name, base, dist, ready, login, profile, viewport, warm: [], restarted: [], notes: [] };
}

/**
 * A demo server for the project, the baseline built and served, then both measured at each
 * viewport. Prints figures as it goes; the report's rows are the ready frames and the precache.
 */
export async function benchOffline(section: Section): Promise<void> {
  await withDemoServer("offline", async (server) => {
    const t = performance.now();
    let stopBaseline: (() => Promise<void>) | undefined;
    try {
      buildBaseline();
      const served = await serveDir(baselineDist);
      stopBaseline = served.close;
      for (const [i, viewport] of VIEWPORTS.entries()) {
        await measureAt(viewport, server.base, served.base, i === VIEWPORTS.length - 1, section);
      }
      console.log(`offline re-open benchmark took              ${((performance.now() - t) / 1000).toFixed(1)} s`);
    } finally {
      await stopBaseline?.();
    }
  });
}

/** Both pages at one viewport, each in browsers of its own (fresh profiles). */
async function measureAt(
  viewport: Viewport,
  base: string,
  baselineBase: string,
  sizes: boolean,
  section: Section,
): Promise<void> {
  const apps: App[] = [];
  try {
    const project = newApp("project", base, projectDist, TIMETABLE_READY, true, viewport);
    const baseline = newApp("baseline", baselineBase, baselineDist, BASELINE_READY, false, viewport);
    apps.push(project, baseline);

    // Both tabs stay open and the re-opens alternate, so that a slower moment of the machine
    // weighs on both alike; each is slowed down only while it is measured (`throttle`).
    const projectTab = await prepare(project);
    const baselineTab = await prepare(baseline);
    for (let i = 0; i < RUNS; i++) {
      await reopenWarm(project, projectTab);
      await reopenWarm(baseline, baselineTab);
    }
    await traceWarm(project, projectTab);
    await traceWarm(baseline, baselineTab);
    await close(projectTab.context());
    await close(baselineTab.context());
    for (let i = 0; i < RUNS; i++) {
      await reopenAfterRestart(project);
      await reopenAfterRestart(baseline);
    }
    report(project, baseline, sizes, section);
  } finally {
    for (const context of open) await context.close().catch(() => undefined);
    open.clear();
    for (const app of apps) rmSync(app.profile, { recursive: true, force: true });
  }
}
