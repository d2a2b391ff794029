import { eq, sql } from "drizzle-orm";
import type { Notification, NotificationPage, NotificationQuery } from "../../domain/notificacoes.ts";
import { notificationOwner, type Person } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { perDatabase } from "../db/prepared.ts";
import { users } from "../db/schema.ts";

/**
 * `GET /api/notificacoes`: one page of the caller's own notices, newest first, with the count of
 * its unread ones (the bell's badge). Scoped in the `where` by `notificationOwner`: nobody reads
 * another's. The reads follow an index of (user, created_at, id), the unread ones a partial index.
 *
 * **One statement**, prepared once per database for each filter (all, unread, read): the owner's
 * row carries the page as JSON, the filter's total and the unread count, so an empty page (nobody
 * has written to this person yet: the common case) costs no more. The bell is read on every
 * screen; three statements built by Drizzle on every call were three round trips and most of the
 * call's CPU.
 */
type Filter = "all" | "unread" | "read";

const filterOf = (query: NotificationQuery): Filter =>
  query.unread === undefined ? "all" : query.unread ? "unread" : "read";

const READ = { all: sql``, unread: sql` and n.read_at is null`, read: sql` and n.read_at is not null` };

type NoticeJson = Omit<Notification, "createdAt" | "readAt"> & { createdAt: string; readAt: string | null };
type PageRow = { total: number; unread: number; items: NoticeJson[] };

const pageQueries = perDatabase((db) => {
  const build = (filter: Filter) =>
    db
      .select({
        page: sql<PageRow>`json_build_object(
          'total', (select count(*) from notifications n where n.user_id = users.id${READ[filter]}),
          'unread', (select count(*) from notifications n where n.user_id = users.id and n.read_at is null),
          'items', coalesce((
            select json_agg(json_build_object('id', p.id, 'kind', p.kind, 'title', p.title, 'body', p.body,
                'link', p.link, 'createdAt', p.created_at, 'readAt', p.read_at)
              order by p.created_at desc, p.id desc)
            from (select * from notifications n where n.user_id = users.id${READ[filter]}
              order by n.created_at desc, n.id desc
              limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) p), '[]'::json))`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("userId")))
      .prepare(`notifications_page_${filter}`);
  return { all: build("all"), unread: build("unread"), read: build("read") };
});

/** A time as the API writes it, from PostgreSQL's JSON text of a timestamptz (any offset, microseconds). */
const isoTime = (text: string) => new Date(text).toISOString();

export async function notificationPage(
  db: Database,
  person: Person,
  query: NotificationQuery,
): Promise<NotificationPage> {
  const { userId } = notificationOwner(person);
  const [row] = await pageQueries(db)[filterOf(query)].execute({
    userId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const page = row?.page ?? { total: 0, unread: 0, items: [] };
  const items: Notification[] = page.items.map((item) => ({
    id: item.id,
    kind: item.kind,
    title: item.title,
    body: item.body,
    link: item.link,
    createdAt: isoTime(item.createdAt),
    readAt: item.readAt === null ? null : isoTime(item.readAt),
  }));
  return { items, total: page.total, page: query.page, pageSize: query.pageSize, unread: page.unread };
}
