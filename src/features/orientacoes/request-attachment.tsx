import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Request } from "../../domain/requerimentos.ts";
import { asApiError } from "../../lib/form-errors.ts";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { PdfPicker, type PdfSending } from "./pdf-picker.tsx";
import { uploadRequestPdf } from "./programme-year-api.ts";

/** Its student sends or replaces an open request's PDF (rule 10), at once when chosen. */
export function RequestAttachment({ request, onSent }: { request: Request; onSent: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState<PdfSending>(null);

  async function choose(file: File | null, problem: string | null) {
    setError(problem ?? undefined);
    if (!file || problem) return;
    setSending({ percent: 0 });
    try {
      await uploadRequestPdf(request.id, file, (percent) => setSending({ percent }));
      toast.add({ severity: "success", summary: t`Anexo enviado.`, life: 5000 });
      onSent();
    } catch (failure) {
      setError(errorText(asApiError(failure)));
    } finally {
      setSending(null);
    }
  }

  return (
    <PdfPicker
      label={request.attachment ? <Trans>Substituir o PDF</Trans> : <Trans>Enviar um PDF</Trans>}
      file={null}
      error={error}
      sending={sending}
      onChoose={(file, problem) => void choose(file, problem)}
    />
  );
}
