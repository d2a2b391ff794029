import { dateTimeFormat } from "./dates.ts";
import type { Locale } from "./locale.ts";

/**
 * A time zone's name as people say it at that instant ("Horário Padrão de Brasília", "Brasilia
 * Standard Time"), written beside a time of day so a reader elsewhere knows which clock it is.
 */
export function zoneName(date: Date, locale: Locale, timeZone: string): string {
  const part = dateTimeFormat(locale === "pt" ? "pt-BR" : "en-US", { timeZone, timeZoneName: "long" })
    .formatToParts(date)
    .find((item) => item.type === "timeZoneName");
  return part?.value ?? timeZone;
}
