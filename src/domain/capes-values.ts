import type { Situation } from "./capes.ts";
import { formatCpf } from "./brazilian-documents.ts";
import type { CapesCategory, Race, Sex, WorkRegime } from "./personal-data.ts";
import type { Degree, Programme } from "./users.ts";

/**
 * The CAPES pack's values (funding spec §5 "Values"), pure: how a stored value is written in the
 * pack (dates DD/MM/AAAA, money `2100,00`, S/N, ` | ` lists, a CPF with its dots, countries'
 * Portuguese names upper-case, category values upper-case with accents), the situation of a
 * student in the year and QT_MES_TITULACAO. Every function answers "" for what is undeclared.
 */

/** `2025-03-01` → `01/03/2025`; null → "". */
export const capesDate = (day: string | null): string =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : "";

/** A numeric as both drivers read it (`"2100.00"`) → `2100,00`. */
export function capesMoney(value: string | number): string {
  return Number(value).toFixed(2).replace(".", ",");
}

export const capesFlag = (value: boolean | null): string => (value === null ? "" : value ? "S" : "N");

export const capesList = (values: readonly string[]): string => values.join(" | ");

const upper = (text: string) => text.toLocaleUpperCase("pt-BR");

/**
 * ICU's Portuguese names upper-cased are CAPES's for nearly every country (BR → BRASIL, PT →
 * PORTUGAL, AR → ARGENTINA, US → ESTADOS UNIDOS); where ICU writes a disambiguation CAPES's
 * country table does not ("CONGO - KINSHASA", "MIANMAR (BIRMÂNIA)") or a newer name, the common
 * one is written instead.
 */
const COUNTRY_OVERRIDES: Readonly<Record<string, string>> = {
  CD: "REPÚBLICA DEMOCRÁTICA DO CONGO",
  CG: "CONGO",
  CZ: "REPÚBLICA TCHECA",
  MM: "MIANMAR",
  PS: "PALESTINA",
  HK: "HONG KONG",
  MO: "MACAU",
};

let regionNames: Intl.DisplayNames | undefined;

/** `BR` → `BRASIL`; null → "". */
export function capesCountry(code: string | null): string {
  if (!code) return "";
  const override = COUNTRY_OVERRIDES[code];
  if (override) return override;
  regionNames ??= new Intl.DisplayNames("pt-BR", { type: "region", fallback: "code" });
  return upper(regionNames.of(code) ?? code);
}

export function capesNationalityType(code: string | null): string {
  return code === null ? "" : code === "BR" ? "BRASILEIRO" : "ESTRANGEIRO";
}

export type DocumentFacts = { cpf: string | null; passport: string | null };

/** TP_DOCUMENTO_* and NR_DOCUMENTO_*: the CPF when held, else the passport, else empty. */
export function capesDocument({ cpf, passport }: DocumentFacts): { type: string; number: string } {
  if (cpf) return { type: "CPF", number: formatCpf(cpf) };
  if (passport) return { type: "PASSAPORTE", number: passport };
  return { type: "", number: "" };
}

export const capesBirthYear = (birthDate: string | null): string => (birthDate ? birthDate.slice(0, 4) : "");

export const capesSex = (sex: Sex | null): string => (sex === "feminino" ? "F" : sex === "masculino" ? "M" : "");

const RACE: Record<Race, string> = {
  branca: "BRANCA",
  preta: "PRETA",
  parda: "PARDA",
  amarela: "AMARELA",
  indigena: "INDÍGENA",
  nao_declarada: "NÃO DECLARADA",
};
export const capesRace = (race: Race | null): string => (race ? RACE[race] : "");

const CATEGORY: Record<CapesCategory, string> = {
  permanente: "PERMANENTE",
  colaborador: "COLABORADOR",
  visitante: "VISITANTE",
};
export const capesCategory = (category: CapesCategory | null): string => (category ? CATEGORY[category] : "");

const REGIME: Record<WorkRegime, string> = {
  dedicacao_exclusiva: "DEDICAÇÃO EXCLUSIVA",
  integral: "INTEGRAL",
  parcial: "PARCIAL",
};
export const capesWorkRegime = (regime: WorkRegime | null): string => (regime ? REGIME[regime] : "");

/** `mestrado` → `MESTRADO`: a degree, a quota's level, a titulation. */
export const capesLevel = (level: string | null): string => (level ? upper(level) : "");

export function capesModality(programme: Programme | null): string {
  return programme === "academico" ? "ACADÊMICO" : programme === "profissional" ? "PROFISSIONAL" : "AMBOS";
}

/** DS_GRAU_ACADEMICO_DISCENTE: the degree, or `MESTRADO PROFISSIONAL` in the professional programme. */
export function capesDegree(programme: Programme | null, degree: Degree | null): string {
  if (programme === "profissional") return "MESTRADO PROFISSIONAL";
  return capesLevel(degree);
}

/** DS_NIVEL_DISCIPLINA: a subject for one level, or for both (null). */
export const capesSubjectLevel = (level: string | null): string => (level ? upper(level) : "MESTRADO E DOUTORADO");

export const capesLanguage = (language: string | null): string =>
  language === "pt" ? "PORTUGUÊS" : language === "en" ? "INGLÊS" : "";

/** Whole months from `from` to `to`: (y₂−y₁)·12 + (m₂−m₁) − (d₂ < d₁ ? 1 : 0), never below 0. */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split("-").map(Number) as [number, number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

export type SituationFacts = {
  status: "ativo" | "trancado" | "inativo" | "egresso";
  /** The latest passed defence's day. */
  defenceDate: string | null;
  dismissalDate: string | null;
  dismissalReason: string | null;
  statusSince: string | null;
};

export type YearSituation =
  | { situation: Situation; date: string | null; flagged: boolean }
  /** `egresso`/`inativo` with no date at all: reported, left out of the files. */
  | { situation: null; date: null; flagged: true };

/**
 * §5 "Situation in Y": `egresso` → TITULADO on the passed defence's day (else statusSince,
 * flagged); `inativo` → ABANDONOU (abandonment) or DESLIGADO on the dismissal's day (else
 * statusSince); `ativo`, `trancado`, or a situation day after the year → MATRICULADO, no day.
 */
export function yearSituation(facts: SituationFacts, year: number): YearSituation {
  if (facts.status === "ativo" || facts.status === "trancado")
    return { situation: "MATRICULADO", date: null, flagged: false };
  const titled = facts.status === "egresso";
  const own = titled ? facts.defenceDate : facts.dismissalDate;
  const date = own ?? facts.statusSince;
  if (date === null) return { situation: null, date: null, flagged: true };
  if (date > `${year}-12-31`) return { situation: "MATRICULADO", date: null, flagged: false };
  const situation = titled ? "TITULADO" : facts.dismissalReason === "abandono" ? "ABANDONOU" : "DESLIGADO";
  return { situation, date, flagged: own === null && titled };
}
