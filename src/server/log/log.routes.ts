import { createRoute, z } from "@hono/zod-openapi";
import { logQuerySchema } from "../../domain/api.ts";
import { idcbpfSchema } from "../../domain/users.ts";
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

export const AccessEntrySchema = z
  .object({
    path: z.string(),
    idcbpf: z.string().nullable(),
    clientTime: z.string().nullable().openapi({ description: "ISO 8601; when it happened on the device" }),
    serverTime: z.string().openapi({ description: "ISO 8601; when the server stored it" }),
  })
  .openapi("AccessEntry");

export const listQuery = z.object({
  path: z.string().max(2048).optional().openapi({ description: "Exact path" }),
  idcbpf: idcbpfSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AccessListQuery = z.infer<typeof listQuery>;

/** The office reads the access log (PRODUCT §2, /configuracoes), newest first. */
export const listAccess = createRoute({
  method: "get",
  path: "/acessos",
  tags: ["Access log"],
  security: [{ sessionCookie: [] }],
  summary: "The access log, newest first (Administrador)",
  middleware: [requireAccess("configuracoes")] as const,
  request: { query: listQuery },
  responses: {
    200: json(
      z.object({
        items: z.array(AccessEntrySchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
      "One page of the access log",
    ),
    ...errorResponses(401, 403),
  },
});
