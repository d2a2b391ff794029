import { useLingui } from "@lingui/react/macro";

/**
 * Grey bars where text will be, while loading: a status named "Carregando…" for screen readers,
 * with no text of its own (the page's text says "Carregando…" only where the week is loading).
 */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Carregando…`} className="flex animate-pulse flex-col gap-2 pt-1">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={`h-4 rounded bg-slate-200 ${index % 2 === 1 ? "w-2/3" : "w-full"}`} />
      ))}
    </div>
  );
}
