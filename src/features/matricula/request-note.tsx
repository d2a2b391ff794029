import { Trans } from "@lingui/react/macro";
import type { Enrolment } from "../../domain/matriculas.ts";
import { message } from "../../domain/messages.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * Why a request ended as it did: the decider's reason for a rejection, or the rule that refused a
 * waiting entry when its turn came (the waitlist's expiry at the drop deadline among them).
 */
export function RequestNote({ enrolment }: { enrolment: Pick<Enrolment, "status" | "reason" | "rule"> }) {
  const locale = useLocale();
  if (enrolment.status !== "indeferida") return null;
  const reason = enrolment.reason;
  if (reason)
    return (
      <p className="mt-1 text-sm break-words text-slate-700">
        <Trans>Motivo: {reason}</Trans>
      </p>
    );
  if (enrolment.rule === "waitlist_expired")
    return <p className="mt-1 text-sm text-slate-700">{message("waitlist_expired", locale)}</p>;
  if (enrolment.rule)
    return (
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Recusada quando chegou sua vez na lista de espera: uma regra de matrícula já não era atendida.</Trans>
      </p>
    );
  return null;
}
