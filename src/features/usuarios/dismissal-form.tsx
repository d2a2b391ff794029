import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { DEFAULT_TIME_ZONE, formatDay } from "../../domain/dates.ts";
import {
  DISMISSAL_NOTES_MAX,
  DISMISSAL_REASONS,
  dismissalInputSchema,
  statusAfterDismissal,
  type DismissalInput,
  type DismissalReason,
  type UserDetail,
} from "../../domain/desligamento.ts";
import { message } from "../../domain/messages.ts";
import { settingsSchema } from "../../domain/settings.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { apiFetch } from "../../lib/api.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { STATUS_LABELS } from "../../ui/labels.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { DISMISSAL_REASON_LABELS, DISMISSAL_RULE_FIELDS } from "./dismissal-words.ts";
import { profilePath, userDetailAnswer } from "./user-answers.ts";

/**
 * The form's own checks before anything is asked (rule 24 as far as the form knows it): a reason,
 * notes with `outro`, a real day not after today. The server checks them all again, and what
 * only it knows (the defence, the final version, the status).
 */
export function dismissalFormErrors(
  values: { reason: string; date: string; notes: string },
  today: string,
  locale: "pt" | "en",
): { input: DismissalInput | null; errors: FieldErrors } {
  const body = {
    reason: values.reason || undefined,
    date: values.date || undefined,
    notes: values.notes.trim() === "" ? undefined : values.notes,
  };
  const parsed = dismissalInputSchema.safeParse(body);
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, body);
  if (values.date && values.date > today && !errors.date)
    errors.date = message("date_in_future", locale, { date: formatDay(values.date, locale) });
  return { input: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/** What a dismissal does, said before it is confirmed (rules 24–25). */
function Consequences({ reason }: { reason: DismissalReason }) {
  const { i18n } = useLingui();
  const status = i18n._(STATUS_LABELS[statusAfterDismissal(reason)]);
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5">
      <li>
        <Trans>A situação passa a {status}; sem volta automática (só a secretaria a altera depois).</Trans>
      </li>
      <li>
        <Trans>
          Os pedidos de matrícula pendentes e deferidos do período atual passam a trancados (as vagas são liberadas) e
          as entradas em listas de espera são removidas.
        </Trans>
      </li>
      <li>
        <Trans>Os requerimentos em aberto são cancelados, e as bancas propostas ou agendadas, canceladas.</Trans>
      </li>
      <li>
        <Trans>A orientação e o histórico ficam guardados; o discente e o orientador principal são avisados.</Trans>
      </li>
    </ul>
  );
}

/**
 * "Desligar" (programme-year rule 24): reason, date (today by default, never after it), notes
 * (required with `outro`), then a confirmation that says what follows. A refusal shows beside
 * the field it concerns (`date_in_future` the date; the conclusion's two the reason) or above
 * the form, and in a toast.
 */
export function DismissalForm({ user, onSaved }: { user: UserDetail; onSaved: (user: UserDetail) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const settings = useCachedQuery("usuarios:configuracoes", "/api/configuracoes", settingsSchema);
  const today = dayIn(new Date(), settings.status === "ok" ? settings.data.timeZone : DEFAULT_TIME_ZONE);
  const [reason, setReason] = useState<DismissalReason | "">("");
  const [date, setDate] = useState(today);
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asking, setAsking] = useState<DismissalInput | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });
  const name = user.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = dismissalFormErrors({ reason, date, notes }, today, locale);
    setErrors(checked.errors);
    if (checked.input) setAsking(checked.input);
  }

  async function confirm(input: DismissalInput) {
    setBusy(true);
    try {
      const path = `${profilePath(user.idcbpf)}/desligamento`;
      const answer = await apiFetch(path, userDetailAnswer, { method: "POST", body: input });
      toast.add({ severity: "success", summary: t`${name} foi desligado(a).`, life: 6000 });
      onSaved(answer.user);
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      const field = failure.rule ? DISMISSAL_RULE_FIELDS[failure.rule] : undefined;
      if (field) fields[field] = errorText(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Desligamento não registrado`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-label={t`Desligar ${name}`}
        className="flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-3"
      >
        <FormAlert message={errors.form} />
        <SelectField
          name="reason"
          label={t`Motivo`}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.currentTarget.value as DismissalReason | "")}
          options={[
            ["", t`Escolha o motivo`] as const,
            ...DISMISSAL_REASONS.map((value) => [value, i18n._(DISMISSAL_REASON_LABELS[value])] as const),
          ]}
        />
        <TextField
          name="date"
          type="date"
          label={<Trans>Data do desligamento</Trans>}
          hint={<Trans>Hoje ou antes.</Trans>}
          max={today}
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
          className="sm:max-w-xs"
        />
        <TextAreaField
          name="notes"
          label={reason === "outro" ? <Trans>Observações (obrigatórias)</Trans> : <Trans>Observações</Trans>}
          value={notes}
          error={errors.notes}
          maxLength={DISMISSAL_NOTES_MAX}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
        />
        <SubmitRow busy={busy}>
          <Trans>Desligar</Trans>
        </SubmitRow>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={t`Desligar ${name}?`}
        confirmLabel={t`Desligar`}
        busy={busy}
        onConfirm={() => asking && void confirm(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking ? <Consequences reason={asking.reason} /> : null}
      </ConfirmDialog>
    </>
  );
}
