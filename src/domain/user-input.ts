import { z } from "zod";
import { isoDaySchema, TERM_CODE_PATTERN } from "./academic.ts";
import { LOCALES } from "./locale.ts";
import { pageQueryShape, searchSchema } from "./paging.ts";
import { OWN_PERSONAL_FIELDS, personalPatchShape, personalShape } from "./personal-data-input.ts";
import {
  DEGREES,
  idcbpfSchema,
  LEVELS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROGRAMMES,
  USER_STATUSES,
  type Degree,
  type Level,
  type Programme,
} from "./users.ts";

/**
 * What people type about users (PRODUCT §8): the office's create and edit forms, one's own
 * profile, the list's query and the CSV import's lines, with the rule of which fields a level
 * has. Apart from users.ts (the user as the API states it, which every page's session needs), so
 * that the first screen does not load the forms' schemas.
 */
/** A new password: long enough to resist guessing; the rest is the person's choice (NIST SP 800-63B). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: "password_too_short" })
  .max(PASSWORD_MAX, { message: "password_too_long" });

export const nameSchema = z.string().trim().min(1).max(200);
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: "email_invalid" }));
/** A Lattes CV address (or any http(s) page of the person's); empty means none. */
export const lattesSchema = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), { message: "url_invalid" })
  .transform((value) => (value === "" ? null : value));
export const entryTermSchema = z.string().trim().regex(TERM_CODE_PATTERN, { message: "term_code_invalid" });
export const researchAreaSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value) => (value === "" ? null : value));

/**
 * Which fields a level has (PRODUCT §1): programme for Docente and Discente, degree for Discente,
 * neither for the office. Returns the offending field and its message key, or null.
 */
export function levelFieldsProblem(user: {
  level: Level;
  programme?: Programme | null | undefined;
  degree?: Degree | null | undefined;
}): { field: "programme" | "degree"; message: "field_required" | "field_not_for_level" } | null {
  const needsProgramme = user.level !== "Administrador";
  const needsDegree = user.level === "Discente";
  if (needsProgramme && !user.programme) return { field: "programme", message: "field_required" };
  if (!needsProgramme && user.programme) return { field: "programme", message: "field_not_for_level" };
  if (needsDegree && !user.degree) return { field: "degree", message: "field_required" };
  if (!needsDegree && user.degree) return { field: "degree", message: "field_not_for_level" };
  return null;
}

const userFieldsShape = {
  name: nameSchema,
  email: emailSchema,
  level: z.enum(LEVELS),
  programme: z.enum(PROGRAMMES).nullable().default(null),
  degree: z.enum(DEGREES).nullable().default(null),
  status: z.enum(USER_STATUSES).default("ativo"),
  entryTerm: entryTermSchema.nullable().default(null),
  lattes: lattesSchema.nullable().default(null),
  researchArea: researchAreaSchema.nullable().default(null),
  locale: z.enum(LOCALES).nullable().default(null),
};

/**
 * A Discente's entry day (programme year), written by the office; absent or null, the database
 * takes the entry term's first day.
 */
export const entryDateSchema = isoDaySchema.nullable();

/** `POST /api/usuarios` (Administrador). Without a password the user has none until the office resets one. */
export const userCreateSchema = z
  .object({
    idcbpf: idcbpfSchema,
    ...userFieldsShape,
    entryDate: entryDateSchema.optional(),
    password: newPasswordSchema.optional(),
    ...personalPatchShape,
  })
  .superRefine((user, ctx) => {
    const problem = levelFieldsProblem(user);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type UserCreate = z.infer<typeof userCreateSchema>;

/** `PATCH /api/usuarios/{idcbpf}` by the office: any field but the idcbpf. */
export const userAdminPatchSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    level: z.enum(LEVELS),
    programme: z.enum(PROGRAMMES).nullable(),
    degree: z.enum(DEGREES).nullable(),
    status: z.enum(USER_STATUSES),
    entryTerm: entryTermSchema.nullable(),
    entryDate: entryDateSchema,
    lattes: lattesSchema.nullable(),
    researchArea: researchAreaSchema.nullable(),
    locale: z.enum(LOCALES).nullable(),
    emailNotifications: z.boolean(),
    password: newPasswordSchema,
    currentPassword: z.string().max(PASSWORD_MAX),
    ...personalPatchShape,
  })
  .partial()
  .strict();
export type UserAdminPatch = z.infer<typeof userAdminPatchSchema>;

/**
 * The fields a Discente or Docente may change on its own profile (PRODUCT §8, and of its personal
 * data what funding P3 lets it correct); any other is 403.
 */
export const OWN_PROFILE_FIELDS = [
  "email",
  "lattes",
  "locale",
  "emailNotifications",
  "password",
  "currentPassword",
  ...OWN_PERSONAL_FIELDS,
] as const;

export const ownProfilePatchSchema = z
  .object({
    email: emailSchema,
    lattes: lattesSchema.nullable(),
    locale: z.enum(LOCALES).nullable(),
    emailNotifications: z.boolean(),
    password: newPasswordSchema,
    currentPassword: z.string().max(PASSWORD_MAX),
    birthDate: personalShape.birthDate,
    nationality: personalShape.nationality,
    sex: personalShape.sex,
    race: personalShape.race,
    disability: personalShape.disability,
  })
  .partial()
  .strict()
  .superRefine((patch, ctx) => {
    if (patch.password !== undefined && !patch.currentPassword)
      ctx.addIssue({ code: "custom", path: ["currentPassword"], message: "current_password_required" });
  });
export type OwnProfilePatch = z.infer<typeof ownProfilePatchSchema>;

/** `GET /api/usuarios?q=&level=&programme=&degree=&status=&page=&pageSize=`. */
export const userListQuerySchema = z.object({
  q: searchSchema.optional(),
  level: z.enum(LEVELS).optional(),
  programme: z.enum(PROGRAMMES).optional(),
  degree: z.enum(DEGREES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  ...pageQueryShape,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * The CSV import's columns (PRODUCT §8, programme-year §4), in this order in the header line and
 * the export. `entryDate` may be left out of the header: an eight-column file still imports, and
 * then leaves every entry day as it is.
 */
export const CSV_COLUMNS = [
  "idcbpf",
  "name",
  "email",
  "level",
  "programme",
  "degree",
  "status",
  "entryTerm",
  "entryDate",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const CSV_OPTIONAL_COLUMNS = ["entryDate"] as const satisfies readonly CsvColumn[];

const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** One data line of the CSV import; empty cells are "none" (status: `ativo`). */
export const csvRowSchema = z
  .object({
    idcbpf: idcbpfSchema,
    name: nameSchema,
    email: emailSchema,
    level: z.enum(LEVELS, { message: "level_invalid" }),
    programme: z.preprocess(emptyAsNull, z.enum(PROGRAMMES, { message: "programme_invalid" }).nullable()),
    degree: z.preprocess(emptyAsNull, z.enum(DEGREES, { message: "degree_invalid" }).nullable()),
    status: z.preprocess(
      (value) => emptyAsNull(value) ?? "ativo",
      z.enum(USER_STATUSES, { message: "status_invalid" }),
    ),
    entryTerm: z.preprocess(emptyAsNull, entryTermSchema.nullable()),
    // Absent column: undefined (left as stored); empty cell: null (the entry term's first day).
    entryDate: z.preprocess(
      (value) => (typeof value === "string" ? emptyAsNull(value.trim()) : value),
      entryDateSchema.optional(),
    ),
  })
  .superRefine((user, ctx) => {
    const problem = levelFieldsProblem(user);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type CsvRow = z.infer<typeof csvRowSchema>;

/** `POST /api/usuarios/importacao` answers this report. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Whether anything was stored. */
  written: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;
