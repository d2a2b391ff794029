import { withoutLinkToken } from "../../domain/password-links.ts";
import { loggedPath } from "../../domain/log-limits.ts";
import type { Database } from "../db/client.ts";
import { accessLog } from "../db/schema.ts";

/**
 * One row of the access log (PRODUCT §4, §7) for a page visited: what the app reports for each of
 * its navigations (`GET /api/_log`, log.handlers.ts) and what the server records itself for the
 * pages it renders whole (the /gov documents run no script, src/server/gov/gov-pages.ts). The
 * server's time is the row's default; a path is kept to its first LOG_PATH_MAX characters (a
 * long search). A client id sent again is stored once.
 */
export type Visit = {
  path: string;
  userId?: number | null;
  /** The app's id for the entry (a retried send). */
  clientId?: string | null;
  /** When the app saw the navigation (entries queued offline arrive later). */
  clientTime?: Date | null;
};

export async function recordVisit(db: Database, visit: Visit): Promise<void> {
  await db
    .insert(accessLog)
    .values({
      userId: visit.userId ?? null,
      // A first-access link's token is a key to an account: never stored in the log.
      path: withoutLinkToken(loggedPath(visit.path)),
      clientId: visit.clientId ?? null,
      clientTime: visit.clientTime ?? null,
    })
    .onConflictDoNothing({ target: accessLog.clientId });
}
