import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { quotaInputSchema, type Quota } from "../../domain/funding.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { createQuota, updateQuota } from "./bolsas-api.ts";
import { LEVEL_LABELS } from "./labels.ts";
import { useRefusalForm } from "./use-refusal-form.ts";

/**
 * Create or edit a quota (funding §1): the body checked by the server's own schema
 * (`quotaInputSchema`), a value typed with a comma or a point. The number taken (409), an end
 * before the start, an allocation left outside or a level changed while in use come back next to
 * their field.
 */
export function QuotaForm({
  quota,
  onSaved,
  onCancel,
}: {
  quota: Quota | null;
  onSaved: (quota: Quota) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [values, setValues] = useState({
    number: quota?.number ?? "",
    sponsor: quota?.sponsor ?? "",
    type: quota?.type ?? "",
    level: quota?.level ?? "mestrado",
    startDate: quota?.startDate ?? "",
    endDate: quota?.endDate ?? "",
    monthlyValue: quota ? String(quota.monthlyValue) : "",
    notes: quota?.notes ?? "",
  });
  const { errors, busy, run, ref } = useRefusalForm("quota", t`Bolsa não salva`);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = values.monthlyValue.trim().replace(",", ".");
    const given = { ...values, monthlyValue: value === "" ? undefined : Number(value) };
    await run(quotaInputSchema, given, async (input) => {
      const saved = quota ? await updateQuota(quota.id, input) : await createQuota(input);
      toast.add({ severity: "success", summary: t`Bolsa ${saved.number} salva.`, life: 5000 });
      onSaved(saved);
    });
  }

  return (
    <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormAlert message={errors.form} />
      <TextField
        name="number"
        value={values.number}
        maxLength={40}
        error={errors.number}
        onChange={set("number")}
        label={<Trans>Número</Trans>}
        hint={<Trans>Ex.: CAPES-DS-2026-03</Trans>}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="sponsor"
          value={values.sponsor}
          maxLength={40}
          error={errors.sponsor}
          onChange={set("sponsor")}
          label={<Trans>Agência</Trans>}
        />
        <TextField
          name="type"
          value={values.type}
          maxLength={40}
          error={errors.type}
          onChange={set("type")}
          label={<Trans>Tipo</Trans>}
        />
        <SelectField
          name="level"
          value={values.level}
          error={errors.level}
          onChange={set("level")}
          label={<Trans>Nível</Trans>}
          options={[
            ["mestrado", i18n._(LEVEL_LABELS.mestrado)],
            ["doutorado", i18n._(LEVEL_LABELS.doutorado)],
          ]}
        />
        <TextField
          name="monthlyValue"
          inputMode="decimal"
          value={values.monthlyValue}
          error={errors.monthlyValue}
          onChange={set("monthlyValue")}
          label={<Trans>Valor mensal (R$)</Trans>}
        />
        <TextField
          type="date"
          name="startDate"
          value={values.startDate}
          error={errors.startDate}
          onChange={set("startDate")}
          label={<Trans>Início</Trans>}
        />
        <TextField
          type="date"
          name="endDate"
          value={values.endDate}
          error={errors.endDate}
          onChange={set("endDate")}
          label={<Trans>Término</Trans>}
        />
      </div>
      <TextAreaField
        name="notes"
        value={values.notes}
        maxLength={2000}
        rows={2}
        error={errors.notes}
        onChange={set("notes")}
        label={<Trans>Observações</Trans>}
      />
      <SubmitRow busy={busy} onCancel={onCancel}>
        {quota ? <Trans>Salvar bolsa</Trans> : <Trans>Criar bolsa</Trans>}
      </SubmitRow>
    </form>
  );
}
