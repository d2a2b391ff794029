import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { formatDateTime } from "../../domain/dates.ts";
import type { Enrolment } from "../../domain/matriculas.ts";
import { formatCr } from "../../domain/transcript.ts";
import { weekdayName } from "../../domain/weekdays.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ENROLMENT_STATUS_LABELS } from "../../ui/enrolment-labels.ts";

/** A card's checkbox in a list where several are decided at once. */
export type CardSelection = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the last decision in bulk left this one undecided. */
  refusal?: string;
};

/** What the decider weighs: the student's credits this term, its CR, the requests needing this subject. */
function DecisionContext({ enrolment }: { enrolment: Enrolment }) {
  const locale = useLocale();
  const credits = enrolment.student.termCredits;
  const cr = formatCr(enrolment.student.cr, locale);
  const needed = enrolment.prerequisiteOf.join(", ");
  return (
    <ul data-testid="decision-context" className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
      <li>
        <Trans>Créditos no período: {credits}</Trans>
      </li>
      <li>
        <Trans>CR: {cr}</Trans>
      </li>
      {needed ? (
        <li className="font-medium text-amber-900">
          <Trans>Pré-requisito de {needed}, também pedida</Trans>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * One enrolment request as its decider reads it: who, which subject, when it meets, when asked,
 * and what weighs on the decision; with a checkbox when the list decides several at once.
 */
export function EnrolmentRequestCard({
  enrolment,
  children,
  selection,
}: {
  enrolment: Enrolment;
  children?: ReactNode;
  selection?: CardSelection;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { student, offering, reason } = enrolment;
  const asked = formatDateTime(new Date(enrolment.createdAt), locale);
  const slots = offering.slots
    .map((slot) => `${weekdayName(slot.weekday, locale, "short")} ${slot.start}–${slot.end}`)
    .join(", ");
  const code = offering.subject.code;
  const who = student.name;
  const refusalId = useId();
  const refusal = selection?.refusal;
  return (
    <li
      data-testid="enrolment-request"
      className={`rounded-lg border bg-white p-4 shadow-sm ${selection?.checked ? "border-blue-700 ring-1 ring-blue-700" : "border-slate-200"}`}
    >
      <div className="flex items-start gap-2">
        {selection ? (
          <label className="-mt-2 -ml-2 flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              checked={selection.checked}
              onChange={(event) => selection.onChange(event.target.checked)}
              aria-label={t`Selecionar ${who} — ${code}`}
              aria-describedby={refusal ? refusalId : undefined}
              className="size-5 accent-blue-800"
            />
          </label>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
          <p className="font-semibold break-words text-slate-900">
            {student.name} <span className="text-sm font-normal text-slate-600">({student.idcbpf})</span>
          </p>
          <span className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {i18n._(ENROLMENT_STATUS_LABELS[enrolment.status])}
          </span>
        </div>
      </div>
      <p className="mt-1 text-slate-900">
        <span className="font-medium text-blue-900">{code}</span> {offering.subject.name[locale]}
      </p>
      {slots ? <p className="text-sm text-slate-700">{slots}</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Pedido em {asked}</Trans>
      </p>
      {enrolment.status === "pendente" ? <DecisionContext enrolment={enrolment} /> : null}
      {enrolment.reason ? (
        <p className="mt-1 text-sm break-words text-slate-700">
          <Trans>Motivo: {reason}</Trans>
        </p>
      ) : null}
      {refusal ? (
        <p
          id={refusalId}
          data-testid="row-refusal"
          className="mt-2 rounded-md border border-red-300 bg-red-50 px-2 py-1 text-sm break-words text-red-900"
        >
          <Trans>Não decidida: {refusal}</Trans>
        </p>
      ) : null}
      {children ? <div className="mt-3">{children}</div> : null}
    </li>
  );
}
