import { localeFromLanguages, parseAcceptLanguage } from "../../domain/locale.ts";
import { loggedInUser } from "../auth/current-user.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { timetableOf } from "./horario.queries.ts";
import { getTimetable, getTimetableCalendar } from "./horario.routes.ts";
import { calendarFileName, timetableCalendar } from "./ics.ts";

/**
 * GET /api/horario: the logged-in Discente's own week; no parameter, so no one else's.
 * GET /api/horario.ics: the same classes as an iCalendar download (ics.ts).
 */
export function horarioRouter({ db }: Deps) {
  return (
    createRouter()
      // requireAccess lets only a logged-in Discente through; its own week is the only one it asks for.
      .openapi(getTimetable, async (c) => c.json(await timetableOf(db, loggedInUser(c).id), 200))
      .openapi(getTimetableCalendar, async (c) => {
        const user = loggedInUser(c);
        const { lang } = c.req.valid("query");
        const locale =
          lang ??
          localeFromLanguages(parseAcceptLanguage(c.req.header("accept-language"))) ??
          user.locale ??
          requestLocale(c);
        const [timetable, { timeZone }] = await Promise.all([timetableOf(db, user.id), readSettings(db)]);
        const body = timetableCalendar(timetable, { timeZone, locale, now: new Date() });
        return c.body(body, 200, {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${calendarFileName(timetable.term?.code ?? null, locale)}"`,
          "Cache-Control": "no-store",
        });
      })
  );
}
