import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { listGuidances, readGuidance } from "./orientacoes.queries.ts";
import { createGuidance, patchGuidance } from "./orientacoes.writes.ts";
import {
  createGuidance as createRoute,
  getGuidance,
  listGuidances as listRoute,
  patchGuidance as patchRoute,
} from "./orientacoes.routes.ts";

/** GET, POST /api/orientacoes and GET, PATCH /api/orientacoes/{id}. */
export function orientacoesRouter({ db }: Deps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listGuidances(db, loggedInUser(c), c.req.valid("query")), 200))
    .openapi(getGuidance, async (c) => {
      const guidance = await readGuidance(db, c.req.valid("param").id, loggedInUser(c));
      // Someone else's guidance is "not found", as an unknown id: its existence is not revealed.
      if (!guidance) throw Refused.notFound();
      return c.json(guidance, 200);
    })
    .openapi(createRoute, async (c) => c.json(await createGuidance(db, c.req.valid("json"), loggedInUser(c).id), 201))
    .openapi(patchRoute, async (c) =>
      c.json(await patchGuidance(db, c.req.valid("param").id, c.req.valid("json"), loggedInUser(c).id), 200),
    );
}
