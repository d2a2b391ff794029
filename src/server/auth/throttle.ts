import { and, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { authThrottle } from "../db/schema.ts";

/**
 * Login throttling, counted in the `auth_throttle` table so that every server process sees the
 * same counts: failures per idcbpf (a guesser on one account) and per client address (a guesser
 * spraying many accounts). Reaching a limit inside its window blocks that key for BLOCK_SECONDS.
 */
export const WINDOW_SECONDS = 15 * 60;
export const BLOCK_SECONDS = 15 * 60;
export const LIMITS = { idcbpf: 5, address: 30 } as const;

export type ThrottleKeys = { idcbpf: string; address: string };

function keys(k: ThrottleKeys): { key: string; limit: number }[] {
  return [
    { key: `id:${k.idcbpf}`, limit: LIMITS.idcbpf },
    { key: `ip:${k.address}`, limit: LIMITS.address },
  ];
}

/** Seconds until the later of the keys' blocks ends, or 0 when neither is blocked. */
export async function blockedFor(db: Database, k: ThrottleKeys): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from max(${authThrottle.blockedUntil}) - now()))::int` })
    .from(authThrottle)
    .where(
      and(
        inArray(
          authThrottle.key,
          keys(k).map((entry) => entry.key),
        ),
        gt(authThrottle.blockedUntil, sql`now()`),
      ),
    );
  return Math.max(0, Number(row?.seconds ?? 0));
}

/** Counts one failure against both keys; a count that reaches its limit starts a block. */
export async function recordFailure(db: Database, k: ThrottleKeys): Promise<void> {
  const expired = sql`${authThrottle.windowStart} <= now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const block = sql`now() + make_interval(secs => ${BLOCK_SECONDS})`;
  for (const { key, limit } of keys(k)) {
    const next = sql`(case when ${expired} then 1 else ${authThrottle.failures} + 1 end)`;
    await db
      .insert(authThrottle)
      .values({ key, failures: 1, windowStart: sql`now()`, blockedUntil: limit <= 1 ? block : null })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: next,
          windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
          blockedUntil: sql`case when ${next} >= ${limit} then ${block} else ${authThrottle.blockedUntil} end`,
        },
      });
  }
}

/** A successful login clears its idcbpf's count (not the address's: one success must not hide spraying). */
export async function recordSuccess(db: Database, idcbpf: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, `id:${idcbpf}`));
}

/** Drops entries whose window and block are both over. */
export async function deleteStaleThrottles(db: Database): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStart, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`),
        or(sql`${authThrottle.blockedUntil} is null`, lt(authThrottle.blockedUntil, sql`now()`)),
      ),
    );
}
