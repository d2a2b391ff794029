import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

/**
 * Sending what the outbox holds (the transactional outbox: `enqueueMail` stores a message in the
 * transaction that causes it; this sends it afterwards). Rows are never deleted: a sent message
 * keeps its `sent_at`, a failing one its `attempts`, `last_error` and the time of its next try.
 *
 * Claiming is one statement, `UPDATE … WHERE id = any(array(SELECT … FOR UPDATE SKIP LOCKED))`: it pushes
 * the claimed rows' `next_attempt_at` a lease ahead, so several server processes (or two runs in
 * one) take disjoint batches, and no transaction stays open while the SMTP server answers (PGlite
 * has one connection: a transaction held over the network would stall every request). A process
 * that dies between the SMTP server's acceptance and the `sent_at` write sends that message again
 * after the lease: at least once, never lost.
 */
export type MailTransport = {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
};

export type SendOptions = {
  /** The From of every message (env.mailFrom). */
  from: string;
  /** How many messages one run claims. */
  batch?: number;
  /** How long a claimed message is left to its sender before another may take it. */
  leaseSeconds?: number;
};

export type SendReport = { claimed: number; sent: number; failed: number };

export const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_SECONDS = 5 * 60;
const FIRST_RETRY_SECONDS = 60;
const MAX_RETRY_SECONDS = 60 * 60;
const ERROR_MAX = 300;

/** Seconds before the next try after `attempts` failures: 1 min, 2, 4 … capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 20);
  return Math.min(FIRST_RETRY_SECONDS * 2 ** exponent, MAX_RETRY_SECONDS);
}

/**
 * What a failure stores: the SMTP code and the first line of the message, short, with any
 * credentials that a library put in a URL (`//user:pass@`) cut out.
 */
export function errorSummary(error: unknown): string {
  const err = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const text = typeof err?.message === "string" ? err.message : String(error);
  const firstLine = text.split("\n")[0] ?? "";
  const code = [err?.code, err?.responseCode].filter((part) => typeof part === "string" || typeof part === "number");
  const summary = `${code.length > 0 ? `${code.join(" ")}: ` : ""}${firstLine}`.replace(/\/\/[^/\s@]*@/g, "//").trim();
  return summary.length > ERROR_MAX ? `${summary.slice(0, ERROR_MAX - 1)}…` : summary || "unknown error";
}

/** Claims up to `batch` due messages (see the header); the caller must send or fail each. */
async function claimDue(db: Database, batch: number, leaseSeconds: number) {
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      // `= any(array(…))` evaluates the locking subquery once, whatever plan is chosen.
      sql`${mailOutbox.id} = any(array(
        select ${mailOutbox.id} from ${mailOutbox}
        where ${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} <= now()
        order by ${mailOutbox.nextAttemptAt}, ${mailOutbox.id}
        limit ${batch}
        for update skip locked))`,
    )
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attempts: mailOutbox.attempts,
    });
}

/** Sends the messages that are due, one batch; returns what happened. Safe to run concurrently. */
export async function sendDueMail(db: Database, transport: MailTransport, options: SendOptions): Promise<SendReport> {
  const claimed = await claimDue(db, options.batch ?? DEFAULT_BATCH, options.leaseSeconds ?? DEFAULT_LEASE_SECONDS);
  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: errorSummary(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return { claimed: claimed.length, sent, failed: claimed.length - sent };
}
