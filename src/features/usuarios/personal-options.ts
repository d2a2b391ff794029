import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { COUNTRY_CODES } from "../../domain/brazilian-documents.ts";
import type { Locale } from "../../domain/locale.ts";
import {
  CAPES_CATEGORIES,
  RACES,
  SEXES,
  TITULATION_LEVELS,
  WORK_REGIMES,
  type CapesCategory,
  type Race,
  type Sex,
  type TitulationLevel,
  type WorkRegime,
} from "../../domain/personal-data.ts";

/** The words of personal data's values (funding §1) and the country names, in the UI language. */
type Options = [string, string][];

export const SEX_LABELS: Record<Sex, MessageDescriptor> = { feminino: msg`Feminino`, masculino: msg`Masculino` };
export const RACE_LABELS: Record<Race, MessageDescriptor> = {
  branca: msg`Branca`,
  preta: msg`Preta`,
  parda: msg`Parda`,
  amarela: msg`Amarela`,
  indigena: msg`Indígena`,
  nao_declarada: msg`Prefiro não declarar`,
};
export const CATEGORY_LABELS: Record<CapesCategory, MessageDescriptor> = {
  permanente: msg`Permanente`,
  colaborador: msg`Colaborador`,
  visitante: msg`Visitante`,
};
export const REGIME_LABELS: Record<WorkRegime, MessageDescriptor> = {
  dedicacao_exclusiva: msg`Dedicação exclusiva`,
  integral: msg`Integral`,
  parcial: msg`Parcial`,
};
export const TITULATION_LABELS: Record<TitulationLevel, MessageDescriptor> = {
  doutorado: msg`Doutorado`,
  mestrado: msg`Mestrado`,
};

/** A select's "not declared" first option. */
const none = (i18n: I18n): [string, string] => ["", i18n._(msg`Não informado`)];

function options<V extends string>(values: readonly V[], labels: Record<V, MessageDescriptor>, i18n: I18n): Options {
  return [none(i18n), ...values.map((value): [string, string] => [value, i18n._(labels[value])])];
}

export const sexOptions = (i18n: I18n) => options(SEXES, SEX_LABELS, i18n);
export const raceOptions = (i18n: I18n) => options(RACES, RACE_LABELS, i18n);
export const categoryOptions = (i18n: I18n) => options(CAPES_CATEGORIES, CATEGORY_LABELS, i18n);
export const regimeOptions = (i18n: I18n) => options(WORK_REGIMES, REGIME_LABELS, i18n);
export const titulationOptions = (i18n: I18n) => options(TITULATION_LEVELS, TITULATION_LABELS, i18n);
export const yesNoOptions = (i18n: I18n): Options => [
  none(i18n),
  ["true", i18n._(msg`Sim`)],
  ["false", i18n._(msg`Não`)],
];

const BCP47: Record<Locale, string> = { pt: "pt-BR", en: "en-US" };

/** A country's name in the page's language (the code itself where the runtime has none). */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([BCP47[locale]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country, named in the page's language and sorted by that name. */
export function countryOptions(i18n: I18n, locale: Locale): Options {
  const collator = new Intl.Collator(BCP47[locale]);
  const names = [...COUNTRY_CODES].map((code): [string, string] => [code, countryName(code, locale)]);
  return [none(i18n), ...names.sort((a, b) => collator.compare(a[1], b[1]))];
}

/** `true`/`false`/"" of a yes-no select as the API's boolean or null. */
export const booleanOf = (value: FormDataEntryValue | null): boolean | null =>
  value === "true" ? true : value === "false" ? false : null;
export const textOf = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");
export const yesNo = (value: boolean | null | undefined): string =>
  value === true ? "true" : value === false ? "false" : "";
