import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime, formatDay } from "../../domain/dates.ts";
import type { Dismissal } from "../../domain/desligamento.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { DISMISSAL_REASON_LABELS } from "./dismissal-words.ts";

/** A student's dismissal as recorded (rule 25): reason, date, notes, who recorded it and when. */
export function DismissalRecord({ dismissal }: { dismissal: Dismissal }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const reason = i18n._(DISMISSAL_REASON_LABELS[dismissal.reason]);
  const day = formatDay(dismissal.date, locale);
  const at = formatDateTime(new Date(dismissal.at), locale);
  const by = dismissal.by?.name ?? "—";
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-900">
        <Trans>Motivo</Trans>
      </dt>
      <dd className="text-slate-800">{reason}</dd>
      <dt className="font-medium text-slate-900">
        <Trans>Data do desligamento</Trans>
      </dt>
      <dd className="text-slate-800">{day}</dd>
      {dismissal.notes ? (
        <>
          <dt className="font-medium text-slate-900">
            <Trans>Observações</Trans>
          </dt>
          <dd className="whitespace-pre-line text-slate-800">{dismissal.notes}</dd>
        </>
      ) : null}
      <dt className="font-medium text-slate-900">
        <Trans>Registrado por</Trans>
      </dt>
      <dd className="text-slate-800">
        <Trans>
          {by}, em {at}
        </Trans>
      </dd>
    </dl>
  );
}
