import { useEffect, useState } from "react";
import type { z } from "zod";
import { apiFetch, ApiRequestError } from "./api.ts";

export type QueryState<T> =
  { status: "loading" } | { status: "ok"; data: T } | { status: "error"; error: ApiRequestError };

/**
 * A GET of `path` validated by `schema`, refetched when `path` changes; the answer of an
 * older path is dropped (aborted) so a fast typist never sees stale results. Nothing is
 * cached: this issue reads from the server only.
 */
export function useApiQuery<S extends z.ZodType>(path: string | null, schema: S): QueryState<z.infer<S>> {
  const [state, setState] = useState<{ path: string | null; value: QueryState<z.infer<S>> }>({
    path,
    value: { status: "loading" },
  });
  if (state.path !== path) setState({ path, value: { status: "loading" } });

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    apiFetch(path, schema, { signal: controller.signal }).then(
      (data) => setState({ path, value: { status: "ok", data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure =
          error instanceof ApiRequestError ? error : new ApiRequestError({ statusCode: 500, message: "" });
        setState({ path, value: { status: "error", error: failure } });
      },
    );
    return () => controller.abort();
  }, [path, schema]);

  return state.path === path ? state.value : { status: "loading" };
}
