/// <reference lib="webworker" />
/**
 * The service worker (PRODUCT §5). What lives where:
 * - the precache (Workbox, list injected at build time): the app shell (index.html), every
 *   hashed script and style, both languages' message catalogs (content-hashed chunks, so a
 *   new build brings new ones), icons and manifests. Old builds' caches are dropped.
 * - the last good copy of each page the server renders whole (`layout: "server"` in
 *   src/domain/routes.ts: the /gov documents, which run no script and have no page in the app),
 *   per address (the query included), at most SAVED_PAGES_MAX, the oldest dropped; in a cache of
 *   this build's, dropped with it, since a copy names the stylesheet of its build, which only that
 *   build's precache holds.
 * - nothing else: API answers, `builds/*`, sitemaps and declaration PDFs always come from the
 *   network and are never answered with the shell.
 * Navigations go to the network first, so the server's status (404 for unknown paths) and
 * fresh shells are seen online; when the network fails or takes longer than
 * NETWORK_TIMEOUT_MS (flaky campus Wi-Fi), a proxy says the server is not there (502, 503,
 * 504), or the device knows it is offline, the precached shell answers and the app, with the
 * session and data kept on the device, opens at once. When the device keeps a first paint of
 * that address (src/lib/first-paint.ts: the Discente's home as last shown, still current), the
 * shell comes with it, so the week is painted from the HTML before the app's code has run.
 * A server page is answered the same way, except that what the server sent is kept, and when
 * the server is not there the copy answers, its "Offline — atualizado em …" notice shown
 * (src/domain/saved-copy.ts); with no copy, the shell, whose app says that the page needs the
 * server (src/app/server-pages.ts).
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { DEFAULT_TIME_ZONE } from "./domain/dates.ts";
import { splitLocale } from "./domain/locale.ts";
import { isAppPage, matchRoute } from "./domain/routes.ts";
import { revealSavedCopy } from "./domain/saved-copy.ts";
import { readStoredUser } from "./lib/device-user-store.ts";
import { paintIntoShell, readFirstPaint, usableFirstPaint } from "./lib/first-paint.ts";
import { PAGE_FONT_FAMILY } from "./lib/page-fonts.ts";

declare let self: ServiceWorkerGlobalScope;

const SHELL_URL = "/index.html";
const NETWORK_TIMEOUT_MS = 4000;

/** Paths a navigation may reach that are not app pages: never answered with the shell. */
const NOT_PAGES = [/^\/api\//, /^\/builds\//, /^\/(en\/)?sitemap\.xml$/, /^\/robots\.txt$/, /\.pdf$/i];

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
clientsClaim();

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("network timeout")), ms);
    fetch(request).then(
      (response) => (clearTimeout(timer), resolve(response)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

type Shell = { text: string; init: ResponseInit };
let shellRead: Promise<Shell | null> | null = null;

/**
 * The precached shell's text and headers, read from Cache Storage once and then kept in memory:
 * this worker's precache never changes (a new build comes with a new worker), and a warm re-open
 * is then answered without a cache lookup. A failed read is not kept. Never rejects.
 */
function readShell(): Promise<Shell | null> {
  shellRead ??= matchPrecache(SHELL_URL)
    .then(async (response): Promise<Shell | null> => {
      if (!response) return null;
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return {
        text: await response.text(),
        init: { status: response.status, statusText: response.statusText, headers },
      };
    })
    .catch(() => null)
    .then((shell) => {
      if (!shell) shellRead = null;
      return shell;
    });
  return shellRead;
}

/** The precached shell, with the device's first paint of `url` in it when there is a usable one. Never rejects. */
async function shellFor(url: string): Promise<Response> {
  // The shell and the device's copy are read at the same time.
  const [shell, stored, deviceUser] = await Promise.all([readShell(), readFirstPaint(), readStoredUser()]);
  if (!shell) return Response.error();
  let html: string | null = null;
  try {
    const paint = usableFirstPaint(stored, {
      build: __BUILD_ID__,
      path: new URL(url).pathname,
      time: Date.now(),
      deviceUser,
    });
    if (paint) html = paintIntoShell(shell.text, paint);
  } catch {
    // A copy that cannot be used: the plain shell.
  }
  return new Response(html ?? shell.text, shell.init);
}

/** The page's fonts in the weights and sizes it uses. */
const PAGE_FONTS = ["400 16px", "500 14px", "600 14px", "600 18px", "700 30px"].map(
  (weightAndSize) => `${weightAndSize} ${PAGE_FONT_FAMILY}`,
);

let processWarmed = false;

/**
 * What a re-opened page needs first and a fresh browser process loads on first use, loaded by
 * the worker instead: the system font (matching, loading, glyphs) and ICU's date data (the
 * locale's patterns, the time zone's rules). After a browser restart the page paid them on its
 * own main thread: the fonts in its first frame's style and layout, the dates in React's first
 * render (the week needs the institution's time). The worker, otherwise idle while the page
 * parses, does both once, right after its first answer (never before it: the page's first byte
 * is not delayed). Chromium runs a page and its worker in one renderer process, whose font and
 * ICU caches both use, so the page then finds them ready and its painted week comes sooner (the
 * choice: docs/offline.md, "The first paint from the device"). Where they
 * are apart, the worker does this for nothing, once.
 */
function warmProcess(): void {
  if (processWarmed) return;
  processWarmed = true;
  setTimeout(() => {
    try {
      drawPageText();
      new Intl.DateTimeFormat("en-US", { timeZone: DEFAULT_TIME_ZONE, year: "numeric", hour: "2-digit" }).format();
      new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: "UTC" }).format();
    } catch {
      // Only a head start.
    }
  }, 0);
}

/** Text like the page's, in its fonts, drawn where no one sees it. */
function drawPageText(): void {
  if (typeof OffscreenCanvas === "undefined") return;
  const context = new OffscreenCanvas(640, 48).getContext("2d");
  if (!context) return;
  for (const font of PAGE_FONTS) {
    context.font = font;
    context.fillText("Início Olá, Esta semana Segunda-feira 08:00–10:00 Sala Próxima aula ãçéô", 0, 36);
  }
}

/**
 * What a proxy or load balancer answers when no server process is there (a deploy, a restart):
 * for a page, the same as no network. The server itself never answers a page with these.
 */
const SERVER_NOT_THERE = new Set([502, 503, 504]);

/**
 * The network's answer to a navigation, or, when the server is not there, the device's stand-in
 * (`fallback`). A device that knows it is offline does not ask the network at all. `seen` gets
 * every answer of the server's own.
 */
async function answer(
  request: Request,
  fallback: () => Promise<Response>,
  seen: (response: Response) => void = () => {},
): Promise<Response> {
  let proxied: Response | undefined;
  if (self.navigator.onLine) {
    try {
      const response = await fetchWithin(request, NETWORK_TIMEOUT_MS);
      if (!SERVER_NOT_THERE.has(response.status)) {
        seen(response);
        return response;
      }
      proxied = response;
    } catch {
      // No network, or too slow: the stand-in answers.
    }
  }
  const standIn = await fallback();
  return standIn.type === "error" && proxied ? proxied : standIn;
}

const SAVED_PAGES = `server-pages-${__BUILD_ID__}`;
const SAVED_PAGES_PREFIX = "server-pages-";
const SAVED_PAGES_MAX = 50;

function isServerPage(url: URL): boolean {
  const id = matchRoute(splitLocale(url.pathname).path)?.route.id;
  return id !== undefined && !isAppPage(id);
}

const copyKey = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/** Keeps the server's page as the copy of its address, the oldest copies beyond the bound dropped. Never rejects. */
async function keepCopy(key: string, response: Response): Promise<void> {
  if (!response.ok || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return;
  try {
    const cache = await caches.open(SAVED_PAGES);
    await cache.put(key, response);
    // Keys come oldest first, a copy put again counting as new.
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - SAVED_PAGES_MAX)).map((old) => cache.delete(old)));
  } catch {
    // Storage full or refused: the page was shown all the same.
  }
}

/** The copy of a server page, its offline notice shown; null when the device has none. Never rejects. */
async function savedCopy(key: string): Promise<Response | null> {
  try {
    const copy = await (await caches.open(SAVED_PAGES)).match(key, { ignoreVary: true });
    if (!copy) return null;
    const headers = new Headers(copy.headers);
    for (const name of ["content-length", "content-encoding"]) headers.delete(name);
    return new Response(revealSavedCopy(await copy.text()), { status: copy.status, headers });
  } catch {
    return null;
  }
}

function serverPage(request: Request, url: URL, event: ExtendableEvent): Promise<Response> {
  const key = copyKey(url);
  return answer(
    request,
    async () => (await savedCopy(key)) ?? shellFor(request.url),
    (response) => event.waitUntil(keepCopy(key, response.clone())),
  );
}

async function navigate({
  request,
  url,
  event,
}: {
  request: Request;
  url: URL;
  event: ExtendableEvent;
}): Promise<Response> {
  const response = isServerPage(url)
    ? await serverPage(request, url, event)
    : await answer(request, () => shellFor(request.url));
  warmProcess(); // after the answer: it must not delay the page's first byte
  return response;
}

registerRoute(new NavigationRoute(navigate, { denylist: NOT_PAGES }));

// The copies of server pages kept by earlier builds name stylesheets that are gone with them.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SAVED_PAGES_PREFIX) && name !== SAVED_PAGES)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A waiting worker takes over only when the person chooses to reload (the update toast).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
