import { z } from "zod";
import { IDCBPF_PATTERN } from "./idcbpf.ts";
import { LOCALES } from "./locale.ts";

export { IDCBPF_PATTERN };

/** The three user levels of seed §6. */
export const LEVELS = ["Administrador", "Docente", "Discente"] as const;
export type Level = (typeof LEVELS)[number];

export const PROGRAMMES = ["academico", "profissional"] as const;
export type Programme = (typeof PROGRAMMES)[number];
export const DEGREES = ["mestrado", "doutorado"] as const;
export type Degree = (typeof DEGREES)[number];
export const USER_STATUSES = ["ativo", "trancado", "inativo", "egresso"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

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
  /**
   * Notifications are also sent by e-mail (PRODUCT §7; on unless the person turned it off). A
   * device's copy of the session stored before this field existed reads as on.
   */
  emailNotifications: z.boolean().default(true),
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
