import { Trans } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import type { Offering } from "../../domain/offerings.ts";
import type { Concept } from "../../domain/settings.ts";
import { weekdayName } from "../../domain/weekdays.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { DisclosureButton } from "../../ui/disclosure-button.tsx";
import { OfferingFill, OfferingTeachers } from "../../ui/offering-facts.tsx";
import type { OfertagemParts } from "./ofertagem-page.tsx";

/**
 * One offering: subject, slots and rooms, teachers, language, its fill as a bar; edit; its class
 * list on demand; in the current term, the teaching declaration (`docencia`) of it.
 */
export function OfferingCard({
  offering,
  gradeDeadline,
  today,
  concepts,
  declarable,
  onEdit,
  parts: { IssueDeclarationButton, ClassList },
}: {
  offering: Offering;
  gradeDeadline: string | null;
  today: string;
  concepts: readonly Concept[];
  /** Offer the teaching declaration (the current term's offerings: being taught now). */
  declarable: boolean;
  onEdit: (offering: Offering) => void;
  parts: OfertagemParts;
}) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { subject } = offering;
  const code = subject.code;
  return (
    // min-w-0: an open class list's table scrolls inside the card, never widening the grid's column.
    <li className={`min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${open ? "lg:col-span-2" : ""}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">
          <span className="font-mono">{code}</span> {subject.name[locale]}
        </h3>
        <span className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {offering.language === "en" ? <Trans>Aulas em inglês</Trans> : <Trans>Aulas em português</Trans>}
        </span>
      </div>
      <ul className="mt-2 text-sm text-slate-700">
        {offering.slots.map((slot) => (
          <li key={`${slot.weekday}-${slot.start}-${slot.room}`}>
            {weekdayName(slot.weekday, locale)}, {slot.start}–{slot.end} · {slot.room}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-700">
        <OfferingTeachers teachers={offering.teachers} />
      </p>
      {offering.notes ? <p className="mt-1 text-sm break-words text-slate-600">{offering.notes}</p> : null}
      <div className="mt-3">
        <OfferingFill offering={offering} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onEdit(offering)}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Editar</Trans>
        </Button>
        <DisclosureButton open={open} controls={listId} onToggle={() => setOpen(!open)}>
          <Trans>Turma e notas</Trans>
        </DisclosureButton>
      </div>
      {declarable ? (
        <div className="mt-3">
          <IssueDeclarationButton variant="secondary" input={{ type: "docencia", offering: offering.id }}>
            <Trans>Declaração de docência</Trans>
            <span className="sr-only">{` — ${code}`}</span>
          </IssueDeclarationButton>
        </div>
      ) : null}
      <div id={listId}>
        {open ? (
          <ClassList offering={offering} gradeDeadline={gradeDeadline} today={today} concepts={concepts} />
        ) : null}
      </div>
    </li>
  );
}
