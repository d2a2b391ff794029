import { createRoute, z } from "@hono/zod-openapi";
import { userListQuerySchema } from "../../domain/user-input.ts";
import { requireAccess } from "../auth/require-access.ts";
import { errorResponses } from "../http/openapi.ts";

/** The users' CSV (PRODUCT §8 `GET /api/usuarios.csv`): the list's filters, every match, the import's columns. */
export const usersCsvQuerySchema = userListQuerySchema.omit({ page: true, pageSize: true });

export const usersCsvRoute = createRoute({
  method: "get",
  path: "/usuarios.csv",
  tags: ["Usuários"],
  security: [{ sessionCookie: [] }],
  summary: "Every user the filters match, as CSV (Administrador)",
  description:
    "The filters of `GET /usuarios` (`q, level, programme, degree, status`), not paged: every match, in the " +
    "list's order, streamed. UTF-8 with BOM, `;`-separated, CRLF, header " +
    "`idcbpf;name;email;level;programme;degree;status;entryTerm;entryDate` (the import's columns: the file imports back). " +
    "A cell starting like a formula is written with a leading `'`.",
  middleware: [requireAccess("usuarios")] as const,
  request: { query: usersCsvQuerySchema },
  responses: {
    200: { description: "The users", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});
