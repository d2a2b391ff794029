import { z } from "zod";
import { LINK_TOKEN_PATTERN } from "./routes.ts";
import { newPasswordSchema } from "./user-input.ts";

export { LINK_TOKEN_PATTERN };

/**
 * The one-time links that set a password: the first access of an approved applicant
 * (`/primeiro-acesso/{token}`) and the recovery of a forgotten password
 * (`/redefinir-senha/{token}`). The token is 256 random bits in base64url (43 characters); the
 * pages accept any base64url shape up to LINK_TOKEN_MAX, so a link cut short still opens the page
 * and gets the same "not valid" answer as a used or expired one.
 */
export const LINK_TOKEN_MAX = 100;

/** `POST /api/_auth/primeiro-acesso` and `POST /api/_auth/redefinicao`. */
export const passwordLinkSchema = z.object({
  token: z.string().max(LINK_TOKEN_MAX),
  password: newPasswordSchema,
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** The link pages' form: the new password twice. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((value) => value.confirm === value.password, { path: ["confirm"], message: "password_mismatch" });

/** `POST /api/_auth/recuperacao`: the idcbpf or the e-mail, as typed (the server looks up both). */
export const recoveryRequestSchema = z.object({
  login: z.string().trim().min(1, { message: "login_required" }).max(320),
});
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>;

/** A path with a link's token hidden (`/en/redefinir-senha/…`), for logs: the token is a key. */
export function withoutLinkToken(path: string): string {
  return path.replace(/^((?:\/en)?\/(?:primeiro-acesso|redefinir-senha)\/)[^/?#]+/, "$1…");
}
