import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { lastPage } from "../../domain/paging.ts";
import type { Section } from "./section-nav.tsx";

/**
 * A log section's filters and page, kept in the URL beside `secao` (a search can be shared,
 * and the back button returns to the one before). A page past the end goes to the last page.
 */
export function useLogSearch(section: Section, names: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""]));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const search = (next: Record<string, string>, target = 1) => {
    const kept = Object.entries(next).filter(([, value]) => value !== "");
    setParams({ secao: section, ...Object.fromEntries(kept), ...(target > 1 ? { page: String(target) } : {}) });
  };
  return { filters, page, search, goTo: (target: number) => search(filters, target), setParams };
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
