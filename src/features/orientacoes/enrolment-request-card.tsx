import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatDateTime } from "../../domain/dates.ts";
import type { Enrolment } from "../../domain/matriculas.ts";
import { weekdayName } from "../../domain/weekdays.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ENROLMENT_STATUS_LABELS } from "../../ui/enrolment-labels.ts";

/** One enrolment request as its decider reads it: who, which subject, when it meets, when asked. */
export function EnrolmentRequestCard({ enrolment, children }: { enrolment: Enrolment; children?: ReactNode }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { student, offering, reason } = enrolment;
  const asked = formatDateTime(new Date(enrolment.createdAt), locale);
  const slots = offering.slots
    .map((slot) => `${weekdayName(slot.weekday, locale, "short")} ${slot.start}–${slot.end}`)
    .join(", ");
  return (
    <li data-testid="enrolment-request" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {student.name} <span className="text-sm font-normal text-slate-600">({student.idcbpf})</span>
        </p>
        <span className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {i18n._(ENROLMENT_STATUS_LABELS[enrolment.status])}
        </span>
      </div>
      <p className="mt-1 text-slate-900">
        <span className="font-medium text-blue-900">{offering.subject.code}</span> {offering.subject.name[locale]}
      </p>
      {slots ? <p className="text-sm text-slate-700">{slots}</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Pedido em {asked}</Trans>
      </p>
      {enrolment.reason ? (
        <p className="mt-1 text-sm break-words text-slate-700">
          <Trans>Motivo: {reason}</Trans>
        </p>
      ) : null}
      {children ? <div className="mt-3">{children}</div> : null}
    </li>
  );
}
