import type { Locale } from "./locale.ts";

/**
 * The weekdays, spelled one way everywhere (0 = Sunday, as offering slots store them): the
 * screens, the server's messages, the `/gov` agenda and the documents read these tables, so a
 * day is never "Segunda-Feira" on one page and "seg." on another. Portuguese writes a weekday in
 * lower case inside a sentence ("na segunda-feira"), English always capitalised.
 */
export const WEEKDAYS: Record<Locale, readonly string[]> = {
  pt: ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

export const WEEKDAYS_SHORT: Record<Locale, readonly string[]> = {
  pt: ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
};

/** "Segunda-feira" / "Monday"; `short`: "Seg" / "Mon". */
export function weekdayName(weekday: number, locale: Locale, width: "long" | "short" = "long"): string {
  return (width === "short" ? WEEKDAYS_SHORT : WEEKDAYS)[locale][weekday] ?? "";
}

/** The weekday inside a sentence: "segunda-feira" / "Monday". */
export function weekdayInSentence(weekday: number, locale: Locale): string {
  const name = weekdayName(weekday, locale);
  return locale === "pt" ? name.toLowerCase() : name;
}

/** The weekday (0 = Sunday) of a calendar day `YYYY-MM-DD`. */
export function weekdayOf(isoDay: string): number {
  return new Date(`${isoDay}T12:00:00Z`).getUTCDay();
}
