/**
 * A throwaway PostgreSQL for the test suite: a new cluster in a temporary folder, on a free
 * loopback port, trusted local connections only, removed when stopped. initdb and pg_ctl
 * refuse to run as root, so as root they run as the `postgres` system user.
 */
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresBinDir } from "./ensure-deps.ts";
import { freePort, runSync } from "./run.ts";

export type Postgres = { url: string; stop: () => void };

function asPostgresUser(command: string[]): { status: number; output: string } {
  if (process.getuid?.() !== 0) return runSync(command[0] ?? "", command.slice(1));
  const quoted = command.map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(" ");
  return runSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted]);
}

/**
 * `durable`: keep PostgreSQL's crash safety (fsync on), for benchmarks that compare with the
 * database's own commit rate; tests run without it (faster, and nothing there must survive a crash).
 */
export async function startPostgres({ durable = false }: { durable?: boolean } = {}): Promise<Postgres> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql");
  const dir = mkdtempSync(join(tmpdir(), "academico-pg-"));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const ids = runSync("id", ["-u", "postgres"]);
    const gid = runSync("id", ["-g", "postgres"]);
    chownSync(dir, Number(ids.output.trim()), Number(gid.output.trim()));
  }
  const dataDir = join(dir, "data");
  const port = await freePort();
  const init = asPostgresUser([
    `${binDir}/initdb`,
    "-D",
    dataDir,
    "--auth=trust",
    "--username=postgres",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.output}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? "" : " -c fsync=off"} -c max_connections=200`;
  const start = asPostgresUser([
    `${binDir}/pg_ctl`,
    "-D",
    dataDir,
    "-o",
    options,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.output}`);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      asPostgresUser([`${binDir}/pg_ctl`, "-D", dataDir, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
