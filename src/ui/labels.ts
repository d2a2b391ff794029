import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Level, User } from "../domain/users.ts";

/** How the stored values of a user read on screen, in the UI language. */
export const LEVEL_LABELS: Record<Level, MessageDescriptor> = {
  Administrador: msg`Administrador`,
  Docente: msg`Docente`,
  Discente: msg`Discente`,
};

export const PROGRAMME_LABELS: Record<NonNullable<User["programme"]>, MessageDescriptor> = {
  academico: msg`Acadêmico`,
  profissional: msg`Profissional`,
};

export const DEGREE_LABELS: Record<NonNullable<User["degree"]>, MessageDescriptor> = {
  mestrado: msg`Mestrado`,
  doutorado: msg`Doutorado`,
};

export const STATUS_LABELS: Record<User["status"], MessageDescriptor> = {
  ativo: msg`Ativo`,
  trancado: msg`Trancado`,
  inativo: msg`Inativo`,
  egresso: msg`Egresso`,
};
