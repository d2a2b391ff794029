import { Hono, type Context } from "hono";
import { setCookie } from "hono/cookie";
import { CONTRAST_COOKIE, CONTRAST_COOKIE_MAX_AGE, CONTRAST_HIGH, highContrastIn } from "../../domain/contrast.ts";
import { GOV_LIST_PAGES } from "../../domain/gov.ts";
import { splitLocale } from "../../domain/locale.ts";
import { matchRoute } from "../../domain/routes.ts";
import type { AppEnv, Deps } from "../context.ts";
import { requestOrigin } from "../http/request-info.ts";
import { recordVisit } from "../log/log.writes.ts";
import type { Shell } from "../pages/shell.ts";
import { CONTRAST_OFF, CONTRAST_PARAM } from "./gov-bar.ts";
import { govCalendar } from "./defesas.queries.ts";
import { govAgenda, govStudents, govTeachers } from "./gov.queries.ts";
import { stylesOf, type PageContext } from "./gov-document.ts";
import { listContent, type GovReaders } from "./gov-lists.ts";
import { indexPage } from "./index-page.ts";
import { listPage, searchState } from "./list-page.ts";

/**
 * The pages the server renders whole (`layout: "server"` in src/domain/routes.ts; PRODUCT §2):
 * `/gov`, the four lists, the agenda and the calendar of defences, in both languages (`/en/…`), `?q=` searching. Crawlers,
 * the institute's frames and a first paint see the people and the timetable without running any
 * script; the app has no copy of them. Anything else under /gov (the application form, a page of
 * the app; an unknown path) goes on to the app shell.
 *
 * Each visit is recorded in the access log here (PRODUCT §7), since no script of the app runs in
 * these pages to report it: the path as asked (with `/en` and the query), the server's time, no
 * user. So that every visit reaches the server, the pages are `no-cache` (a cache on the way, or
 * the browser's own, asks again each time); their data in `/api/gov/*` may be kept a minute.
 * Framing is decided by the security headers (`GOV_FRAME_ANCESTORS`).
 */
const PAGE_CACHE = "no-cache";
/** The most committees the calendar page lists at once. */
const CALENDAR_PAGE = 500;

/**
 * The accessibility bar's "Alto contraste" pressed on a /gov page (a GET form, no script:
 * gov-bar.ts): the choice goes into the device's cookie, as the app's button puts it
 * (src/lib/contrast.ts), and the page is asked for again without it, its search kept. Null when the
 * request does not carry one.
 */
function contrastChoice(c: Context<AppEnv>, url: URL): Response | null {
  const choice = url.searchParams.get(CONTRAST_PARAM);
  if (choice !== CONTRAST_HIGH && choice !== CONTRAST_OFF) return null;
  const high = choice === CONTRAST_HIGH;
  setCookie(c, CONTRAST_COOKIE, high ? CONTRAST_HIGH : "", {
    path: "/",
    maxAge: high ? CONTRAST_COOKIE_MAX_AGE : 0,
    sameSite: "Lax",
  });
  url.searchParams.delete(CONTRAST_PARAM);
  return c.redirect(`${url.pathname}${url.search}`, 303);
}

export function govPagesRouter({ db, env }: Deps, shell: () => Shell): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const read: GovReaders = {
    teachers: (query) => govTeachers(db, query),
    students: (query) => govStudents(db, query),
    agenda: (q) => govAgenda(db, { q }),
    // One page of up to CALENDAR_PAGE committees: the default window holds far fewer.
    defences: async (q) => {
      const { from, to, page } = await govCalendar(db, { q, page: 1, pageSize: CALENDAR_PAGE });
      return { from, to, items: page.items };
    },
  };
  const page = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const url = new URL(c.req.url);
    const { locale, path } = splitLocale(url.pathname);
    const id = matchRoute(path)?.route.id;
    const listed = GOV_LIST_PAGES.find((candidate) => candidate.id === id);
    if (id !== "gov" && !listed) return next();
    const chosen = contrastChoice(c, url);
    if (chosen) return chosen;
    const ctx: PageContext = {
      locale,
      origin: requestOrigin(c, env),
      styles: stylesOf(shell()[locale]),
      contrast: highContrastIn(c.req.header("cookie")),
    };
    const search = searchState(c.req.query("q"));
    // A HEAD is no visit.
    const visit = c.req.method === "GET" ? recordVisit(db, { path: `${url.pathname}${url.search}` }) : undefined;
    const [body] = await Promise.all([
      listed
        ? listContent(read, locale, listed, search.applied).then((content) => listPage(ctx, listed.id, search, content))
        : indexPage(ctx),
      visit,
    ]);
    // Vary: Cookie, since the page is drawn in high contrast by it.
    return c.html(body, 200, { "Cache-Control": PAGE_CACHE, Vary: "Cookie" });
  };
  for (const prefix of ["/gov", "/en/gov"]) {
    app.get(prefix, page);
    app.get(`${prefix}/*`, page);
  }
  return app;
}
