import { createHash, randomBytes } from "node:crypto";

/**
 * Session tokens: 256 random bits, base64url in the cookie. The database keeps only their
 * sha256, so reading the sessions table (a backup, an SQL injection) opens no session.
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A cookie value that could be one of our tokens (43 base64url characters); anything else is ignored unread. */
export function isTokenShaped(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
