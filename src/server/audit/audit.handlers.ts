import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { auditPage } from "./audit.queries.ts";
import { listAuditRoute } from "./audit.routes.ts";

/** GET /api/auditoria. */
export function auditoriaRouter({ db }: Deps) {
  return createRouter().openapi(listAuditRoute, async (c) => c.json(await auditPage(db, c.req.valid("query")), 200));
}
