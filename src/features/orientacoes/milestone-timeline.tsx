import { Trans, useLingui } from "@lingui/react/macro";
import { sortMilestones, type Milestone } from "../../domain/guidance.ts";
import { formatDay } from "../../domain/dates.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { MILESTONE_KIND_LABELS, MILESTONE_PENDING, MILESTONE_RESULT_LABELS } from "./milestone-labels.ts";

const BADGE = {
  aprovado: "border-green-300 bg-green-50 text-green-900",
  reprovado: "border-red-300 bg-red-50 text-red-900",
  pending: "border-slate-300 bg-slate-50 text-slate-700",
} as const;

/** A milestone's result as a small badge: aprovado, reprovado or "a realizar". */
export function MilestoneBadge({ milestone }: { milestone: Milestone }) {
  const { i18n } = useLingui();
  const look = milestone.result ? BADGE[milestone.result] : BADGE.pending;
  const text = milestone.result ? MILESTONE_RESULT_LABELS[milestone.result] : MILESTONE_PENDING;
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${look}`}>{i18n._(text)}</span>
  );
}

/** The milestones of a thesis as a short vertical timeline, in the order they happen. */
export function MilestoneTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (milestones.length === 0)
    return (
      <p className="text-slate-700">
        <Trans>Nenhum marco registrado ainda (qualificação, defesa).</Trans>
      </p>
    );
  return (
    <ol className="relative ms-2 border-s-2 border-slate-200">
      {sortMilestones(milestones).map((milestone, index) => (
        <li key={`${milestone.kind}-${milestone.date}-${index}`} className="relative mb-4 ps-5 last:mb-0">
          <span
            aria-hidden="true"
            className={`absolute -start-[7px] top-1.5 size-3 rounded-full ${milestone.result === "aprovado" ? "bg-green-700" : milestone.result === "reprovado" ? "bg-red-700" : "border-2 border-slate-400 bg-white"}`}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-slate-900">{i18n._(MILESTONE_KIND_LABELS[milestone.kind])}</span>
            <time dateTime={milestone.date} className="text-slate-700">
              {formatDay(milestone.date, locale)}
            </time>
            <MilestoneBadge milestone={milestone} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The milestones on one line each, compact (the office's cards): kind, date and result. */
export function MilestoneList({ milestones }: { milestones: readonly Milestone[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (milestones.length === 0) return <>—</>;
  return (
    <ul className="flex flex-col gap-1">
      {sortMilestones(milestones).map((milestone, index) => (
        <li key={`${milestone.kind}-${milestone.date}-${index}`} className="flex flex-wrap items-center gap-x-2">
          <span>{i18n._(MILESTONE_KIND_LABELS[milestone.kind])}</span>
          <time dateTime={milestone.date} className="text-slate-700">
            {formatDay(milestone.date, locale)}
          </time>
          <MilestoneBadge milestone={milestone} />
        </li>
      ))}
    </ul>
  );
}
