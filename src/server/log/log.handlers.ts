import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { accessPage } from "./access-page.ts";
import { listAccess, logNavigation } from "./log.routes.ts";
import { recordVisit } from "./visits.ts";

/**
 * GET /api/_log: one access_log row per navigation; ON CONFLICT makes retries harmless.
 * GET /api/acessos: the office reads it.
 */
export function logRouter({ db }: Deps) {
  return createRouter()
    .openapi(listAccess, async (c) => c.json(await accessPage(db, c.req.valid("query")), 200))
    .openapi(logNavigation, async (c) => {
      const { path, id, at } = c.req.valid("query");
      await recordVisit(db, {
        path,
        userId: c.get("user")?.id ?? null,
        clientId: id ?? null,
        clientTime: at === undefined ? null : new Date(at),
      });
      return c.body(null, 204);
    });
}
