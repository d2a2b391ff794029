import { rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../../src/server/db/client.ts";
import { pgbenchTps, PGBENCH_SCALE, PGBENCH_SECONDS } from "./pgbench.ts";
import { rawPglite } from "./raw-insert.ts";
import { createSessions } from "./bulk.ts";
import { loadUniversity, type Loaded } from "./load.ts";
import { CURRENT, planUniversity, teacherOf, type ScalePlan } from "./plan.ts";
import type { RushRequest } from "./rush.ts";
import { scratchDir, startBenchServer } from "../harness/server.ts";
import { postgresDatabase } from "../harness/postgres.ts";

/**
 * A database holding the university (plan.ts), ready for the server: the
 * first start migrates it and seeds the demo (the current term in its enrolment window, the
 * `admin` office), the plan is written beside it while the server is stopped, and sessions are
 * made for everyone the bench acts as. `BENCH_SCALE` (default 1) shrinks everything for a quick
 * run (0.1: 5,000 students). PostgreSQL is a cluster of its own with fsync on (crash-safe, as the
 * pgbench transactions it is compared with, pgbench.ts).
 */
export const SCALE = Number(process.env.BENCH_SCALE ?? 1);

/** The server's pool on PostgreSQL (its default, set explicitly), and pgbench's number of clients. */
const POOL = 20;

/** The rush's reference: what it says in the report, its rate, and whether the goal judges against it. */
export type RushReference = { text: string; rate: number; judged: boolean };

export type Scenario = {
  name: string;
  env: Record<string, string>;
  target: DatabaseTarget;
  plan: ScalePlan;
  loaded: Loaded;
  /** The last enrolment id before any rush (undoRush goes back to it). */
  lastEnrolment: number;
  rush: RushRequest[];
  admin: string;
  /** A student with two accepted classes this term, and its cookie. */
  student: { idcbpf: string; cookie: string };
  /** The current term's fullest offering and its teacher's cookie. */
  classList: { offering: number; cookie: string; held: number };
  longRecord: string;
  /** PostgreSQL's port (its processes' CPU is counted), or null on PGlite. */
  postgresPort: number | null;
  generatedSeconds: number;
  /** What the rush's rate is compared with, measured on the same database in the same run. */
  rushReference: () => Promise<RushReference>;
  close: () => Promise<void>;
};

/** The first start: one server process as `npm start` runs it, unless a caller starts several. */
export type FirstStart = (env: Record<string, string>) => Promise<void>;
const oneProcess: FirstStart = async (env) => (await startBenchServer(env)).stop();

async function populate(
  name: string,
  env: Record<string, string>,
  target: DatabaseTarget,
  postgresPort: number | null,
  rushReference: () => Promise<RushReference>,
  close: () => Promise<void>,
  firstStart: FirstStart = oneProcess,
): Promise<Scenario> {
  await firstStart(env);
  const started = performance.now();
  const plan = planUniversity(SCALE);
  const handle = await openDatabase(target);
  try {
    const db = handle.db;
    const loaded = await loadUniversity(db, plan);
    const one = async (query: ReturnType<typeof sql>) =>
      Number((((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0] ?? { n: 0 }).n);
    const adminId = await one(sql`select id as n from users where idcbpf = 'admin'`);
    const lastEnrolment = await one(sql`select max(id) as n from enrolments`);
    const per = plan.offeringsPerTerm;
    let fullest = 0;
    for (let k = 1; k < per; k++)
      if ((plan.taken[CURRENT * per + k] ?? 0) > (plan.taken[CURRENT * per + fullest] ?? 0)) fullest = k;
    const asker = [...new Set(plan.rush.map(([student]) => student))];
    const timetable = asker.find((i) => !plan.longRecords.includes(i)) ?? 0;
    const teacher = loaded.teacherId + teacherOf(fullest, plan.teachers.length);
    const cookies = await createSessions(db, [adminId, teacher, ...asker.map((i) => loaded.studentId + i)]);
    const byStudent = new Map(asker.map((i, n) => [i, cookies[n + 2] ?? ""]));
    return {
      name,
      env,
      target,
      plan,
      loaded,
      lastEnrolment,
      rush: plan.rush.map(([student, offering]) => ({
        cookie: byStudent.get(student) ?? "",
        body: JSON.stringify({ offering: loaded.offeringId + offering }),
      })),
      admin: cookies[0] ?? "",
      student: { idcbpf: plan.students[timetable]?.idcbpf ?? "", cookie: byStudent.get(timetable) ?? "" },
      classList: {
        offering: loaded.offeringId + CURRENT * per + fullest,
        cookie: cookies[1] ?? "",
        held: plan.taken[CURRENT * per + fullest] ?? 0,
      },
      longRecord: plan.students[plan.longRecords[0] ?? 0]?.idcbpf ?? "",
      postgresPort,
      generatedSeconds: (performance.now() - started) / 1000,
      rushReference,
      close,
    };
  } finally {
    await handle.close();
  }
}

export async function pgliteScenario(): Promise<Scenario> {
  const dataDir = scratchDir("scale-pglite");
  const raw = scratchDir("scale-raw");
  return populate(
    "PGlite",
    { DATA_DIR: dataDir },
    { pgliteDir: join(dataDir, "pglite") },
    null,
    async () => {
      const rate = await rawPglite(raw);
      // PGlite has no pgbench: its raw INSERT rate is printed for information, not judged.
      return { text: `raw crash-safe single-row INSERT ${rate.toFixed(0)}/s (for information)`, rate, judged: false };
    },
    async () => rmSync(dataDir, { recursive: true, force: true }),
  );
}

export async function postgresScenario(firstStart?: FirstStart): Promise<Scenario> {
  const postgres = await postgresDatabase("bench_scale", { durable: true });
  try {
    return await populate(
      `PostgreSQL ${postgres.version} (fsync on)`,
      { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: String(POOL) },
      { databaseUrl: postgres.url },
      postgres.port,
      async () => {
        const r = await pgbenchTps(postgres.url, { clients: POOL, scale: PGBENCH_SCALE, seconds: PGBENCH_SECONDS });
        return {
          text: `pgbench TPC-B-like ${r.tps.toFixed(0)} tps (prepared, scale ${r.scale}, ${r.clients} clients, ${r.seconds} s; latency ${r.latencyMs.toFixed(1)} ms)`,
          rate: r.tps,
          judged: true,
        };
      },
      async () => postgres.stop(),
      firstStart,
    );
  } catch (error) {
    postgres.stop();
    throw error;
  }
}
