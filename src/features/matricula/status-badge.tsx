import { Trans, useLingui } from "@lingui/react/macro";
import type { Enrolment } from "../../domain/matriculas.ts";
import { ENROLMENT_STATUS_LABELS } from "../../ui/enrolment-labels.ts";

const TONE: Record<Enrolment["status"], string> = {
  pendente: "border-amber-300 bg-amber-50 text-amber-950",
  deferida: "border-green-300 bg-green-50 text-green-900",
  indeferida: "border-red-300 bg-red-50 text-red-900",
  trancada: "border-slate-300 bg-slate-50 text-slate-700",
  em_espera: "border-blue-300 bg-blue-50 text-blue-900",
};

/** "Pendente", "Deferida", "Lista de espera — posição 3"… */
export function StatusBadge({ enrolment }: { enrolment: Pick<Enrolment, "status" | "position"> }) {
  const { i18n } = useLingui();
  const position = enrolment.position ?? null;
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE[enrolment.status]}`}>
      {enrolment.status === "em_espera" && position !== null ? (
        <Trans>Lista de espera — posição {position}</Trans>
      ) : (
        i18n._(ENROLMENT_STATUS_LABELS[enrolment.status])
      )}
      {enrolment.status === "pendente" ? (
        <span className="font-normal">
          {" "}
          <Trans>(aguardando o orientador)</Trans>
        </span>
      ) : null}
    </span>
  );
}
