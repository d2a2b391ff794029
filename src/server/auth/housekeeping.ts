import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { deleteExpiredResetTokens } from "./recovery.writes.ts";
import { deleteExpiredSessions } from "./sessions.ts";
import { deleteStaleThrottles } from "./throttle.ts";
import { readTimeZone } from "../configuracoes/configuracoes.queries.ts";
import { expireWaitlists } from "../matriculas/seats.ts";
import { deleteStaleLookups } from "../http/code-throttle.ts";

/**
 * Every hour: drops expired sessions, recovery links past their hour and finished throttle
 * entries (logins and recovery requests, throttle.ts; code lookups, http/code-throttle.ts), and
 * expires the waitlists of terms whose drop deadline is behind (matriculas/seats.ts). Correctness never depends on it (lookups check expiry
 * themselves); it only keeps the tables small. Safe to run from several processes at once.
 */
export function startHousekeeping(db: Database, logger: Logger, everyMs = 60 * 60 * 1000): () => void {
  const run = async () => {
    try {
      await deleteExpiredSessions(db);
      await deleteStaleThrottles(db);
      await deleteExpiredResetTokens(db);
      await deleteStaleLookups(db);
      await expireWaitlists(db, await readTimeZone(db));
    } catch (err) {
      logger.warn({ err }, "housekeeping failed");
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
