import { Trans, useLingui } from "@lingui/react/macro";
import { formatDay } from "../../domain/dates.ts";
import type { QuotaDetail } from "../../domain/funding.ts";
import { effectiveEnd } from "../../domain/funding-rules.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { monthsUsed, spanOf, todayAt, type Span } from "./scholarship-facts.ts";

const place = (span: Span) => ({ left: `${span.left}%`, width: `${span.width}%` });

/**
 * A quota's allocations on its period (funding §2): the period as a bar, each allocation a
 * segment (to its effective end), its suspensions hatched, today a line; then the months used as
 * a progress bar (§1, counted on the 15th). The drawing is for the eye (`aria-hidden`): the same
 * facts are the list of allocations under it, which screen readers read.
 */
export function AllocationTimeline({ quota, today }: { quota: QuotaDetail; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = todayAt(quota, today);
  const months = monthsUsed(quota, today);
  return (
    <div className="flex flex-col gap-3">
      <div aria-hidden="true" data-testid="linha-do-tempo" className="flex flex-col gap-1">
        <div className="relative h-8 rounded-md border border-slate-300 bg-slate-100">
          {quota.allocations.map((allocation) => (
            <div
              key={allocation.id}
              data-allocation={allocation.id}
              title={allocation.student.name}
              className="absolute inset-y-1 overflow-hidden rounded bg-blue-700 px-1 text-xs leading-6 whitespace-nowrap text-white"
              style={place(spanOf(quota, { startDate: allocation.startDate, endDate: effectiveEnd(allocation) }))}
            >
              {allocation.student.name}
            </div>
          ))}
          {quota.allocations.flatMap((allocation) =>
            allocation.suspensions.map((suspension) => (
              <div
                key={`s${suspension.id}`}
                data-suspension={suspension.id}
                className="absolute inset-y-1 rounded border-2 border-amber-500 bg-amber-200/80"
                style={place(spanOf(quota, suspension))}
              />
            )),
          )}
          {now === null ? null : (
            <div data-today className="absolute -inset-y-1 w-0.5 bg-red-700" style={{ left: `${now}%` }} />
          )}
        </div>
        <div className="flex justify-between text-xs text-slate-600">
          <span>{formatDay(quota.startDate, locale)}</span>
          <span className="text-red-800">{now === null ? null : <Trans>hoje</Trans>}</span>
          <span>{formatDay(quota.endDate, locale)}</span>
        </div>
      </div>
      <ProgressBar value={months.used} max={months.total} label={t`Meses usados da bolsa`}>
        <Trans>
          {months.used} de {months.total} meses usados
        </Trans>
        {months.suspended > 0 ? (
          <>
            {" "}
            <Trans>({months.suspended} suspensos)</Trans>
          </>
        ) : null}
      </ProgressBar>
    </div>
  );
}
