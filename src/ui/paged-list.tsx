import type { ReactNode } from "react";
import type { Page } from "../domain/paging.ts";
import type { CachedQueryState } from "../lib/offline-cache.ts";
import { CachedQueryStatus } from "./cached-query-status.tsx";
import { Pager } from "./pager.tsx";

/**
 * One page of a list read from the API (`useCachedQuery`): its state (loading, failed, offline
 * copy), then how many there are (said as it changes; `countHidden` for screen readers only,
 * where the list speaks for itself), the items as `<li>`s the caller draws, a message instead of
 * the list when there are none (`empty`), and the pager.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  count,
  countHidden = false,
  empty,
  className,
  item,
}: {
  query: CachedQueryState<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  count: (total: number) => ReactNode;
  countHidden?: boolean;
  empty?: ReactNode;
  /** The list's classes (`flex flex-col gap-2`, a grid…). */
  className: string;
  /** One item as an `<li>` with its key. */
  item: (item: T) => ReactNode;
}) {
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const data = query.data;
  return (
    <>
      <CachedQueryStatus query={query} />
      <p aria-live="polite" className={countHidden ? "sr-only" : "mb-2 text-sm text-slate-700"}>
        {count(data.total)}
      </p>
      {empty !== undefined && data.items.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">{empty}</p>
      ) : (
        <ul className={className}>{data.items.map(item)}</ul>
      )}
      <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
    </>
  );
}
