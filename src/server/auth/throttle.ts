import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { MessageKey } from "../../domain/messages.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { authThrottle } from "../db/schema.ts";

/**
 * Attempt counters that slow a guesser without locking anyone out (PRODUCT §7, OWASP ASVS 5.0
 * §6.3), in the `auth_throttle` table so that every server process counts together. A login is
 * counted per (account, client address) and per address: a guesser elsewhere can make the pair
 * *it* uses wait, never the owner's own pair, so the right password from another address is never
 * refused because of someone else's failures.
 *
 * A counter that reaches its limit waits 1 minute; each further failure after a wait grows it to 2,
 * 4, 8 and then 15 minutes (WAIT_MINUTES). A count is forgotten when its window is over: 15 minutes
 * after it began, or after its latest wait ended; a success of the pair forgets the pair at once.
 *
 * The check and the count are one statement (`take`): an attempt is counted *before* the password
 * is checked, by a conditional upsert that counts nothing while the counter waits — so attempts
 * sent at once cannot all slip past a counter one short of its limit. A success then takes its
 * provisional count back (`attemptSucceeded`).
 */
export const WINDOW_SECONDS = 15 * 60;
export const LIMITS = { pair: 5, address: 20 } as const;
/** The waits, in minutes, from the failure that reaches the limit on; the last one repeats. */
export const WAIT_MINUTES = [1, 2, 4, 8, 15] as const;

/**
 * A counter: its key, how many failures before it waits, and what a success does to it — `reset`
 * (the pair: the owner got in) or `forgive` (the address: only this attempt's count is taken
 * back, so one success cannot hide a spray of failures on other accounts).
 */
export type Counter = { key: string; limit: number; onSuccess: "reset" | "forgive" };

/** Minutes a counter waits after its `failures`-th failure (0 below the limit). */
export function waitMinutes(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return WAIT_MINUTES[Math.min(failures - limit, WAIT_MINUTES.length - 1)] ?? 0;
}

/** A login's counters: the (account, address) pair first, then the address. */
export function loginCounters({ idcbpf, address }: { idcbpf: string; address: string }): Counter[] {
  return [
    { key: `pair:${idcbpf}|${address}`, limit: LIMITS.pair, onSuccess: "reset" },
    { key: `ip:${address}`, limit: LIMITS.address, onSuccess: "forgive" },
  ];
}

const waitsArray = sql.raw(`(array[${WAIT_MINUTES.join(",")}])`);

/** The count is over: 15 minutes after it began, or after its latest wait ended. */
const expired = sql`coalesce(${authThrottle.blockedUntil}, ${authThrottle.windowStart}) <= now() - make_interval(secs => ${WINDOW_SECONDS})`;

/** When a counter at `failures` (an SQL integer) with `limit` stops waiting, or null when it does not wait. */
function waitEnd(failures: ReturnType<typeof sql>, limit: number) {
  const step = sql`least(${failures} - ${limit}::int + 1, ${WAIT_MINUTES.length}::int)`;
  return sql`case when ${failures} >= ${limit}::int then now() + make_interval(mins => ${waitsArray}[${step}]) end`;
}

/**
 * Counts one attempt against `counter`, unless it is waiting. True when counted; false (nothing
 * changed) while it waits. One statement: the row lock of the upsert orders concurrent attempts.
 */
async function take(db: Database, { key, limit }: Counter): Promise<boolean> {
  const next = sql`(case when ${expired} then 1 else ${authThrottle.failures} + 1 end)`;
  const rows = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStart: sql`now()`, blockedUntil: waitEnd(sql`1`, limit) })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: next,
        windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
        blockedUntil: sql`coalesce(${waitEnd(next, limit)}, case when ${expired} then null else ${authThrottle.blockedUntil} end)`,
      },
      setWhere: or(sql`${authThrottle.blockedUntil} is null`, sql`${authThrottle.blockedUntil} <= now()`),
    })
    .returning({ failures: authThrottle.failures });
  return rows.length > 0;
}

/**
 * Takes back one attempt counted by `take` (a success, or another counter waiting): one failure
 * fewer, and the wait that attempt may have started ends. Before it the counter was not waiting
 * (`take` counts nothing then), so ending the wait restores that.
 */
async function forgive(db: Database, { key, limit }: Counter): Promise<void> {
  await db
    .update(authThrottle)
    .set({
      failures: sql`greatest(${authThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${authThrottle.failures} - 1 < ${limit}::int then null else least(${authThrottle.blockedUntil}, now()) end`,
    })
    .where(eq(authThrottle.key, key));
}

/** Seconds until the latest of the counters' waits ends (at least 1: it was waiting a moment ago). */
export async function waitingFor(db: Database, counters: readonly Counter[]): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from max(${authThrottle.blockedUntil}) - now()))::int` })
    .from(authThrottle)
    .where(
      and(
        inArray(
          authThrottle.key,
          counters.map((counter) => counter.key),
        ),
        gt(authThrottle.blockedUntil, sql`now()`),
      ),
    );
  return Math.max(1, Number(row?.seconds ?? 1));
}

/**
 * Counts an attempt against every counter, in order, before the password is checked. When one is
 * waiting, the counts already taken are given back and the attempt is refused: 429 `refusal` with
 * Retry-After, the message saying the wait in minutes.
 */
export async function takeAttempt(db: Database, counters: readonly Counter[], refusal: MessageKey): Promise<void> {
  const taken: Counter[] = [];
  for (const counter of counters) {
    if (await take(db, counter)) {
      taken.push(counter);
      continue;
    }
    for (const done of taken.reverse()) await forgive(db, done);
    throw Refused.throttled(refusal, await waitingFor(db, counters));
  }
}

/** The attempt was right: each counter does what it does on a success (reset or forgive). */
export async function attemptSucceeded(db: Database, counters: readonly Counter[]): Promise<void> {
  for (const counter of counters) {
    if (counter.onSuccess === "reset") await db.delete(authThrottle).where(eq(authThrottle.key, counter.key));
    else await forgive(db, counter);
  }
}

/** Drops counters whose window is over (housekeeping; `take` ignores them anyway). */
export async function deleteStaleThrottles(db: Database): Promise<void> {
  await db.delete(authThrottle).where(expired);
}
