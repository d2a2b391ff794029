import { useSearchParams } from "react-router-dom";
import type { OfferingFilter } from "./offering-filter.ts";

/**
 * The offering list's filters live in the URL (`?q=quantica&weekday=2&language=en&withSeats=1`),
 * so a reload or a shared link opens the same list. Typing replaces the entry (one history step
 * per search, not per letter); a choice in a list or the checkbox is a step Back can undo. An
 * unknown value (an old or edited link) is no filter.
 */
export function filterFromParams(params: URLSearchParams): OfferingFilter {
  const weekday = Number(params.get("weekday") ?? "");
  const language = params.get("language");
  return {
    q: params.get("q") ?? "",
    weekday:
      params.get("weekday") !== null && Number.isInteger(weekday) && weekday >= 0 && weekday <= 6 ? weekday : null,
    language: language === "pt" || language === "en" ? language : null,
    withSeats: params.get("withSeats") === "1",
  };
}

export function useOfferingFilter(): [OfferingFilter, (next: OfferingFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const setFilter = (next: OfferingFilter) => {
    const search = new URLSearchParams(params);
    for (const name of ["q", "weekday", "language", "withSeats"]) search.delete(name);
    if (next.q) search.set("q", next.q);
    if (next.weekday !== null) search.set("weekday", String(next.weekday));
    if (next.language) search.set("language", next.language);
    if (next.withSeats) search.set("withSeats", "1");
    setParams(search, { replace: next.q !== filter.q, preventScrollReset: true });
  };
  return [filter, setFilter];
}
