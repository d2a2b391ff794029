import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { offeringSchema, type Offering } from "../../domain/offerings.ts";
import type { Concept } from "../../domain/settings.ts";
import { asApiError, apiFetch } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { weekdayName } from "../../domain/weekdays.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { DisclosureButton } from "../../ui/disclosure-button.tsx";
import { errorText } from "../../ui/error-text.ts";
import type { TurmaParts } from "../../ui/parts.ts";
import { OfferingFill, OfferingTeachers } from "../../ui/offering-facts.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";

/** One offering as the office sees it: its fill, its capacity (changed at any time), its class list with grade correction. */
export function OfficeOfferingCard({
  offering,
  gradeDeadline,
  today,
  concepts,
  onChanged,
  parts: { ClassList },
}: {
  offering: Offering;
  gradeDeadline: string | null;
  today: string;
  concepts: readonly Concept[];
  onChanged: () => void;
  parts: TurmaParts;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const toast = useToast();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [capacity, setCapacity] = useState(String(offering.capacity));
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { subject } = offering;
  const code = subject.code;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(capacity);
    if (capacity.trim() === "") return setError(t`Campo obrigatório.`);
    if (!Number.isInteger(value) || value < 0) return setError(t`Use um número inteiro.`);
    setError(undefined);
    setBusy(true);
    try {
      await apiFetch(`/api/ofertas/${offering.id}`, offeringSchema, { method: "PATCH", body: { capacity: value } });
      toast.add({
        severity: "success",
        summary: t`Vagas salvas`,
        detail: t`${code}: ${plural(value, { one: "# vaga.", other: "# vagas." })}`,
        life: 4000,
      });
      onChanged();
    } catch (failure) {
      setError(errorText(asApiError(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${open ? "lg:col-span-2" : ""}`}>
      <h3 className="font-semibold break-words text-slate-900">
        <span className="font-mono">{code}</span> {subject.name[locale]}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {offering.slots
          .map((slot) => `${weekdayName(slot.weekday, locale)} ${slot.start}–${slot.end} (${slot.room})`)
          .join("; ")}
      </p>
      <p className="text-sm text-slate-700">
        <OfferingTeachers teachers={offering.teachers} />
      </p>
      <div className="mt-3">
        <OfferingFill offering={offering} />
      </div>
      <form noValidate onSubmit={(event) => void save(event)} className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          className="w-28"
          type="number"
          inputMode="numeric"
          min={0}
          label={<Trans>Vagas</Trans>}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={error}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={busy}
          disabled={!online || capacity === String(offering.capacity)}
        >
          <Trans>Salvar vagas</Trans>
        </Button>
        <DisclosureButton open={open} controls={listId} onToggle={() => setOpen(!open)}>
          <Trans>Turma e notas</Trans>
        </DisclosureButton>
      </form>
      <div id={listId}>
        {open ? (
          <ClassList offering={offering} gradeDeadline={gradeDeadline} today={today} concepts={concepts} office />
        ) : null}
      </div>
    </li>
  );
}
