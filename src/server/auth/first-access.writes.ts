import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { firstAccessTokens, users } from "../db/schema.ts";
import { setPasswordAndLogIn, type LinkLogin } from "./link-login.ts";
import { newToken, tokenId } from "./tokens.ts";

/**
 * One-time first-access links (an approved applicant's new account): 256 random bits in the link,
 * only their sha256 in the database, valid for FIRST_ACCESS_DAYS and once.
 */
export const FIRST_ACCESS_DAYS = 7;

/** Issues a token for `userId` in the caller's transaction; returns the token for the link. */
export async function issueFirstAccessToken(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(firstAccessTokens).values({
    tokenHash: tokenId(token),
    userId,
    expiresAt: new Date(Date.now() + FIRST_ACCESS_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

/**
 * Uses a first-access token, all in one transaction: the token is marked used by a conditional
 * UPDATE (unused, unexpired, its user not `inativo`), so of two concurrent uses exactly one finds
 * it; then link-login.ts sets the password, ends the user's sessions and logs this browser in.
 * Null when the token is unknown, used, expired or its user left — the caller answers all alike.
 */
export async function redeemFirstAccessToken(
  db: Database,
  input: { token: string; passwordHash: string; idleDays: number },
): Promise<LinkLogin | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(firstAccessTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(firstAccessTokens.tokenHash, tokenId(input.token)),
          isNull(firstAccessTokens.usedAt),
          gt(firstAccessTokens.expiresAt, sql`now()`),
          sql`exists (select 1 from ${users} where ${users.id} = ${firstAccessTokens.userId} and ${users.status} <> 'inativo')`,
        ),
      )
      .returning({ userId: firstAccessTokens.userId });
    if (!used) return null;
    return setPasswordAndLogIn(tx, { ...input, userId: used.userId, action: "first_access" });
  });
}
