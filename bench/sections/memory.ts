/**
 * Section `memory`: resident memory (RSS, as the kernel counts it) of the real server in its
 * production configuration (harness/demo-databases.ts) on the demo data — right after start,
 * idle after a settle, under load (autocannon, 10 connections, over the Discente's calls), and
 * after the load once settled again — on PGlite and on PostgreSQL (`BENCH_MEMORY_TARGETS`). On
 * PGlite it also says what PostgreSQL-in-WebAssembly holds itself: its WebAssembly memory (the
 * size of that mapping and how much of it is resident, read from /proc/<pid>/smaps). Goals:
 * PostgreSQL ≤ 150 MiB idle, PGlite ≤ 300 MiB idle, after the load within 20 % of idle.
 * `BENCH_MEMORY_SETTLE` seconds of settling (default 20).
 */
import { readFileSync } from "node:fs";
import { atMost, ratio, type Section } from "../harness/report.ts";
import { load } from "../harness/autocannon.ts";
import { memoryMiB } from "../harness/server.ts";
import { onEachDemo, TARGET_LABEL, type DemoDatabase } from "../harness/demo-databases.ts";

const SETTLE_SECONDS = Number(process.env.BENCH_MEMORY_SETTLE ?? 20);
const LOAD_SECONDS = 4;
const GOAL_IDLE_MIB = { pglite: 300, postgres: 150 } as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mib = (n: number) => `${n.toFixed(0)} MiB`;

/**
 * A WebAssembly memory in V8 (64-bit Linux) is an 8 GiB reservation whose accessible part is
 * the memory's current size: a read-write mapping directly followed by an inaccessible one, the
 * two summing to 8 GiB. Returns each such memory's size and resident part, in MiB.
 */
export function wasmMemories(pid: number): { sizeMiB: number; residentMiB: number }[] {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return [];
  }
  const maps: { start: bigint; end: bigint; perms: string; rssKiB: number }[] = [];
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S{4})/.exec(line);
    if (head)
      maps.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3] ?? "", rssKiB: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rssKiB = Number(rss[1]);
  }
  const out: { sizeMiB: number; residentMiB: number }[] = [];
  const eightGiB = 8n * 2n ** 30n;
  for (let i = 0; i + 1 < maps.length; i++) {
    const rw = maps[i];
    const guard = maps[i + 1];
    if (!rw || !guard || rw.perms !== "rw-p" || guard.perms !== "---p" || rw.end !== guard.start) continue;
    if (guard.end - rw.start !== eightGiB) continue;
    out.push({ sizeMiB: Number(rw.end - rw.start) / 2 ** 20, residentMiB: rw.rssKiB / 1024 });
  }
  return out;
}

async function measure(section: Section, db: DemoDatabase): Promise<void> {
  const label = TARGET_LABEL[db.name];
  const server = await db.start({ logs: "pipe" });
  try {
    const afterStart = memoryMiB(server.pid);
    await sleep(SETTLE_SECONDS * 1000);
    const idle = memoryMiB(server.pid);
    const wasmIdle = wasmMemories(server.pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(memoryMiB(server.pid)), 100);
    const headers = { cookie: db.discenteCookie };
    for (const path of ["/api/_auth/session", "/api/horario", "/api/matriculas", "/api/historico/discente"]) {
      await load(`${server.base}${path}`, { seconds: LOAD_SECONDS, headers, warmupSeconds: 0 });
    }
    clearInterval(sampler);
    const peakUnderLoad = Math.max(...samples);
    const meanUnderLoad = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
    await sleep(SETTLE_SECONDS * 1000);
    const after = memoryMiB(server.pid);
    const wasmAfter = wasmMemories(server.pid);
    const goal = GOAL_IDLE_MIB[db.name];
    section.row({ what: `${label}: RSS right after start (first answer)`, figure: mib(afterStart) });
    section.row({
      what: `${label}: RSS idle (${SETTLE_SECONDS} s after start)`,
      figure: mib(idle),
      goal: `≤ ${goal} MiB`,
      verdict: atMost(idle, goal),
    });
    section.row({
      what: `${label}: RSS under load (10 connections, 4 calls × ${LOAD_SECONDS} s)`,
      figure: `mean ${mib(meanUnderLoad)}, peak ${mib(peakUnderLoad)}`,
    });
    section.row({
      what: `${label}: RSS after the load (${SETTLE_SECONDS} s settled)`,
      figure: mib(after),
      reference: `idle ${mib(idle)}`,
      ratio: ratio(after, idle),
      goal: "≤ 1.20×",
      verdict: atMost(after / idle, 1.2),
    });
    section.row({ what: `${label}: peak RSS of the whole run (VmHWM)`, figure: mib(memoryMiB(server.pid, "VmHWM")) });
    if (db.name === "pglite") {
      const describe = (list: typeof wasmIdle) =>
        list.map((m) => `${mib(m.sizeMiB)} (${mib(m.residentMiB)} resident)`).join(" + ") || "not found";
      section.row({
        what: "PGlite: its WebAssembly memory, idle → after the load",
        figure: `${describe(wasmIdle)} → ${describe(wasmAfter)}`,
      });
    }
  } finally {
    await server.stop();
  }
}

export async function benchMemory(section: Section): Promise<void> {
  section.note(
    "RSS of the server process (VmRSS from /proc; for PostgreSQL the Node process only, not the database's). " +
      "Server: scripts/start.ts with NODE_ENV=production, DEMO=1, LOG_LEVEL=info (log into a pipe), started on an " +
      `existing demo database. Load: autocannon (own process), 10 connections, ${LOAD_SECONDS} s each on the Discente's ` +
      "session, /api/horario, /api/matriculas and /api/historico/discente, RSS sampled every 100 ms.",
  );
  await onEachDemo("BENCH_MEMORY_TARGETS", "bench-memory", (db) => measure(section, db));
}
