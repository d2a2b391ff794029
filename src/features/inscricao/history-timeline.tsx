import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../domain/dates.ts";
import type { Application } from "../../domain/inscricoes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { APPLICATION_STATUS_LABELS } from "../../ui/application-status.tsx";

/** Every status the application went through, oldest first, with the office's reason. */
export function HistoryTimeline({ history }: { history: Application["history"] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (history.length === 0) return null;
  return (
    <ol className="relative ms-2 border-s-2 border-slate-300">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="ms-4 pb-4 last:pb-0">
          <span aria-hidden="true" className="absolute -start-[7px] mt-1.5 size-3 rounded-full bg-blue-800" />
          <p className="font-medium text-slate-900">{i18n._(APPLICATION_STATUS_LABELS[entry.status])}</p>
          <p className="text-sm text-slate-700">
            <time dateTime={entry.at}>{formatDateTime(new Date(entry.at), locale)}</time>
          </p>
          {entry.reason ? (
            <p className="text-sm text-slate-800">
              <Trans>Motivo: {entry.reason}</Trans>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
