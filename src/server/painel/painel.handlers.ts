import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { painelOf } from "./painel.queries.ts";
import { getPainel } from "./painel.routes.ts";

/** GET /api/painel: the office's home (requireAccess lets only the office through). */
export function painelRouter({ db }: Deps) {
  return createRouter().openapi(getPainel, async (c) => c.json(await painelOf(db), 200));
}
