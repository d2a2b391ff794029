import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { accessLog, users } from "../db/schema.ts";
import { createRouter } from "../http/openapi.ts";
import { listAccess, logNavigation, type AccessListQuery } from "./log.routes.ts";

async function accessPage(db: Database, query: AccessListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.path === undefined ? undefined : eq(accessLog.path, query.path),
    query.idcbpf === undefined ? undefined : eq(users.idcbpf, query.idcbpf),
  ];
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        path: accessLog.path,
        idcbpf: users.idcbpf,
        clientTime: accessLog.clientTime,
        serverTime: accessLog.serverTime,
      })
      .from(accessLog)
      .leftJoin(users, eq(users.id, accessLog.userId))
      .where(where)
      .orderBy(desc(accessLog.serverTime), desc(accessLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(accessLog).leftJoin(users, eq(users.id, accessLog.userId)).where(where),
  ]);
  const items = rows.map((row) => ({
    path: row.path,
    idcbpf: row.idcbpf,
    clientTime: row.clientTime?.toISOString() ?? null,
    serverTime: row.serverTime.toISOString(),
  }));
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * GET /api/_log: one access_log row per navigation; ON CONFLICT makes retries harmless.
 * GET /api/acessos: the office reads it.
 */
export function logRouter({ db }: Deps) {
  return createRouter()
    .openapi(listAccess, async (c) => c.json(await accessPage(db, c.req.valid("query")), 200))
    .openapi(logNavigation, async (c) => {
      const { path, id, at } = c.req.valid("query");
      await db
        .insert(accessLog)
        .values({
          userId: c.get("user")?.id ?? null,
          path,
          clientId: id ?? null,
          clientTime: at === undefined ? null : new Date(at),
        })
        .onConflictDoNothing({ target: accessLog.clientId });
      return c.body(null, 204);
    });
}
