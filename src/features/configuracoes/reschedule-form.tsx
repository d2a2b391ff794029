import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import {
  COMMITTEE_PLACE_MAX,
  committeePatchSchema,
  REMOTE_LINK_MAX,
  type Committee,
  type CommitteePatch,
} from "../../domain/bancas.ts";
import { formatDay } from "../../domain/dates.ts";
import type { Locale } from "../../domain/locale.ts";
import { message } from "../../domain/messages.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { rescheduleCommittee } from "./bancas-api.ts";

type Values = { date: string; time: string; place: string; remoteLink: string };

/**
 * The form's own checks of a new session (rule 14): a real day not before today, a time, and a
 * place or a link (an https address). An emptied place or link is sent as null (removed).
 */
export function rescheduleErrors(
  values: Values,
  today: string,
  locale: Locale,
): { patch: CommitteePatch | null; errors: FieldErrors } {
  const body = {
    date: values.date,
    time: values.time,
    place: values.place.trim() === "" ? null : values.place,
    remoteLink: values.remoteLink.trim() === "" ? null : values.remoteLink,
  };
  const parsed = committeePatchSchema.safeParse(body);
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, body);
  if (values.date && values.date < today && !errors.date)
    errors.date = message("date_in_past", locale, { date: formatDay(values.date, locale) });
  if (body.place === null && body.remoteLink === null) errors.place = message("place_or_link_required", locale);
  return { patch: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/** "Remarcar": a new day, time, place or link while `proposta` or `agendada`; everyone is told again. */
export function RescheduleForm({
  committee,
  today,
  onChanged,
}: {
  committee: Committee;
  today: string;
  onChanged: (committee: Committee) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [values, setValues] = useState<Values>({
    date: committee.date,
    time: committee.time,
    place: committee.place ?? "",
    remoteLink: committee.remoteLink ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });
  const name = committee.student.name;
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = rescheduleErrors(values, today, locale);
    setErrors(checked.errors);
    if (!checked.patch) return;
    setBusy(true);
    try {
      const changed = await rescheduleCommittee(committee.id, checked.patch);
      toast.add({ severity: "success", summary: t`Banca de ${name} remarcada; todos foram avisados.`, life: 5000 });
      onChanged(changed);
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      if (failure.rule === "date_in_past") fields.date = errorText(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Banca não remarcada`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Remarcar a banca de ${name}`}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormAlert message={errors.form} />
      </div>
      <TextField
        name="date"
        type="date"
        label={<Trans>Data</Trans>}
        min={today}
        value={values.date}
        error={errors.date}
        onChange={set("date")}
      />
      <TextField
        name="time"
        type="time"
        label={<Trans>Hora</Trans>}
        value={values.time}
        error={errors.time}
        onChange={set("time")}
      />
      <TextField
        name="place"
        label={<Trans>Local</Trans>}
        hint={<Trans>Local ou link: ao menos um.</Trans>}
        maxLength={COMMITTEE_PLACE_MAX}
        value={values.place}
        error={errors.place}
        onChange={set("place")}
      />
      <TextField
        name="remoteLink"
        type="url"
        label={<Trans>Link da sessão remota</Trans>}
        hint={<Trans>Um endereço https://</Trans>}
        maxLength={REMOTE_LINK_MAX}
        value={values.remoteLink}
        error={errors.remoteLink}
        autoCapitalize="none"
        onChange={set("remoteLink")}
      />
      <div className="sm:col-span-2">
        <SubmitRow busy={busy}>
          <Trans>Remarcar</Trans>
        </SubmitRow>
      </div>
    </form>
  );
}
