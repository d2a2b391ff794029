import { Hono, type Context } from "hono";
import { highContrastIn, withContrast } from "../../domain/contrast.ts";
import { localizePath, splitLocale, type Locale } from "../../domain/locale.ts";
import { decide } from "../../domain/policy.ts";
import { REDIRECTS, isAppPage, matchRoute } from "../../domain/routes.ts";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";
import { requestOrigin } from "../http/request-info.ts";
import { getCookie } from "hono/cookie";
import { COOKIE_NAME } from "../auth/session-cookie.ts";
import { firstReadsBlock, readFirstScreen, type ApiFetch, type FirstScreen } from "./first-reads.ts";
import { liveRoutePreloads, withModulePreloads, type RoutePreloads } from "./route-preloads.ts";
import { livePrerendered, type Shell } from "./shell.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { staticFiles } from "./static-files.ts";

/**
 * Everything outside /api: sitemaps and robots.txt, the build's files, and the app shell for
 * every page path — 200 for a route of the table (in either language, parameters valid), 404
 * for anything else, so crawlers get the same verdict as the browser's router.
 */
function redirectTarget(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname);
  for (const [from, to] of Object.entries(REDIRECTS)) {
    if (path === from || path.startsWith(`${from}/`)) return localizePath(to + path.slice(from.length), locale);
  }
  return null;
}

/** The raw (still percent-encoded) path: `matchRoute` decodes parameters itself, once. */
function rawPath(c: Context<AppEnv>): string {
  return new URL(c.req.url).pathname;
}

/**
 * A page the build pre-rendered is sent only where it is what the app would show: to a request
 * with no session cookie (a logged-in visitor of /login is sent on by the app; the form must not
 * flash first) and no query (the page as rendered knows none: `?next=` goes into its links).
 */
function mayPrerender(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).search) return false;
  return getCookie(c, COOKIE_NAME) === undefined && getCookie(c, `__Host-${COOKIE_NAME}`) === undefined;
}

/**
 * The shell for a page of the app, with what the server can give it ahead of the app: the page's
 * chunks as module preloads (route-preloads.ts) and, asked of the API for this request's cookie,
 * the session and the first screen's reads (first-reads.ts). A page carrying someone's data is
 * `private, no-store`, as the API's answers are.
 */
function appShell(
  html: string,
  { locale, path, first, preloads }: { locale: Locale; path: string; first: FirstScreen; preloads: RoutePreloads },
): { html: string; personal: boolean } {
  const user = first.user ?? null;
  const decision = decide(path, user);
  if (decision.kind === "allow" && isAppPage(decision.id)) {
    html = withModulePreloads(html, [...preloads.page(locale, decision.id), ...(user ? preloads.session() : [])]);
  }
  // A function, not a string: `$&`, `$\`` and the like in the data must stay as they are.
  if (first.reads.size > 0) html = html.replace("</body>", () => `${firstReadsBlock(first.reads)}</body>`);
  return { html, personal: user !== null };
}

export function pagesRouter(env: Env, shell: () => Shell, api: ApiFetch): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const prerendered = livePrerendered(env.distDir);
  const routePreloads = liveRoutePreloads(env.distDir);
  const textCache = "public, max-age=3600";

  app.get("/sitemap.xml", (c) =>
    c.body(sitemapXml(requestOrigin(c, env), "pt"), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": textCache,
    }),
  );
  app.get("/en/sitemap.xml", (c) =>
    c.body(sitemapXml(requestOrigin(c, env), "en"), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": textCache,
    }),
  );
  app.get("/robots.txt", (c) => c.text(robotsTxt(requestOrigin(c, env)), 200, { "Cache-Control": textCache }));

  // Mounted even before DIST_DIR exists: a build made after the start is served as it appears.
  app.use("*", staticFiles(env.distDir));

  app.get("*", async (c) => {
    const pathname = rawPath(c);
    const target = redirectTarget(pathname);
    if (target) return c.redirect(`${target}${new URL(c.req.url).search}`, 301);
    // A missing build file is a plain 404: a stale chunk must not receive an HTML page.
    if (pathname.startsWith("/assets/") || pathname.startsWith("/builds/")) {
      return c.text("404 Not Found", 404, { "Cache-Control": "no-cache" });
    }
    const { locale, path } = splitLocale(pathname);
    const match = matchRoute(path);
    const contrast = highContrastIn(c.req.header("cookie"));
    // Vary: Cookie, since the same address answers a pre-rendered page or the shell by it, and
    // marks it for high contrast by it (src/domain/contrast.ts), before anything is painted.
    const page = match && mayPrerender(c) ? prerendered().get(`${locale}:${match.route.id}`) : undefined;
    if (page) return c.html(withContrast(page, contrast), 200, { "Cache-Control": "no-cache", Vary: "Cookie" });
    if (!match || !isAppPage(match.route.id) || c.req.method !== "GET") {
      return c.html(withContrast(shell()[locale], contrast), match ? 200 : 404, {
        "Cache-Control": "no-cache",
        Vary: "Cookie",
      });
    }
    const first = await readFirstScreen(api, new URL(c.req.url), path, locale, c.req.header("cookie") ?? "");
    const { html, personal } = appShell(shell()[locale], { locale, path, first, preloads: routePreloads() });
    for (const cookie of first.setCookies) c.header("Set-Cookie", cookie, { append: true });
    return c.html(withContrast(html, contrast), 200, {
      "Cache-Control": personal ? "private, no-store" : "no-cache",
      Vary: "Cookie",
    });
  });

  app.all("*", (c) => c.text("405 Method Not Allowed", 405, { Allow: "GET, HEAD" }));
  return app;
}
