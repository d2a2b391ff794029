import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { MessageKey } from "../../domain/messages.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { codeLookupThrottle } from "../db/schema.ts";

/**
 * Rate limit of look-ups by code (PRODUCT §7: at most 10 a minute per client address), counted in
 * the database in fixed one-minute windows so that several server processes count together.
 * `takeLookup` counts one attempt under `key` (e.g. `declaracao:<address>`) in one statement and
 * says whether it is still within the limit. The callers use it through `countLookup` (count one,
 * refuse beyond the limit) and `refuseWhenExhausted` (refuse an address that has spent its
 * attempts, counting nothing): both refuse with 429, `Retry-After` and the caller's own message.
 */
export const LOOKUP_LIMIT = 10;
export const LOOKUP_WINDOW_SECONDS = 60;

export async function takeLookup(db: Database, key: string, limit = LOOKUP_LIMIT): Promise<boolean> {
  const expired = sql`${codeLookupThrottle.windowStart} <= now() - make_interval(secs => ${LOOKUP_WINDOW_SECONDS})`;
  const [row] = await db
    .insert(codeLookupThrottle)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: codeLookupThrottle.key,
      set: {
        count: sql`case when ${expired} then 1 else ${codeLookupThrottle.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${codeLookupThrottle.windowStart} end`,
      },
    })
    .returning({ count: codeLookupThrottle.count });
  return (row?.count ?? 1) <= limit;
}

/** Seconds until `key`'s window ends (for `Retry-After`), at least 1. */
export async function lookupRetryAfter(db: Database, key: string): Promise<number> {
  const rows = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${codeLookupThrottle.windowStart} + make_interval(secs => ${LOOKUP_WINDOW_SECONDS}) - now()))::int`,
    })
    .from(codeLookupThrottle)
    .where(sql`${codeLookupThrottle.key} = ${key}`);
  return Math.max(1, Number(rows[0]?.seconds ?? LOOKUP_WINDOW_SECONDS));
}

/** Drops windows that are over (housekeeping). */
export async function deleteStaleLookups(db: Database): Promise<void> {
  await db
    .delete(codeLookupThrottle)
    .where(lt(codeLookupThrottle.windowStart, sql`now() - make_interval(secs => ${LOOKUP_WINDOW_SECONDS})`));
}

/** Whether `key` has used up its attempts of the current window (counts nothing). */
async function exhausted(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ count: codeLookupThrottle.count })
    .from(codeLookupThrottle)
    .where(
      and(
        eq(codeLookupThrottle.key, key),
        gt(codeLookupThrottle.windowStart, sql`now() - make_interval(secs => ${LOOKUP_WINDOW_SECONDS})`),
      ),
    );
  return (row?.count ?? 0) >= LOOKUP_LIMIT;
}

async function throttled(db: Database, key: string, refusal: MessageKey): Promise<Refused> {
  return Refused.throttled(refusal, await lookupRetryAfter(db, key));
}

/** Counts one look-up under `key`; beyond the limit refuses it (429 `refusal`, with Retry-After). */
export async function countLookup(db: Database, key: string, refusal: MessageKey): Promise<void> {
  if (!(await takeLookup(db, key))) throw await throttled(db, key, refusal);
}

/**
 * Refuses (429 `refusal`, with Retry-After) an address that has spent its attempts of this window,
 * counting nothing: for look-ups where only misses count, so that a hit still costs nothing but an
 * address over the limit is refused before its code is even looked at.
 */
export async function refuseWhenExhausted(db: Database, key: string, refusal: MessageKey): Promise<void> {
  if (await exhausted(db, key)) throw await throttled(db, key, refusal);
}
