import { and, asc, eq } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import { localeFromLanguages, parseAcceptLanguage } from "../../domain/locale.ts";
import type { Timetable } from "../../domain/timetable.ts";
import type { Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { enrolments, offerings, subjects, terms } from "../db/schema.ts";
import { createRouter } from "../http/openapi.ts";
import { slotsByOffering, teachersByOffering } from "../ofertas/offering-parts.ts";
import { readSettings } from "../configuracoes/settings-store.ts";
import { requestLocale } from "../http/request-info.ts";
import { calendarFileName, timetableCalendar } from "./horario-ics.ts";
import { getTimetable, getTimetableCalendar } from "./horario.routes.ts";

/**
 * A student's accepted classes in the current term: three queries (enrolments with their
 * subjects, then the slots and the teachers of those offerings), whatever the number of classes.
 */
export async function timetableOf(db: Database, studentId: number): Promise<Timetable> {
  const [term] = await db
    .select({ id: terms.id, code: terms.code, start: terms.startDate, end: terms.endDate })
    .from(terms)
    .where(eq(terms.current, true))
    .limit(1);
  if (!term) return { term: null, enrolments: [] };

  const rows = await db
    .select({
      codigo: enrolments.codigo,
      offeringId: offerings.id,
      language: offerings.language,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.status, "deferida"), eq(offerings.termId, term.id)))
    .orderBy(asc(subjects.code), asc(enrolments.id));

  const ids = rows.map((row) => row.offeringId);
  const slots = await slotsByOffering(db, ids);
  const teachers = await teachersByOffering(db, ids);

  return {
    term: { code: term.code, start: term.start, end: term.end },
    enrolments: rows.map((row) => ({
      codigo: formatCode(row.codigo),
      subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn } },
      language: row.language,
      slots: slots.get(row.offeringId) ?? [],
      teachers: (teachers.get(row.offeringId) ?? []).map(({ name, idcbpf, responsible }) => ({
        name,
        idcbpf,
        responsible,
      })),
    })),
  };
}

/**
 * GET /api/horario: the logged-in Discente's own week; no parameter, so no one else's.
 * GET /api/horario.ics: the same classes as an iCalendar download (horario-ics.ts).
 */
export function horarioRouter({ db }: Deps) {
  return createRouter()
    .openapi(getTimetable, async (c) => {
      // requireAccess let only a logged-in Discente through.
      const user = c.get("user");
      if (!user) throw new Error("horario: no user after requireAccess");
      return c.json(await timetableOf(db, user.id), 200);
    })
    .openapi(getTimetableCalendar, async (c) => {
      const user = c.get("user");
      if (!user) throw new Error("horario: no user after requireAccess");
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
    });
}
