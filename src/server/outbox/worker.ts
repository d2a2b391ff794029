import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { onMailQueued } from "./outbox.writes.ts";
import { DEFAULT_BATCH, sendDueMail, type MailTransport } from "./send-due.ts";

/**
 * The outbox worker of a server process: every `everyMs` (and shortly after a message is queued
 * in this process) it sends what is due, batch after batch while batches come back full. Runs
 * never overlap within a process; across processes the claim (send-due.ts) keeps them apart.
 * Only started when SMTP_URL is set; without it messages stay in the outbox (readable in
 * /configuracoes in demo mode).
 */
export const MAIL_EVERY_MS = 15_000;
/** A queued message waits this long for its transaction to commit before the nudged run. */
const NUDGE_DELAY_MS = 1_000;

/** A nodemailer SMTP transport for SMTP_URL, with timeouts that fit inside the claim's lease. */
export function createMailTransport(smtpUrl: string): MailTransport & { close(): void } {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
}

export type MailWorker = { nudge: () => void; stop: () => Promise<void> };

export function startMailWorker(
  db: Database,
  transport: MailTransport & { close?: () => void },
  options: { from: string; logger: Logger; everyMs?: number; batch?: number },
): MailWorker {
  const batch = options.batch ?? DEFAULT_BATCH;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = async () => {
    do {
      again = false;
      let full = true;
      while (full && !stopped) {
        const report = await sendDueMail(db, transport, { from: options.from, batch });
        if (report.failed > 0) options.logger.warn({ ...report }, "some mail could not be sent; will retry");
        full = report.claimed === batch;
      }
    } while (again && !stopped);
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => options.logger.warn({ err }, "mail worker run failed"))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(run, options.everyMs ?? MAIL_EVERY_MS);
  timer.unref();
  let nudgeTimer: NodeJS.Timeout | null = null;
  const nudge = () => {
    if (stopped || nudgeTimer) return;
    nudgeTimer = setTimeout(() => {
      nudgeTimer = null;
      run();
    }, NUDGE_DELAY_MS);
    nudgeTimer.unref();
  };
  const unsubscribe = onMailQueued(nudge);
  run();

  return {
    nudge,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (nudgeTimer) clearTimeout(nudgeTimer);
      unsubscribe();
      await running;
      transport.close?.();
    },
  };
}

/** Starts the worker when SMTP_URL is set (index.ts says at start when it is not). */
export function startMailFromEnv(db: Database, env: Env, logger: Logger): MailWorker | null {
  if (!env.smtpUrl) return null;
  return startMailWorker(db, createMailTransport(env.smtpUrl), { from: env.mailFrom, logger });
}
