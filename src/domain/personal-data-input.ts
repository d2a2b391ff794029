import { z } from "zod";
import { isoDaySchema } from "./academic.ts";
import { normalizeCountry, normalizeCpf, normalizePassport } from "./brazilian-documents.ts";
import { CAPES_CATEGORIES, RACES, SEXES, TITULATION_LEVELS, WORK_REGIMES } from "./personal-data.ts";

/**
 * A person's data for CAPES as the API takes and answers it (funding spec §1, §6): the schemas the
 * server validates `POST`/`PATCH /api/usuarios` with and the profile's forms check before sending.
 * Every field is nullable (null clears it) and an empty text means null. Who may send which field
 * is P3 (`OWN_PERSONAL_FIELDS`); "not after today" is the server's, on the institution's day.
 */
export const TITULATION_YEAR_MIN = 1950;
export const TITULATION_INSTITUTION_MAX = 30;

const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Text turned into its stored form by `normalize` (null when it is not one), else `message`. */
function normalized(normalize: (typed: string) => string | null, message: string) {
  return z.preprocess(
    emptyAsNull,
    z
      .string()
      .max(40)
      .transform((typed, ctx) => {
        const value = normalize(typed);
        if (value === null) ctx.addIssue({ code: "custom", message });
        return value ?? z.NEVER;
      })
      .nullable(),
  );
}

export const cpfSchema = normalized(normalizeCpf, "cpf_invalid");
export const passportSchema = normalized(normalizePassport, "passport_invalid");
export const countrySchema = normalized(normalizeCountry, "country_invalid");

export const personalShape = {
  cpf: cpfSchema,
  passport: passportSchema,
  passportCountry: countrySchema,
  birthDate: z.preprocess(emptyAsNull, isoDaySchema.nullable()),
  nationality: countrySchema,
  sex: z.preprocess(emptyAsNull, z.enum(SEXES).nullable()),
  race: z.preprocess(emptyAsNull, z.enum(RACES).nullable()),
  disability: z.boolean().nullable(),
  affirmativeAction: z.boolean().nullable(),
  /** The day the current status took effect; the office corrects it (never after today). */
  statusSince: isoDaySchema,
};

export const capesShape = {
  capesCategory: z.preprocess(emptyAsNull, z.enum(CAPES_CATEGORIES).nullable()),
  workRegime: z.preprocess(emptyAsNull, z.enum(WORK_REGIMES).nullable()),
  titulationLevel: z.preprocess(emptyAsNull, z.enum(TITULATION_LEVELS).nullable()),
  titulationYear: z.preprocess(
    emptyAsNull,
    z
      .number()
      .int()
      .min(TITULATION_YEAR_MIN)
      // The server checks it again against the institution's year.
      .max(new Date().getUTCFullYear() + 1)
      .nullable(),
  ),
  titulationInstitution: z.preprocess(emptyAsNull, z.string().trim().max(TITULATION_INSTITUTION_MAX).nullable()),
  titulationCountry: countrySchema,
};

export const PERSONAL_FIELDS = Object.keys(personalShape) as (keyof typeof personalShape)[];
export const CAPES_FIELDS = Object.keys(capesShape) as (keyof typeof capesShape)[];
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type CapesField = (typeof CAPES_FIELDS)[number];

/** What a person corrects of its own data (P3); the rest is the office's. */
export const OWN_PERSONAL_FIELDS = ["birthDate", "nationality", "sex", "race", "disability"] as const;

/** The personal and CAPES fields a write may carry, each optional. */
export const personalPatchShape = {
  ...Object.fromEntries(Object.entries(personalShape).map(([key, schema]) => [key, schema.optional()])),
  ...Object.fromEntries(Object.entries(capesShape).map(([key, schema]) => [key, schema.optional()])),
} as { [K in keyof typeof personalShape]: z.ZodOptional<(typeof personalShape)[K]> } & {
  [K in keyof typeof capesShape]: z.ZodOptional<(typeof capesShape)[K]>;
};

/** The answer's personal fields (to the office and the person itself only, P1). */
export const personalAnswerShape = {
  cpf: z.string().nullable(),
  passport: z.string().nullable(),
  passportCountry: z.string().nullable(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  race: z.enum(RACES).nullable(),
  disability: z.boolean().nullable(),
  affirmativeAction: z.boolean().nullable(),
  statusSince: z.string().nullable(),
};
/** A Docente's answer adds these. */
export const capesAnswerShape = {
  capesCategory: z.enum(CAPES_CATEGORIES).nullable(),
  workRegime: z.enum(WORK_REGIMES).nullable(),
  titulationLevel: z.enum(TITULATION_LEVELS).nullable(),
  titulationYear: z.number().int().nullable(),
  titulationInstitution: z.string().nullable(),
  titulationCountry: z.string().nullable(),
};
export const personalAnswerSchema = z.object(personalAnswerShape).extend(
  Object.fromEntries(Object.entries(capesAnswerShape).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof capesAnswerShape]: z.ZodOptional<(typeof capesAnswerShape)[K]>;
  },
);
export type PersonalAnswer = z.infer<typeof personalAnswerSchema>;
export type PersonalPatch = { [K in PersonalField | CapesField]?: PersonalAnswer[K] };

/**
 * What is wrong with a patch's personal fields as a whole, on the institution's `today`: a passport
 * without its country (or a country without a passport), a day after today, a titulation year
 * after this one, CAPES fields on a non-Docente. Field → message key; empty when none.
 */
export function personalProblems(
  merged: { passport?: string | null | undefined; passportCountry?: string | null | undefined },
  patch: PersonalPatch,
  context: { today: string; isTeacher: boolean },
): Record<string, string> {
  const out: Record<string, string> = {};
  const touchesPassport = patch.passport !== undefined || patch.passportCountry !== undefined;
  if (touchesPassport && merged.passport && !merged.passportCountry)
    out["passportCountry"] = "passport_country_required";
  if (touchesPassport && !merged.passport && merged.passportCountry) out["passport"] = "passport_required";
  for (const field of ["birthDate", "statusSince"] as const) {
    const day = patch[field];
    if (day && day > context.today) out[field] = "day_after_today";
  }
  if (patch.titulationYear && patch.titulationYear > Number(context.today.slice(0, 4)))
    out["titulationYear"] = "year_after_this";
  if (!context.isTeacher)
    for (const field of CAPES_FIELDS) if (patch[field] !== undefined) out[field] = "field_not_for_level";
  return out;
}
