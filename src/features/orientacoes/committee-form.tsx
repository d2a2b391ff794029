import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { COMMITTEE_KINDS, committeeInputSchema, committeePatchSchema, type Committee } from "../../domain/bancas.ts";
import { calendarKindWords } from "../../domain/banca-texts.ts";
import { message } from "../../domain/messages.ts";
import type { Degree } from "../../domain/users.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { editCommittee, proposeCommittee } from "./bancas-api.ts";
import {
  committeeRuleField,
  committeeValues,
  countedMembers,
  emptyCommittee,
  patchBody,
  proposalBody,
  refusedRow,
  unpickedTeachers,
  type CommitteeValues,
} from "./committee-draft.ts";
import { CompositionStatus } from "./composition-status.tsx";
import { MemberRows } from "./member-rows.tsx";

/**
 * Proposing a committee (rules 11–13), or editing one still `proposta`: kind, title, language,
 * date, time, place and/or remote link, and the members besides the president (the student's
 * main advisor, added by the server), with the composition rule counted live. The shared schema
 * checks before sending; the server's refusals come back beside their field — a member's beside
 * its row, the composition beside the count — or above the form, and in a toast.
 */
export function CommitteeForm({
  student,
  degree,
  president,
  committee,
  onSaved,
  onCancel,
}: {
  student: string;
  degree: Degree;
  /** The main advisor's idcbpf when known, not offered as a member. */
  president?: string | undefined;
  /** Editing this committee (PATCH); proposing a new one otherwise. */
  committee?: Committee;
  onSaved: (committee: Committee) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const id = useId();
  const [values, setValues] = useState<CommitteeValues>(() =>
    committee ? committeeValues(committee) : emptyCommittee(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });
  const set = <K extends keyof CommitteeValues>(key: K, value: CommitteeValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));
  const sessionDegree = committee?.degree ?? degree;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = committee ? patchBody(values) : proposalBody(values, student);
    const parsed = committee ? committeePatchSchema.safeParse(body) : committeeInputSchema.safeParse(body);
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, body);
    for (const index of unpickedTeachers(values)) found[`members.${index}.idcbpf`] = message("field_required", locale);
    if (!parsed.success || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    setBusy(true);
    try {
      // What was typed goes as typed: the schema's output (digits-only CPF, `external`) is the server's.
      const saved = committee
        ? await editCommittee(committee.id, body)
        : await proposeCommittee(proposalBody(values, student));
      toast.add({
        severity: "success",
        summary: committee
          ? t`Banca nº ${saved.id} alterada.`
          : t`Banca nº ${saved.id} proposta: aguarda a secretaria.`,
        life: 5000,
      });
      if (!committee) setValues(emptyCommittee());
      onSaved(saved);
    } catch (error) {
      const failure = asApiError(error);
      const row = refusedRow(failure.rule, failure.message, values.members);
      const field = committeeRuleField(failure.rule);
      const fields = apiFieldErrors(failure, locale);
      if (row !== null) setErrors({ [`members.${row}`]: failure.message });
      else if (field) setErrors({ [field]: failure.message });
      else if (Object.keys(fields).length > 0) setErrors(fields);
      else setErrors({ form: errorText(failure) });
      toast.add({
        severity: "error",
        summary: committee ? t`Banca não alterada` : t`Banca não proposta`,
        detail: errorText(failure),
        life: 8000,
      });
    } finally {
      setBusy(false);
    }
  }

  const chosen = values.members.flatMap((row) => (row.teacher ? [row.teacher.idcbpf] : []));
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={committee ? t`Alterar a banca nº ${committee.id}` : t`Propor banca`}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <FormAlert message={errors.form ?? errors.student} />
      <div className="grid gap-3 sm:grid-cols-2">
        {committee ? null : (
          <SelectField
            name="kind"
            value={values.kind}
            error={errors.kind}
            onChange={(event) => set("kind", event.target.value as CommitteeValues["kind"])}
            label={<Trans>Tipo de banca</Trans>}
            options={COMMITTEE_KINDS.map((kind) => [kind, calendarKindWords(kind, degree)[locale]])}
          />
        )}
        <SelectField
          name="language"
          value={values.language}
          error={errors.language}
          onChange={(event) => set("language", event.target.value as CommitteeValues["language"])}
          label={<Trans>Idioma da sessão</Trans>}
          options={[
            ["pt", t`Português`],
            ["en", t`Inglês`],
          ]}
        />
      </div>
      <TextField
        name="title"
        value={values.title}
        error={errors.title}
        maxLength={500}
        onChange={(event) => set("title", event.target.value)}
        label={<Trans>Título do trabalho</Trans>}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          name="date"
          value={values.date}
          error={errors.date}
          onChange={(event) => set("date", event.target.value)}
          label={<Trans>Data</Trans>}
          hint={<Trans>A partir de hoje.</Trans>}
        />
        <TextField
          type="time"
          name="time"
          value={values.time}
          error={errors.time}
          onChange={(event) => set("time", event.target.value)}
          label={<Trans>Horário</Trans>}
        />
        <TextField
          name="place"
          value={values.place}
          error={errors.place}
          maxLength={300}
          onChange={(event) => set("place", event.target.value)}
          label={<Trans>Local</Trans>}
          hint={<Trans>Informe o local, o link da sessão remota ou ambos.</Trans>}
        />
        <TextField
          type="url"
          name="remoteLink"
          value={values.remoteLink}
          error={errors.remoteLink}
          onChange={(event) => set("remoteLink", event.target.value)}
          label={<Trans>Link da sessão remota</Trans>}
          hint={<Trans>Endereço https://</Trans>}
        />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={`${id}-composition`}>
        <legend className="mb-1 font-medium text-slate-900">
          <Trans>Membros</Trans>
        </legend>
        <p className="text-sm text-slate-700">
          <Trans>O orientador principal preside a banca e é incluído automaticamente.</Trans>
        </p>
        <CompositionStatus
          id={`${id}-composition`}
          kind={values.kind}
          degree={sessionDegree}
          members={countedMembers(values)}
          error={errors.members}
        />
        <MemberRows
          rows={values.members}
          errors={errors}
          exclude={president ? [president, ...chosen] : chosen}
          onChange={(members) => set("members", members)}
        />
      </fieldset>
      <SubmitRow busy={busy} onCancel={onCancel}>
        {committee ? <Trans>Salvar alterações</Trans> : <Trans>Propor banca</Trans>}
      </SubmitRow>
    </form>
  );
}
