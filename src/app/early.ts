import "./styles.css";
import { splitLocale } from "../domain/locale.ts";
import { askWeekEarly, primeHomeBeforeSession } from "../features/home/prime.ts";
import { createChunkReloader } from "../lib/chunk-reload.ts";
import { applyStoredContrast, flipContrastBeforeTakeover } from "../lib/contrast.ts";
import { adoptFirstReads, startEarlyRequest } from "../lib/early-requests.ts";
import { rememberLocaleChoices } from "../lib/locale-cookie.ts";
import { startReadingStoredUser } from "../lib/device-user-store.ts";
import { showingFirstPaint } from "../lib/painted-page.ts";
import { setZodJitless } from "../lib/zod-jitless.ts";

/**
 * The app's first script, the only one index.html names: a few KB that start the
 * device reads the first screen needs, then the app (docs/browser.md, "What loads before the first screen"):
 * - zod is told, before it loads, not to generate code (zod-jitless.ts);
 * - the device copy of the session and, on the home page, the week's timetable start to be read
 *   while the app's code loads and starts, instead of after it; the app takes these reads when
 *   it asks for them (device-user-store.ts, offline-store.ts) and checks both (zod, the guard);
 * - the server is asked for the session at once too, and on a Discente's home for the week
 *   (early-requests.ts): the app's own requests take those answers — unless the page came with
 *   them (a logged-in navigation: the server put the session and the page's first reads into
 *   the HTML), when nothing is asked;
 * - the app (main.tsx, already fetched: index.html preloads it) starts at once;
 * - when the service worker painted the page from the device (`#root[data-first-paint]`,
 *   src/lib/first-paint.ts), the reads and the app wait until that paint is on screen, so that
 *   the person sees the week before any of this work rather than after.
 */
setZodJitless();

// High contrast, when chosen on this device, before the app renders anything: the server marked
// the pages it sends already; a shell from the service worker is marked here (src/lib/contrast.ts).
applyStoredContrast();
// …and "Alto contraste" answers a press on a pre-rendered page before the app has taken it over.
flipContrastBeforeTakeover();

// Every language switch pressed from now on is remembered, also on a pre-rendered page (/login)
// before the app has taken it over (locale-cookie.ts).
rememberLocaleChoices();

const SESSION_PATH = "/api/_auth/session";

function startApp(): void {
  const storedUser = startReadingStoredUser();
  // Someone is logged in on this device: their copy is checked with zod (device-session.ts), which
  // is then fetched beside the app's code rather than after it has started.
  void storedUser.then((stored) => (stored ? import("../domain/users.ts") : undefined)).catch(() => undefined);
  // The session and, on the home page, the week are asked for now, while the app's code loads
  // (src/lib/early-requests.ts; not offline): their answers are then there when the app asks.
  // Those the page brought (src/server/pages/first-reads.ts) are there already.
  adoptFirstReads();
  startEarlyRequest(SESSION_PATH);
  if (splitLocale(window.location.pathname).path === "/") {
    void primeHomeBeforeSession();
    askWeekEarly(storedUser, SESSION_PATH);
  }
  import("./main.tsx").catch((error: unknown) => {
    // The app's code could not load (a deploy removed it, storage trouble): one reload, guarded
    // as for any chunk (chunk-reload.ts); within the guard, say so in both languages.
    console.error(error);
    if (createChunkReloader()()) return;
    const root = document.getElementById("root");
    if (root) {
      root.removeAttribute("aria-busy");
      root.removeAttribute("data-first-paint");
      root.textContent =
        "O Acadêmico não pôde ser carregado. Recarregue a página. — Acadêmico could not be loaded. Please reload the page.";
    }
  });
}

/**
 * A page the build pre-rendered (`data-first-paint="build"`): the app starts once the browser says
 * the page's first contentful paint is done (its `paint` entry), not merely after the frame that
 * will draw it — on a busy phone the picture can reach the screen a while after that frame, and
 * the app's code would be fetching meanwhile, on the way of that paint. In a tab hidden from the
 * start it waits for the tab to show, as a frame would.
 */
function afterContentfulPaint(start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes("paint"))
    return void requestAnimationFrame(() => setTimeout(start, 0));
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: "paint", buffered: true });
}

if (document.getElementById("root")?.getAttribute("data-first-paint") === "build") afterContentfulPaint(startApp);
else if (showingFirstPaint()) {
  // The next frame shows the painted page; the device reads and the app start in the task after it.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else startApp();
