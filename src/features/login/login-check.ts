import { z } from "zod";
import type { Locale } from "../../domain/locale.ts";
import { isMessageKey, issueMessage, message } from "../../domain/messages.ts";
import { loginSchema, userSchema, type LoginInput, type User } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";

/**
 * The login form's checks and its request: `loginSchema` before anything is sent, the answer's
 * user, and the fields' messages in the UI language. A chunk of its own (with zod and the API's
 * messages, together larger than the page itself), loaded once the page has what it needs
 * (login-form.tsx): none of it is needed to show the form or to type in it.
 */
type Field = "idcbpf" | "password";
export type FieldErrors = Partial<Record<Field, string>>;

const loginAnswer = z.object({ user: userSchema });

/** Field errors of a failed `loginSchema` parse, in the UI language (first issue per field). */
function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === "idcbpf" || field === "password") && !errors[field])
      errors[field] = issueMessage(issue.message, locale);
  }
  return errors;
}

/** The form's values checked: what to send, or the fields' errors. */
export function checkLogin(
  values: { idcbpf: unknown; password: unknown },
  locale: Locale,
): { input: LoginInput } | { errors: FieldErrors } {
  const parsed = loginSchema.safeParse(values);
  return parsed.success ? { input: parsed.data } : { errors: fieldErrors(parsed.error.issues, locale) };
}

export async function logIn(input: LoginInput): Promise<User> {
  const { user } = await apiFetch("/api/_auth/session", loginAnswer, { method: "POST", body: input });
  return user;
}

/** The server's 400 `fields` (keys of src/domain/messages.ts, or text already translated). */
export function serverFieldErrors(fields: Record<string, string> | undefined, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ["idcbpf", "password"] as const) {
    const value = fields?.[field];
    if (value) errors[field] = isMessageKey(value) ? message(value, locale) : value;
  }
  return errors;
}
