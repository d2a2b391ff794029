import { createRoute } from "@hono/zod-openapi";
import { logQuerySchema } from "../../domain/api.ts";
import { accessEntrySchema, accessQuerySchema } from "../../domain/logs.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses, json } from "../http/openapi.ts";

/**
 * The navigation log of PRODUCT §4/§5: the client calls it on every page change, or later from
 * its offline queue with the time the navigation happened (`at`) and its own id (`id`).
 */
// Date cannot represent instants past ±8.64e15 ms; refuse them as a field error, not a crash.
const query = logQuerySchema.refine((q) => q.at === undefined || q.at <= 8.64e15, {
  path: ["at"],
  message: "field_invalid",
});

export const logNavigation = createRoute({
  method: "get",
  path: "/_log",
  tags: ["Access log"],
  summary: "Record a navigation (anonymous or logged in); a repeated id is stored once",
  request: { query },
  responses: {
    204: { description: "Recorded (or already recorded under this id)" },
    ...errorResponses(),
  },
});

/** The office reads the access log (PRODUCT §2, /configuracoes), newest first. */
export const listAccess = createRoute({
  method: "get",
  path: "/acessos",
  tags: ["Access log"],
  security: [{ sessionCookie: [] }],
  summary: "The access log, newest first (Administrador)",
  description:
    "Filters: `idcbpf` (the person), `q` (part of the path, any case), `path` (exact), `from`/`to` (days of the institution's time zone, both included, compared with the server's time).",
  middleware: [requireAccess("secretaria")] as const,
  request: { query: accessQuerySchema },
  responses: {
    200: json(pageAnswer(accessEntrySchema), "One page of the access log"),
    ...errorResponses(401, 403),
  },
});
