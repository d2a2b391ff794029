import { createRoute, z } from "@hono/zod-openapi";
import { DEGREES, LEVELS, PROGRAMMES, USER_STATUSES, idcbpfSchema } from "../../domain/users.ts";
import { requireAccess } from "../auth/require-access.ts";
import { UserSchema } from "../auth/session.routes.ts";
import { errorResponses, json } from "../http/openapi.ts";

/** Users, the first protected resource: one profile, and the office's paged, searchable list. */
const tags = ["Usuários"];
const security = [{ sessionCookie: [] }];

export const listQuerySchema = z.object({
  q: z.string().trim().max(100).optional().openapi({ description: "Part of the name, idcbpf or e-mail" }),
  level: z.enum(LEVELS).optional(),
  programme: z.enum(PROGRAMMES).optional(),
  degree: z.enum(DEGREES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const UserPageSchema = z
  .object({
    items: z.array(UserSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("UserPage");

export const listUsers = createRoute({
  method: "get",
  path: "/usuarios",
  tags,
  security,
  summary: "Users, filtered and paged (Administrador)",
  middleware: [requireAccess("usuarios")] as const,
  request: { query: listQuerySchema },
  responses: { 200: json(UserPageSchema, "One page of users, ordered by name"), ...errorResponses(401, 403) },
});

export const getUser = createRoute({
  method: "get",
  path: "/usuarios/{idcbpf}",
  tags,
  security,
  summary: "One user (Administrador: anyone; Discente: itself)",
  // The policy compares the path's idcbpf with the user's own, as the browser's guard does.
  middleware: [requireAccess("usuario", (c) => ({ idcbpf: c.req.param("idcbpf")?.toLowerCase() ?? "" }))] as const,
  request: { params: z.object({ idcbpf: idcbpfSchema }) },
  responses: { 200: json(z.object({ user: UserSchema }), "The user"), ...errorResponses(401, 403, 404) },
});
