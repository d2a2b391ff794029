import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Locale } from "../../domain/locale.ts";
import type { Database } from "../db/client.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import { enqueueMail } from "../outbox/outbox.writes.ts";
import { setPasswordAndLogIn, type LinkLogin } from "./link-login.ts";
import { directoryMail, resetLink, resetMail, RESET_LINK_MINUTES } from "./recovery-mail.ts";
import type { Counter } from "./throttle.ts";
import { newToken, tokenId } from "./tokens.ts";

/**
 * Password recovery (PRODUCT §7): a request by idcbpf or e-mail mails the user a one-time link
 * (256 random bits, its sha256 stored, RESET_LINK_MINUTES, one per user: a new request replaces
 * it), or, for a directory user, where to reset the directory's password. Who is a directory user:
 * one with no local password while LDAP is configured (the mark users.password_hash is null has
 * meant "logs in through the directory" since LDAP login came; docs/access.md). Without LDAP a user
 * with no password yet gets the link too: its e-mail is the one the office recorded.
 */

/**
 * Requests are counted per login as typed (not per user found, which would tell an idcbpf and
 * an e-mail of the same person apart from those of nobody) and per address, with the waits of
 * throttle.ts: 3 for a login and 10 for an address before the first wait.
 */
export const RECOVERY_LIMITS = { login: 3, address: 10 } as const;

export function recoveryCounters(login: string, address: string): Counter[] {
  return [
    { key: `recuperacao:${login.toLowerCase()}`, limit: RECOVERY_LIMITS.login, onSuccess: "reset" },
    { key: `recuperacao-ip:${address}`, limit: RECOVERY_LIMITS.address, onSuccess: "forgive" },
  ];
}

/** A new link for `userId`, replacing any older one, in the caller's transaction; the token for the link. */
export async function issueResetToken(tx: Database, userId: number): Promise<string> {
  const token = newToken();
  await tx
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: tokenId(token), expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})` })
    .onConflictDoUpdate({
      target: passwordResetTokens.userId,
      set: { tokenHash: sql`excluded.token_hash`, createdAt: sql`now()`, expiresAt: sql`excluded.expires_at` },
    });
  return token;
}

/**
 * Mails whoever `login` names (nobody, or a user who left: nothing happens, and the caller answers
 * the same). The message is in the user's preferred language, else the request's.
 */
export async function requestRecovery(
  db: Database,
  input: { login: string; origin: string; locale: Locale; directory: boolean },
): Promise<void> {
  const [user] = await db
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      name: users.name,
      email: users.email,
      locale: users.locale,
      status: users.status,
      local: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(or(eq(users.idcbpf, input.login.toLowerCase()), sql`lower(${users.email}) = lower(${input.login})`))
    .limit(1);
  if (!user || user.status === "inativo") return;
  const person = { to: user.email, name: user.name, idcbpf: user.idcbpf, locale: user.locale ?? input.locale };
  if (!user.local && input.directory) {
    await enqueueMail(db, directoryMail(person));
    return;
  }
  await db.transaction(async (tx) => {
    const token = await issueResetToken(tx, user.id);
    await enqueueMail(tx, resetMail({ ...person, link: resetLink(input.origin, token, person.locale) }));
  });
}

/**
 * Uses a recovery link, in one transaction: the token's row is deleted by a conditional DELETE
 * (unexpired, its user not `inativo`), so it works once and of two uses at once exactly one
 * finds it; then link-login.ts sets the password, ends every session of the user and logs this
 * browser in. Null for a used, expired, replaced or unknown token — the caller answers all alike.
 */
export async function redeemResetToken(
  db: Database,
  input: { token: string; passwordHash: string; idleDays: number },
): Promise<LinkLogin | null> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenId(input.token)),
          gt(passwordResetTokens.expiresAt, sql`now()`),
          sql`exists (select 1 from ${users} where ${users.id} = ${passwordResetTokens.userId} and ${users.status} <> 'inativo')`,
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!taken) return null;
    return setPasswordAndLogIn(tx, { ...input, userId: taken.userId, action: "password_recovery" });
  });
}

/** Drops links whose hour is over (housekeeping; a lookup checks the expiry itself). */
export async function deleteExpiredResetTokens(db: Database): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
}
