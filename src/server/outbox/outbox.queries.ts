import { count, desc } from "drizzle-orm";
import type { OutboxItem } from "../../domain/outbox.ts";
import type { Page } from "../../domain/paging.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

/** One page of the outbox, newest first (the primary key follows the order of queuing). */
export async function outboxPage(db: Database, query: { page: number; pageSize: number }): Promise<Page<OutboxItem>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  const items: OutboxItem[] = rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    attempts: row.attempts,
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
  }));
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
