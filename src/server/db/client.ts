import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { cachedStatements } from "./pglite-statements.ts";
import * as schema from "./schema.ts";

/**
 * Where the data lives: PostgreSQL when DATABASE_URL is set (production, several server
 * processes), otherwise PGlite — PostgreSQL compiled to WebAssembly — in a folder on disk
 * (`${DATA_DIR}/pglite`), so a fresh clone runs with nothing to install. Tests open PGlite in
 * memory. Both are typed as the common Drizzle base, so no code above this file knows which.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle =
  | { kind: "pglite"; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: "postgres"; db: Database; pool: pg.Pool; close: () => Promise<void> };

/** `memory` with `snapshot`: an in-memory PGlite started from a dumped data folder (`dumpDataDir`). */
export type DatabaseTarget =
  { databaseUrl: string; poolSize?: number } | { pgliteDir: string } | { memory: true; snapshot?: Blob };

/**
 * PGlite's PostgreSQL settings: its own start parameters plus `shared_buffers` at 32 MB instead
 * of the 128 MB initdb writes. PGlite's memory is one WebAssembly memory (128 MiB when it
 * starts, the module's minimum; it only grows, up to 2 GiB, and never returns pages): the buffer
 * pool is the largest fixed part of it, and PostgreSQL touches it all at start, so the whole pool
 * is resident even in an idle server (the bench's memory section has the figures). Pages beyond the pool are read from
 * the data folder through the operating system's cache. The rest grows with use and is bounded
 * by PostgreSQL's own limits: `work_mem` (4 MB) per sort or hash of a query,
 * `maintenance_work_mem` (64 MB) for an index build, the catalog caches and the prepared
 * statements (at most 200, pglite-statements.ts).
 */
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("databaseUrl" in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: target.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema });
    return { kind: "postgres", db, pool, close: () => pool.end() };
  }
  // PGlite ships PostgreSQL's contrib extensions as separate modules; the migrations create the
  // ones loaded here (pg_trgm: the users' "contains" search index, migration 0003).
  const extensions = { pg_trgm };
  let client: PGlite;
  if ("pgliteDir" in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    client = await PGlite.create({ dataDir: target.pgliteDir, extensions, startParams });
  } else if (target.snapshot) {
    client = await PGlite.create({ extensions, startParams, loadDataDir: target.snapshot });
  } else {
    client = await PGlite.create({ extensions, startParams });
  }
  // Drizzle's statements are prepared once and kept (pglite-statements.ts); `client` stays PGlite's own.
  const db = drizzlePglite({ client: cachedStatements(client), schema });
  return { kind: "pglite", db, client, close: () => client.close() };
}

/** The target the environment asks for. */
export function databaseTarget(env: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
}): DatabaseTarget {
  return env.databaseUrl
    ? { databaseUrl: env.databaseUrl, poolSize: env.databasePoolSize ?? 10 }
    : { pgliteDir: join(env.dataDir, "pglite") };
}
