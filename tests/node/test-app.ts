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
 * `api-pglite` project, a new PostgreSQL database (a copy of a template, dropped by `close`) in the
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
  const name = `academico_test_${randomBytes(6).toString("hex")}`;
  await onTestServer((admin) => admin.query(`create database ${name}`));
  return databaseNamed(name);
}

async function onTestServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseNamed(name: string): { url: string; drop: () => Promise<void> } {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onTestServer((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/**
 * PostgreSQL: a fresh database is `CREATE DATABASE … TEMPLATE` of one migrated and seeded once (a
 * copy of its files, a fraction of a second) instead of the migrations and the demo seed in every
 * test file. The template is named by the same key as the PGlite snapshot below, so a change of the
 * code, the migrations or the hour makes a new one. Test files starting at once take turns on an
 * advisory lock, under which the template is made when missing (under another name, renamed when
 * whole), templates of other keys are dropped and the copy is made: nothing drops a template
 * while another file copies it.
 */
async function copyOfTemplate(seed: boolean): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = (demo: boolean) => `academico_tpl_${snapshotKey(demo)}_${demo ? "demo" : "bare"}`;
  const name = `academico_test_${randomBytes(6).toString("hex")}`;
  await onTestServer(async (admin) => {
    await admin.query("select pg_advisory_lock(hashtext('academico-test-template'))");
    const wanted = template(seed);
    const found = await admin.query("select 1 from pg_database where datname = $1", [wanted]);
    if (found.rowCount === 0) {
      const building = `${wanted}_${randomBytes(3).toString("hex")}`;
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ databaseUrl: databaseNamed(building).url });
      try {
        await migrateDatabase(handle);
        if (seed) await seedDemo(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${wanted}`);
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'academico\\_tpl\\_%' and datname <> all($1::text[])",
        [[template(true), template(false)]],
      );
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`);
    }
    await admin.query(`create database ${name} template ${wanted}`);
    // The lock is the session's: it goes with the connection.
  });
  return databaseNamed(name);
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
    const database = await copyOfTemplate(seed);
    drop = database.drop;
    handle = await openDatabase({ databaseUrl: database.url });
  } else {
    handle = await openDatabase({ memory: true, snapshot: await pgliteSnapshot(seed) });
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
