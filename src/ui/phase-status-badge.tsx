import { useLingui } from "@lingui/react/macro";
import { AlertTriangle, CheckCircle2, Clock, MinusCircle, XCircle } from "lucide-react";
import type { PhaseStatus } from "../domain/phases.ts";
import { PHASE_STATUS_LABELS } from "./programme-year-labels.ts";

const LOOK: Record<PhaseStatus, { className: string; Icon: typeof Clock }> = {
  vencida: { className: "border-red-300 bg-red-50 text-red-800", Icon: XCircle },
  a_vencer: { className: "border-amber-300 bg-amber-50 text-amber-900", Icon: AlertTriangle },
  em_dia: { className: "border-slate-300 bg-white text-slate-800", Icon: Clock },
  concluida: { className: "border-green-300 bg-green-50 text-green-800", Icon: CheckCircle2 },
  sem_data: { className: "border-slate-300 bg-slate-50 text-slate-700", Icon: MinusCircle },
};

/** A phase's state in words with an icon, the colour only repeating them (vencida red, a vencer amber). */
export function PhaseStatusBadge({ status }: { status: PhaseStatus }) {
  const { i18n } = useLingui();
  const { className, Icon } = LOOK[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm font-medium ${className}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {i18n._(PHASE_STATUS_LABELS[status])}
    </span>
  );
}
