import { LOCALE_TAG, type Locale } from "./locale.ts";

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

/**
 * The time zone's name in the language, as the Unicode CLDR gives it ("Horário Padrão de
 * Brasília", "Brasilia Standard Time", "Japan Standard Time"): the generic name, right in
 * summer and in winter. Falls back to the IANA name where the runtime has none.
 */
export function timeZoneName(timeZone: string, locale: Locale, at: Date = new Date()): string {
  const name = dateTimeFormat(LOCALE_TAG[locale], { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name && !/^GMT[+-]/.test(name) ? name : timeZone.replaceAll("_", " ");
}

/**
 * A date and time in the institution's zone, naming the zone: "27/11/26 14:05 (Horário Padrão
 * de Brasília)". Every time of day shown beside a date says whose clock it is, so a reader abroad
 * (or the verification page opened in Tokyo) reads the institution's time, not a shifted one.
 */
export function formatDateTimeWithZone(date: Date, locale: Locale, timeZone: string): string {
  return `${formatDateTime(date, locale, timeZone)} (${timeZoneName(timeZone, locale, date)})`;
}

/** "27 de novembro de 2026, 14:05 (Horário Padrão de Brasília)" — documents and the verification page. */
export function formatLongDateTime(date: Date, locale: Locale, timeZone: string): string {
  const day = dateTimeFormat(LOCALE_TAG[locale], { timeZone, dateStyle: "long" }).format(date);
  const time = dateTimeFormat(LOCALE_TAG[locale], {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: locale === "en",
  }).format(date);
  return `${day}, ${time} (${timeZoneName(timeZone, locale, date)})`;
}

/** "27 de novembro de 2026" / "November 27, 2026" for a calendar day `YYYY-MM-DD`. */
export function formatLongDay(isoDay: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAG[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
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
