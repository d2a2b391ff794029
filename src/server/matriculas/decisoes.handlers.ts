import { loggedInUser } from "../auth/current-user.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { decideManyRoute } from "./decisoes.routes.ts";
import { decideMany } from "./decisoes.writes.ts";

/** POST /api/matriculas/decisoes. */
export function decisoesRouter({ db }: Deps) {
  return createRouter().openapi(decideManyRoute, async (c) => {
    const settings = await readSettings(db);
    const answer = await decideMany(db, c.req.valid("json"), loggedInUser(c), settings, requestLocale(c));
    return c.json(answer, 200);
  });
}
