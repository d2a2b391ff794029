import type { Deps } from "../context.ts";
import { serverErrorBody } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { databaseAnswers } from "./health.queries.ts";
import { health } from "./health.routes.ts";

/** GET /api/health: liveness, or with `?ready` readiness (health.routes.ts). */
export function healthRouter({ db, logger }: Deps) {
  return createRouter().openapi(health, async (c) => {
    if (c.req.valid("query").ready === undefined) return c.json({ ok: true as const }, 200);
    try {
      await databaseAnswers(db);
      return c.json({ ok: true as const }, 200);
    } catch (err) {
      logger.error({ err }, "health check: database unreachable");
      return c.json(serverErrorBody(c, 503, "unavailable"), 503);
    }
  });
}
