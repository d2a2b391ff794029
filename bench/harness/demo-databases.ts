/**
 * The databases the API and memory benches run on, each with the demo data: PGlite in a scratch
 * folder, or a throwaway PostgreSQL (scripts/pg.ts). `prepareDemo` starts the real server once
 * (migrations, demo seed), logs the Discente in, and stops it, so every measured start is a
 * start on an existing demo database, as in production. The server runs as production runs it:
 * NODE_ENV=production, LOG_LEVEL=info, the demo data (DEMO=1).
 */
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { loginCookie, startBenchServer, type BenchServer, type BenchServerOptions } from "./server.ts";
import { startPostgres } from "../../scripts/pg.ts";
import { root } from "../../scripts/run.ts";

export type TargetName = "pglite" | "postgres";
export const TARGET_LABEL: Record<TargetName, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

export type DemoDatabase = {
  name: TargetName;
  /** The variables that point a server at it (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** The Discente's session cookie (`name=value`), valid in `env` and in `copyEnv()`. */
  discenteCookie: string;
  /** For PGlite, a copy of the folder (a second process cannot open the same one); PostgreSQL: the same. */
  copyEnv: () => Record<string, string>;
  /** The production configuration on this database. */
  start: (options?: BenchServerOptions) => Promise<BenchServer>;
  dispose: () => void;
};

export const PRODUCTION_ENV = { NODE_ENV: "production", DEMO: "1", LOG_LEVEL: "info" };

export function benchTargets(variable: string): TargetName[] {
  const names = (process.env[variable] ?? "pglite,postgres").split(",").map((s) => s.trim());
  return names.filter((n): n is TargetName => n === "pglite" || n === "postgres");
}

/** `use` on a fresh demo database of each target `variable` names (both by default), disposed after. */
export async function onEachDemo(
  variable: string,
  scratch: string,
  use: (db: DemoDatabase) => Promise<void>,
): Promise<void> {
  for (const name of benchTargets(variable)) {
    const db = await prepareDemo(name, `${scratch}-${name}`);
    try {
      await use(db);
    } finally {
      db.dispose();
    }
  }
}

export async function prepareDemo(name: TargetName, scratch: string): Promise<DemoDatabase> {
  let env: Record<string, string>;
  let stopPostgres = () => {};
  const dataDir = join(root, ".tmp", scratch);
  const copyDir = `${dataDir}-copy`;
  if (name === "pglite") {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(copyDir, { recursive: true, force: true });
    env = { DATA_DIR: dataDir };
  } else {
    const pg = await startPostgres();
    stopPostgres = pg.stop;
    env = { DATABASE_URL: pg.url };
  }
  const first = await startBenchServer({ ...env, ...PRODUCTION_ENV });
  const discenteCookie = await loginCookie(first.base, "discente");
  await first.stop();
  let copied = false;
  return {
    name,
    env,
    discenteCookie,
    copyEnv: () => {
      if (name === "postgres") return env;
      if (!copied) cpSync(dataDir, copyDir, { recursive: true });
      copied = true;
      return { DATA_DIR: copyDir };
    },
    start: (options) => startBenchServer({ ...env, ...PRODUCTION_ENV }, options),
    dispose: () => {
      stopPostgres();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}
