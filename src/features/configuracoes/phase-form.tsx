import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { phaseInputSchema, phasePatchSchema, type Phase, type PhaseMilestone } from "../../domain/phases.ts";
import { message } from "../../domain/messages.ts";
import type { Degree, Programme } from "../../domain/users.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { createPhase, updatePhase } from "./requerimentos-api.ts";

type Values = { code: string; pt: string; en: string; months: string; milestone: "" | PhaseMilestone; active: boolean };

/**
 * A phase of the table (programme-year rule 4): a new one of the track shown (code, names in both
 * languages, months, milestone), or an existing one renamed, re-timed or deactivated — code,
 * programme and degree are fixed. A duplicate (409) is said beside the code.
 */
export function PhaseForm({
  phase,
  programme,
  degree,
  onSaved,
}: {
  phase?: Phase;
  programme: Programme;
  degree: Degree;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [values, setValues] = useState<Values>({
    code: phase?.code ?? "",
    pt: phase?.name.pt ?? "",
    en: phase?.name.en ?? "",
    months: phase ? String(phase.months) : "",
    milestone: phase?.milestone ?? "",
    active: phase?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((prev) => ({ ...prev, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const common = {
      name: { pt: values.pt, en: values.en },
      months: values.months.trim() === "" ? undefined : Number(values.months),
      milestone: values.milestone === "" ? null : values.milestone,
      active: values.active,
    };
    const given = { ...values, name: { pt: values.pt, en: values.en } };
    const missing: FieldErrors = common.months === undefined ? { months: message("field_required", locale) } : {};
    const parsed = phase
      ? phasePatchSchema.safeParse(common)
      : phaseInputSchema.safeParse({ ...common, code: values.code, programme, degree });
    if (!parsed.success || Object.keys(missing).length > 0)
      return setErrors({ ...(parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, given)), ...missing });
    setErrors({});
    setBusy(true);
    try {
      if (phase) await updatePhase(phase.id, common);
      else await createPhase(phaseInputSchema.parse({ ...common, code: values.code, programme, degree }));
      toast.add({ severity: "success", summary: phase ? t`Fase salva.` : t`Fase criada.`, life: 5000 });
      onSaved();
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      if (failure.statusCode === 409) setErrors(phase ? { milestone: failure.message } : { code: failure.message });
      else setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Fase não salva`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={phase ? t`Fase ${phase.code}` : t`Nova fase`}
      className="flex flex-col gap-3"
    >
      <FormAlert message={errors.form} />
      {phase ? null : (
        <TextField
          name="code"
          value={values.code}
          error={errors.code}
          maxLength={32}
          onChange={(event) => set("code", event.target.value)}
          label={<Trans>Código</Trans>}
          hint={<Trans>Letras minúsculas, números e _; não muda depois de criado.</Trans>}
          className="sm:max-w-xs"
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="name.pt"
          value={values.pt}
          error={errors["name.pt"]}
          maxLength={120}
          onChange={(event) => set("pt", event.target.value)}
          label={<Trans>Nome em português</Trans>}
        />
        <TextField
          name="name.en"
          value={values.en}
          error={errors["name.en"]}
          maxLength={120}
          onChange={(event) => set("en", event.target.value)}
          label={<Trans>Nome em inglês</Trans>}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="number"
          inputMode="numeric"
          name="months"
          min={1}
          max={120}
          value={values.months}
          error={errors.months}
          onChange={(event) => set("months", event.target.value)}
          label={<Trans>Meses após o ingresso</Trans>}
        />
        <SelectField
          name="milestone"
          value={values.milestone}
          error={errors.milestone}
          onChange={(event) => set("milestone", event.target.value as Values["milestone"])}
          label={<Trans>Concluída pela banca de</Trans>}
          options={[
            ["", t`Nenhuma`],
            ["qualificacao", t`Qualificação`],
            ["defesa", t`Defesa`],
          ]}
        />
      </div>
      <CheckboxField
        checked={values.active}
        onChange={(event) => set("active", event.target.checked)}
        label={<Trans>Ativa</Trans>}
        hint={<Trans>Uma fase inativa some das listas dos discentes; as conclusões ficam guardadas.</Trans>}
      />
      <SubmitRow busy={busy}>{phase ? <Trans>Salvar fase</Trans> : <Trans>Criar fase</Trans>}</SubmitRow>
    </form>
  );
}
