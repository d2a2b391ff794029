import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Weekday names, 0 = Sunday (as offering slots store them), in the UI language. */
export const WEEKDAY_LABELS: readonly MessageDescriptor[] = [
  msg`Domingo`,
  msg`Segunda-feira`,
  msg`Terça-feira`,
  msg`Quarta-feira`,
  msg`Quinta-feira`,
  msg`Sexta-feira`,
  msg`Sábado`,
];
