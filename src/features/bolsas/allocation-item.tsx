import { Trans, useLingui } from "@lingui/react/macro";
import { formatDay } from "../../domain/dates.ts";
import type { Allocation, Suspension } from "../../domain/funding.ts";
import { allocationStatus, effectiveEnd } from "../../domain/funding-rules.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { ALLOCATION_STATUS_LABELS } from "./labels.ts";

export type AllocationAct = "suspend" | "cancel" | "delete" | "deleteSuspension";

/**
 * One allocation of a quota in words (the timeline's facts for screen readers): its period, status,
 * cancel and suspensions, with the office's actions on it; offline they are disabled and described
 * by the reason the quota shows (`describedBy`).
 */
export function AllocationItem({
  allocation,
  today,
  describedBy,
  onAct,
}: {
  allocation: Allocation;
  today: string;
  describedBy: string | undefined;
  onAct: (act: AllocationAct, suspension?: Suspension) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const day = (value: string) => formatDay(value, locale);
  const action = { variant: "secondary" as const, disabled: !online, "aria-describedby": describedBy };
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="font-medium">{allocation.student.name}</p>
      <p className="text-sm text-slate-700">
        {day(allocation.startDate)}–{day(allocation.endDate)} ·{" "}
        {i18n._(ALLOCATION_STATUS_LABELS[allocationStatus(allocation, today)])}
        {allocation.cancelDate ? (
          <>
            {" "}
            ·{" "}
            <Trans>
              cancelada a partir de {day(effectiveEnd(allocation))}: {allocation.cancelReason}
            </Trans>
          </>
        ) : null}
      </p>
      {allocation.suspensions.length > 0 ? (
        <ul aria-label={t`Suspensões`} className="mt-1 flex flex-col gap-1 text-sm">
          {allocation.suspensions.map((suspension) => (
            <li key={suspension.id} className="flex flex-wrap items-center gap-2">
              <span>
                <Trans>
                  Suspensa de {day(suspension.startDate)} a {day(suspension.endDate)}: {suspension.reason}
                </Trans>
              </span>
              <Button {...action} onClick={() => onAct("deleteSuspension", suspension)}>
                <Trans>Excluir suspensão</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button {...action} onClick={() => onAct("suspend")}>
          <Trans>Suspender</Trans>
        </Button>
        <Button {...action} onClick={() => onAct("cancel")}>
          <Trans>Cancelar alocação</Trans>
        </Button>
        <Button {...action} onClick={() => onAct("delete")}>
          <Trans>Excluir alocação</Trans>
        </Button>
      </div>
    </li>
  );
}
