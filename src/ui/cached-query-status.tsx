import { Trans } from "@lingui/react/macro";
import type { CachedQueryState } from "../lib/offline-cache.ts";
import { errorText } from "./error-text.ts";
import { Notice } from "./notice.tsx";
import { OfflineMark } from "./offline-mark.tsx";

/**
 * What a screen reading through `useCachedQuery` shows above its data: "Carregando…" while
 * nothing is known, the error when there is no answer to show, and the offline mark when the
 * data shown is the device's copy. Nothing once fresh data is shown.
 */
export function CachedQueryStatus({ query }: { query: CachedQueryState<unknown> }) {
  if (query.status === "loading")
    return (
      <p aria-live="polite" className="text-slate-600">
        <Trans>Carregando…</Trans>
      </p>
    );
  if (query.status === "error")
    return (
      <Notice tone="error">
        <p>{errorText(query.error)}</p>
      </Notice>
    );
  return query.fromDevice ? <OfflineMark savedAt={query.savedAt} /> : null;
}
