import { eq } from "drizzle-orm";
import { normalizeCode } from "../../domain/codes.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { applications } from "../db/schema.ts";
import { countLookup, refuseWhenExhausted } from "../http/code-throttle.ts";

/**
 * Finding an application by the code a person typed (PRODUCT §7): case, dashes, spaces and the
 * Crockford aliases forgiven. A code that is unknown, or cannot be a code, gets one 404 answer
 * and counts against the caller's address (`inscricao:<address>`, 10 a minute); a known code does
 * not count. Once an address has spent its 10 unknown attempts, every look-up from it is 429 for
 * the rest of the minute, a known code included: otherwise "429" would mean "unknown" and "200"
 * "found", and the limit would not slow a guesser at all. The throttle itself is
 * src/server/http/code-throttle.ts, shared with the first-access link.
 */
export type ApplicationRow = typeof applications.$inferSelect;

/** The application of a typed code, looked up for the client at `address`; refused 404 or 429. */
export async function lookupApplication(db: Database, address: string, typed: string): Promise<ApplicationRow> {
  const key = `inscricao:${address}`;
  await refuseWhenExhausted(db, key, "code_lookups_throttled");
  const canonical = normalizeCode(typed);
  if (canonical) {
    const [row] = await db.select().from(applications).where(eq(applications.codigo, canonical)).limit(1);
    if (row) return row;
  }
  await countLookup(db, key, "code_lookups_throttled");
  throw Refused.notFound("application_not_found");
}
