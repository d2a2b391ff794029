import { Trans, useLingui } from "@lingui/react/macro";
import { formatDay } from "../../domain/dates.ts";
import type { Locale } from "../../domain/locale.ts";
import { weekGrid, type Session, type Timetable } from "../../domain/timetable.ts";
import { weekdayName, weekdayOf } from "../../domain/weekdays.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** A calendar day (`YYYY-MM-DD`) at noon UTC: formatted in UTC, it is that day everywhere. */
export const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Segunda-feira" / "Monday" for a calendar day. */
export function dayName(day: string, locale: Locale): string {
  return weekdayName(weekdayOf(day), locale);
}

function ClassItem({ session }: { session: Session }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { slot, enrolment } = session;
  const teachers = enrolment.teachers.map((teacher) => teacher.name).join(", ");
  const language =
    enrolment.language === locale ? null : enrolment.language === "en" ? t`Aula em inglês` : t`Aula em português`;
  return (
    <li className="rounded-md border-l-4 border-blue-700 bg-blue-50 px-3 py-2 text-sm">
      <p className="font-semibold text-blue-950">
        <time dateTime={slot.start}>{slot.start}</time>–<time dateTime={slot.end}>{slot.end}</time>
      </p>
      <p className="font-medium text-slate-900">
        <abbr title={t`Código da disciplina`} className="no-underline">
          {enrolment.subject.code}
        </abbr>{" "}
        {enrolment.subject.name[locale]}
      </p>
      <p className="text-slate-700">{slot.room}</p>
      {teachers ? <p className="text-slate-600">{teachers}</p> : null}
      {language ? <p className="text-slate-600">{language}</p> : null}
    </li>
  );
}

/**
 * This week's classes, Sunday first, today marked (`aria-current="date"`). One list of days
 * with a heading each: read out day by day, stacked on phones, seven columns on wide screens.
 */
export function WeekTimetable({ timetable, today }: { timetable: Timetable; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const days = weekGrid(timetable, today);
  return (
    <ol data-testid="timetable" aria-label={t`Aulas desta semana`} className="grid gap-2 lg:grid-cols-7">
      {days.map((day) => (
        <li
          key={day.day}
          aria-current={day.isToday ? "date" : undefined}
          className={`rounded-lg border p-2 ${day.isToday ? "border-blue-800 bg-white ring-2 ring-blue-800" : "border-slate-200 bg-white"} ${day.sessions.length === 0 ? "max-lg:py-1.5" : ""}`}
        >
          <h3 className="mb-1 flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-blue-950">{dayName(day.day, locale)}</span>
            <time dateTime={day.day} className="text-slate-600">
              {formatDay(day.day, locale)}
            </time>
            {day.isToday ? (
              <span className="rounded bg-blue-800 px-1.5 text-xs font-medium text-white">
                <Trans>Hoje</Trans>
              </span>
            ) : null}
          </h3>
          {day.sessions.length > 0 ? (
            <ul className="space-y-2">
              {day.sessions.map((session) => (
                <ClassItem key={`${session.enrolment.codigo}-${session.slot.start}`} session={session} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">
              <Trans>Sem aulas</Trans>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
