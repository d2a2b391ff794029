import { Trans, useLingui } from "@lingui/react/macro";
import { formatDay } from "../../domain/dates.ts";
import { nextMilestone, type Milestone } from "../../domain/guidance.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { MILESTONE_KIND_LABELS } from "./milestone-labels.ts";

/** "Próximo marco: Defesa em 12/03/27", or that none is pending. */
export function NextMilestone({ milestones }: { milestones: readonly Milestone[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const next = nextMilestone(milestones);
  if (!next)
    return (
      <span className="text-slate-600">
        <Trans>Nenhum marco a realizar</Trans>
      </span>
    );
  const kind = i18n._(MILESTONE_KIND_LABELS[next.kind]);
  const date = formatDay(next.date, locale);
  return (
    <span>
      <Trans>
        Próximo marco: {kind} em <time dateTime={next.date}>{date}</time>
      </Trans>
    </span>
  );
}
