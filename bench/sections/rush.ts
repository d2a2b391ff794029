/**
 * The enrolment rush (issue 15): 2,000 distinct students press "enrol" at once on 50 offerings of
 * the current term (demand skewed: a few offerings wanted by far more students than they seat), on
 * PGlite and on a crash-safe PostgreSQL (fsync on). Printed: requests answered per second beside
 * the raw crash-safe single-row INSERT rate of the same database in the same run (goal ≥ 0.5×),
 * latency p50/p99 (goal p99 ≤ 250 ms on PostgreSQL), and a correctness line (for every offering
 * seats taken = min(capacity, demand), the rest waitlisted with positions 1..n, no one twice).
 * Figures, never assertions; loopback only. `npm run bench` calls it; alone:
 * `node scripts/bench-enrolment.ts` (BENCH_RUSH_TARGETS=pglite,postgres). BENCH_RUSH_RATE=n sends
 * the same 2,000 requests at a sustained n per second instead of all at once (the latency of a
 * request that does not queue behind 2,000 others).
 */
import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { seededRandom } from "../../src/domain/seeded-random.ts";
import { createSession } from "../../src/server/auth/sessions.ts";
import { COOKIE_NAME } from "../../src/server/auth/session-cookie.ts";
import { openDatabase, type DatabaseTarget } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { offeringSlots, offeringTeachers, offerings, subjects, terms, users } from "../../src/server/db/schema.ts";
import { seedDemo } from "../../src/server/db/seed.ts";
import { atLeast, atMost, ratio, Section } from "../harness/report.ts";
import { startPostgres } from "../../scripts/pg.ts";
import { freePort, root } from "../../scripts/run.ts";

const STUDENTS = 2_000;
const OFFERINGS = 50;
const CAPACITY = 30;
/** Connections the clients open at most (a campus behind a few proxies, not 2,000 sockets). */
const SOCKETS = 200;
const RAW_ROWS = 2_000;
const TARGETS = (process.env.BENCH_RUSH_TARGETS ?? "pglite,postgres").split(",");
/** Requests per second, when set; otherwise all at once. */
const RATE = Number(process.env.BENCH_RUSH_RATE ?? 0);

type Prepared = { cookies: string[]; choice: number[]; offeringIds: number[] };

/** The demo, plus 50 offerings and 2,000 students with a session each, and who wants what. */
async function prepare(target: DatabaseTarget): Promise<Prepared> {
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    await seedDemo(handle.db);
    const db = handle.db;
    const [term] = await db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
    const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "docente"));
    if (!term || !teacher) throw new Error("the demo has no current term or no docente");
    const subjectRows = await db
      .insert(subjects)
      .values(
        Array.from({ length: OFFERINGS }, (_, n) => ({
          code: `RSH-${String(n + 100)}`,
          namePt: `Corrida ${n}`,
          nameEn: `Rush ${n}`,
          credits: 4,
          hours: 60,
        })),
      )
      .returning({ id: subjects.id });
    const offeringRows = await db
      .insert(offerings)
      .values(subjectRows.map((subject) => ({ termId: term.id, subjectId: subject.id, capacity: CAPACITY })))
      .returning({ id: offerings.id });
    await db.insert(offeringSlots).values(
      offeringRows.map((offering, n) => ({
        offeringId: offering.id,
        weekday: 1 + (n % 5),
        start: `${String(7 + (n % 12)).padStart(2, "0")}:00`,
        end: `${String(8 + (n % 12)).padStart(2, "0")}:00`,
        room: `R-${n}`,
      })),
    );
    await db
      .insert(offeringTeachers)
      .values(offeringRows.map((offering) => ({ offeringId: offering.id, userId: teacher.id, responsible: true })));
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: STUDENTS }, (_, n) => ({
          idcbpf: `rush.${n}`,
          name: `Estudante ${n}`,
          email: `rush.${n}@bench.example.org`,
          level: "Discente" as const,
          programme: "academico" as const,
          degree: "mestrado" as const,
        })),
      )
      .returning({ id: users.id });
    const cookies: string[] = [];
    for (const student of students) cookies.push(`${COOKIE_NAME}=${await createSession(db, student.id, 30)}`);
    // Skewed demand: offering k is wanted in proportion to 1/(k+1) (a few are the popular ones).
    const next = seededRandom(15);
    const weights = offeringRows.map((_, k) => 1 / (k + 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    const choice = students.map(() => {
      let r = next() * sum;
      for (let k = 0; k < weights.length; k++) {
        r -= weights[k] ?? 0;
        if (r <= 0) return k;
      }
      return weights.length - 1;
    });
    return { cookies, choice, offeringIds: offeringRows.map((row) => row.id) };
  } finally {
    await handle.close();
  }
}

type Answer = { status: number; ms: number };

function post(agent: Agent, port: number, cookie: string, body: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/matriculas",
        headers: { cookie, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    // A connection the server dropped counts as an answer with status 0 (printed), not a crash.
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  // BENCH_CPU_PROF=1: the server writes a CPU profile to .tmp/prof when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir=.tmp/prof"] : [];
  const child = spawn(process.execPath, [...profile, "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error("server did not start in 180 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The seats and waitlists after the rush, checked per offering against the demand. */
/**
 * `answered`: which requests got a 201. A request whose connection was dropped (status 0) is not
 * demand the database saw (issue 17: counting it made a correct run print WRONG).
 */
async function correctness(target: DatabaseTarget, prepared: Prepared, answered: boolean[]): Promise<string> {
  const handle = await openDatabase(target);
  try {
    type Row = {
      id: number;
      capacity: number;
      taken: number;
      held: string | number;
      waiting: string | number;
      seqs: string | number;
      students: string | number;
      total: string | number;
    };
    const result = await handle.db.execute(sql`select o.id, o.capacity, o.taken,
        count(*) filter (where e.status in ('pendente', 'deferida')) as held,
        count(*) filter (where e.status = 'em_espera') as waiting,
        count(distinct e.waitlist_seq) as seqs,
        count(distinct e.student_id) as students,
        count(e.id) as total
      from offerings o left join enrolments e on e.offering_id = o.id
      where o.id in (${sql.join(
        prepared.offeringIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by o.id, o.capacity, o.taken`);
    const demand = new Map<number, number>();
    for (const [n, k] of prepared.choice.entries()) {
      if (!answered[n]) continue;
      const id = prepared.offeringIds[k] ?? 0;
      demand.set(id, (demand.get(id) ?? 0) + 1);
    }
    let bad = 0;
    let seats = 0;
    let waiting = 0;
    for (const row of (result as unknown as { rows: Row[] }).rows) {
      const want = demand.get(row.id) ?? 0;
      const held = Number(row.held);
      seats += held;
      waiting += Number(row.waiting);
      const ok =
        held === Math.min(row.capacity, want) &&
        row.taken === held &&
        Number(row.waiting) === Math.max(0, want - row.capacity) &&
        Number(row.seqs) === Number(row.waiting) &&
        Number(row.students) === Number(row.total);
      if (!ok) bad++;
    }
    return `${bad === 0 ? "correct" : `WRONG in ${bad} offerings`}: ${seats} seats taken, ${waiting} waitlisted (distinct positions), every offering's seats = min(capacity, demand)`;
  } finally {
    await handle.close();
  }
}

/** The raw crash-safe single-row INSERT rate of PGlite on disk (one connection, autocommit). */
export async function rawPglite(dir: string): Promise<number> {
  rmSync(dir, { recursive: true, force: true });
  const db = await PGlite.create({ dataDir: dir });
  await db.exec(
    "create table raw (id integer generated always as identity primary key, student integer, at timestamptz default now())",
  );
  const t = performance.now();
  for (let n = 0; n < RAW_ROWS; n++) await db.query("insert into raw (student) values ($1)", [n]);
  const rate = RAW_ROWS / ((performance.now() - t) / 1000);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return rate;
}

/** The same on PostgreSQL: as many connections as the server's pool (10), each row its own commit. */
export async function rawPostgres(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(
    "create table raw (id integer generated always as identity primary key, student integer, at timestamptz default now())",
  );
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < RAW_ROWS) await pool.query("insert into raw (student) values ($1)", [next++]);
    }),
  );
  const rate = RAW_ROWS / ((performance.now() - t) / 1000);
  await pool.query("drop table raw");
  await pool.end();
  return rate;
}

async function rush(
  section: Section,
  name: string,
  target: DatabaseTarget,
  env: Record<string, string>,
  raw: () => Promise<number>,
) {
  const arrival = RATE > 0 ? `at ${RATE} requests/s` : "at once";
  section.note(
    `${name}: ${STUDENTS} students ${arrival}, ${OFFERINGS} offerings × ${CAPACITY} seats, through ${SOCKETS} client connections.`,
  );
  const prepared = await prepare(target);
  const rawRate = await raw();
  const server = await startServer(env);
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
  const t = performance.now();
  const answers = await Promise.all(
    prepared.cookies.map(async (cookie, n) => {
      if (RATE > 0) await new Promise((r) => setTimeout(r, Math.max(0, t + (n * 1000) / RATE - performance.now())));
      return post(
        agent,
        server.port,
        cookie,
        JSON.stringify({ offering: prepared.offeringIds[prepared.choice[n] ?? 0] }),
      );
    }),
  );
  const wall = (performance.now() - t) / 1000;
  agent.destroy();
  await server.stop();
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const rate = STUDENTS / wall;
  section.row({
    what: `${name}: answered (${wall.toFixed(2)} s for ${STUDENTS}; ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(", ")})`,
    figure: `${rate.toFixed(0)}/s`,
    reference: `raw crash-safe single-row INSERT ${rawRate.toFixed(0)}/s`,
    ratio: ratio(rate, rawRate),
    goal: "≥ 0.5×",
    verdict: atLeast(rate / rawRate, 0.5),
  });
  const p99 = percentile(times, 99);
  section.row({
    what: `${name}: latency from the click`,
    figure: `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
    goal: "p99 ≤ 250 ms",
    verdict: atMost(p99, 250),
  });
  const created = answers.map((answer) => answer.status === 201);
  section.note(`${name}: ${await correctness(target, prepared, created)}`);
}

export async function benchEnrolment(section: Section): Promise<void> {
  if (TARGETS.includes("pglite")) {
    const dataDir = join(root, ".tmp", "bench-rush-pglite");
    rmSync(dataDir, { recursive: true, force: true });
    const pgliteDir = join(dataDir, "pglite");
    await rush(section, "PGlite", { pgliteDir }, { DATA_DIR: dataDir }, () =>
      rawPglite(join(root, ".tmp", "bench-raw-pglite")),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (TARGETS.includes("postgres")) {
    const postgres = await startPostgres({ durable: true });
    try {
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query("create database bench_rush");
      await admin.end();
      const url = new URL(postgres.url);
      url.pathname = "/bench_rush";
      await rush(
        section,
        "PostgreSQL (fsync on)",
        { databaseUrl: url.toString() },
        { DATABASE_URL: url.toString() },
        () => rawPostgres(url.toString()),
      );
    } finally {
      postgres.stop();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEnrolment(new Section("rush", "The enrolment rush"));
