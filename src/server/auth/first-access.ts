import type { Database } from "../db/client.ts";
import { firstAccessTokens } from "../db/schema.ts";
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
