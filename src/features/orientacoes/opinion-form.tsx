import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { opinionInputSchema, type Opinion, type Request } from "../../domain/requerimentos.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { OPINION_LABELS } from "../../ui/programme-year-labels.ts";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { giveOpinion } from "./programme-year-api.ts";

/** The main advisor's opinion on a request (rule 7): favorável or desfavorável, with its text. */
export function OpinionForm({ request, onSaved }: { request: Request; onSaved: (request: Request) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const id = useId();
  const [opinion, setOpinion] = useState<Opinion | "">("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = opinionInputSchema.safeParse({ opinion: opinion || undefined, text });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues, locale, { opinion, text }));
    setErrors({});
    setBusy(true);
    try {
      const saved = await giveOpinion(request.id, parsed.data);
      toast.add({ severity: "success", summary: t`Parecer registrado.`, life: 5000 });
      onSaved(saved);
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Parecer não registrado`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Parecer sobre o requerimento nº ${request.id}`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <FormAlert message={errors.form} />
      <fieldset aria-describedby={errors.opinion ? `${id}-error` : undefined}>
        <legend className="mb-1 font-medium text-slate-900">
          <Trans>Seu parecer</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6">
          {(["favoravel", "desfavoravel"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-opinion`}
                value={value}
                checked={opinion === value}
                aria-invalid={errors.opinion ? true : undefined}
                onChange={() => setOpinion(value)}
                className="size-5 accent-blue-800"
              />
              {i18n._(OPINION_LABELS[value])}
            </label>
          ))}
        </div>
        {errors.opinion ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {errors.opinion}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        name="text"
        value={text}
        error={errors.text}
        maxLength={4000}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        label={<Trans>Texto do parecer</Trans>}
      />
      <SubmitRow busy={busy}>
        <Trans>Enviar parecer</Trans>
      </SubmitRow>
    </form>
  );
}
