import { defineConfig } from "drizzle-kit";
import { loadEnv } from "./src/server/env.ts";

/**
 * drizzle-kit: `npm run db:generate` writes a migration into drizzle/ from the schema; the
 * server applies the same files at start on PGlite and on PostgreSQL (src/server/db/migrate.ts).
 * `migrate`/`studio` reach PostgreSQL when DATABASE_URL is set, else the embedded PGlite folder.
 */
const env = loadEnv();

export default env.databaseUrl
  ? defineConfig({
      dialect: "postgresql",
      schema: "./src/server/db/schema.ts",
      out: "./drizzle",
      dbCredentials: { url: env.databaseUrl },
    })
  : defineConfig({
      dialect: "postgresql",
      driver: "pglite",
      schema: "./src/server/db/schema.ts",
      out: "./drizzle",
      dbCredentials: { url: `${env.dataDir}/pglite` },
    });
