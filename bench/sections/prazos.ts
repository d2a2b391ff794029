/**
 * Section `prazos`: the overdue list (`GET /api/prazos`) at 50,000 students, on PGlite and on a
 * PostgreSQL started here: p50/p95 of the office's first page, a filtered page (`status=vencida`,
 * a programme) and a Docente's list, each with the rows it lists, and the office's list of that
 * Docente's main advisees (`advisor=`). The data (prazos-data.ts) has the
 * shape of the EXPLAIN record in docs/programme-year.md; the plans are printed (EXPLAIN ANALYZE,
 * timing off) for that record. Figures, never assertions; loopback only. Settings:
 * BENCH_PRAZOS_TARGETS (pglite,postgres), BENCH_PRAZOS_ROUNDS (30), BENCH_PRAZOS_STUDENTS (50000).
 */
import { join } from "node:path";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../../src/server/db/client.ts";
import { todayThere } from "../../src/server/configuracoes/configuracoes.queries.ts";
import { overduePageStatement } from "../../src/server/prazos/prazos.queries.ts";
import type { RecordScope } from "../../src/domain/policy.ts";
import type { OverdueQuery } from "../../src/domain/prazos.ts";
import { benchTargets, TARGET_LABEL, type TargetName } from "../harness/demo-databases.ts";
import { postgresDatabase } from "../harness/postgres.ts";
import type { Section } from "../harness/report.ts";
import { percentile, scratchDir, startBenchServer, type BenchServer } from "../harness/server.ts";
import { createSessions, rowsOf } from "../university/bulk.ts";
import { loadProgrammeYear, TEACHERS, type PrazosData } from "./prazos-data.ts";

const ROUNDS = Number(process.env.BENCH_PRAZOS_ROUNDS ?? 30);
const STUDENTS = Number(process.env.BENCH_PRAZOS_STUDENTS ?? 50_000);
const WARM_UP = 3;
/** A start may wait its turn on a loaded machine (the first one migrates and seeds the demo). */
const START_MS = 600_000;

type Target = { name: string; env: Record<string, string>; target: DatabaseTarget; close: () => void };

async function open(name: TargetName): Promise<Target> {
  if (name === "pglite") {
    const dataDir = scratchDir("prazos-pglite");
    return {
      name: "PGlite",
      env: { DATA_DIR: dataDir },
      target: { pgliteDir: join(dataDir, "pglite") },
      close: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const postgres = await postgresDatabase("bench_prazos");
  return {
    name: `${TARGET_LABEL.postgres} ${postgres.version}`,
    env: { DATABASE_URL: postgres.url },
    target: { databaseUrl: postgres.url },
    close: postgres.stop,
  };
}

/** `ROUNDS` sequential GETs after a few warm-ups: sorted times (ms) and the page's `total`. */
async function timed(url: string, cookie: string): Promise<{ times: number[]; total: number }> {
  let total = 0;
  const get = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = (await res.json()) as { total: number };
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
    total = body.total;
    return performance.now() - t;
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await get());
  return { times: times.sort((a, b) => a - b), total };
}

/** The plan of one page's statement, as the server runs it (EXPLAIN ANALYZE, timing off), printed. */
async function printPlan(target: Target, label: string, query: OverdueQuery, scope: RecordScope): Promise<void> {
  const handle = await openDatabase(target.target);
  try {
    const facts = { today: await todayThere(handle.db), scope };
    const plan = rowsOf<Record<string, string>>(
      await handle.db.execute(sql`explain (analyze, costs off, timing off) ${overduePageStatement(query, facts)}`),
    );
    console.log(`  plan, ${target.name}: ${label}`);
    for (const row of plan) console.log(`    ${Object.values(row)[0]}`);
  } finally {
    await handle.close();
  }
}

async function prepare(target: Target): Promise<{ data: PrazosData; admin: string; docente: string; seconds: number }> {
  // The first start migrates and seeds the demo (its `admin`); the year is written beside it, stopped.
  await (await startBenchServer(target.env, { timeoutMs: START_MS })).stop();
  const started = performance.now();
  const handle = await openDatabase(target.target);
  try {
    const data = await loadProgrammeYear(handle.db, STUDENTS);
    const [admin, docente] = await createSessions(handle.db, [data.adminId, data.docenteId]);
    return { data, admin: admin ?? "", docente: docente ?? "", seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

async function benchTarget(section: Section, target: Target): Promise<void> {
  const { data, admin, docente, seconds } = await prepare(target);
  const of = (n: number) => n.toLocaleString("en");
  section.row({
    what: `${target.name}: generated and loaded (${of(STUDENTS)} students, ${TEACHERS} Docentes; ${data.docente} advises ${of(data.advised)} and co-advises ${of(data.coAdvised)})`,
    figure: `${seconds.toFixed(1)} s`,
  });
  const pages: [string, string, string][] = [
    ["the office's first page", "", admin],
    ["the office, status=vencida&programme=profissional", "?status=vencida&programme=profissional", admin],
    [`a Docente's list (${data.docente}, first page)`, "", docente],
    [`the office, advisor=${data.docente} (its main advisees only)`, `?advisor=${data.docente}`, admin],
  ];
  const server: BenchServer = await startBenchServer(target.env, { timeoutMs: START_MS });
  try {
    for (const [label, query, cookie] of pages) {
      const { times, total } = await timed(`${server.base}/api/prazos${query}`, cookie);
      section.row({
        what: `${target.name}: ${label}, ${of(total)} rows listed`,
        figure: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
      });
    }
  } finally {
    await server.stop();
  }
  await printPlan(target, "the office's first page", { page: 1, pageSize: 20 }, { kind: "all" });
  await printPlan(
    target,
    "a Docente's list",
    { page: 1, pageSize: 20 },
    { kind: "advised", advisorId: data.docenteId },
  );
}

export async function benchPrazos(section: Section): Promise<void> {
  section.note(
    `${STUDENTS.toLocaleString("en")} ativo students entered over five years, one in ten with a granted hold, one in ten a granted extension, nine in ten with every phase due over a month ago completed; ${ROUNDS} sequential requests a figure after ${WARM_UP} warm-ups; pages of 20.`,
  );
  for (const name of benchTargets("BENCH_PRAZOS_TARGETS")) {
    const target = await open(name);
    try {
      await benchTarget(section, target);
    } finally {
      target.close();
    }
  }
}
