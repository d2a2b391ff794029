import { formatDate } from "../domain/dates.ts";
import { useLocale } from "../lib/use-locale.ts";

/** A date as the UI language writes it (dd/mm/yy or mm/dd/yy), machine-readable in `dateTime`. */
export function DateText({ date }: { date: Date }) {
  const locale = useLocale();
  return <time dateTime={date.toISOString()}>{formatDate(date, locale)}</time>;
}
