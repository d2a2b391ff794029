/**
 * Section `processes`: the generated university (bench/university) on a crash-safe PostgreSQL,
 * and the same enrolment rush as `scale` (2,000 students a second for a minute) against one, two
 * and three server processes sharing one port through Node's cluster module
 * (processes-cluster.ts: the primary hands each connection to the next worker; no proxy copies
 * the bytes). Between runs the rush's enrolments are undone, so each run starts from the same
 * data. Each process starts as `npm start` does, all at once: migrations under an advisory lock,
 * the demo seed's once-only insert, housekeeping. Printed: throughput of each beside pgbench's
 * TPC-B-like rate on the same server (university/pgbench.ts) and beside one process, latency,
 * and the oversell check.
 * `BENCH_SCALE_PROCESSES` (1,2,3) and the `scale` section's settings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client.ts";
import { DEMO_USERS } from "../../src/server/db/demo-users.ts";
import { MIGRATIONS_FOLDER } from "../../src/server/db/migrate.ts";
import { ratio, type Section } from "../harness/report.ts";
import { RATE, SECONDS, oversellRow, rushRows } from "./scale.ts";
import { SCALE, postgresScenario } from "../university/scenario.ts";
import { CPU_PROFILE_FLAGS, startBenchServer, type BenchServer } from "../harness/server.ts";

const COUNTS = (process.env.BENCH_SCALE_PROCESSES ?? "1,2,3").split(",").map(Number);

/** `workers` server processes behind one port; ready once every one listens. */
function startCluster(env: Record<string, string>, workers: number): Promise<BenchServer> {
  return startBenchServer(
    { ...env, BENCH_WORKERS: String(workers) },
    {
      nodeFlags: CPU_PROFILE_FLAGS,
      script: "bench/sections/processes-cluster.ts",
      scriptArgs: ["scripts/start.ts"],
      readyLine: `ready ${workers}`,
    },
  );
}

export async function benchProcesses(section: Section): Promise<void> {
  section.note(
    `Scale ${SCALE}; the rush: ${RATE} requests/s for ${SECONDS} s at fixed times through up to 200 connections, latency from each request's scheduled time; the processes share one port through Node's cluster module (round-robin), each with its own pool of DATABASE_POOL_SIZE (20) connections.`,
  );
  // The first start is three processes at once on an empty database: each migrates (under the
  // advisory lock of src/server/db/migrate.ts) and seeds the demo (once-only inserts).
  let started = Number.NaN;
  const s = await postgresScenario(async (env) => {
    const t = performance.now();
    await (await startCluster(env, 3)).stop();
    started = (performance.now() - t) / 1000;
  });
  try {
    const handle = await openDatabase(s.target);
    try {
      const count = async (query: SQL) =>
        Number(((await handle.db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]?.n);
      const migrations = await count(sql`select count(*) as n from drizzle.__drizzle_migrations`);
      const journal = (
        JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
          entries: unknown[];
        }
      ).entries.length;
      const demo = await count(sql`select count(*) as n from users where idcbpf in ${DEMO_USERS.map((u) => u.idcbpf)}`);
      const current = await count(sql`select count(*) as n from terms where current`);
      section.row({
        what: `3 processes started at once on an empty database (migrations ${migrations} of ${journal}, demo users ${demo} of ${DEMO_USERS.length}, current terms ${current})`,
        figure: `all listening in ${started.toFixed(1)} s`,
        goal: "each migration and demo row once",
        verdict: migrations === journal && demo === DEMO_USERS.length && current === 1 ? "met" : "missed",
      });
    } finally {
      await handle.close();
    }
    const reference = await s.rushReference();
    let single = Number.NaN;
    for (const count of COUNTS) {
      const cluster = await startCluster(s.env, count);
      const label = `${s.name}, ${count} process${count === 1 ? "" : "es"}`;
      let throughput = Number.NaN;
      try {
        throughput = (await rushRows(section, label, s, cluster, reference)).throughput;
      } finally {
        await cluster.stop();
      }
      if (count === 1) single = throughput;
      else
        section.row({
          what: `${label}: throughput beside one process`,
          figure: `${throughput.toFixed(0)}/s`,
          reference: `1 process ${single.toFixed(0)}/s`,
          ratio: ratio(throughput, single),
        });
      await oversellRow(section, label, s);
    }
  } finally {
    await s.close();
  }
}
