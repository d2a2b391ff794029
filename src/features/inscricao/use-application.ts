import { useCallback, useEffect, useState } from "react";
import type { Application } from "../../domain/inscricoes.ts";
import { asApiError, type ApiRequestError } from "../../lib/api.ts";
import { fetchApplication } from "./inscricao-api.ts";

export type ApplicationState =
  { status: "loading" } | { status: "ok"; data: Application } | { status: "error"; error: ApiRequestError };

/**
 * One application by its code, from the server only (never stored on the device: the code is a
 * credential). `reload()` asks again after a change, keeping what is shown meanwhile; `replace`
 * takes an answer the server already gave (a PATCH, a submission).
 */
export function useApplication(codigo: string) {
  const [state, setState] = useState<ApplicationState>({ status: "loading" });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchApplication(codigo, controller.signal).then(
      (data) => setState({ status: "ok", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error: asApiError(error) });
      },
    );
    return () => controller.abort();
  }, [codigo, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: Application) => setState({ status: "ok", data }), []);
  return { state, reload, replace };
}
