import { useLingui } from "@lingui/react/macro";
import { DEFAULT_TIME_ZONE, formatDate, weekDays } from "../../domain/dates.ts";
import { LOCALE_TAG } from "../../domain/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** Today as `YYYY-MM-DD` in the institution's time zone. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: DEFAULT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The days of this week, Sunday first, today marked: the frame the timetable will fill. */
export function WeekStrip({ today = todayIso() }: { today?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const weekday = new Intl.DateTimeFormat(LOCALE_TAG[locale], { weekday: "short", timeZone: "UTC" });
  const days = weekDays(today);
  return (
    <ol aria-label={t`Dias desta semana`} className="grid grid-cols-7 gap-1 text-center text-sm">
      {days.map((day) => {
        const date = new Date(`${day}T12:00:00Z`);
        const isToday = day === today;
        return (
          <li
            key={day}
            aria-current={isToday ? "date" : undefined}
            className={`rounded-md border px-1 py-2 ${isToday ? "border-blue-800 bg-blue-800 text-white" : "border-slate-200 bg-white"}`}
          >
            <span className="block font-medium capitalize">{weekday.format(date)}</span>
            <time dateTime={day} className="block text-xs">
              {/* Phones show the day of the month; the full date is still read out. */}
              <span aria-hidden="true" className="text-base sm:hidden">
                {day.slice(8)}
              </span>
              <span className="sr-only sm:not-sr-only">{formatDate(date, locale, "UTC")}</span>
            </time>
          </li>
        );
      })}
    </ol>
  );
}
