import { dateTimeFormat } from "../../domain/dates.ts";
import { LOCALE_TAG, type Locale } from "../../domain/locale.ts";

/** 2026-01-04 was a Sunday: weekday `n` (0 = Sunday, as slots store it) is that day plus n. */
const SUNDAY = Date.UTC(2026, 0, 4, 12);

/** "Segunda-feira", "Monday": the first letter capitalised, the rest as the language writes it. */
export function weekdayName(weekday: number, locale: Locale, width: "long" | "short" = "long"): string {
  const name = dateTimeFormat(LOCALE_TAG[locale], { weekday: width, timeZone: "UTC" }).format(
    new Date(SUNDAY + weekday * 86_400_000),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}
