import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import type { AccessEntry, AccessQuery } from "../../domain/logs.ts";
import { likePattern } from "../../domain/search.ts";
import { dayRangeInstants } from "../../domain/zoned-days.ts";
import { readTimeZone } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { accessLog, users } from "../db/schema.ts";

/**
 * One page of the access log for the office, newest first. Two queries per page, each on an
 * index whatever the filters: with a person, `access_log_user_idx (user_id, server_time)` (the
 * person's id is looked up by its unique idcbpf inside the query); otherwise
 * `access_log_server_time_idx`, walked backwards from the newest (or from the end of the day
 * range) until the page is full. The path search (`q`, contains, any case) filters those rows;
 * the count reads the same index range.
 */
export function userIdOf(idcbpf: string): SQL {
  return sql`(select ${users.id} from ${users} where ${users.idcbpf} = ${idcbpf})`;
}

export async function accessPage(db: Database, query: AccessQuery) {
  const range = query.from || query.to ? dayRangeInstants(query, await readTimeZone(db)) : {};
  const where = and(
    query.idcbpf === undefined ? undefined : eq(accessLog.userId, userIdOf(query.idcbpf)),
    query.path === undefined ? undefined : eq(accessLog.path, query.path),
    query.q ? ilike(accessLog.path, likePattern(query.q)) : undefined,
    range.from ? gte(accessLog.serverTime, range.from) : undefined,
    range.until ? lt(accessLog.serverTime, range.until) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: accessLog.id,
        path: accessLog.path,
        idcbpf: users.idcbpf,
        name: users.name,
        clientTime: accessLog.clientTime,
        serverTime: accessLog.serverTime,
      })
      .from(accessLog)
      .leftJoin(users, eq(users.id, accessLog.userId))
      .where(where)
      .orderBy(desc(accessLog.serverTime), desc(accessLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(accessLog).where(where),
  ]);
  const items: AccessEntry[] = rows.map((row) => ({
    id: row.id,
    path: row.path,
    idcbpf: row.idcbpf,
    name: row.name,
    clientTime: row.clientTime?.toISOString() ?? null,
    serverTime: row.serverTime.toISOString(),
  }));
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
