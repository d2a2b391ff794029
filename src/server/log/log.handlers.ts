import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { accessPage } from "./log.queries.ts";
import { listAccess, logNavigation } from "./log.routes.ts";
import { recordVisit } from "./log.writes.ts";

/** GET /api/_log: a navigation, anonymous or logged in. GET /api/acessos: the office reads them. */
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
