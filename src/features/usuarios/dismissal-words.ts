import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DismissalReason } from "../../domain/desligamento.ts";

/** The reasons of a dismissal (programme-year rule 24) in words, for the form and the record. */
export const DISMISSAL_REASON_LABELS: Record<DismissalReason, MessageDescriptor> = {
  conclusao: msg`Conclusão do curso (defesa aprovada e versão final entregue)`,
  abandono: msg`Abandono`,
  desempenho: msg`Desempenho insuficiente`,
  a_pedido: msg`A pedido do discente`,
  prazo_esgotado: msg`Prazo esgotado`,
  transferencia: msg`Transferência`,
  outro: msg`Outro motivo`,
};

/** Which field a 422 of the dismissal belongs beside; the others go above the form. */
export const DISMISSAL_RULE_FIELDS: Partial<Record<string, "reason" | "date">> = {
  date_in_future: "date",
  defence_not_passed: "reason",
  final_version_missing: "reason",
};
