import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PhaseStatus } from "../domain/phases.ts";
import type { Opinion, RequestDecision, RequestStatus, RequestType } from "../domain/requerimentos.ts";

/**
 * The programme year's words on screen (programme-year §1–3): a phase's state, a request's type,
 * status, opinion and decision. Shared by /orientacoes, /configuracoes and the home, which each
 * show requests and due dates; apart from labels.ts so the first route does not carry them.
 */
export const PHASE_STATUS_LABELS: Record<PhaseStatus, MessageDescriptor> = {
  concluida: msg`Concluída`,
  vencida: msg`Vencida`,
  a_vencer: msg`A vencer`,
  em_dia: msg`Em dia`,
  sem_data: msg`Sem data`,
};

export const REQUEST_TYPE_LABELS: Record<RequestType, MessageDescriptor> = {
  prorrogacao: msg`Prorrogação`,
  trancamento: msg`Trancamento`,
};

export const REQUEST_STATUS_LABELS: Record<RequestStatus, MessageDescriptor> = {
  aguardando_orientador: msg`Aguardando parecer do orientador`,
  aguardando_secretaria: msg`Aguardando decisão da secretaria`,
  deferido: msg`Deferido`,
  indeferido: msg`Indeferido`,
  cancelado: msg`Cancelado`,
};

export const OPINION_LABELS: Record<Opinion, MessageDescriptor> = {
  favoravel: msg`Favorável`,
  desfavoravel: msg`Desfavorável`,
};

export const DECISION_LABELS: Record<RequestDecision, MessageDescriptor> = {
  deferido: msg`Deferido`,
  indeferido: msg`Indeferido`,
};
