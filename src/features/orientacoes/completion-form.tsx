import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { completionInputSchema, type StudentPhase, type StudentPhases } from "../../domain/phases.ts";
import { apiFieldErrors, asApiError, zodFieldErrors } from "../../lib/form-errors.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { recordCompletion } from "./programme-year-api.ts";

/** The office records a phase's completion on a day, or clears it (rule 4; audited by the server). */
export function CompletionForm({
  idcbpf,
  phase,
  onSaved,
}: {
  idcbpf: string;
  phase: StudentPhase;
  onSaved: (next: StudentPhases) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const [day, setDay] = useState(phase.completedOn ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = phase.name[locale];

  async function save(completedOn: string | null) {
    const parsed = completionInputSchema.safeParse({ completedOn });
    if (!parsed.success) return setError(zodFieldErrors(parsed.error.issues, locale, { completedOn: day }).completedOn);
    setError(undefined);
    setBusy(true);
    try {
      const next = await recordCompletion(idcbpf, phase.code, parsed.data);
      toast.add({
        severity: "success",
        summary: completedOn ? t`${name}: conclusão registrada.` : t`${name}: conclusão desfeita.`,
        life: 5000,
      });
      onSaved(next);
    } catch (failure) {
      const apiError = asApiError(failure);
      setError(apiFieldErrors(apiError, locale).completedOn ?? errorText(apiError));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(day === "" ? "" : day);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        type="date"
        name="completedOn"
        value={day}
        error={error}
        onChange={(event) => setDay(event.target.value)}
        label={<Trans>Concluída em ({name})</Trans>}
      />
      <Button type="submit" variant="secondary" busy={busy} disabled={!online}>
        <Trans>Registrar conclusão</Trans>
      </Button>
      {phase.completedOn ? (
        <Button variant="secondary" disabled={busy || !online} onClick={() => void save(null)}>
          <Trans>Desfazer conclusão</Trans>
        </Button>
      ) : null}
    </form>
  );
}
