import { useState } from "react";
import { asApiError } from "../../lib/api.ts";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import type { PdfSending } from "./pdf-picker.tsx";

/**
 * A PDF sent at once when chosen (a request's attachment, a thesis's final version): the picker's
 * own problem (type, size) or the server's refusal said beside it, the percentage while it goes,
 * a toast and `onSent` when it has arrived.
 */
export function usePdfUpload(
  send: (file: File, onProgress: (percent: number | null) => void) => Promise<unknown>,
  sentText: string,
  onSent: () => void,
) {
  const toast = useToast();
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState<PdfSending>(null);

  async function choose(file: File | null, problem: string | null) {
    setError(problem ?? undefined);
    if (!file || problem) return;
    setSending({ percent: 0 });
    try {
      await send(file, (percent) => setSending({ percent }));
      toast.add({ severity: "success", summary: sentText, life: 5000 });
      onSent();
    } catch (failure) {
      setError(errorText(asApiError(failure)));
    } finally {
      setSending(null);
    }
  }

  return { error, sending, choose };
}
