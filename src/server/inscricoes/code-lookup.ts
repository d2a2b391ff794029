import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { normalizeCode } from "../../domain/codes.ts";
import type { AppEnv, Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { applications, codeLookupThrottle } from "../db/schema.ts";
import { LOOKUP_LIMIT, LOOKUP_WINDOW_SECONDS, lookupRetryAfter, takeLookup } from "../http/code-throttle.ts";
import { errorResponse } from "../http/errors.ts";
import { clientAddress } from "../http/request-info.ts";

/**
 * Finding an application by the code a person typed (PRODUCT §7): case, dashes, spaces and the
 * Crockford aliases forgiven. A code that is unknown, or cannot be a code, gets one 404 answer
 * and counts against the caller's address (`inscricao:<address>`, 10 a minute); a known code does
 * not count. Once an address has spent its 10 unknown attempts, every look-up from it is 429 for
 * the rest of the minute, a known code included: otherwise "429" would mean "unknown" and "200"
 * "found", and the limit would not slow a guesser at all.
 */
export type ApplicationRow = typeof applications.$inferSelect;

const keyOf = (c: Context<AppEnv>, deps: Deps) => `inscricao:${clientAddress(c, deps.env)}`;

/** Whether the address has used up its unknown-code attempts in the current window (counts nothing). */
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

async function throttled(c: Context<AppEnv>, deps: Deps, key: string): Promise<Response> {
  const seconds = await lookupRetryAfter(deps.db, key);
  c.header("Retry-After", String(seconds));
  return errorResponse(c, 429, "code_lookups_throttled", { values: { seconds } });
}

/** The application of a typed code, or the Response to send (404 or 429). */
export async function lookupApplication(
  c: Context<AppEnv>,
  deps: Deps,
  typed: string,
): Promise<{ application: ApplicationRow } | { response: Response }> {
  const key = keyOf(c, deps);
  if (await exhausted(deps.db, key)) return { response: await throttled(c, deps, key) };
  const canonical = normalizeCode(typed);
  if (canonical) {
    const [row] = await deps.db.select().from(applications).where(eq(applications.codigo, canonical)).limit(1);
    if (row) return { application: row };
  }
  if (!(await takeLookup(deps.db, key))) return { response: await throttled(c, deps, key) };
  return { response: errorResponse(c, 404, "application_not_found") };
}
