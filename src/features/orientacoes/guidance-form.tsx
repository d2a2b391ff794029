import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { MAX_CO_ADVISORS, type Guidance } from "../../domain/guidance.ts";
import { asApiError, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { createGuidance, searchStudents, searchTeachers, updateGuidance } from "./guidance-api.ts";
import { checkDraft, draftOf, newCoAdvisorDraft, refusalErrors, type GuidanceDraft } from "./guidance-draft.ts";
import { MilestonesEditor } from "./milestones-editor.tsx";
import { PersonCombobox } from "../../ui/person-combobox.tsx";

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
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const change = (part: Partial<GuidanceDraft>) => setDraft((current) => ({ ...current, ...part }));

  // After a refusal, the first field in error takes the focus (its message is read with it).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']")?.focus();
  }, [errors]);

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

  const chosen = [draft.advisor?.idcbpf, ...draft.coAdvisors.map((row) => row.person?.idcbpf)].filter(
    (idcbpf): idcbpf is string => Boolean(idcbpf),
  );
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {errors.form ? (
        <div tabIndex={-1}>
          <Notice tone="error">
            <p>{errors.form}</p>
          </Notice>
        </div>
      ) : null}
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
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-slate-900">
          <Trans>Coorientadores (até dois)</Trans>
        </legend>
        {draft.coAdvisors.map((row, index) => {
          const position = index + 1;
          return (
            <div key={row.key} className="flex items-end gap-2">
              <div className="flex-1">
                <PersonCombobox
                  label={<Trans>Coorientador(a) {position}</Trans>}
                  search={searchTeachers}
                  value={row.person}
                  onChange={(person) =>
                    change({
                      coAdvisors: draft.coAdvisors.map((other) => (other.key === row.key ? { ...row, person } : other)),
                    })
                  }
                  error={errors[`coAdvisors.${index}`]}
                  exclude={chosen}
                />
              </div>
              <Button
                variant="secondary"
                aria-label={t`Remover coorientador(a) ${position}`}
                onClick={() => change({ coAdvisors: draft.coAdvisors.filter((other) => other.key !== row.key) })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          );
        })}
        {errors.coAdvisors ? <p className="text-sm font-medium text-red-700">{errors.coAdvisors}</p> : null}
        <div>
          <Button
            variant="secondary"
            disabled={draft.coAdvisors.length >= MAX_CO_ADVISORS}
            onClick={() => change({ coAdvisors: [...draft.coAdvisors, newCoAdvisorDraft()] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Adicionar coorientador(a)</Trans>
          </Button>
        </div>
      </fieldset>
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
      <SubmitRow
        busy={busy}
        extra={
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </Button>
        }
      >
        {guidance ? <Trans>Salvar alterações</Trans> : <Trans>Criar orientação</Trans>}
      </SubmitRow>
    </form>
  );
}
