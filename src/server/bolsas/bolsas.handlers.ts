import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { listWarnings } from "./avisos.queries.ts";
import { listQuotas, readQuota, readQuotaDetail } from "./bolsas.queries.ts";
import * as routes from "./bolsas.routes.ts";
import { createQuota, deleteQuota, patchQuota } from "./bolsas.writes.ts";

async function answer(db: Database, id: number) {
  const quota = await readQuota(db, id, await todayThere(db));
  if (!quota) throw Refused.notFound();
  return quota;
}

/** GET, POST /api/bolsas; GET /api/bolsas/avisos; GET, PATCH, DELETE /api/bolsas/{id}. */
export function bolsasRouter({ db }: Deps) {
  return (
    createRouter()
      // Before `/bolsas/{id}`, whose numeric id would refuse "avisos".
      .openapi(routes.listWarnings, async (c) =>
        c.json(await listWarnings(db, c.req.valid("query"), await todayThere(db), requestLocale(c)), 200),
      )
      .openapi(routes.listQuotas, async (c) =>
        c.json(await listQuotas(db, c.req.valid("query"), await todayThere(db)), 200),
      )
      .openapi(routes.createQuota, async (c) => {
        const id = await createQuota(db, c.req.valid("json"), loggedInUser(c).id);
        return c.json(await answer(db, id), 201);
      })
      .openapi(routes.getQuota, async (c) => {
        const quota = await readQuotaDetail(db, c.req.valid("param").id, await todayThere(db));
        if (!quota) throw Refused.notFound();
        return c.json(quota, 200);
      })
      .openapi(routes.patchQuota, async (c) => {
        const { id } = c.req.valid("param");
        await patchQuota(db, id, c.req.valid("json"), loggedInUser(c).id);
        return c.json(await answer(db, id), 200);
      })
      .openapi(routes.deleteQuota, async (c) => {
        await deleteQuota(db, c.req.valid("param").id, loggedInUser(c).id);
        return c.body(null, 204);
      })
  );
}
