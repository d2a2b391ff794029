import { Refused } from "../../domain/refusal.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { outboxPage } from "./outbox.queries.ts";
import { listOutboxRoute } from "./outbox.routes.ts";

/** GET /api/configuracoes/outbox: in demo mode only (outbox.routes.ts says why); 404 otherwise. */
export function outboxRouter({ db, env }: Deps) {
  return createRouter().openapi(listOutboxRoute, async (c) => {
    if (!env.demo) throw Refused.notFound("outbox_demo_only");
    return c.json(await outboxPage(db, c.req.valid("query")), 200);
  });
}
