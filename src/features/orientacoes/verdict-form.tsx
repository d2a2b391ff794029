import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { defaultParticipants, verdictFieldErrors } from "../../domain/banca-rules.ts";
import { ROLE_WORDS, VERDICT_WORDS } from "../../domain/banca-texts.ts";
import { VERDICTS, verdictInputSchema, type Committee, type Verdict, type VerdictInput } from "../../domain/bancas.ts";
import { message } from "../../domain/messages.ts";
import { asApiError, apiFieldErrors, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { useToast } from "../../ui/toast-store.ts";
import { recordVerdict } from "./bancas-api.ts";
import { fullDay } from "./committee-words.ts";

/**
 * The verdict (rule 15), by the president or the office: the result, the corrections deadline
 * (only with "aprovado com correções", after the session's day), notes, and who took part (the
 * president and the titulares checked at first). Behind a confirmation, since it issues the ata
 * and the statements; `session_not_held` and `committee_state` come back above the form.
 */
export function VerdictForm({ committee, onSaved }: { committee: Committee; onSaved: (committee: Committee) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const id = useId();
  const [verdict, setVerdict] = useState<Verdict | "">("");
  const [deadline, setDeadline] = useState("");
  const [notes, setNotes] = useState("");
  const [participants, setParticipants] = useState<number[]>(() => defaultParticipants(committee.members));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<VerdictInput | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors, { alerts: true });

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      verdict: verdict || undefined,
      correctionsDeadline: verdict === "aprovado_com_correcoes" && deadline ? deadline : undefined,
      notes: notes.trim() === "" ? undefined : notes,
      participants,
    };
    const parsed = verdictInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues, locale, body));
    const memberIds = committee.members.map((member) => member.id);
    const fields = verdictFieldErrors(parsed.data, { date: committee.date, memberIds });
    if (participants.length === 0) fields.participants = "field_required";
    const found = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, message(key, locale)]));
    if (Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    setConfirming(parsed.data);
  }

  async function send(input: VerdictInput) {
    setBusy(true);
    try {
      const saved = await recordVerdict(committee.id, input);
      toast.add({
        severity: "success",
        summary: t`Resultado registrado: ata ${saved.ataCodigo ?? ""}.`,
        life: 8000,
      });
      onSaved(saved);
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorText(failure) });
      toast.add({ severity: "error", summary: t`Resultado não registrado`, detail: errorText(failure), life: 8000 });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const toggle = (memberId: number, on: boolean) =>
    setParticipants((prev) => (on ? [...prev, memberId] : prev.filter((other) => other !== memberId)));
  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={check}
        aria-label={t`Resultado da banca nº ${committee.id}`}
        className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
      >
        <FormAlert message={errors.form} />
        <fieldset aria-describedby={errors.verdict ? `${id}-verdict` : undefined}>
          <legend className="mb-1 font-medium text-slate-900">
            <Trans>Resultado</Trans>
          </legend>
          <div className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-6">
            {VERDICTS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-verdict`}
                  value={value}
                  checked={verdict === value}
                  aria-invalid={errors.verdict ? true : undefined}
                  onChange={() => setVerdict(value)}
                  className="size-5 accent-blue-800"
                />
                {VERDICT_WORDS[value][locale]}
              </label>
            ))}
          </div>
          {errors.verdict ? (
            <p id={`${id}-verdict`} className="text-sm font-medium text-red-700">
              {errors.verdict}
            </p>
          ) : null}
        </fieldset>
        {verdict === "aprovado_com_correcoes" ? (
          <TextField
            type="date"
            name="correctionsDeadline"
            value={deadline}
            error={errors.correctionsDeadline}
            min={committee.date}
            onChange={(event) => setDeadline(event.target.value)}
            label={<Trans>Prazo para as correções</Trans>}
            hint={<Trans>Depois de {fullDay(committee.date, locale)}.</Trans>}
            className="sm:max-w-xs"
          />
        ) : null}
        <TextAreaField
          name="notes"
          value={notes}
          error={errors.notes}
          maxLength={4000}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
          label={<Trans>Observações (opcional)</Trans>}
        />
        <fieldset aria-describedby={errors.participants ? `${id}-participants` : undefined}>
          <legend className="font-medium text-slate-900">
            <Trans>Participaram da sessão</Trans>
          </legend>
          {committee.members.map((member) => (
            <CheckboxField
              key={member.id}
              checked={participants.includes(member.id)}
              onChange={(event) => toggle(member.id, event.target.checked)}
              label={`${member.name} — ${ROLE_WORDS[member.role][locale]}`}
            />
          ))}
          {errors.participants ? (
            <p id={`${id}-participants`} className="text-sm font-medium text-red-700">
              {errors.participants}
            </p>
          ) : null}
        </fieldset>
        <SubmitRow busy={busy}>
          <Trans>Registrar resultado</Trans>
        </SubmitRow>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={<Trans>Registrar o resultado da banca?</Trans>}
        confirmLabel={<Trans>Registrar e emitir a ata</Trans>}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void send(confirming);
        }}
      >
        <p>
          <Trans>
            A banca passa a realizada e não muda mais: a ata e as declarações de participação dos presentes são emitidas
            agora, com seus códigos.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
