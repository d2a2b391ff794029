import { seededRandom as random } from "../../src/domain/seeded-random.ts";
/**
 * The users' benchmark (issue 14): with 50,000 generated users, on PGlite and on a PostgreSQL
 * started here, the office's user search `GET /api/usuarios` (p50/p95 of a few realistic query
 * shapes; goal p95 ≤ 50 ms) and a 10,000-row CSV dry run and import (time, server memory).
 * Figures, never assertions; loopback only; bounded loops. `npm run bench` calls it; alone:
 * `node scripts/bench-users.ts` (BENCH_USERS_TARGETS=pglite,postgres, BENCH_USERS_ROUNDS=60).
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { CSV_COLUMNS } from "../../src/domain/user-input.ts";
import { atMost, Section } from "../harness/report.ts";
import { startPostgres } from "../../scripts/pg.ts";
import { freePort, root } from "../../scripts/run.ts";

const USERS = 50_000;
const IMPORT_ROWS = 10_000;
const ROUNDS = Number(process.env.BENCH_USERS_ROUNDS ?? 60);
const TARGETS = (process.env.BENCH_USERS_TARGETS ?? "pglite,postgres").split(",");

/** Deterministic names as an institute's office would type them, accents included. */
export const FIRST = [
  "Maria",
  "João",
  "Ana",
  "José",
  "Antônio",
  "Francisca",
  "Luís",
  "Letícia",
  "Conceição",
  "Paulo",
  "Beatriz",
  "Sérgio",
  "Gabriela",
  "André",
  "Mônica",
  "Rafael",
  "Inês",
  "Márcio",
  "Juliana",
  "Fábio",
];
export const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Araújo",
  "Conceição",
  "Gonçalves",
  "Pereira",
  "Lima",
  "Carvalho",
  "Ribeiro",
  "Almeida",
  "Simões",
  "Magalhães",
  "Rocha",
  "Barbosa",
  "Câmara",
  "Fernandes",
  "Assunção",
  "Brandão",
  "Lopes",
  "Nogueira",
  "Galvão",
  "Teixeira",
  "Figueiredo",
];

export const ascii = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** `count` users as CSV lines, idcbpf `{prefix}.{first}.{last}.{n}`; 90 % Discentes, the rest Docentes. */
export function generatedCsv(count: number, prefix: string, seed: number): string {
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function memory(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.replace(/\D/g, "")) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

type Server = { base: string; pid: number; stop: () => Promise<void> };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error("server did not start in 180 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: child.pid ?? 0,
    stop: () => new Promise((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))),
  };
}

async function adminCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/_auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ idcbpf: "admin", password: "demo1234" }),
  });
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** One import: its wall time, the server's highest RSS while it ran (sampled), and the report. */
async function timedImport(server: Server, cookie: string, csv: string, query: string) {
  let peak = memory(server.pid, "VmRSS");
  const sampler = setInterval(() => (peak = Math.max(peak, memory(server.pid, "VmRSS"))), 10);
  const t = performance.now();
  const res = await fetch(`${server.base}/api/usuarios/importacao?${query}`, {
    method: "POST",
    headers: { cookie, "content-type": "text/csv" },
    body: csv,
  });
  const report = (await res.json()) as { created: number; updated: number; unchanged: number; errors: unknown[] };
  const ms = performance.now() - t;
  clearInterval(sampler);
  return { ms, peak: Math.max(peak, memory(server.pid, "VmRSS")), status: res.status, report };
}

const SEARCHES: [string, string][] = [
  ["name fragment, no accents (q=silva)", "q=silva"],
  ["name fragment, accented (q=conceição)", `q=${encodeURIComponent("conceição")}`],
  ["the same, typed without accents (q=conceicao)", "q=conceicao"],
  ["filter level + status", "level=Discente&status=trancado"],
  ["fragment + filter (q=araujo&level=Docente)", "q=araujo&level=Docente"],
  ["a page deep in the list (page 2000 of 2500)", "page=2000&pageSize=20"],
];

async function searches(section: Section, name: string, server: Server, cookie: string): Promise<void> {
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
  let server = await startServer(env);
  let cookie = await adminCookie(server.base);
  const loaded = await timedImport(server, cookie, generatedCsv(USERS, "b", 1), "dryRun=false");
  section.row({
    what: `${name}: loading ${USERS} users through the import (${loaded.report.created} created)`,
    figure: `${(loaded.ms / 1000).toFixed(1)} s, peak RSS ${loaded.peak.toFixed(0)} MiB`,
  });
  // A fresh process, so its memory figures are the import's alone.
  await server.stop();
  server = await startServer(env);
  cookie = await adminCookie(server.base);
  section.row({
    what: `${name}: server memory after start (RSS)`,
    figure: `${memory(server.pid, "VmRSS").toFixed(0)} MiB`,
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
  if (TARGETS.includes("pglite")) {
    const dataDir = join(root, ".tmp", "bench-users-pglite");
    rmSync(dataDir, { recursive: true, force: true });
    await benchTarget(section, "PGlite", { DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (TARGETS.includes("postgres")) {
    const postgres = await startPostgres();
    try {
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query("create database bench_users");
      await admin.end();
      const url = new URL(postgres.url);
      url.pathname = "/bench_users";
      const version = await new pg.Client({ connectionString: url.toString() });
      await version.connect();
      const { rows } = await version.query<{ server_version: string }>("show server_version");
      await version.end();
      await benchTarget(section, `PostgreSQL ${rows[0]?.server_version ?? ""}`, { DATABASE_URL: url.toString() });
    } finally {
      postgres.stop();
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await benchUsers(new Section("users", "Users"));
