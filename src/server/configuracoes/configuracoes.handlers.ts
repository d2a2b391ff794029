import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { getSettingsRoute, patchSettingsRoute } from "./configuracoes.routes.ts";
import { readSettings } from "./configuracoes.queries.ts";
import { updateSettings } from "./configuracoes.writes.ts";

/** GET/PATCH /api/configuracoes. */
export function configuracoesRouter({ db }: Deps) {
  return createRouter()
    .openapi(getSettingsRoute, async (c) => c.json(await readSettings(db), 200))
    .openapi(patchSettingsRoute, async (c) =>
      c.json(await updateSettings(db, c.req.valid("json"), loggedInUser(c).id), 200),
    );
}
