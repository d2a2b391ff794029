import { useState } from "react";
import type { z } from "zod";
import { useCachedQuery, type CachedQueryState } from "../../lib/offline-cache.ts";

type Ok<T> = Extract<CachedQueryState<T>, { status: "ok" }>;

/**
 * `useCachedQuery` plus `reload()`, for a screen that changes what it reads (a term saved, the
 * settings changed). A reload asks the same URL again with a new fragment: the fragment makes it
 * a new read for the hook, but `fetch` never sends it, so the server sees the same request and
 * the device keeps one copy under `key`. While the new answer is on its way the last one stays
 * on screen (no "Carregando…" flash after each save).
 */
export function useReloadableQuery<S extends z.ZodType>(
  key: string,
  url: string,
  schema: S,
): [CachedQueryState<z.infer<S>>, () => void] {
  const [round, setRound] = useState(0);
  const query = useCachedQuery(key, round === 0 ? url : `${url}#${round}`, schema);
  const [last, setLast] = useState<{ url: string; state: Ok<z.infer<S>> } | null>(null);
  if (query.status === "ok") {
    const same =
      last?.url === url &&
      last.state.data === query.data &&
      last.state.savedAt === query.savedAt &&
      last.state.fromDevice === query.fromDevice;
    if (!same) setLast({ url, state: query });
  }
  const shown = query.status === "loading" && last?.url === url ? last.state : query;
  return [shown, () => setRound((n) => n + 1)];
}
