import { eq, sql } from "drizzle-orm";
import { Refused } from "../../domain/refusal.ts";
import type { CurrentUser, Deps } from "../context.ts";
import { users } from "../db/schema.ts";
import { userColumns } from "../usuarios/user-row.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { attemptSucceeded, loginCounters, takeAttempt } from "./throttle.ts";

/**
 * The login decision: the user, or a refusal. Every failure looks the same from outside (unknown
 * idcbpf, wrong password, user `inativo`): one 401 `login_failed` and about one argon2
 * verification of time; while this (idcbpf, address) pair or this address waits (throttle.ts),
 * 429 `login_wait` with Retry-After. The attempt is counted before the password is checked and
 * taken back on success. The local password is tried when the user has one; the directory (LDAP)
 * when configured; either may succeed.
 */
export async function authenticate(
  { db, ldap }: Pick<Deps, "db" | "ldap">,
  input: { idcbpf: string; password: string; address: string },
): Promise<CurrentUser> {
  const counters = loginCounters(input);
  await takeAttempt(db, counters, "login_wait");

  const [row] = await db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      expired: sql<boolean>`coalesce(${users.passwordExpiresAt} <= now(), false)`,
    })
    .from(users)
    .where(eq(users.idcbpf, input.idcbpf))
    .limit(1);

  // A temporary password past its term (`temporaryPasswordDays`) is verified all the same, then
  // refused like a wrong one: one generic answer for every bad credential (docs/access.md).
  let ok = row?.passwordHash
    ? (await verifyPassword(row.passwordHash, input.password)) && !row.expired
    : await verifyAgainstDummy(input.password);
  // Asked even for idcbpfs unknown here, so the directory's delay does not reveal who exists locally.
  if (!ok && ldap) ok = (await ldap.authenticate(input.idcbpf, input.password)) && row !== undefined;

  if (!ok || !row || row.status === "inativo") throw Refused.status(401, "login_failed");
  await attemptSucceeded(db, counters);
  const { passwordHash: _hash, expired: _expired, ...user } = row;
  return user;
}
