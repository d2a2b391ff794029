import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Notification, NotificationPage, NotificationQuery } from "../../domain/notificacoes.ts";
import { notificationOwner, type Person } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { notifications } from "../db/schema.ts";

/**
 * `GET /api/notificacoes`: one page of the caller's own notices, newest first, with the count of
 * its unread ones (the bell's badge). Scoped in the `where` by `notificationOwner`: nobody reads
 * another's. Both reads follow an index of (user, created_at, id), the unread one a partial index.
 */
export async function notificationPage(
  db: Database,
  person: Person,
  query: NotificationQuery,
): Promise<NotificationPage> {
  const { userId } = notificationOwner(person);
  const own = eq(notifications.userId, userId);
  const filter: SQL | undefined =
    query.unread === undefined
      ? own
      : and(own, query.unread ? isNull(notifications.readAt) : isNotNull(notifications.readAt));
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(filter)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(notifications).where(filter),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(own, isNull(notifications.readAt))),
  ]);
  const items: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize, unread: unread?.total ?? 0 };
}
