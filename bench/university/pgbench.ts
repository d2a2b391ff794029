/**
 * The reference the enrolment rush on PostgreSQL is compared with: PostgreSQL's own `pgbench`
 * running its built-in TPC-B-like transaction (three UPDATEs, a SELECT and an INSERT in one
 * transaction, each client its own row of `pgbench_branches` among 50) on the same server, in a
 * database of its own, with prepared statements and as many clients as the server's pool. An
 * enrolment is of the same kind: one transaction that locks rows and writes a few, behind rules.
 * A raw single-row INSERT (raw-insert.ts) does none of that and was the wrong yardstick.
 */
import { spawn } from "node:child_process";
import pg from "pg";
import { postgresBinDir } from "../../scripts/ensure-deps.ts";

export const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 50);
export const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 30);

export type PgbenchResult = {
  tps: number;
  latencyMs: number;
  clients: number;
  scale: number;
  seconds: number;
  initSeconds: number;
  version: string;
};

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${out}`)),
    );
  });
}

/** The figure from pgbench's summary, e.g. `tps = 1234.567890 (without initial connection time)`. */
export function parsePgbench(out: string): { tps: number; latencyMs: number; version: string } {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(out);
  const latency = /^latency average = ([\d.]+) ms/m.exec(out);
  const version = /^pgbench \((.+)\)$/m.exec(out);
  if (!tps || !latency) throw new Error(`pgbench printed no tps or latency:\n${out}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]), version: version?.[1] ?? "" };
}

/**
 * pgbench on the server of `url`, in a database `pgbench_reference` created for it and dropped
 * after: initialised at `scale` (server-side generation, vacuumed, primary keys), then `seconds`
 * of the default script with `-M prepared` and `clients` clients on two threads.
 */
export async function pgbenchTps(
  url: string,
  { clients = 10, scale = PGBENCH_SCALE, seconds = PGBENCH_SECONDS } = {},
): Promise<PgbenchResult> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql");
  const target = new URL(url);
  target.pathname = "/pgbench_reference";
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("drop database if exists pgbench_reference");
    await admin.query("create database pgbench_reference");
    const started = performance.now();
    await run(`${binDir}/pgbench`, ["-i", "-q", "-s", String(scale), "-I", "dtGvp", target.toString()]);
    const initSeconds = (performance.now() - started) / 1000;
    const out = await run(`${binDir}/pgbench`, [
      "-n",
      "-M",
      "prepared",
      "-c",
      String(clients),
      "-j",
      String(Math.min(2, clients)),
      "-T",
      String(seconds),
      target.toString(),
    ]);
    return { ...parsePgbench(out), clients, scale, seconds, initSeconds };
  } finally {
    await admin.query("drop database if exists pgbench_reference").catch(() => undefined);
    await admin.end();
  }
}
