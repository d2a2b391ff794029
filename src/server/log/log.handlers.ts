import { withoutFirstAccessToken } from "../../domain/first-access.ts";
import type { Deps } from "../context.ts";
import { accessLog } from "../db/schema.ts";
import { createRouter } from "../http/openapi.ts";
import { accessPage } from "./log.queries.ts";
import { listAccess, logNavigation } from "./log.routes.ts";

/**
 * GET /api/_log: one access_log row per navigation; ON CONFLICT makes retries harmless.
 * GET /api/acessos: the office reads it.
 */
export function logRouter({ db }: Deps) {
  return createRouter()
    .openapi(listAccess, async (c) => c.json(await accessPage(db, c.req.valid("query")), 200))
    .openapi(logNavigation, async (c) => {
      const { path, id, at } = c.req.valid("query");
      await db
        .insert(accessLog)
        .values({
          userId: c.get("user")?.id ?? null,
          // A first-access link's token is a key to an account: never stored in the log.
          path: withoutFirstAccessToken(path),
          clientId: id ?? null,
          clientTime: at === undefined ? null : new Date(at),
        })
        .onConflictDoNothing({ target: accessLog.clientId });
      return c.body(null, 204);
    });
}
