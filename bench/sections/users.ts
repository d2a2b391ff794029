/**
 * Section `users`: with 50,000 generated users, on PGlite and on a PostgreSQL started here, the
 * office's user search `GET /api/usuarios` (p50/p95 of a few realistic query shapes; goal p95 ≤
 * 50 ms) and a 10,000-row CSV dry run and import (time, server memory). Figures, never
 * assertions; loopback only; bounded loops. `BENCH_USERS_TARGETS` (pglite,postgres),
 * `BENCH_USERS_ROUNDS` (60) rounds a search.
 */
import { seededRandom as random } from "../../src/domain/seeded-random.ts";
import { rmSync } from "node:fs";
import { CSV_COLUMNS } from "../../src/domain/user-input.ts";
import { ascii, FIRST, LAST } from "../harness/people.ts";
import { atMost, type Section } from "../harness/report.ts";
import { benchTargets } from "../harness/demo-databases.ts";
import { postgresDatabase } from "../harness/postgres.ts";
import {
  loginCookie,
  memoryMiB,
  percentile,
  scratchDir,
  startBenchServer,
  type BenchServer,
} from "../harness/server.ts";

const USERS = 50_000;
const IMPORT_ROWS = 10_000;
const ROUNDS = Number(process.env.BENCH_USERS_ROUNDS ?? 60);

/** `count` users as CSV lines, idcbpf `{prefix}.{first}.{last}.{n}`; 90 % Discentes, the rest Docentes. */
function generatedCsv(count: number, prefix: string, seed: number): string {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const lines = [CSV_COLUMNS.join(",")];
  for (let n = 0; n < count; n++) {
    const first = pick(FIRST);
    const last = [pick(LAST), pick(LAST)];
    const idcbpf = `${prefix}.${ascii(first)}.${ascii(last[1] ?? "")}.${n}`;
    const teacher = next() < 0.1;
    const status = teacher ? "ativo" : pick(["ativo", "ativo", "ativo", "ativo", "trancado", "inativo", "egresso"]);
    const year = 2012 + Math.floor(next() * 15);
    lines.push(
      [
        idcbpf,
        `${first} ${last.join(" ")}`,
        `${idcbpf}@bench.example.org`,
        teacher ? "Docente" : "Discente",
        pick(["academico", "profissional"]),
        teacher ? "" : pick(["mestrado", "doutorado"]),
        status,
        `${year}.${1 + Math.floor(next() * 2)}`,
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** One import: its wall time, the server's highest RSS while it ran (sampled), and the report. */
async function timedImport(server: BenchServer, cookie: string, csv: string, query: string) {
  let peak = memoryMiB(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMiB(server.pid))), 10);
  const t = performance.now();
  const res = await fetch(`${server.base}/api/usuarios/importacao?${query}`, {
    method: "POST",
    headers: { cookie, "content-type": "text/csv" },
    body: csv,
  });
  const report = (await res.json()) as { created: number; updated: number; unchanged: number; errors: unknown[] };
  const ms = performance.now() - t;
  clearInterval(sampler);
  return { ms, peak: Math.max(peak, memoryMiB(server.pid)), status: res.status, report };
}

const SEARCHES: [string, string][] = [
  ["name fragment, no accents (q=silva)", "q=silva"],
  ["name fragment, accented (q=conceição)", `q=${encodeURIComponent("conceição")}`],
  ["the same, typed without accents (q=conceicao)", "q=conceicao"],
  ["filter level + status", "level=Discente&status=trancado"],
  ["fragment + filter (q=araujo&level=Docente)", "q=araujo&level=Docente"],
  ["a page deep in the list (page 2000 of 2500)", "page=2000&pageSize=20"],
];

async function searches(section: Section, name: string, server: BenchServer, cookie: string): Promise<void> {
  for (const [label, query] of SEARCHES) {
    const url = `${server.base}/api/usuarios?${query}`;
    let total = 0;
    for (let i = 0; i < 3; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer(); // warm
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const body = (await res.json()) as { total?: number };
      times.push(performance.now() - t);
      total = body.total ?? -1;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    section.row({
      what: `${name}: ${label} (${total} found)`,
      figure: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      goal: "p95 ≤ 50 ms",
      verdict: atMost(p95, 50),
    });
  }
}

async function benchTarget(section: Section, name: string, env: Record<string, string>): Promise<void> {
  section.note(`${name}: ${USERS.toLocaleString("en")} generated users, ${ROUNDS} rounds a search.`);
  let server = await startBenchServer(env);
  let cookie = await loginCookie(server.base, "admin");
  const loaded = await timedImport(server, cookie, generatedCsv(USERS, "b", 1), "dryRun=false");
  section.row({
    what: `${name}: loading ${USERS} users through the import (${loaded.report.created} created)`,
    figure: `${(loaded.ms / 1000).toFixed(1)} s, peak RSS ${loaded.peak.toFixed(0)} MiB`,
  });
  // A fresh process, so its memory figures are the import's alone.
  await server.stop();
  server = await startBenchServer(env);
  cookie = await loginCookie(server.base, "admin");
  section.row({
    what: `${name}: server memory after start (RSS)`,
    figure: `${memoryMiB(server.pid).toFixed(0)} MiB`,
  });
  await searches(section, name, server, cookie);

  const csv = generatedCsv(IMPORT_ROWS, "n", 2);

  for (const [label, query] of [
    ["dry run", "dryRun=true"],
    ["import", "dryRun=false"],
    ["the same import again", "dryRun=false"],
  ] as const) {
    const run = await timedImport(server, cookie, csv, query);
    const { created, updated, unchanged } = run.report;
    section.row({
      what: `${name}: ${IMPORT_ROWS}-row CSV (${(csv.length / 1024 / 1024).toFixed(1)} MiB), ${label} (${created} new, ${updated} updated, ${unchanged} unchanged)`,
      figure: `${(run.ms / 1000).toFixed(2)} s, peak RSS ${run.peak.toFixed(0)} MiB`,
    });
  }
  await server.stop();
}

export async function benchUsers(section: Section): Promise<void> {
  for (const target of benchTargets("BENCH_USERS_TARGETS")) {
    if (target === "pglite") {
      const dataDir = scratchDir("users-pglite");
      await benchTarget(section, "PGlite", { DATA_DIR: dataDir });
      rmSync(dataDir, { recursive: true, force: true });
      continue;
    }
    const postgres = await postgresDatabase("bench_users");
    try {
      await benchTarget(section, `PostgreSQL ${postgres.version}`, { DATABASE_URL: postgres.url });
    } finally {
      postgres.stop();
    }
  }
}
