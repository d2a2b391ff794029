import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEGREES, LEVELS, PROGRAMMES, USER_STATUSES } from "../../domain/users.ts";
import { DEGREE_LABELS, LEVEL_LABELS, PROGRAMME_LABELS, STATUS_LABELS } from "../../ui/labels.ts";

/** `[value, label]` pairs for the selects of the user forms and filters, in the UI language. */
type Options = [string, string][];

function options<V extends string>(values: readonly V[], labels: Record<V, MessageDescriptor>, i18n: I18n): Options {
  return values.map((value) => [value, i18n._(labels[value])]);
}

export const levelOptions = (i18n: I18n) => options(LEVELS, LEVEL_LABELS, i18n);
export const programmeOptions = (i18n: I18n) => options(PROGRAMMES, PROGRAMME_LABELS, i18n);
export const degreeOptions = (i18n: I18n) => options(DEGREES, DEGREE_LABELS, i18n);
export const statusOptions = (i18n: I18n) => options(USER_STATUSES, STATUS_LABELS, i18n);

/** Preferred language: none (follow the device), Portuguese or English — each named in its own language. */
export const localeOptions = (i18n: I18n): Options => [
  ["", i18n._(msg`Sem preferência`)],
  ["pt", "Português (BR)"],
  ["en", "English (US)"],
];

/** A filter's first option. */
export const anyOption = (i18n: I18n): [string, string] => ["", i18n._(msg`Todos`)];
