import { z } from "zod";
import { newPasswordSchema } from "./user-input.ts";

/**
 * The first-access link (`/primeiro-acesso/{token}`): an approved applicant's one-time way to
 * set its password and log in. The token is 256 random bits in base64url (43 characters); the
 * page accepts any base64url shape up to TOKEN_MAX, so a link cut short still opens the page and
 * gets the same "not valid" answer as a used or expired one.
 */
export const FIRST_ACCESS_TOKEN_MAX = 100;
export const FIRST_ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** `POST /api/_auth/primeiro-acesso`. */
export const firstAccessSchema = z.object({
  token: z.string().max(FIRST_ACCESS_TOKEN_MAX),
  password: newPasswordSchema,
});
export type FirstAccess = z.infer<typeof firstAccessSchema>;

/** The page's form: the new password twice. */
export const firstAccessFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((value) => value.confirm === value.password, { path: ["confirm"], message: "password_mismatch" });

/** A path with its first-access token hidden (`/en/primeiro-acesso/…`), for logs: the token is a key. */
export function withoutFirstAccessToken(path: string): string {
  return path.replace(/^((?:\/en)?\/primeiro-acesso\/)[^/?#]+/, "$1…");
}
