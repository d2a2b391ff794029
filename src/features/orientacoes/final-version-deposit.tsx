import { Trans, useLingui } from "@lingui/react/macro";
import { FINAL_VERSION_MAX_BYTES, type Committee } from "../../domain/bancas.ts";
import { uploadFinalVersion } from "./bancas-api.ts";
import { PdfPicker } from "./pdf-picker.tsx";
import { usePdfUpload } from "./pdf-upload.ts";

/**
 * The student deposits its thesis's final version after a passed defence (rule 19): one PDF up to
 * 50 MB, sent at once with its percentage; a new one replaces the last. 413, 415,
 * `deposit_not_allowed` and `record_closed` are said beside the picker, in the server's words.
 */
export function FinalVersionDeposit({ committee, onSent }: { committee: Committee; onSent: () => void }) {
  const { t } = useLingui();
  const upload = usePdfUpload(
    (file, onProgress) => uploadFinalVersion(committee.id, file, onProgress),
    t`Versão final depositada.`,
    onSent,
  );
  return (
    <PdfPicker
      label={
        committee.finalVersion ? <Trans>Substituir a versão final</Trans> : <Trans>Depositar a versão final</Trans>
      }
      hint={<Trans>O PDF da versão final do trabalho, de até 50 MB; um novo depósito substitui o anterior.</Trans>}
      maxBytes={FINAL_VERSION_MAX_BYTES}
      file={null}
      error={upload.error}
      sending={upload.sending}
      onChoose={(file, problem) => void upload.choose(file, problem)}
    />
  );
}
