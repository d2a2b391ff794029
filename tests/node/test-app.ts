import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
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

/**
 * PGlite: a fresh database is an in-memory copy of a snapshot (PGlite's `dumpDataDir`) of one made
 * once — initdb in WebAssembly, the migrations and the demo seed took ~4 s of every test file; a
 * copy starts in ~0.5 s. The snapshot is a file under `.tmp/test-templates`, named by a hash of
 * what makes it (the migrations, the server's and the domain's code, the seed's hour: the demo data
 * is placed around "now"), so a change of any of them makes a new one; test files running at
 * once may both build it, and the last rename wins with the same content.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|sql|json)$/.test(entry.name) && !entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function snapshotKey(seed: boolean): string {
  const hash = createHash("sha256");
  for (const file of [...sourceFiles("drizzle"), ...sourceFiles("src/server"), ...sourceFiles("src/domain")]) {
    hash.update(file).update(readFileSync(file));
  }
  hash.update(seed ? "demo" : "bare").update(new Date().toISOString().slice(0, 13));
  return hash.digest("hex").slice(0, 24);
}

async function pgliteSnapshot(seed: boolean): Promise<Blob> {
  const dir = join(ROOT, ".tmp", "test-templates");
  const file = join(dir, `${snapshotKey(seed)}-${seed ? "demo" : "bare"}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet in this hour for this code: make it.
  }
  const fresh = await openDatabase({ memory: true });
  if (fresh.kind !== "pglite") throw new Error("expected PGlite");
  try {
    await migrateDatabase(fresh);
    if (seed) await seedDemo(fresh.db);
    const dump = await fresh.client.dumpDataDir("none");
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Snapshots of other code or hours are left behind: drop those older than a day.
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isFile() && path !== file && statSync(path).mtimeMs < Date.now() - 24 * 60 * 60 * 1000)
        rmSync(path, { force: true });
    }
    return dump;
  } finally {
    await fresh.close();
  }
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
    handle = await openDatabase({ memory: true, snapshot: await pgliteSnapshot(seed) });
  }
  if (TEST_DB === "postgres") {
    await migrateDatabase(handle);
    if (seed) await seedDemo(handle.db);
  }
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
