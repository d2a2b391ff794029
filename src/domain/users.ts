import { z } from "zod";
import { TERM_CODE_PATTERN } from "./academic.ts";
import { LOCALES } from "./locale.ts";
import { pageQueryShape, searchSchema } from "./paging.ts";

/** The three user levels of seed §6. */
export const LEVELS = ["Administrador", "Docente", "Discente"] as const;
export type Level = (typeof LEVELS)[number];

export const PROGRAMMES = ["academico", "profissional"] as const;
export type Programme = (typeof PROGRAMMES)[number];
export const DEGREES = ["mestrado", "doutorado"] as const;
export type Degree = (typeof DEGREES)[number];
export const USER_STATUSES = ["ativo", "trancado", "inativo", "egresso"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The institutional id, also the key in `/usuarios/{idcbpf}`. */
export const IDCBPF_PATTERN = /^[a-z0-9][a-z0-9._-]{1,63}$/;
export const idcbpfSchema = z.string().trim().toLowerCase().regex(IDCBPF_PATTERN, { message: "idcbpf_invalid" });

/** What the API tells about a user, to itself and to the office (PRODUCT §8). */
export const userSchema = z.object({
  idcbpf: z.string(),
  name: z.string(),
  email: z.string(),
  level: z.enum(LEVELS),
  programme: z.enum(PROGRAMMES).nullable(),
  degree: z.enum(DEGREES).nullable(),
  status: z.enum(USER_STATUSES),
  entryTerm: z.string().nullable(),
  lattes: z.string().nullable(),
  /** Teachers' research area, shown on the transparency pages. */
  researchArea: z.string().nullable(),
  locale: z.enum(LOCALES).nullable(),
  /** Logged in with a temporary password (set by the office): a new one must be chosen first. */
  mustChangePassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The part of a user the level guard needs; kept on the device too. */
export type SessionUser = Pick<User, "idcbpf" | "level">;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const loginSchema = z.object({
  idcbpf: idcbpfSchema,
  password: z.string().min(1, { message: "password_required" }).max(PASSWORD_MAX, { message: "password_too_long" }),
});
export type LoginInput = z.infer<typeof loginSchema>;

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

/** `POST /api/usuarios` (Administrador). Without a password the user has none until the office resets one. */
export const userCreateSchema = z
  .object({ idcbpf: idcbpfSchema, ...userFieldsShape, password: newPasswordSchema.optional() })
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
    lattes: lattesSchema.nullable(),
    researchArea: researchAreaSchema.nullable(),
    locale: z.enum(LOCALES).nullable(),
    password: newPasswordSchema,
    currentPassword: z.string().max(PASSWORD_MAX),
  })
  .partial()
  .strict();
export type UserAdminPatch = z.infer<typeof userAdminPatchSchema>;

/** The fields a Discente or Docente may change on its own profile (PRODUCT §8); any other is 403. */
export const OWN_PROFILE_FIELDS = ["email", "lattes", "locale", "password", "currentPassword"] as const;

export const ownProfilePatchSchema = z
  .object({
    email: emailSchema,
    lattes: lattesSchema.nullable(),
    locale: z.enum(LOCALES).nullable(),
    password: newPasswordSchema,
    currentPassword: z.string().max(PASSWORD_MAX),
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

/** The CSV import's columns (PRODUCT §8), in this order in the header line. */
export const CSV_COLUMNS = ["idcbpf", "name", "email", "level", "programme", "degree", "status", "entryTerm"] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

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
