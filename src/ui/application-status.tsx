import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ApplicationStatus } from "../domain/academic.ts";

/** An application's status (PRODUCT §1) as the applicant and the office read it. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  rascunho: msg`Rascunho`,
  submetida: msg`Submetida`,
  em_analise: msg`Em análise`,
  deferida: msg`Deferida`,
  indeferida: msg`Indeferida`,
};

const LOOK: Record<ApplicationStatus, string> = {
  rascunho: "border-slate-400 bg-slate-100 text-slate-900",
  submetida: "border-blue-300 bg-blue-50 text-blue-950",
  em_analise: "border-amber-400 bg-amber-50 text-amber-950",
  deferida: "border-green-600 bg-green-50 text-green-950",
  indeferida: "border-red-400 bg-red-50 text-red-950",
};

/** An application's status as a badge: words first, the colour only helps. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${LOOK[status]}`}>
      {i18n._(APPLICATION_STATUS_LABELS[status])}
    </span>
  );
}
