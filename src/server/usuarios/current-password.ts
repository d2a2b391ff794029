import { eq } from "drizzle-orm";
import { verifyPassword } from "../auth/passwords.ts";
import { blockedFor, recordFailure } from "../auth/throttle.ts";
import type { CurrentUser } from "../context.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

/**
 * Changing one's own password needs the current one (PRODUCT §8), so a session left open on a
 * shared computer cannot take the account over. Wrong guesses count against the same throttle as
 * failed logins (per idcbpf and per address), so this form is no way around it.
 */
export type CurrentPasswordCheck =
  { kind: "ok" } | { kind: "missing" } | { kind: "wrong" } | { kind: "throttled"; retryAfter: number };

export async function checkCurrentPassword(
  db: Database,
  user: CurrentUser,
  currentPassword: string | undefined,
  address: string,
): Promise<CurrentPasswordCheck> {
  if (!currentPassword) return { kind: "missing" };
  const keys = { idcbpf: user.idcbpf, address };
  const blocked = await blockedFor(db, keys);
  if (blocked > 0) return { kind: "throttled", retryAfter: blocked };
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  // A user without a local password (directory login only) has no current one to confirm.
  if (row?.hash && (await verifyPassword(row.hash, currentPassword))) return { kind: "ok" };
  await recordFailure(db, keys);
  return { kind: "wrong" };
}
