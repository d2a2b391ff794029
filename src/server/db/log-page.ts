import { and, count, desc, eq, gte, lt, sql, type GetColumnData, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Page } from "../../domain/paging.ts";
import { dayRangeInstants } from "../../domain/zoned-days.ts";
import { readTimeZone } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "./client.ts";
import { users } from "./schema.ts";

/**
 * One page of a log for the office (the audit log, audit/audit.queries.ts; the access log,
 * log/log.queries.ts), newest first, each entry with the idcbpf and name of whose it is (null for
 * the system or an anonymous visitor). `from`/`to` are days of the institution's time zone, both
 * included, compared with the log's own time. Two queries per page, each on an index whatever the
 * filters: the rows (offset paging over `at, id` descending, so each log's index on its time, or
 * on its person and time, is walked backwards from the newest or from the end of the day range
 * until the page is full) and the count over the same range.
 */
export type LogSource = {
  table: PgTable;
  /** When the entry was stored. */
  at: AnyPgColumn;
  /** The tie-breaker between entries of the same instant. */
  id: AnyPgColumn;
  /** users.id of whose entry it is. */
  userId: AnyPgColumn;
};

export type LogPageQuery = { from?: string | undefined; to?: string | undefined; page: number; pageSize: number };

/** A row of the page: the log's own columns asked for, and whose entry it is. */
export type LogRow<Fields extends Record<string, AnyPgColumn>> = { [K in keyof Fields]: GetColumnData<Fields[K]> } & {
  idcbpf: string | null;
  name: string | null;
};

/** A person's users.id by its unique idcbpf, inside the query (a filter of either log). */
export function userIdOf(idcbpf: string): SQL {
  return sql`(select ${users.id} from ${users} where ${users.idcbpf} = ${idcbpf})`;
}

export async function logPage<Fields extends Record<string, AnyPgColumn>, Item>(
  db: Database,
  log: LogSource,
  query: LogPageQuery,
  spec: { filters: (SQL | undefined)[]; fields: Fields; toItem: (row: LogRow<Fields>) => Item },
): Promise<Page<Item>> {
  const range = query.from || query.to ? dayRangeInstants(query, await readTimeZone(db)) : {};
  const where = and(
    ...spec.filters,
    range.from ? gte(log.at, range.from) : undefined,
    range.until ? lt(log.at, range.until) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...spec.fields, idcbpf: users.idcbpf, name: users.name })
      .from(log.table)
      .leftJoin(users, eq(users.id, log.userId))
      .where(where)
      .orderBy(desc(log.at), desc(log.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(log.table).where(where),
  ]);
  const items = (rows as LogRow<Fields>[]).map(spec.toItem);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
