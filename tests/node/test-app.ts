import { randomBytes } from "node:crypto";
import pg from "pg";
import { createApp, type App, type AppOptions } from "../../src/server/app.ts";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { seedDemo } from "../../src/server/db/seed.ts";
import { loadEnv, type Env } from "../../src/server/env.ts";

/**
 * The app in-process on a fresh, migrated database with the demo users: PGlite in memory in the
 * `api-pglite` project, a new PostgreSQL database (created here, dropped by `close`) in the
 * `api-postgres` project. Call it once per test file (beforeAll); `withEnv` builds more apps with
 * other settings over the same database.
 */
export type TestApp = {
  app: App;
  env: Env;
  handle: DatabaseHandle;
  db: DatabaseHandle["db"];
  withEnv: (vars: Record<string, string>, options?: Partial<AppOptions>) => App;
  close: () => Promise<void>;
};

export const TEST_DB = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

export function testEnv(vars: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DIST_DIR: "/nonexistent/dist", ...vars });
}

/** A new empty PostgreSQL database on the test server; returns its URL and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `academico_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export async function createTestApp(
  vars: Record<string, string> = {},
  options: Partial<AppOptions> & { seed?: boolean } = {},
): Promise<TestApp> {
  const { seed = true, ...appOptions } = options;
  let drop = async () => {};
  let handle: DatabaseHandle;
  if (TEST_DB === "postgres") {
    const database = await createPostgresDatabase();
    drop = database.drop;
    handle = await openDatabase({ databaseUrl: database.url });
  } else {
    handle = await openDatabase({ memory: true });
  }
  await migrateDatabase(handle);
  if (seed) await seedDemo(handle.db);
  const build = (more: Record<string, string>, extra: Partial<AppOptions> = {}) =>
    createApp({ db: handle.db, env: testEnv({ ...vars, ...more }), ...appOptions, ...extra });
  const env = testEnv(vars);
  return {
    app: build({}),
    env,
    handle,
    db: handle.db,
    withEnv: build,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
