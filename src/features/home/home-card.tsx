import type { ReactNode } from "react";
import type { CachedQueryState } from "../../lib/offline-cache.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Skeleton } from "./skeleton.tsx";

/**
 * One block of a home page: a titled card whose height is reserved before its data arrives
 * (`minHeight`, a Tailwind class), so what is below does not move when the answer comes.
 */
export function HomeCard({
  id,
  title,
  minHeight = "min-h-32",
  children,
  className = "",
}: {
  id: string;
  title: ReactNode;
  minHeight?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${minHeight} ${className}`}
    >
      <h2 id={id} className="mb-2 text-lg font-semibold text-blue-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What a card shows while its read has no data: the skeleton and "Carregando…", or the error.
 * Once there is data, the offline mark when it is the device's copy, then `children`.
 */
export function QueryBody<T>({
  query,
  lines,
  children,
}: {
  query: CachedQueryState<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.status === "loading") return <Skeleton lines={lines} />;
  if (query.status === "error") return <CachedQueryStatus query={query} />;
  return (
    <>
      <CachedQueryStatus query={query} />
      {children(query.data)}
    </>
  );
}
