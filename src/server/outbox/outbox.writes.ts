import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

/**
 * Queue a message in the outbox, in the caller's transaction (pass it as `db`): the message is
 * stored exactly when what caused it is (an application created, a user approved), and the
 * outbox worker sends it afterwards, retrying until it leaves. Returns the outbox row's id.
 */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

const listeners = new Set<() => void>();

/** Called after each message is queued in this process (the worker sends soon after, not on its next tick). */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  for (const listener of listeners) listener();
  return row.id;
}
