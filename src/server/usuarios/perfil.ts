import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { mayEditEveryField } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { OWN_PROFILE_FIELDS } from "../../domain/user-input.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { attemptSucceeded, loginCounters, takeAttempt } from "../auth/throttle.ts";
import type { AppEnv, CurrentUser } from "../context.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { refusalAnswer } from "../http/errors.ts";
import { rawJsonBody } from "../http/raw-body.ts";

/**
 * One's own profile (PRODUCT §8): what a Docente or Discente may change of it, and what changing
 * one's own password asks for. The office's changes of anyone's profile are usuarios.writes.ts.
 */

const ALLOWED = new Set<string>(OWN_PROFILE_FIELDS);

/**
 * A Docente or Discente may change only its own e-mail, Lattes, preferred language, whether
 * notifications are e-mailed, and password.
 * Any other key in the body is refused with 403 `own_fields_only` — read from the raw body before
 * validation, so that a field the form hides, or one sent with a valid value, is refused rather
 * than quietly ignored or judged on its value. Whoever may edit every field (the office) passes.
 */
export const ownFieldsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user || mayEditEveryField(user)) return next();
  const body = await rawJsonBody(c);
  if (body === null || typeof body !== "object" || Array.isArray(body)) return next();
  const others = Object.keys(body).filter((key) => !ALLOWED.has(key));
  if (others.length === 0) return next();
  const text = { key: "own_fields_only" } as const;
  return refusalAnswer(c, new Refused(403, text, { fields: Object.fromEntries(others.map((key) => [key, text])) }));
};

/**
 * Changing one's own password needs the current one, so a session left open on a shared computer
 * cannot take the account over: missing or wrong is 400 on `currentPassword`. Guesses count
 * against the same counters as logins (this account from this address, and the address), so this
 * form is no way around them: while they wait, 429 `login_wait`.
 */
export async function confirmCurrentPassword(
  db: Database,
  user: CurrentUser,
  currentPassword: string | undefined,
  address: string,
): Promise<void> {
  if (!currentPassword) throw Refused.invalid({ currentPassword: { key: "current_password_required" } });
  const counters = loginCounters({ idcbpf: user.idcbpf, address });
  await takeAttempt(db, counters, "login_wait");
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  // A user without a local password (directory login only) has no current one to confirm.
  if (row?.hash && (await verifyPassword(row.hash, currentPassword))) return attemptSucceeded(db, counters);
  throw Refused.invalid({ currentPassword: { key: "current_password_wrong" } });
}
