import { and, asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { call } from "../../../tests/node/http.ts";
import { notificationPageSchema, type Notification } from "../../domain/notificacoes.ts";
import type { App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox, notifications, users } from "../db/schema.ts";

/** What the notification tests read back: a person's notices (from the table and the API) and mail. */

/** A person's notices of a kind, oldest first, as stored. */
export async function noticesOf(db: Database, userId: number, kind?: string) {
  return db
    .select()
    .from(notifications)
    .where(
      kind ? and(eq(notifications.userId, userId), eq(notifications.kind, kind)) : eq(notifications.userId, userId),
    )
    .orderBy(asc(notifications.id));
}

/** The outbox's messages to an address, oldest first. */
export async function mailTo(db: Database, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(asc(mailOutbox.id));
}

export async function emailOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

export async function setPreferences(
  db: Database,
  userId: number,
  preferences: { locale?: "pt" | "en" | null; emailNotifications?: boolean },
): Promise<void> {
  await db.update(users).set(preferences).where(eq(users.id, userId));
}

/** `GET /api/notificacoes` as `cookie`, checked against the shared schema. */
export async function bell(
  app: App,
  cookie: string,
  query = "",
): Promise<{ items: Notification[]; total: number; unread: number }> {
  const res = await call(app, `/api/notificacoes${query}`, { cookie });
  expect(res.status).toBe(200);
  return notificationPageSchema.strict().parse(await res.json());
}
