import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { codeLookupThrottle } from "../db/schema.ts";

/**
 * Rate limit of look-ups by code (PRODUCT §7: at most 10 a minute per client address), counted in
 * the database in fixed one-minute windows so that several server processes count together.
 * `takeLookup` counts one attempt under `key` (e.g. `declaracao:<address>`) in one statement and
 * says whether it is still within the limit; beyond it the caller answers 429.
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
