import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApplicationStatus } from "../../domain/academic.ts";

/** An application's status (PRODUCT §1) as the applicant and the office read it. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  rascunho: msg`Rascunho`,
  submetida: msg`Submetida`,
  em_analise: msg`Em análise`,
  deferida: msg`Deferida`,
  indeferida: msg`Indeferida`,
};

/** The applicant's fields, in the form's order. */
export const APPLICANT_FIELDS = ["name", "email", "documentId", "birthDate", "researchArea", "desiredAdvisor"] as const;
export type ApplicantField = (typeof APPLICANT_FIELDS)[number];

export const APPLICANT_FIELD_LABELS: Record<ApplicantField, MessageDescriptor> = {
  name: msg`Nome completo`,
  email: msg`E-mail`,
  documentId: msg`Documento de identidade (CPF ou passaporte)`,
  birthDate: msg`Data de nascimento`,
  researchArea: msg`Área de pesquisa`,
  desiredAdvisor: msg`Orientador(a) desejado(a) (opcional)`,
};
