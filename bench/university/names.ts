/**
 * Words and calendar of the generated university (plan.ts): departments and subject names in
 * both languages, the terms, weekly patterns of two-hour blocks. People's names are the users'
 * section's too (harness/people.ts).
 */

/** Terms 0…19 are the past ten years, oldest first; 20 is the current term. */
export const PAST_TERMS = 20;
export const CURRENT = PAST_TERMS;

/** Subject codes `DEPT-1000`…: four letters and four digits, never a demo code (three digits). */
export const DEPARTMENTS = [
  ["FISU", "Física", "Physics"],
  ["QUIM", "Química", "Chemistry"],
  ["MATE", "Matemática", "Mathematics"],
  ["BIOL", "Biologia", "Biology"],
  ["COMP", "Computação", "Computing"],
  ["ESTA", "Estatística", "Statistics"],
  ["ENGE", "Engenharia", "Engineering"],
  ["ECON", "Economia", "Economics"],
  ["GEOC", "Geociências", "Geosciences"],
  ["ASTR", "Astronomia", "Astronomy"],
  ["METE", "Meteorologia", "Meteorology"],
  ["OCEA", "Oceanografia", "Oceanography"],
  ["NEUR", "Neurociência", "Neuroscience"],
  ["FILO", "Filosofia", "Philosophy"],
  ["HIST", "História", "History"],
  ["LETR", "Letras", "Languages"],
  ["EDUC", "Educação", "Education"],
  ["ADMI", "Administração", "Management"],
  ["DIRE", "Direito", "Law"],
  ["SAUD", "Saúde Coletiva", "Public Health"],
] as const;

export const TOPICS = [
  ["Avançada", "Advanced"],
  ["Aplicada", "Applied"],
  ["Teórica", "Theoretical"],
  ["Experimental", "Experimental"],
  ["Computacional", "Computational"],
  ["Quântica", "Quantum"],
  ["Estatística", "Statistical"],
  ["Não Linear", "Nonlinear"],
  ["Ambiental", "Environmental"],
  ["Molecular", "Molecular"],
] as const;

export const LEVELS = ["I", "II", "III", "IV", "V"] as const;

const BLOCKS = [
  ["08:00", "10:00"],
  ["10:00", "12:00"],
  ["13:00", "15:00"],
  ["15:00", "17:00"],
  ["17:00", "19:00"],
  ["19:00", "21:00"],
] as const;

export type PatternSlot = { weekday: number; start: string; end: string };

/**
 * 18 weekly patterns, none overlapping another: Monday and Wednesday, Tuesday and Thursday, or
 * Friday, in one of six two-hour blocks. Two offerings clash exactly when they share a pattern.
 */
export const PATTERNS: readonly PatternSlot[][] = [
  ...BLOCKS.map(([start, end]) => [
    { weekday: 1, start, end },
    { weekday: 3, start, end },
  ]),
  ...BLOCKS.map(([start, end]) => [
    { weekday: 2, start, end },
    { weekday: 4, start, end },
  ]),
  ...BLOCKS.map(([start, end]) => [{ weekday: 5, start, end }]),
];

/** The 18 patterns tile the week; offering k of a term uses pattern k % 18 in room floor(k / 18). */
export const patternOf = (k: number) => k % PATTERNS.length;
