import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import {
  applicationCreateSchema,
  applicationPatchSchema,
  type Application,
  type Call,
} from "../../domain/inscricoes.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { createApplication, patchApplication, type CreateAnswer } from "./inscricao-api.ts";
import { APPLICANT_FIELD_LABELS, APPLICANT_FIELDS, type ApplicantField } from "./applicant-fields.ts";

type Values = Record<ApplicantField, string>;

const EMPTY: Values = { name: "", email: "", documentId: "", birthDate: "", researchArea: "", desiredAdvisor: "" };

const INPUT: Record<ApplicantField, { type?: string; autoComplete?: string }> = {
  name: { autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  documentId: { autoComplete: "off" },
  birthDate: { type: "date", autoComplete: "bday" },
  researchArea: {},
  desiredAdvisor: {},
};

export type Created = CreateAnswer & { name: string; email: string };

/**
 * The applicant's data (PRODUCT §1), checked with the very zod schema the server uses before
 * sending, errors beside each field in the UI language; the server's 400 lands on the same
 * fields and a refusal (422 `call_closed`, `application_locked`; 429) above the button. Creating
 * (`call`) answers the code or "a message was sent"; editing (`application`) sends what changed.
 */
export function ApplicationForm(
  props:
    | { call: Call; onCreated: (answer: Created) => void; submitLabel?: ReactNode }
    | { application: Application; onSaved: (application: Application) => void; onCancel?: () => void },
) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const editing = "application" in props ? props.application : null;
  const [values, setValues] = useState<Values>(() =>
    editing ? { ...EMPTY, ...editing, desiredAdvisor: editing.desiredAdvisor ?? "" } : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFocusFirstError(errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function refuse(fields: FieldErrors, text: string | null) {
    setErrors(fields);
    setFormError(text);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    try {
      if (editing && "onSaved" in props) {
        const changed = Object.fromEntries(
          APPLICANT_FIELDS.filter((field) => (editing[field] ?? "") !== values[field]).map((f) => [f, values[f]]),
        );
        const parsed = applicationPatchSchema.safeParse(changed);
        if (!parsed.success) return refuse(zodFieldErrors(parsed.error.issues, locale, changed), null);
        refuse({}, null);
        setBusy(true);
        const saved = await patchApplication(editing.codigo, changed);
        toast.add({ severity: "success", summary: t`Dados da inscrição salvos.`, life: 5000 });
        props.onSaved(saved);
      } else if ("call" in props) {
        const body = { call: props.call.id, ...values };
        const parsed = applicationCreateSchema.safeParse(body);
        if (!parsed.success) return refuse(zodFieldErrors(parsed.error.issues, locale, body), null);
        refuse({}, null);
        setBusy(true);
        const answer = await createApplication(body);
        props.onCreated({ ...answer, name: parsed.data.name, email: parsed.data.email });
      }
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      refuse(fields, failure.statusCode === 400 && Object.keys(fields).length > 0 ? null : errorText(failure));
      toast.add({
        severity: "error",
        summary: editing ? t`Não foi possível salvar a inscrição` : t`Não foi possível enviar a candidatura`,
        detail: errorText(failure),
        life: 8000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-4" aria-busy={busy}>
      {APPLICANT_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={i18n._(APPLICANT_FIELD_LABELS[field])}
          value={values[field]}
          onChange={(event) => setValues((prev) => ({ ...prev, [field]: event.target.value }))}
          error={errors[field]}
          required={field !== "desiredAdvisor"}
          {...INPUT[field]}
        />
      ))}
      <FormAlert message={formError} />
      <SubmitRow busy={busy}>
        {editing ? (
          <Trans>Salvar dados</Trans>
        ) : "call" in props && props.submitLabel ? (
          props.submitLabel
        ) : (
          <Trans>Enviar candidatura</Trans>
        )}
      </SubmitRow>
    </form>
  );
}
