import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Deps } from "../context.ts";
import { apiError } from "../http/errors.ts";
import { createRouter, errorResponses, json } from "../http/openapi.ts";

/** GET /api/health for load balancers: up only when the database answers. */
export const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "Liveness and database reachability",
  responses: { 200: json(z.object({ ok: z.literal(true) }), "Serving"), ...errorResponses(503) },
});

export function healthRouter({ db, logger }: Deps) {
  return createRouter().openapi(health, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ ok: true as const }, 200);
    } catch (err) {
      logger.error({ err }, "health check: database unreachable");
      return c.json(apiError(c, 503, "unavailable"), 503);
    }
  });
}
