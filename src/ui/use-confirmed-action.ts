import { useState } from "react";
import { asApiError } from "../lib/form-errors.ts";
import { errorText } from "./error-text.ts";
import { useToast } from "./toast-store.ts";

/**
 * An action asked for in a confirmation dialog (ConfirmDialog): `ask(subject)` opens it about a
 * subject (a term, a status), `run` does the action with the dialog's button busy and closes the
 * dialog once it is done; a failure is said in a toast titled `failed`, with the server's words.
 */
export function useConfirmedAction<T>(failed: string) {
  const toast = useToast();
  const [asking, setAsking] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: (subject: T) => Promise<void>): Promise<void> {
    if (asking === null) return;
    setBusy(true);
    try {
      await action(asking);
    } catch (error) {
      toast.add({ severity: "error", summary: failed, detail: errorText(asApiError(error)), life: 6000 });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return { asking, ask: (subject: T) => setAsking(subject), cancel: () => setAsking(null), busy, run };
}
