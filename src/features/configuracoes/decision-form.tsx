import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { decisionInputSchema, type Request, type RequestDecision } from "../../domain/requerimentos.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { message } from "../../domain/messages.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { DECISION_LABELS } from "../../ui/programme-year-labels.ts";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { decideRequest } from "./requerimentos-api.ts";

/**
 * The office's decision on a request (rule 7): deferido, granting at most the months asked (all by
 * default), or indeferido with its reason (required). The limits re-checked by the server
 * (`extension_limit`, `hold_limit`, `hold_overlap`) come back above the form, in its words.
 */
export function DecisionForm({ request, onDecided }: { request: Request; onDecided: (request: Request) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const id = useId();
  const [decision, setDecision] = useState<RequestDecision | "">("");
  const [months, setMonths] = useState(String(request.months));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const granted = months.trim() === "" ? undefined : Number(months);
    const body = {
      decision: decision || undefined,
      reason: reason.trim() === "" ? undefined : reason,
      months: decision === "deferido" ? granted : undefined,
    };
    const parsed = decisionInputSchema.safeParse(body);
    const found = parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, { decision, months, reason });
    if (parsed.success && granted !== undefined && decision === "deferido" && granted > request.months)
      found.months = message("decision_months_too_many", locale, { max: request.months });
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const decided = await decideRequest(request.id, parsed.data);
      toast.add({ severity: "success", summary: t`Requerimento nº ${request.id} decidido.`, life: 5000 });
      onDecided(decided);
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Decisão não registrada`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Decisão sobre o requerimento nº ${request.id}`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <FormAlert message={errors.form} />
      <fieldset aria-describedby={errors.decision ? `${id}-error` : undefined}>
        <legend className="mb-1 font-medium text-slate-900">
          <Trans>Decisão</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6">
          {(["deferido", "indeferido"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-decision`}
                value={value}
                checked={decision === value}
                aria-invalid={errors.decision ? true : undefined}
                onChange={() => setDecision(value)}
                className="size-5 accent-blue-800"
              />
              {i18n._(DECISION_LABELS[value])}
            </label>
          ))}
        </div>
        {errors.decision ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {errors.decision}
          </p>
        ) : null}
      </fieldset>
      {decision === "deferido" ? (
        <TextField
          type="number"
          inputMode="numeric"
          name="months"
          min={1}
          max={request.months}
          value={months}
          error={errors.months}
          onChange={(event) => setMonths(event.target.value)}
          label={<Trans>Meses concedidos</Trans>}
          hint={<Trans>No máximo os {request.months} pedidos.</Trans>}
          className="sm:max-w-xs"
        />
      ) : null}
      <TextAreaField
        name="reason"
        value={reason}
        error={errors.reason}
        maxLength={4000}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        label={decision === "indeferido" ? <Trans>Motivo (obrigatório)</Trans> : <Trans>Motivo</Trans>}
      />
      <SubmitRow busy={busy}>
        <Trans>Registrar decisão</Trans>
      </SubmitRow>
    </form>
  );
}
