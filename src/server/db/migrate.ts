import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";
import * as schema from "./schema.ts";

/**
 * Applies the checked-in migrations (drizzle/*.sql) at start, the same files on PGlite and on
 * PostgreSQL; Drizzle records what ran in `drizzle.__drizzle_migrations`.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** An arbitrary constant: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_402_611;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: handle.client, schema }), config);
    return;
  }
  // Several processes may start together against one PostgreSQL: one migrates, the others wait
  // for it and then find nothing left to do.
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), config);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
