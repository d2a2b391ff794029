import type { Locale } from "./locale.ts";

/**
 * Date display rules of seed §9: dd/mm/yy in Portuguese, mm/dd/yy in English, weeks from
 * Sunday. Dates are shown in the institution's time zone, not the device's, so a student
 * abroad sees the same deadline as the office.
 */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An `Intl.DateTimeFormat`, made once per language and options: making one costs far more than
 * using it (a week grid formats dozens of dates while the page first renders).
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, format);
  }
  return format;
}

function parts(date: Date, timeZone: string): { day: string; month: string; year: string } {
  const fmt = dateTimeFormat("en-US", { timeZone, day: "2-digit", month: "2-digit", year: "2-digit" });
  const out = { day: "", month: "", year: "" };
  for (const part of fmt.formatToParts(date)) {
    if (part.type === "day" || part.type === "month" || part.type === "year") out[part.type] = part.value;
  }
  return out;
}

export function formatDate(date: Date, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  const { day, month, year } = parts(date, timeZone);
  return locale === "pt" ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * A calendar day (`YYYY-MM-DD`, already in the institution's calendar) in the same format as
 * `formatDate`, from the string alone: no time zone to apply, so no `Intl` (a week grid shows
 * a dozen of them while the page first renders).
 */
export function formatDay(isoDay: string, locale: Locale): string {
  const year = isoDay.slice(2, 4);
  const month = isoDay.slice(5, 7);
  const day = isoDay.slice(8, 10);
  return locale === "pt" ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

export function formatDateTime(date: Date, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  const time = dateTimeFormat(locale === "pt" ? "pt-BR" : "en-US", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: locale === "en",
  }).format(date);
  return `${formatDate(date, locale, timeZone)} ${time}`;
}

/** Weekday 0 (Sunday) .. 6 (Saturday), as in offering slots. */
export const WEEK_START = 0;

/** The Sunday that starts the week of a calendar day (`YYYY-MM-DD`), as `YYYY-MM-DD`. */
export function startOfWeek(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() - WEEK_START + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** The seven days (`YYYY-MM-DD`) of the week that contains `isoDay`, Sunday first. */
export function weekDays(isoDay: string): string[] {
  const first = new Date(`${startOfWeek(isoDay)}T12:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(first);
    day.setUTCDate(first.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });
}
