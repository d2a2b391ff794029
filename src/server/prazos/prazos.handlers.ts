import { recordScope } from "../../domain/policy.ts";
import { loggedInUser } from "../auth/current-user.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { listOverdue } from "./prazos.queries.ts";
import * as routes from "./prazos.routes.ts";
import { sendReminders } from "./reminders.ts";

/** GET /api/prazos; POST /api/prazos/lembretes. */
export function prazosRouter({ db }: Deps) {
  return createRouter()
    .openapi(routes.listOverdue, async (c) => {
      const scope = recordScope(loggedInUser(c));
      return c.json(await listOverdue(db, c.req.valid("query"), { today: await todayThere(db), scope }), 200);
    })
    .openapi(routes.runReminders, async (c) => c.json({ queued: await sendReminders(db) }, 200));
}
