import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Subject } from "../../domain/subjects.ts";
import { apiFetch } from "../../lib/api.ts";
import { apiFieldErrors, asApiError, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { PrerequisitePicker } from "./prerequisite-picker.tsx";
import { subjectAnswer, subjectPath } from "./subject-answers.ts";
import { checkCreate, checkEdit, errorFor, type Draft } from "./subject-draft.ts";
import { LEVEL_CHOICES, PROGRAMME_CHOICES } from "./subject-labels.ts";

/**
 * The office's subject form, for a new subject or an edit (the code is then read-only). Field
 * errors show inline, from the shared schema before sending and from the server's 400; a rule
 * refusal (422: a cycle, an unknown prerequisite) or a 409 shows in the form and as a toast.
 */
export function SubjectForm({
  initial,
  editing,
  onSaved,
  onCancel,
}: {
  initial: Draft;
  /** The code of the subject being edited; null for a new one. */
  editing: string | null;
  onSaved: (subject: Subject) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((prev) => ({ ...prev, [key]: value }));
  const text = (key: keyof Draft) => ({
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });

  // After a failed check, the first field in error takes the focus (screen readers hear why).
  useEffect(() => {
    if (Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const checked = editing ? checkEdit(draft, locale) : checkCreate(draft, locale);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const saved = await apiFetch(editing ? subjectPath(editing) : "/api/disciplinas", subjectAnswer, {
        method: editing ? "PATCH" : "POST",
        body: checked.body,
      });
      const { code } = saved;
      const summary = editing ? t`Disciplina ${code} salva.` : t`Disciplina ${code} criada.`;
      toast.add({ severity: "success", summary, life: 5000 });
      onSaved(saved);
    } catch (caught) {
      const error = asApiError(caught);
      const fields = apiFieldErrors(error, locale);
      setErrors(fields);
      const message = errorText(error);
      setRefusal(message);
      if (Object.keys(fields).length === 0)
        toast.add({ severity: "error", summary: t`A disciplina não foi salva.`, detail: message, life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  const both = [["", t`Ambos`]] as const;
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={<Trans>Código</Trans>}
        hint={editing ? <Trans>O código não muda depois de criada.</Trans> : <Trans>Ex.: FIS-501</Trans>}
        readOnly={editing !== null}
        autoCapitalize="characters"
        error={errors.code}
        {...text("code")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>Nome em português</Trans>}
          lang="pt-BR"
          error={errors["name.pt"]}
          {...text("namePt")}
        />
        <TextField label={<Trans>Nome em inglês</Trans>} lang="en-US" error={errors["name.en"]} {...text("nameEn")} />
        <TextAreaField
          label={<Trans>Ementa em português</Trans>}
          lang="pt-BR"
          error={errors["syllabus.pt"]}
          {...text("syllabusPt")}
        />
        <TextAreaField
          label={<Trans>Ementa em inglês</Trans>}
          lang="en-US"
          error={errors["syllabus.en"]}
          {...text("syllabusEn")}
        />
        <TextField label={<Trans>Créditos</Trans>} inputMode="numeric" error={errors.credits} {...text("credits")} />
        <TextField
          label={<Trans>Carga horária (horas)</Trans>}
          inputMode="numeric"
          error={errors.hours}
          {...text("hours")}
        />
        <SelectField
          label={<Trans>Programa</Trans>}
          options={[...both, ...PROGRAMME_CHOICES.map(([value, label]) => [value, i18n._(label)] as const)]}
          error={errors.programme}
          {...text("programme")}
        />
        <SelectField
          label={<Trans>Nível</Trans>}
          options={[...both, ...LEVEL_CHOICES.map(([value, label]) => [value, i18n._(label)] as const)]}
          error={errors.level}
          {...text("level")}
        />
      </div>
      <PrerequisitePicker
        value={draft.prerequisites}
        onChange={(next) => set("prerequisites", next)}
        exclude={editing ?? draft.code.trim().toUpperCase()}
        error={errorFor(errors, "prerequisites")}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <CheckboxField
          label={<Trans>Repetível</Trans>}
          hint={<Trans>Pode ser cursada de novo após aprovação (seminários, tópicos especiais).</Trans>}
          checked={draft.repeatable}
          onChange={(event) => set("repeatable", event.target.checked)}
        />
        <CheckboxField
          label={<Trans>Ativa</Trans>}
          hint={<Trans>Inativa: continua nos históricos, mas não pode ser oferecida.</Trans>}
          checked={draft.active}
          onChange={(event) => set("active", event.target.checked)}
        />
      </div>
      {refusal ? (
        <Notice tone="error">
          <p>{refusal}</p>
        </Notice>
      ) : null}
      <SubmitRow busy={busy} onCancel={onCancel}>
        {editing ? <Trans>Salvar</Trans> : <Trans>Criar disciplina</Trans>}
      </SubmitRow>
    </form>
  );
}
