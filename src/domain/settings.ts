import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "./dates.ts";
import { CAPES_PROGRAMME_CODE } from "./personal-data.ts";
import { emailSchema } from "./user-input.ts";

/**
 * The institution's settings (PRODUCT §2 `/configuracoes`, §8 `GET/PATCH /api/configuracoes`):
 * one set for the whole institution, and the concept (grade) table the office can edit.
 */

/** Concepts are short upper-case keys: `A`, `B`, `T`, `SS`… */
export const CONCEPT_PATTERN = /^[A-Z]{1,2}$/;

export const conceptSchema = z.object({
  concept: z.string().trim().toUpperCase().regex(CONCEPT_PATTERN, { message: "concept_invalid" }),
  label: z.object({ pt: z.string().trim().min(1).max(60), en: z.string().trim().min(1).max(60) }),
  passes: z.boolean(),
  /** Weight in the CR, 0 to 10, two decimals at most. */
  weight: z
    .number()
    .min(0)
    .max(10)
    .refine((value) => Math.round(value * 100) === value * 100, { message: "weight_decimals" }),
  givesCredit: z.boolean(),
  countsInCr: z.boolean(),
});
export type Concept = z.infer<typeof conceptSchema>;

/** The concept of a credit transfer (PRODUCT §7 "CR"): recorded by the office through the transcript, never graded. */
export const TRANSFER_CONCEPT = "T";

/** PRODUCT §1: A=4, B=3, C=2 pass; D=0 and R=0 fail; T (transfer) passes, gives credit, stays out of the CR. */
export const DEFAULT_CONCEPTS: readonly Concept[] = [
  {
    concept: "A",
    label: { pt: "Excelente", en: "Excellent" },
    passes: true,
    weight: 4,
    givesCredit: true,
    countsInCr: true,
  },
  { concept: "B", label: { pt: "Bom", en: "Good" }, passes: true, weight: 3, givesCredit: true, countsInCr: true },
  { concept: "C", label: { pt: "Regular", en: "Fair" }, passes: true, weight: 2, givesCredit: true, countsInCr: true },
  {
    concept: "D",
    label: { pt: "Insuficiente", en: "Insufficient" },
    passes: false,
    weight: 0,
    givesCredit: false,
    countsInCr: true,
  },
  {
    concept: "R",
    label: { pt: "Reprovado", en: "Failed" },
    passes: false,
    weight: 0,
    givesCredit: false,
    countsInCr: true,
  },
  {
    concept: "T",
    label: { pt: "Aproveitamento de créditos", en: "Credit transfer" },
    passes: true,
    weight: 0,
    givesCredit: true,
    countsInCr: false,
  },
];

/** Whether the runtime knows the IANA time zone (`America/Sao_Paulo`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

export const settingsSchema = z.object({
  institutionName: z.string(),
  signatory: z.string(),
  /** Printed under the signatory's name on every declaration ("Coordenadora do Programa"). */
  signatoryTitle: z.string(),
  timeZone: z.string(),
  /** Credits a student may hold (pendente + deferida) in a term; 0 = no limit. */
  creditLimit: z.number().int(),
  /** Whole percentage below which a result fails. */
  attendanceMinimum: z.number().int(),
  /** How many ativo and trancado students a Docente may advise as main advisor. */
  adviseeCap: z.number().int(),
  /** Days a temporary password set by the office works before it must be reset again. */
  temporaryPasswordDays: z.number().int(),
  /** The programme year: months of holds (trancamentos) a student may have in all. */
  holdMaxMonths: z.number().int(),
  /** The programme year: months of extensions (prorrogações) per phase. */
  extensionMaxMonths: z.number().int(),
  /** Where the office's mail goes; "" = every `ativo` Administrador. */
  officeEmail: z.string(),
  /**
   * Each programme's code at CAPES (`31001017004P3`), for the Sucupira pack; null until set. Absent
   * reads as unset, so a copy kept on the device before the field existed still opens.
   */
  capesProgrammeCodes: z
    .object({ academico: z.string().nullable(), profissional: z.string().nullable() })
    .default({ academico: null, profissional: null }),
  concepts: z.array(conceptSchema),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Omit<Settings, "concepts"> = {
  institutionName: "Instituto de Pesquisa",
  signatory: "",
  signatoryTitle: "",
  timeZone: DEFAULT_TIME_ZONE,
  creditLimit: 0,
  attendanceMinimum: 75,
  adviseeCap: 8,
  temporaryPasswordDays: 7,
  holdMaxMonths: 12,
  extensionMaxMonths: 12,
  officeEmail: "",
  capesProgrammeCodes: { academico: null, profissional: null },
};

/** A programme's CAPES code as typed: upper-cased; empty means none. */
export const capesProgrammeCodeSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().toUpperCase().regex(CAPES_PROGRAMME_CODE, { message: "capes_code_invalid" }).nullable(),
);

/** `PATCH /api/configuracoes`: any of the fields; `concepts` replaces the whole table. */
export const settingsPatchSchema = z
  .object({
    institutionName: z.string().trim().min(1).max(200),
    signatory: z.string().trim().max(200),
    signatoryTitle: z.string().trim().max(200),
    timeZone: z.string().trim().refine(isTimeZone, { message: "time_zone_invalid" }),
    creditLimit: z.number().int().min(0).max(200),
    attendanceMinimum: z.number().int().min(0).max(100),
    adviseeCap: z.number().int().min(1).max(100),
    temporaryPasswordDays: z.number().int().min(1).max(90),
    holdMaxMonths: z.number().int().min(0).max(120),
    extensionMaxMonths: z.number().int().min(0).max(120),
    officeEmail: z.union([z.literal(""), emailSchema]),
    capesProgrammeCodes: z
      .object({ academico: capesProgrammeCodeSchema, profissional: capesProgrammeCodeSchema })
      .partial()
      .strict(),
    concepts: z
      .array(conceptSchema)
      .min(1, { message: "concepts_required" })
      .max(20)
      .refine((list) => new Set(list.map((c) => c.concept)).size === list.length, { message: "duplicate_concept" }),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
