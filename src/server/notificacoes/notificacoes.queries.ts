import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Notification, NotificationPage, NotificationQuery } from "../../domain/notificacoes.ts";
import { notificationOwner, type Person } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { perDatabase } from "../db/prepared.ts";
import { notifications } from "../db/schema.ts";

/**
 * `GET /api/notificacoes`: one page of the caller's own notices, newest first, with the count of
 * its unread ones (the bell's badge). Scoped in the `where` by `notificationOwner`: nobody reads
 * another's. Both reads follow an index of (user, created_at, id), the unread one a partial index.
 *
 * **One statement** for a page that has rows, prepared once per database for each filter (all,
 * unread, read): the rows, their total as a window count and the unread count as a subquery —
 * the bell is read on every screen, and three statements each built by Drizzle on every call
 * were three round trips and most of the call's CPU. Only an empty page (past the end, or
 * nothing to show) counts apart: it has no row to carry the figures.
 */
type Filter = "all" | "unread" | "read";

const filterOf = (query: NotificationQuery): Filter =>
  query.unread === undefined ? "all" : query.unread ? "unread" : "read";

function where(filter: Filter, userId: Placeholder | number): SQL | undefined {
  const own = eq(notifications.userId, userId);
  if (filter === "all") return own;
  return and(own, filter === "unread" ? isNull(notifications.readAt) : isNotNull(notifications.readAt));
}

const pageQueries = perDatabase((db) => {
  const build = (filter: Filter) =>
    db
      .select({
        ...getTableColumns(notifications),
        total: sql<number>`(count(*) over ())::int`,
        unread: sql<number>`(select count(*) from notifications u
          where u.user_id = ${sql.placeholder("userId")} and u.read_at is null)::int`,
      })
      .from(notifications)
      .where(where(filter, sql.placeholder("userId")))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`notifications_page_${filter}`);
  return { all: build("all"), unread: build("unread"), read: build("read") };
});

/** The total and the unread count when the page itself has no row to carry them. */
async function countsApart(db: Database, filter: Filter, userId: number) {
  const [[totals], [unread]] = await Promise.all([
    db.select({ total: count() }).from(notifications).where(where(filter, userId)),
    db.select({ total: count() }).from(notifications).where(where("unread", userId)),
  ]);
  return { total: totals?.total ?? 0, unread: unread?.total ?? 0 };
}

export async function notificationPage(
  db: Database,
  person: Person,
  query: NotificationQuery,
): Promise<NotificationPage> {
  const { userId } = notificationOwner(person);
  const filter = filterOf(query);
  const rows = await pageQueries(db)[filter].execute({
    userId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const first = rows[0];
  const { total, unread } = first
    ? { total: first.total, unread: first.unread }
    : await countsApart(db, filter, userId);
  const items: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize, unread };
}
