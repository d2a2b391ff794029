import type { Logger } from "pino";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { runHolds } from "../requerimentos/holds.ts";
import { sendReminders } from "./reminders.ts";

/**
 * The programme year's hourly job (rule 23): holds start and end (rule 8), then the reminders.
 * A minute after the server starts, then every hour; one process at a time: on PostgreSQL a
 * session advisory lock taken with `pg_try_advisory_lock` on a connection of its own for the
 * run (another process finding it taken skips this run — its work is done by the holder); on
 * PGlite, whose data folder one process owns, a flag in this process. The parts are safe even
 * without it (each hold and reminder is claimed in its own transaction); the lock keeps two
 * processes from doing the same scan at once.
 */
const LOCK_KEY = "academico:programme-year-job";
const running = new Set<string>();

export type JobReport = { started: number; ended: number; queued: number };

/** Runs `work` while holding the job's lock; null when another run holds it. */
export async function withJobLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T | null> {
  if (handle.kind === "pglite") {
    if (running.has(LOCK_KEY)) return null;
    running.add(LOCK_KEY);
    try {
      return await work();
    } finally {
      running.delete(LOCK_KEY);
    }
  }
  const client = await handle.pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>("select pg_try_advisory_lock(hashtext($1)) as got", [
      LOCK_KEY,
    ]);
    if (!rows[0]?.got) return null;
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** One run: holds, then reminders; null when another process (or run) had the lock. */
export async function runProgrammeYearJob(handle: DatabaseHandle, now = new Date()): Promise<JobReport | null> {
  return withJobLock(handle, async () => {
    const holds = await runHolds(handle.db, await todayThere(handle.db, now));
    const queued = await sendReminders(handle.db, now);
    return { ...holds, queued };
  });
}

export function startProgrammeYearJob(
  handle: DatabaseHandle,
  logger: Logger,
  { everyMs = 60 * 60 * 1000, firstAfterMs = 60 * 1000 } = {},
): () => void {
  const run = async () => {
    try {
      const report = await runProgrammeYearJob(handle);
      if (report && (report.started || report.ended || report.queued)) logger.info(report, "programme-year job");
    } catch (err) {
      logger.warn({ err }, "programme-year job failed");
    }
  };
  const first = setTimeout(() => void run(), firstAfterMs);
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
