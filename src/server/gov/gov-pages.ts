import { Hono, type Context } from "hono";
import { GOV_LIST_PAGES } from "../../domain/gov.ts";
import { splitLocale } from "../../domain/locale.ts";
import { matchRoute } from "../../domain/routes.ts";
import type { AppEnv, Deps } from "../context.ts";
import { requestOrigin } from "../http/request-info.ts";
import type { Shell } from "../pages/shell.ts";
import { agendaPage } from "./agenda-page.ts";
import { discentesPage } from "./discentes-page.ts";
import { docentesPage } from "./docentes-page.ts";
import { govAgenda, govStudents, govTeachers } from "./gov-data.ts";
import { searchState, stylesOf, type PageContext } from "./gov-document.ts";
import { GOV_CACHE } from "./gov.handlers.ts";
import { indexPage } from "./index-page.ts";

/**
 * The /gov pages as whole HTML documents with their content (PRODUCT §2, issue 16): crawlers, the
 * institute's frames and a first paint see the people and the timetable without running the app.
 * `/gov`, the four lists and the agenda, in both languages (`/en/…`), `?q=` searching. Anything
 * else under /gov (the application form, an unknown path) goes on to the app shell as before.
 * Public and the same for everyone: any cache may keep a page a minute. Framing is decided by the
 * security headers (`GOV_FRAME_ANCESTORS`).
 */
export function govPagesRouter({ db, env }: Deps, shell: () => Shell): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const page = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const { locale, path } = splitLocale(new URL(c.req.url).pathname);
    const id = matchRoute(path)?.route.id;
    const ctx: PageContext = { locale, origin: requestOrigin(c, env), styles: stylesOf(shell()[locale]) };
    const answer = (body: string) => c.html(body, 200, { "Cache-Control": GOV_CACHE });
    if (id === "gov") return answer(indexPage(ctx));
    const listed = GOV_LIST_PAGES.find((candidate) => candidate.id === id);
    if (!listed) return next();
    const search = searchState(c.req.query("q"));
    const q = search.tooLong || !search.q ? undefined : search.q;
    switch (listed.kind) {
      case "docentes":
        return answer(docentesPage(ctx, listed.id, await govTeachers(db, { programme: listed.programme, q }), search));
      case "discentes":
        return answer(discentesPage(ctx, listed.id, await govStudents(db, { programme: listed.programme, q }), search));
      case "agenda":
        return answer(agendaPage(ctx, await govAgenda(db, { q }), search));
    }
  };
  for (const prefix of ["/gov", "/en/gov"]) {
    app.get(prefix, page);
    app.get(`${prefix}/*`, page);
  }
  return app;
}
