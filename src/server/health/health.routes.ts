import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * For supervisors and load balancers. `GET /api/health` is liveness: the process answers HTTP
 * (it listens only after the database was opened, migrated and seeded), and it touches nothing
 * else, so checking it often costs nothing. `GET /api/health?ready` is readiness: up only while
 * the database answers `select 1`, else 503 — a load balancer takes a process whose database is
 * unreachable out of rotation with it.
 */
export const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "Liveness; with `?ready`, readiness (the database answers)",
  description:
    "Without parameters: 200 whenever the process serves HTTP; the database is not consulted. " +
    "With `ready` (any value, or none: `?ready`): 200 only when the database answers, else 503.",
  request: {
    query: z.object({
      ready: z.string().optional().openapi({ description: "Present: check that the database answers" }),
    }),
  },
  responses: { 200: json(z.object({ ok: z.literal(true) }), "Serving"), ...errorResponses(503) },
});
