import { Trans, useLingui } from "@lingui/react/macro";
import type { Request } from "../../domain/requerimentos.ts";
import { PdfPicker } from "./pdf-picker.tsx";
import { usePdfUpload } from "./pdf-upload.ts";
import { uploadRequestPdf } from "./programme-year-api.ts";

/** Its student sends or replaces an open request's PDF (rule 10), at once when chosen. */
export function RequestAttachment({ request, onSent }: { request: Request; onSent: () => void }) {
  const { t } = useLingui();
  const upload = usePdfUpload(
    (file, onProgress) => uploadRequestPdf(request.id, file, onProgress),
    t`Anexo enviado.`,
    onSent,
  );
  return (
    <PdfPicker
      label={request.attachment ? <Trans>Substituir o PDF</Trans> : <Trans>Enviar um PDF</Trans>}
      file={null}
      error={upload.error}
      sending={upload.sending}
      onChoose={(file, problem) => void upload.choose(file, problem)}
    />
  );
}
