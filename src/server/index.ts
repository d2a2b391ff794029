import { createApp } from "./app.ts";
import { startHousekeeping } from "./auth/housekeeping.ts";
import { databaseTarget, openDatabase } from "./db/client.ts";
import { DEMO_PASSWORD } from "./db/demo-users.ts";
import { listen } from "./http/listener.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDemo } from "./db/seed.ts";
import { loadEnv } from "./env.ts";
import { releaseMemoryWhenIdle } from "./memory-release.ts";
import { createLogger } from "./logger.ts";
import { startPendingDigests } from "./notificacoes/digest.ts";
import { startProgrammeYearJob } from "./prazos/job.ts";
import { jobOrigin, withMailOrigin } from "./notificacoes/mail-origin.ts";

/**
 * Starts the server: opens the database (PGlite in DATA_DIR or PostgreSQL), migrates it, seeds
 * the demo users in demo mode, listens on PORT, and on SIGTERM/SIGINT stops accepting, lets the
 * requests in flight finish, and closes the database (PGlite must be closed to stay consistent).
 */
const SHUTDOWN_GRACE_MS = 10_000;

const env = loadEnv();
const logger = createLogger(env);
const handle = await openDatabase(databaseTarget(env));
await migrateDatabase(handle);
if (env.demo) await seedDemo(handle.db);
// Jobs have no request to take the links of their notification e-mails from (mail-origin.ts).
const stopHousekeeping = withMailOrigin(jobOrigin(env), () => startHousekeeping(handle.db, logger));
const stopDigests = withMailOrigin(jobOrigin(env), () => startPendingDigests(handle.db, logger));
const stopProgrammeYear = withMailOrigin(jobOrigin(env), () => startProgrammeYearJob(handle, logger));
// The worker and nodemailer are loaded only when mail is sent: a process without SMTP_URL does
// not carry them.
const mailWorker = env.smtpUrl ? (await import("./outbox/worker.ts")).startMailFromEnv(handle.db, env, logger) : null;

const app = createApp({ db: handle.db, env, logger });
const server = listen(app.fetch, { port: env.port, ...(env.host ? { hostname: env.host } : {}), logger }, (info) => {
  const { port } = info;
  const where = env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.dataDir}/pglite`;
  // One write, so whoever reads the output (a person, a supervisor, a test) gets it whole.
  const lines = [`Acadêmico listening on ${env.publicOrigin ?? `http://localhost:${port}`} — database: ${where}`];
  if (!env.publicOrigin && !env.demo) {
    // Recovery links are asked for by anyone: a forged Host would otherwise be mailed to a real user.
    lines.push(
      "PUBLIC_ORIGIN is not set: links in mail (password recovery, first access) take each request's Host header. Set it in production.",
    );
  }
  if (env.demo) {
    lines.push(
      `Demo mode is ON (DEMO=0 or NODE_ENV=production turns it off). Demo logins, password "${DEMO_PASSWORD}":`,
      "  admin (Administrador), docente (Docente), discente (Discente)",
    );
  }
  lines.push(
    mailWorker
      ? `Mail is sent through SMTP_URL as ${env.mailFrom}.`
      : `Mail is NOT sent (SMTP_URL is not set): messages stay in the outbox${env.demo ? ", readable in /configuracoes (Correio)" : ""}.`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
});
const stopMemoryRelease = releaseMemoryWhenIdle(server);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  stopHousekeeping();
  stopDigests();
  stopProgrammeYear();
  stopMemoryRelease();
  const mailStopped = mailWorker?.stop();
  // Connections that stay open past the grace period (long keep-alives, stuck clients) are cut.
  const force = setTimeout(() => {
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(force);
  // A send in flight finishes (and records its outcome) before the database closes.
  await mailStopped?.catch((err: unknown) => logger.warn({ err }, "mail worker stop failed"));
  await handle.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
