import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { FINAL_VERSION_MAX_BYTES, type Committee } from "../../domain/bancas.ts";
import { asApiError } from "../../lib/form-errors.ts";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { uploadFinalVersion } from "./bancas-api.ts";
import { PdfPicker, type PdfSending } from "./pdf-picker.tsx";

/**
 * The student deposits its thesis's final version after a passed defence (rule 19): one PDF up to
 * 50 MB, sent at once with its percentage; a new one replaces the last. 413, 415,
 * `deposit_not_allowed` and `record_closed` are said beside the picker, in the server's words.
 */
export function FinalVersionDeposit({ committee, onSent }: { committee: Committee; onSent: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState<PdfSending>(null);

  async function choose(file: File | null, problem: string | null) {
    setError(problem ?? undefined);
    if (!file || problem) return;
    setSending({ percent: 0 });
    try {
      await uploadFinalVersion(committee.id, file, (percent) => setSending({ percent }));
      toast.add({ severity: "success", summary: t`Versão final depositada.`, life: 5000 });
      onSent();
    } catch (failure) {
      setError(errorText(asApiError(failure)));
    } finally {
      setSending(null);
    }
  }

  return (
    <PdfPicker
      label={
        committee.finalVersion ? <Trans>Substituir a versão final</Trans> : <Trans>Depositar a versão final</Trans>
      }
      hint={<Trans>O PDF da versão final do trabalho, de até 50 MB; um novo depósito substitui o anterior.</Trans>}
      maxBytes={FINAL_VERSION_MAX_BYTES}
      file={null}
      error={error}
      sending={sending}
      onChoose={(file, problem) => void choose(file, problem)}
    />
  );
}
