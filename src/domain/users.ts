import { z } from "zod";

/** The three user levels of seed §6. */
export const LEVELS = ["Administrador", "Docente", "Discente"] as const;
export type Level = (typeof LEVELS)[number];

export const PROGRAMMES = ["academico", "profissional"] as const;
export const DEGREES = ["mestrado", "doutorado"] as const;
export const USER_STATUSES = ["ativo", "trancado", "inativo", "egresso"] as const;

/** The institutional id, also the key in `/usuarios/{idcbpf}`. */
export const IDCBPF_PATTERN = /^[a-z0-9][a-z0-9._-]{1,63}$/;
export const idcbpfSchema = z.string().trim().toLowerCase().regex(IDCBPF_PATTERN, { message: "idcbpf_invalid" });

/** What the API tells about a user, to itself and to the office. */
export const userSchema = z.object({
  idcbpf: z.string(),
  name: z.string(),
  email: z.string(),
  level: z.enum(LEVELS),
  programme: z.enum(PROGRAMMES).nullable(),
  degree: z.enum(DEGREES).nullable(),
  status: z.enum(USER_STATUSES),
  locale: z.enum(["pt", "en"]).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** The part of a user the level guard needs; kept on the device too. */
export type SessionUser = Pick<User, "idcbpf" | "level">;

export const loginSchema = z.object({
  idcbpf: idcbpfSchema,
  password: z.string().min(1, { message: "password_required" }).max(1024, { message: "password_too_long" }),
});
export type LoginInput = z.infer<typeof loginSchema>;
