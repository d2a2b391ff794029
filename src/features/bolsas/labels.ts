import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AllocationStatus, QuotaStatus, WarningKind } from "../../domain/funding.ts";

/** The scholarships' words on screen (funding §1, F15), in the UI language through Lingui. */
export const WARNING_KIND_LABELS: Record<WarningKind, MessageDescriptor> = {
  failing_grade: msg`Reprovação`,
  no_enrolment: msg`Sem matrícula no período`,
  ending_soon: msg`Termina em até 60 dias`,
  idle_quota: msg`Bolsa ociosa`,
  holder_not_active: msg`Bolsista não ativo`,
};

export const QUOTA_STATUS_LABELS: Record<QuotaStatus, MessageDescriptor> = {
  futura: msg`Futura`,
  ocupada: msg`Ocupada`,
  ociosa: msg`Ociosa`,
  encerrada: msg`Encerrada`,
};

export const ALLOCATION_STATUS_LABELS: Record<AllocationStatus, MessageDescriptor> = {
  futura: msg`Futura`,
  ativa: msg`Ativa`,
  suspensa: msg`Suspensa`,
  encerrada: msg`Encerrada`,
  cancelada: msg`Cancelada`,
};

export const LEVEL_LABELS: Record<"mestrado" | "doutorado", MessageDescriptor> = {
  mestrado: msg`Mestrado`,
  doutorado: msg`Doutorado`,
};
