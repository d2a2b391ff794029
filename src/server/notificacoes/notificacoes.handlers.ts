import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { notificationPage } from "./notificacoes.queries.ts";
import * as routes from "./notificacoes.routes.ts";
import { markAllRead, markRead } from "./notificacoes.writes.ts";

/** The notifications' API (notificacoes.routes.ts): thin handlers over the queries and writes. */
export function notificacoesRouter({ db }: Deps) {
  return createRouter()
    .openapi(routes.listNotifications, async (c) =>
      c.json(await notificationPage(db, loggedInUser(c), c.req.valid("query")), 200),
    )
    .openapi(routes.markAllNotificationsRead, async (c) => {
      await markAllRead(db, loggedInUser(c).id);
      return c.body(null, 204);
    })
    .openapi(routes.markNotificationRead, async (c) => {
      await markRead(db, loggedInUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
