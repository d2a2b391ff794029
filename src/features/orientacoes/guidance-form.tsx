import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { MAX_CO_ADVISORS, type Guidance } from "../../domain/guidance.ts";
import { asApiError, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { PersonCombobox } from "../../ui/person-combobox.tsx";
import { chosenIn, PersonRows } from "../../ui/person-rows.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { createGuidance, searchStudents, searchTeachers, updateGuidance } from "./guidance-api.ts";
import { checkDraft, draftOf, refusalErrors, type GuidanceDraft } from "./guidance-draft.ts";
import { MilestonesEditor } from "./milestones-editor.tsx";

/**
 * The office's form for a new guidance or an existing one (then the student is fixed): people
 * chosen by search, up to two co-advisors, title, start date and milestones. Checked in the
 * browser with the server's own schema; the server's refusals (the advisee cap…) land next to
 * the field they are about.
 */
export function GuidanceForm({
  guidance,
  onSaved,
  onCancel,
}: {
  guidance: Guidance | null;
  onSaved: (saved: Guidance) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [draft, setDraft] = useState<GuidanceDraft>(() => draftOf(guidance));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors, { alerts: true });
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<GuidanceDraft>) => setDraft((current) => ({ ...current, ...part }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkDraft(draft, locale);
    if ("errors" in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const { student: _student, ...patch } = checked.input;
      const saved = guidance ? await updateGuidance(guidance.id, patch) : await createGuidance(checked.input);
      const name = saved.student.name;
      toast.add({
        severity: "success",
        summary: t`Orientação salva`,
        detail: t`Orientação de ${name} salva.`,
        life: 5000,
      });
      onSaved(saved);
    } catch (failure) {
      setErrors(refusalErrors(asApiError(failure), locale));
    } finally {
      setBusy(false);
    }
  }

  const chosen = [...(draft.advisor ? [draft.advisor.idcbpf] : []), ...chosenIn(draft.coAdvisors)];
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <PersonCombobox
        label={<Trans>Discente</Trans>}
        search={searchStudents}
        value={draft.student}
        onChange={(student) => change({ student })}
        error={errors.student}
        disabled={guidance !== null}
      />
      <PersonCombobox
        label={<Trans>Orientador(a) principal</Trans>}
        search={searchTeachers}
        value={draft.advisor}
        onChange={(advisor) => change({ advisor })}
        error={errors.advisor}
        exclude={chosen}
      />
      <PersonRows
        field="coAdvisors"
        legend={<Trans>Coorientadores (até dois)</Trans>}
        rowLabel={(position) => <Trans>Coorientador(a) {position}</Trans>}
        removeLabel={(position) => t`Remover coorientador(a) ${position}`}
        addLabel={<Trans>Adicionar coorientador(a)</Trans>}
        rows={draft.coAdvisors}
        onChange={(coAdvisors) => change({ coAdvisors })}
        search={searchTeachers}
        exclude={chosen}
        max={MAX_CO_ADVISORS}
        errors={errors}
      />
      <TextField
        label={<Trans>Título do trabalho</Trans>}
        value={draft.title}
        maxLength={300}
        onChange={(event) => change({ title: event.target.value })}
        error={errors.title}
      />
      <TextField
        label={<Trans>Início da orientação</Trans>}
        type="date"
        value={draft.startDate}
        onChange={(event) => change({ startDate: event.target.value })}
        error={errors.startDate}
        className="sm:max-w-xs"
      />
      <MilestonesEditor rows={draft.milestones} onChange={(milestones) => change({ milestones })} errors={errors} />
      <SubmitRow busy={busy} onCancel={onCancel}>
        {guidance ? <Trans>Salvar alterações</Trans> : <Trans>Criar orientação</Trans>}
      </SubmitRow>
    </form>
  );
}
