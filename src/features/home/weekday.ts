import { dateTimeFormat } from "../../domain/dates.ts";
import { LOCALE_TAG, type Locale } from "../../domain/locale.ts";

/** "seg." / "Mon" for a slot's weekday (0 = Sunday): 2023-01-01 was a Sunday. */
export function weekdayShortName(weekday: number, locale: Locale): string {
  const day = new Date(Date.UTC(2023, 0, 1 + weekday, 12));
  return dateTimeFormat(LOCALE_TAG[locale], { weekday: "short", timeZone: "UTC" }).format(day);
}
