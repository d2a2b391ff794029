/**
 * The value lists of a person's data for CAPES (funding spec §1): what a user declares about itself
 * (sex, race or colour as IBGE asks it) and a Docente's CAPES fields. Pure; shared by the schema,
 * the forms and the CAPES pack.
 */
export const SEXES = ["feminino", "masculino"] as const;
export type Sex = (typeof SEXES)[number];

/** Self-declared, in IBGE's categories. */
export const RACES = ["branca", "preta", "parda", "amarela", "indigena", "nao_declarada"] as const;
export type Race = (typeof RACES)[number];

export const CAPES_CATEGORIES = ["permanente", "colaborador", "visitante"] as const;
export type CapesCategory = (typeof CAPES_CATEGORIES)[number];

export const WORK_REGIMES = ["dedicacao_exclusiva", "integral", "parcial"] as const;
export type WorkRegime = (typeof WORK_REGIMES)[number];

export const TITULATION_LEVELS = ["doutorado", "mestrado"] as const;
export type TitulationLevel = (typeof TITULATION_LEVELS)[number];

/** A programme's CAPES code, e.g. `31001017004P3`: eleven digits, a letter, a digit. */
export const CAPES_PROGRAMME_CODE = /^[0-9]{11}[A-Z][0-9]$/;
