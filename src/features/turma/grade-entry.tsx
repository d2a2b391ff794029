import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { ClassListEntry } from "../../domain/offerings.ts";
import type { Concept } from "../../domain/settings.ts";
import { asApiError } from "../../lib/form-errors.ts";
import { useOnline } from "../../lib/online.ts";
import { useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { clearGradeDraft, readGradeDraft, writeGradeDraft, type GradeDraft } from "./grade-drafts.ts";
import { saveGrade } from "./turma-api.ts";

/**
 * One student's grade: concept (from the settings' table) and whole-percentage attendance, saved
 * on its own. Disabled with the reason once final (the deadline passed, or the office closed it)
 * and while offline; what is typed is kept as a draft until it is saved.
 */
export function GradeEntry({
  offeringId,
  entry,
  concepts,
  closedReason,
  onSaved,
}: {
  offeringId: number;
  entry: ClassListEntry;
  concepts: readonly Concept[];
  /** Why grading is closed for this entry, or null while it is open. */
  closedReason: string | null;
  onSaved: (entry: ClassListEntry) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const owner = useSession().user?.idcbpf ?? "";
  const id = useId();
  const saved: GradeDraft = { concept: entry.grade?.concept ?? "", attendance: String(entry.grade?.attendance ?? "") };
  const [draft, setDraft] = useState<GradeDraft>(() => readGradeDraft(owner, offeringId, entry.idcbpf) ?? saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unsaved = draft.concept !== saved.concept || draft.attendance !== saved.attendance;
  const change = (part: Partial<GradeDraft>) => {
    const next = { ...draft, ...part };
    setDraft(next);
    writeGradeDraft(owner, offeringId, entry.idcbpf, next);
  };
  const reason =
    closedReason ??
    (online ? null : t`Sem conexão: lançar notas precisa da internet. O que você digitou fica guardado.`);
  const name = entry.name;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const attendance = Number(draft.attendance);
    if (!draft.concept) return setError(t`Escolha o conceito.`);
    if (draft.attendance.trim() === "" || !Number.isInteger(attendance) || attendance < 0 || attendance > 100)
      return setError(t`Frequência: um número inteiro de 0 a 100.`);
    setError(null);
    setBusy(true);
    try {
      const answer = await saveGrade(offeringId, entry.idcbpf, { concept: draft.concept, attendance });
      clearGradeDraft(owner, offeringId, entry.idcbpf);
      toast.add({ severity: "success", summary: t`Nota salva`, detail: t`Nota de ${name} salva.`, life: 4000 });
      onSaved(answer);
    } catch (failure) {
      const refusal = asApiError(failure);
      setError(refusal.fields ? Object.values(refusal.fields).join(" ") : errorText(refusal));
    } finally {
      setBusy(false);
    }
  }

  const conceptOptions = [
    ["", "—"] as const,
    ...concepts.map((c) => [c.concept, `${c.concept} — ${c.label[locale]}`] as const),
  ];
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Nota de ${name}`}
      className="flex flex-col gap-1"
    >
      <div className="flex flex-wrap items-end gap-2">
        {/* max-w-full: the concept's longest name may not widen the row past a 320 px screen. */}
        <label className="flex max-w-full min-w-0 flex-col text-sm text-slate-700">
          <Trans>Conceito</Trans>
          <select
            value={draft.concept}
            disabled={closedReason !== null}
            onChange={(event) => change({ concept: event.target.value })}
            aria-describedby={reason || error ? `${id}-why` : undefined}
            className="min-h-11 max-w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-slate-900 disabled:bg-slate-100"
          >
            {conceptOptions.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm text-slate-700">
          <Trans>Frequência (%)</Trans>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={draft.attendance}
            disabled={closedReason !== null}
            onChange={(event) => change({ attendance: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={reason || error ? `${id}-why` : undefined}
            className="min-h-11 w-24 rounded-md border border-slate-400 bg-white px-2 py-2 text-slate-900 disabled:bg-slate-100"
          />
        </label>
        <Button type="submit" busy={busy} disabled={reason !== null || !unsaved}>
          <Trans>Salvar nota</Trans>
        </Button>
      </div>
      <div id={`${id}-why`} aria-live="polite" className="text-sm">
        {error ? <p className="font-medium text-red-700">{error}</p> : null}
        {reason ? <p className="text-amber-900">{reason}</p> : null}
        {unsaved && closedReason === null ? (
          <p className="text-slate-600">
            <Trans>Rascunho não salvo.</Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}
