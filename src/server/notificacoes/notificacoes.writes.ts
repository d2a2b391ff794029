import { and, eq, isNull, sql } from "drizzle-orm";
import type { Bilingual } from "../../domain/academic.ts";
import { isLocale } from "../../domain/locale.ts";
import type { NoticeWords } from "../../domain/notification-texts.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { notifications, users } from "../db/schema.ts";
import { enqueueMail } from "../outbox/outbox.writes.ts";
import { mailOrigin } from "./mail-origin.ts";
import { noticeMail } from "./notice-mail.ts";

/**
 * Telling a person what happened to it (PRODUCT §7), and its marks of "read".
 *
 * `notify` is called inside the transaction of the change that causes the notice (pass that
 * transaction as `tx`): the notice is stored exactly when the change is, and a change rolled back
 * (a refusal thrown after it, a deadlock retried) tells nobody. One statement stores it and reads
 * back the recipient's address, language and e-mail choice; a second, only when the person wants
 * e-mail, queues the message in the outbox (`enqueueMail`), which sends it after the commit.
 */
export type Notice = NoticeWords & {
  userId: number;
  /** What the e-mail says instead of `body`, when it says more (a digest's list). */
  mailBody?: Bilingual;
};

type Recipient = { email: string; name: string; locale: string | null; email_notifications: boolean };

export async function notify(tx: Database, notice: Notice): Promise<void> {
  const result = await tx.execute(sql`
    with created as (
      insert into ${notifications} (user_id, kind, title, body, link)
      values (${notice.userId}, ${notice.kind}, ${JSON.stringify(notice.title)}::jsonb,
              ${JSON.stringify(notice.body)}::jsonb, ${notice.link})
      returning user_id
    )
    select u.email, u.name, u.locale, u.email_notifications
    from created join ${users} u on u.id = created.user_id`);
  const [recipient] = (result as unknown as { rows: Recipient[] }).rows;
  if (!recipient?.email_notifications) return;
  const locale = isLocale(recipient.locale) ? recipient.locale : "pt";
  await enqueueMail(
    tx,
    noticeMail({
      to: recipient.email,
      name: recipient.name,
      locale,
      title: notice.title[locale],
      text: (notice.mailBody ?? notice.body)[locale],
      link: notice.link,
      origin: mailOrigin(),
    }),
  );
}

/**
 * `POST /api/notificacoes/{id}/lida`: one's own notice read (again: no change). Another person's,
 * or none: 404, the same answer, so ids tell nothing about others.
 */
export async function markRead(db: Database, userId: number, id: number): Promise<void> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw Refused.notFound();
}

/** `POST /api/notificacoes/lidas`: every unread notice of one's own, read. */
export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
