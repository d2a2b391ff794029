import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { formatDay } from "../../domain/dates.ts";
import type { Guidance } from "../../domain/guidance.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { STATUS_LABELS } from "../../ui/labels.ts";
import { EgressoProposal } from "./egresso-proposal.tsx";
import { MilestoneList } from "./milestone-timeline.tsx";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One guidance in the office's list: a card at every width (they stack on a phone). */
export function GuidanceCard({
  guidance,
  onEdit,
  onChanged,
}: {
  guidance: Guidance;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { student } = guidance;
  const name = student.name;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-600">
            <span className="font-mono">{student.idcbpf}</span> · {i18n._(STATUS_LABELS[student.status])}
          </p>
        </div>
        <Button variant="secondary" onClick={onEdit} aria-label={t`Editar orientação de ${name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Editar</Trans>
        </Button>
      </div>
      <dl className="mt-3 flex flex-col gap-2">
        <Row label={<Trans>Orientador(a)</Trans>}>{guidance.advisor.name}</Row>
        <Row label={<Trans>Coorientadores</Trans>}>
          {guidance.coAdvisors.length > 0 ? guidance.coAdvisors.map((co) => co.name).join(", ") : "—"}
        </Row>
        <Row label={<Trans>Título</Trans>}>{guidance.title || "—"}</Row>
        <Row label={<Trans>Início da orientação</Trans>}>
          <time dateTime={guidance.startDate}>{formatDay(guidance.startDate, locale)}</time>
        </Row>
        <Row label={<Trans>Marcos</Trans>}>
          <MilestoneList milestones={guidance.milestones} />
        </Row>
      </dl>
      {guidance.egressoProposed ? <EgressoProposal guidance={guidance} onDone={onChanged} /> : null}
    </li>
  );
}
