import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { committeeCancelSchema, type Committee } from "../../domain/bancas.ts";
import { asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { cancelCommittee } from "./bancas-api.ts";

/**
 * Cancelling a committee (rule 14) with the reason everyone is told, in a dialog: the reason is
 * required (said beside it); `committee_state` (approved meanwhile) is said above it and in a toast.
 */
export function CancelCommitteeDialog({
  committee,
  open,
  onClose,
  onCancelled,
}: {
  committee: Committee;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = committeeCancelSchema.safeParse({ reason });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues, locale, { reason }));
    setErrors({});
    setBusy(true);
    try {
      await cancelCommittee(committee.id, parsed.data.reason);
      toast.add({ severity: "success", summary: t`Banca nº ${committee.id} cancelada.`, life: 5000 });
      setReason("");
      onCancelled();
    } catch (error) {
      const failure = asApiError(error);
      setErrors({ form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Banca não cancelada`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={<Trans>Cancelar a banca nº {committee.id}?</Trans>}>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <FormAlert message={errors.form} />
        <p className="text-slate-700">
          <Trans>Uma banca cancelada não volta; o discente e os membros recebem o motivo.</Trans>
        </p>
        <TextAreaField
          name="reason"
          value={reason}
          error={errors.reason}
          maxLength={1000}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          label={<Trans>Motivo do cancelamento</Trans>}
        />
        <SubmitRow busy={busy} onCancel={onClose}>
          <Trans>Cancelar banca</Trans>
        </SubmitRow>
      </form>
    </Dialog>
  );
}
