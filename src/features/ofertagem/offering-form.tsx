import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { CAPACITY_MAX, MAX_CO_TEACHERS, NOTES_MAX, type Offering } from "../../domain/offerings.ts";
import { asApiError, type FieldErrors } from "../../lib/form-errors.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { Notice } from "../../ui/notice.tsx";
import { chosenIn, PersonRows } from "../../ui/person-rows.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { checkEdit, checkNew, draftOf, refusalErrors, type OfferingDraft } from "./offering-draft.ts";
import { createOffering, searchTeachers, subjectPageAnswer, SUBJECTS_PATH, updateOffering } from "./ofertagem-api.ts";
import { SlotsEditor } from "./slots-editor.tsx";

/**
 * Offer a subject, or edit an offering. New: the terms whose offering window is open, a subject
 * of the catalogue, weekly slots, capacity, language, co-teachers and notes. Edit: after the
 * term's enrolment opens (`locked`) only capacity and notes change (PRODUCT §7), the rest shows
 * disabled with the reason. Refusals land next to the field they are about.
 */
export function OfferingForm({
  offering,
  terms,
  locked,
  me,
  onSaved,
  onCancel,
}: {
  offering: Offering | null;
  terms: readonly string[];
  locked: boolean;
  me: string;
  onSaved: (saved: Offering) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const subjects = useCachedQuery(`ofertagem:${SUBJECTS_PATH}`, SUBJECTS_PATH, subjectPageAnswer);
  const [draft, setDraft] = useState<OfferingDraft>(() => draftOf(offering, terms[0] ?? ""));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors, { alerts: true });
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<OfferingDraft>) => setDraft((current) => ({ ...current, ...part }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      let saved: Offering;
      if (offering) {
        const checked = checkEdit(draft, locale, locked);
        if ("errors" in checked) return setErrors(checked.errors);
        saved = await updateOffering(offering.id, checked.input);
      } else {
        const checked = checkNew(draft, locale);
        if ("errors" in checked) return setErrors(checked.errors);
        saved = await createOffering(checked.input);
      }
      const code = saved.subject.code;
      toast.add({ severity: "success", summary: t`Oferta salva`, detail: t`${code} salva.`, life: 5000 });
      onSaved(saved);
    } catch (failure) {
      setErrors(refusalErrors(asApiError(failure), locale));
    } finally {
      setBusy(false);
    }
  }

  const subjectOptions: (readonly [string, string])[] = [
    ["", t`Escolha uma disciplina`],
    ...(subjects.status === "ok" ? subjects.data.items : []).map(
      (subject) => [subject.code, `${subject.code} — ${subject.name[locale]}`] as const,
    ),
  ];
  if (offering && !subjectOptions.some(([code]) => code === offering.subject.code))
    subjectOptions.push([offering.subject.code, `${offering.subject.code} — ${offering.subject.name[locale]}`]);
  const chosen = [me, ...chosenIn(draft.coTeachers)];
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          className="min-w-0"
          label={<Trans>Período</Trans>}
          value={draft.term}
          options={(offering ? [offering.term] : terms).map((code) => [code, code] as const)}
          disabled={offering !== null}
          onChange={(event) => change({ term: event.target.value })}
          error={errors.term}
        />
        <SelectField
          className="min-w-0"
          label={<Trans>Disciplina</Trans>}
          value={draft.subject}
          options={subjectOptions}
          disabled={offering !== null}
          onChange={(event) => change({ subject: event.target.value })}
          error={errors.subject}
        />
      </div>
      {locked ? (
        <Notice>
          <p>
            <Trans>
              A matrícula deste período já abriu: horários, salas, docentes e idioma não mudam mais; só as vagas e as
              observações.
            </Trans>
          </p>
        </Notice>
      ) : null}
      <SlotsEditor slots={draft.slots} onChange={(slots) => change({ slots })} errors={errors} disabled={locked} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>Vagas</Trans>}
          type="number"
          inputMode="numeric"
          min={offering ? 0 : 1}
          max={CAPACITY_MAX}
          value={draft.capacity}
          onChange={(event) => change({ capacity: event.target.value })}
          error={errors.capacity}
        />
        <SelectField
          label={<Trans>Idioma das aulas</Trans>}
          value={draft.language}
          options={[
            ["pt", t`Português`],
            ["en", t`Inglês`],
          ]}
          disabled={locked}
          onChange={(event) => change({ language: event.target.value === "en" ? "en" : "pt" })}
          error={errors.language}
        />
      </div>
      <PersonRows
        field="coTeachers"
        legend={<Trans>Docentes colaboradores</Trans>}
        rowLabel={(position) => <Trans>Colaborador(a) {position}</Trans>}
        removeLabel={(position) => t`Remover colaborador(a) ${position}`}
        addLabel={<Trans>Adicionar colaborador(a)</Trans>}
        rows={draft.coTeachers}
        onChange={(coTeachers) => change({ coTeachers })}
        search={searchTeachers}
        exclude={chosen}
        max={MAX_CO_TEACHERS}
        errors={errors}
        disabled={locked}
      />
      <TextAreaField
        label={<Trans>Observações</Trans>}
        value={draft.notes}
        maxLength={NOTES_MAX}
        rows={3}
        onChange={(event) => change({ notes: event.target.value })}
        error={errors.notes}
      />
      <SubmitRow busy={busy} onCancel={onCancel}>
        {offering ? <Trans>Salvar alterações</Trans> : <Trans>Ofertar</Trans>}
      </SubmitRow>
    </form>
  );
}
