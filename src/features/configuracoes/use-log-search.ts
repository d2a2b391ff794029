import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { lastPage } from "../../domain/paging.ts";
import type { Section } from "./section-nav.tsx";

/**
 * A log section's filters and page, kept in the URL beside `secao` (a search can be shared,
 * and the back button returns to the one before). A filter with a default (the access log's
 * last 7 days) takes it while absent from the URL; an explicitly empty one (`from=`) means
 * "none", so the office can still search the whole log. "Limpar" returns to the defaults.
 */
export function useLogSearch(section: Section, names: readonly string[], defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? defaults[name] ?? ""]));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const search = (next: Record<string, string>, target = 1) => {
    const kept = Object.entries(next).filter(([name, value]) => value !== "" || name in defaults);
    setParams({ secao: section, ...Object.fromEntries(kept), ...(target > 1 ? { page: String(target) } : {}) });
  };
  return { filters, page, search, goTo: (target: number) => search(filters, target) };
}

/** The last `days` days of the institution's calendar, today included, as `{from, to}`. */
export function lastDays(days: number, today: string): { from: string; to: string } {
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

/** Sends a page past the end of `total` results to the last page (replacing the history entry). */
export function useLastPageGuard(
  answer: { total: number; pageSize: number } | null,
  page: number,
  goTo: (page: number) => void,
) {
  const last = answer ? lastPage(answer.total, answer.pageSize) : 1;
  const pastEnd = answer !== null && page > last;
  useEffect(() => {
    if (pastEnd) goTo(last);
    // goTo changes identity each render; the move depends only on these two.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastEnd, last]);
}
