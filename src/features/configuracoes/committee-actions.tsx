import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { CANCEL_REASON_MAX, committeeCancelSchema, type Committee } from "../../domain/bancas.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { approveCommittee, cancelCommittee } from "./bancas-api.ts";

type Props = { committee: Committee; onChanged: (committee: Committee) => void };

/**
 * Approval (rule 14: `proposta` → `agendada`, the office only). The server's refusal —
 * `date_in_past`, `committee_state`, the composition's two keys — is said in place, above the
 * button, and in a toast, in its words (they name the date, the status, needed and present).
 */
export function ApproveForm({ committee, onChanged }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = committee.student.name;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const approved = await approveCommittee(committee.id);
      setRefusal(null);
      toast.add({ severity: "success", summary: t`Banca de ${name} aprovada e agendada.`, life: 5000 });
      onChanged(approved);
    } catch (error) {
      const text = errorText(asApiError(error));
      setRefusal(text);
      toast.add({ severity: "error", summary: t`Banca não aprovada`, detail: text, life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Aprovar a banca de ${name}`}>
      <FormAlert message={refusal} />
      <SubmitRow busy={busy}>
        <Trans>Aprovar e agendar</Trans>
      </SubmitRow>
    </form>
  );
}

/** Cancel with a reason (rule 14; everyone on the committee is told it), behind a confirmation. */
export function CancelForm({ committee, onChanged }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });
  const name = committee.student.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = committeeCancelSchema.safeParse({ reason });
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, { reason }));
    if (parsed.success) setAsking(true);
  }

  async function confirm() {
    setBusy(true);
    try {
      const cancelled = await cancelCommittee(committee.id, reason.trim());
      toast.add({ severity: "success", summary: t`Banca de ${name} cancelada.`, life: 5000 });
      onChanged(cancelled);
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Banca não cancelada`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-label={t`Cancelar a banca de ${name}`}
        className="flex flex-col gap-3"
      >
        <FormAlert message={errors.form} />
        <TextAreaField
          name="reason"
          label={<Trans>Motivo do cancelamento</Trans>}
          hint={<Trans>Todos os membros, o discente e os coorientadores recebem este motivo.</Trans>}
          value={reason}
          error={errors.reason}
          maxLength={CANCEL_REASON_MAX}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
        />
        <SubmitRow busy={busy}>
          <Trans>Cancelar a banca</Trans>
        </SubmitRow>
      </form>
      <ConfirmDialog
        open={asking}
        title={t`Cancelar a banca de ${name}?`}
        confirmLabel={t`Cancelar a banca`}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <Trans>
            A banca passa a cancelada e não pode ser reaberta; para outra data sem cancelar, use “Remarcar”. Todos são
            avisados com o motivo.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
