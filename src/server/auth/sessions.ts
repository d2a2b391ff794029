import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { CurrentUser } from "../context.ts";
import type { Database } from "../db/client.ts";
import { perDatabase } from "../db/prepared.ts";
import { sessions, users } from "../db/schema.ts";
import { userColumns } from "../usuarios/user-row.ts";
import { newToken, tokenId } from "./tokens.ts";

/**
 * Server-side sessions in the `sessions` table, keyed by the sha256 of the cookie's token.
 * Expiry slides: each use pushes it to "idle days from now", but the row is rewritten at most
 * once per REFRESH_AFTER so that reading pages does not turn into a write per request.
 * Times come from the database's clock, the one clock every server process shares.
 */
export const REFRESH_AFTER_MINUTES = 10;

const idle = (days: number) => sql`now() + make_interval(secs => ${Math.round(days * 86400)})`;

export async function createSession(db: Database, userId: number, idleDays: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ id: tokenId(token), userId, expiresAt: idle(idleDays) });
  // Housekeeping while we are here: this user's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
  return token;
}

export type ResolvedSession = { user: CurrentUser; refreshed: boolean; expiresAt: Date };

/**
 * Every API request's one indexed lookup (the session's primary key, joined to its user), built
 * by Drizzle once per database and run as a prepared statement: on PostgreSQL a named statement
 * each connection parses once; on PGlite the statement cache keeps it (pglite-statements.ts).
 * No `LIMIT` (the key is unique): a `LIMIT $n` parameter makes PostgreSQL plan the statement
 * anew at every run.
 */
const lookupQuery = perDatabase((db) =>
  db
    .select({
      ...userColumns,
      expiresAt: sessions.expiresAt,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(mins => ${sql.raw(String(REFRESH_AFTER_MINUTES))})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), sql`${sessions.expiresAt} > now()`))
    .prepare("session_lookup"),
);

/** The user behind a token, or null when unknown, expired or the user left (`inativo`). */
export async function resolveSession(db: Database, token: string, idleDays: number): Promise<ResolvedSession | null> {
  const id = tokenId(token);
  const [row] = await lookupQuery(db).execute({ id });
  if (!row || row.status === "inativo") return null;
  const { stale, expiresAt, ...user } = row;
  if (stale) {
    await db
      .update(sessions)
      .set({ expiresAt: idle(idleDays), lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  }
  return { user, refreshed: stale, expiresAt };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenId(token)));
}

/**
 * Ends a user's sessions (a password reset or change, leaving the institute): every one, or all
 * but the one whose token is `keepToken` (the browser that changed its own password stays in).
 * Returns how many ended. Pass the transaction that makes the change, so both happen or neither.
 */
export async function endUserSessions(db: Database, userId: number, keepToken?: string): Promise<number> {
  const where = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.id, tokenId(keepToken)))
    : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.length;
}

/** Removes expired sessions (run now and then by the server; nothing depends on it for safety). */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
