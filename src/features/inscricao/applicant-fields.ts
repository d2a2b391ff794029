import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

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
