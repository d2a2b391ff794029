import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { TRANSFER_CREDITS_MAX, transferInputSchema, type Transcript } from "../../domain/historico.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { recordTransfer } from "./historico-api.ts";

type Draft = {
  kind: "subject" | "external";
  subject: string;
  externalName: string;
  credits: string;
  term: string;
  institution: string;
  originTerm: string;
};
const EMPTY: Draft = {
  kind: "subject",
  subject: "",
  externalName: "",
  credits: "",
  term: "",
  institution: "",
  originTerm: "",
};

/** The draft as the API's body (checked with the server's own schema before sending). */
function inputOf(draft: Draft) {
  return {
    ...(draft.kind === "subject" ? { subject: draft.subject } : { externalName: draft.externalName }),
    credits: draft.credits.trim() === "" ? undefined : Number(draft.credits),
    term: draft.term,
    institution: draft.institution,
    ...(draft.originTerm.trim() ? { originTerm: draft.originTerm } : {}),
  };
}

/**
 * The office records a credit transfer (aproveitamento, concept T) for the student on screen:
 * one of our subjects by its code, or a subject taken elsewhere by its name; credits, our term
 * it is recorded in, the institution and the term there. Offline the button is disabled with the
 * reason, and what was typed stays.
 */
export function TransferForm({ idcbpf, onSaved }: { idcbpf: string; onSaved: (transcript: Transcript) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors, { alerts: true });
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = inputOf(draft);
    const checked = transferInputSchema.safeParse(body);
    if (!checked.success) return setErrors(zodFieldErrors(checked.error.issues, locale, body));
    setErrors({});
    setBusy(true);
    try {
      const transcript = await recordTransfer(idcbpf, checked.data);
      const credits = checked.data.credits;
      toast.add({
        severity: "success",
        summary: t`Aproveitamento registrado`,
        detail: t`${plural(credits, { one: "# crédito lançado", other: "# créditos lançados" })} no histórico de ${transcript.student.name}.`,
        life: 5000,
      });
      setDraft(EMPTY);
      onSaved(transcript);
    } catch (failure) {
      const error = asApiError(failure);
      const fields = apiFieldErrors(error, locale);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-blue-950">
        <Trans>Registrar aproveitamento de créditos</Trans>
      </summary>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
        <FormAlert message={errors.form} />
        <SelectField
          label={<Trans>Disciplina</Trans>}
          value={draft.kind}
          onChange={(event) => change({ kind: event.target.value === "external" ? "external" : "subject" })}
          options={[
            ["subject", t`Uma disciplina do programa (pelo código)`],
            ["external", t`Uma disciplina cursada em outra instituição (pelo nome)`],
          ]}
        />
        {draft.kind === "subject" ? (
          <TextField
            label={<Trans>Código da disciplina</Trans>}
            hint={<Trans>Ex.: FIS-501</Trans>}
            value={draft.subject}
            onChange={(event) => change({ subject: event.target.value })}
            error={errors.subject}
            autoCapitalize="characters"
          />
        ) : (
          <TextField
            label={<Trans>Nome da disciplina cursada</Trans>}
            value={draft.externalName}
            onChange={(event) => change({ externalName: event.target.value })}
            error={errors.externalName ?? errors.subject}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={<Trans>Créditos</Trans>}
            type="number"
            inputMode="numeric"
            min={1}
            max={TRANSFER_CREDITS_MAX}
            value={draft.credits}
            onChange={(event) => change({ credits: event.target.value })}
            error={errors.credits}
          />
          <TextField
            label={<Trans>Período em que é registrado</Trans>}
            hint={<Trans>Um período daqui, ex.: 2026.1</Trans>}
            value={draft.term}
            onChange={(event) => change({ term: event.target.value })}
            error={errors.term}
          />
          <TextField
            label={<Trans>Instituição de origem</Trans>}
            value={draft.institution}
            onChange={(event) => change({ institution: event.target.value })}
            error={errors.institution}
          />
          <TextField
            label={<Trans>Período na origem (opcional)</Trans>}
            value={draft.originTerm}
            onChange={(event) => change({ originTerm: event.target.value })}
            error={errors.originTerm}
          />
        </div>
        <SubmitRow busy={busy}>
          <Trans>Registrar aproveitamento</Trans>
        </SubmitRow>
      </form>
    </details>
  );
}
