import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { callCreateSchema, callPatchSchema, callSchema, type Call } from "../../domain/inscricoes.ts";
import { DEGREES, PROGRAMMES } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { DEGREE_LABELS, PROGRAMME_LABELS } from "../../ui/labels.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFormState } from "../../ui/use-form-state.ts";
import { CallDocumentsEditor } from "./call-documents-editor.tsx";

type Values = Omit<Call, "id" | "open">;

const EMPTY: Values = {
  programme: "academico",
  degree: "mestrado",
  title: { pt: "", en: "" },
  opensOn: "",
  closesOn: "",
  documents: [],
};

/**
 * Creating a call (`call` absent) or changing one (PRODUCT §8 `/api/chamadas`): programme,
 * degree, title in both languages, dates (both inclusive) and the required documents as an
 * editable list of key + labels. Checked with the shared schema before sending; the server's 400
 * and 409 (`document_in_use`: a key already holding files) land beside the fields.
 */
export function CallForm({ call, onSaved, onCancel }: { call?: Call; onSaved: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => (call ? { ...call } : EMPTY));
  const { formRef, errors, formError, busy, check, run } = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      programme: values.programme,
      degree: values.degree,
      title: values.title,
      opensOn: values.opensOn,
      closesOn: values.closesOn,
      documents: values.documents,
    };
    if (!check(call ? callPatchSchema : callCreateSchema, body)) return;
    const saved = await run(
      () =>
        call
          ? apiFetch(`/api/chamadas/${call.id}`, callSchema, { method: "PATCH", body })
          : apiFetch("/api/chamadas", callSchema, { method: "POST", body }),
      { failed: t`Não foi possível salvar a chamada`, conflict: "documents" },
    );
    if (!saved) return;
    toast.add({
      severity: "success",
      summary: call ? t`Chamada “${saved.title[locale]}” atualizada.` : t`Chamada “${saved.title[locale]}” criada.`,
      life: 5000,
    });
    onSaved();
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <FormAlert message={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="title.pt"
          label={<Trans>Título em português</Trans>}
          value={values.title.pt}
          onChange={(e) => setValues((prev) => ({ ...prev, title: { ...prev.title, pt: e.target.value } }))}
          error={errors["title.pt"]}
          required
        />
        <TextField
          name="title.en"
          label={<Trans>Título em inglês</Trans>}
          value={values.title.en}
          onChange={(e) => setValues((prev) => ({ ...prev, title: { ...prev.title, en: e.target.value } }))}
          error={errors["title.en"]}
          required
        />
        <SelectField
          name="programme"
          label={<Trans>Programa</Trans>}
          value={values.programme}
          options={PROGRAMMES.map((p) => [p, i18n._(PROGRAMME_LABELS[p])] as const)}
          onChange={(e) => setValues((prev) => ({ ...prev, programme: e.target.value as Values["programme"] }))}
          error={errors.programme}
        />
        <SelectField
          name="degree"
          label={<Trans>Nível</Trans>}
          value={values.degree}
          options={DEGREES.map((d) => [d, i18n._(DEGREE_LABELS[d])] as const)}
          onChange={(e) => setValues((prev) => ({ ...prev, degree: e.target.value as Values["degree"] }))}
          error={errors.degree}
        />
        <TextField
          name="opensOn"
          type="date"
          label={<Trans>Abertura</Trans>}
          value={values.opensOn}
          onChange={(e) => setValues((prev) => ({ ...prev, opensOn: e.target.value }))}
          error={errors.opensOn}
          required
        />
        <TextField
          name="closesOn"
          type="date"
          label={<Trans>Encerramento</Trans>}
          value={values.closesOn}
          onChange={(e) => setValues((prev) => ({ ...prev, closesOn: e.target.value }))}
          error={errors.closesOn}
          required
        />
      </div>
      <CallDocumentsEditor
        documents={values.documents}
        errors={errors}
        onChange={(documents) => setValues((prev) => ({ ...prev, documents }))}
      />
      <SubmitRow busy={busy} onCancel={onCancel}>
        {call ? <Trans>Salvar chamada</Trans> : <Trans>Criar chamada</Trans>}
      </SubmitRow>
    </form>
  );
}
