import { withoutFirstAccessToken } from "../../domain/first-access.ts";
import type { Database } from "../db/client.ts";
import { accessLog } from "../db/schema.ts";

/**
 * One access_log row per navigation (PRODUCT §4/§5). The client's id makes a retry harmless: an
 * entry queued offline and sent twice is stored once (ON CONFLICT DO NOTHING).
 */
export async function recordNavigation(
  db: Database,
  entry: { userId: number | null; path: string; clientId: string | undefined; clientTime: number | undefined },
): Promise<void> {
  await db
    .insert(accessLog)
    .values({
      userId: entry.userId,
      // A first-access link's token is a key to an account: never stored in the log.
      path: withoutFirstAccessToken(entry.path),
      clientId: entry.clientId ?? null,
      clientTime: entry.clientTime === undefined ? null : new Date(entry.clientTime),
    })
    .onConflictDoNothing({ target: accessLog.clientId });
}
