import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { apiError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { toApiUser, userColumns } from "./user-row.ts";
import { getUser, listUsers, type ListQuery } from "./usuarios.routes.ts";
import { likePattern } from "../../domain/search.ts";

function filters(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.level && eq(users.level, query.level),
    query.programme && eq(users.programme, query.programme),
    query.degree && eq(users.degree, query.degree),
    query.status && eq(users.status, query.status),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.idcbpf, pattern), ilike(users.email, pattern)));
  }
  return and(...conditions);
}

async function page(db: Database, query: ListQuery) {
  const where = filters(query);
  const [items, [totals]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.search), asc(users.idcbpf))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: items.map(toApiUser), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** GET /api/usuarios and /api/usuarios/{idcbpf}, behind the access policy. */
export function usuariosRouter({ db }: Deps) {
  return createRouter()
    .openapi(listUsers, async (c) => c.json(await page(db, c.req.valid("query")), 200))
    .openapi(getUser, async (c) => {
      const { idcbpf } = c.req.valid("param");
      const [row] = await db.select(userColumns).from(users).where(eq(users.idcbpf, idcbpf)).limit(1);
      if (!row) return c.json(apiError(c, 404, "not_found"), 404);
      return c.json({ user: toApiUser(row) }, 200);
    });
}
