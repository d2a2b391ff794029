/**
 * The transcript's benchmark (issue 15): among many generated students with records, one with
 * ten years of them (20 terms, 60 attempts with failed-then-passed subjects, an attendance
 * failure and transfers); `GET /api/historico/{idcbpf}` of that student over HTTP, p50/p95 over
 * ROUNDS requests (goal p95 ≤ 30 ms), on PGlite and on a PostgreSQL started here. Figures, never
 * assertions; loopback only; bounded loops. `npm run bench` calls it; alone:
 * `node scripts/bench-historico.ts` (BENCH_HISTORICO_TARGETS=pglite,postgres,
 * BENCH_HISTORICO_ROUNDS=200, BENCH_HISTORICO_STUDENTS=2000).
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { generateCanonicalCode } from "../../src/domain/codes.ts";
import { seededRandom } from "../../src/domain/seeded-random.ts";
import { openDatabase, type DatabaseTarget } from "../../src/server/db/client.ts";
import { demoPastTerm } from "../../src/server/db/demo-academic.ts";
import { enrolments, grades, offerings, subjects, terms, transfers, users } from "../../src/server/db/schema.ts";
import type { Database } from "../../src/server/db/client.ts";
import { atMost, Section } from "../harness/report.ts";
import { startPostgres } from "../../scripts/pg.ts";
import { freePort, root } from "../../scripts/run.ts";

const ROUNDS = Number(process.env.BENCH_HISTORICO_ROUNDS ?? 200);
const STUDENTS = Number(process.env.BENCH_HISTORICO_STUDENTS ?? 2000);
const TARGETS = (process.env.BENCH_HISTORICO_TARGETS ?? "pglite,postgres").split(",");
const GOAL_MS = 30;
const LONG_RECORD = "bench.decenal";

/** Ten years of semesters, before the demo's own terms (which start two years before today). */
const TERM_CODES = Array.from({ length: 20 }, (_, i) => `${2004 + Math.floor(i / 2)}.${(i % 2) + 1}`);
const SUBJECT_COUNT = 60;
const subjectCode = (n: number) => `BEN-${String(100 + n)}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

type Server = { base: string; stop: () => Promise<void> };

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
  return { base, stop: () => new Promise((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))) };
}

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

type Attempt = { student: number; term: number; subject: number; concept: string; attendance: number };

/**
 * The records, straight into the tables (the server is stopped meanwhile): 20 terms, 60
 * subjects, one offering per term and subject, STUDENTS students with 12 graded attempts each
 * over three terms, and the long record. Returns the number of enrolments written.
 */
export async function generate(db: Database): Promise<number> {
  const next = seededRandom(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const termIds = (
    await db
      .insert(terms)
      .values(TERM_CODES.map((code) => ({ ...demoPastTerm(code), current: false })))
      .returning({ id: terms.id })
  ).map((row) => row.id);
  const subjectRows = await db
    .insert(subjects)
    .values(
      Array.from({ length: SUBJECT_COUNT }, (_, n) => ({
        code: subjectCode(n),
        namePt: `Disciplina de bancada ${n}`,
        nameEn: `Bench subject ${n}`,
        credits: 2 + (n % 3),
        hours: 30 + 15 * (n % 3),
      })),
    )
    .returning({ id: subjects.id });
  const subjectIds = subjectRows.map((row) => row.id);
  const offeringRows: { termId: number; subjectId: number; capacity: number }[] = [];
  for (const termId of termIds)
    for (const subjectId of subjectIds) offeringRows.push({ termId, subjectId, capacity: 500 });
  const offeringIds: number[] = [];
  await inChunks(offeringRows, async (chunk) => {
    const rows = await db.insert(offerings).values(chunk).returning({ id: offerings.id });
    offeringIds.push(...rows.map((row) => row.id));
  });
  const offeringOf = (term: number, subject: number) => offeringIds[term * SUBJECT_COUNT + subject] as number;

  const studentRows = Array.from({ length: STUDENTS + 1 }, (_, n) => {
    const idcbpf = n === 0 ? LONG_RECORD : `bench.aluno.${n}`;
    return {
      idcbpf,
      name: n === 0 ? "Décio Decenal" : `Aluno de Bancada ${n}`,
      email: `${idcbpf}@bench.example.org`,
      level: "Discente" as const,
      programme: "academico" as const,
      degree: pick(["mestrado", "doutorado"] as const),
      status: "ativo" as const,
    };
  });
  const studentIds: number[] = [];
  await inChunks(studentRows, async (chunk) => {
    const rows = await db.insert(users).values(chunk).returning({ id: users.id });
    studentIds.push(...rows.map((row) => row.id));
  });

  const attempts: Attempt[] = [];
  const concept = () => pick(["A", "A", "B", "B", "B", "C", "C", "D", "R"]);
  // The long record: 3 subjects a term for 20 terms; every seventh subject failed then passed
  // two terms later; one attendance failure.
  for (let term = 0; term < TERM_CODES.length; term++)
    for (let k = 0; k < 3; k++) {
      const subject = (term * 3 + k) % SUBJECT_COUNT;
      const failedEarlier = term >= 2 && ((term - 2) * 3 + k) % 7 === 0;
      attempts.push({
        student: 0,
        term,
        subject: failedEarlier ? ((term - 2) * 3 + k) % SUBJECT_COUNT : subject,
        concept: (term * 3 + k) % 7 === 0 ? "D" : failedEarlier ? "B" : concept(),
        attendance: term === 5 && k === 1 ? 60 : 80 + Math.floor(next() * 21),
      });
    }
  for (let student = 1; student <= STUDENTS; student++) {
    const first = Math.floor(next() * (TERM_CODES.length - 3));
    for (let term = first; term < first + 3; term++)
      for (let k = 0; k < 4; k++)
        attempts.push({
          student,
          term,
          subject: (student * 7 + term * 4 + k) % SUBJECT_COUNT,
          concept: concept(),
          attendance: 70 + Math.floor(next() * 31),
        });
  }
  // Deduplicated per (student, offering): one live enrolment each (enrolments_live_key).
  const seen = new Set<string>();
  const unique = attempts.filter((a) => {
    const key = `${a.student}:${a.term}:${a.subject}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  await inChunks(unique, async (chunk) => {
    const rows = await db
      .insert(enrolments)
      .values(
        chunk.map((a) => ({
          codigo: generateCanonicalCode(),
          studentId: studentIds[a.student] as number,
          offeringId: offeringOf(a.term, a.subject),
          status: "deferida" as const,
        })),
      )
      .returning({ id: enrolments.id });
    await db.insert(grades).values(
      rows.map((row, i) => ({
        enrolmentId: row.id,
        concept: chunk[i]?.concept ?? "A",
        attendance: chunk[i]?.attendance ?? 100,
        final: true,
      })),
    );
  });
  // Four transfers on the long record: two of our subjects, two taken elsewhere.
  await db.insert(transfers).values(
    [0, 1, 2, 3].map((n) => ({
      studentId: studentIds[0] as number,
      subjectId: n < 2 ? (subjectIds[SUBJECT_COUNT - 1 - n] ?? null) : null,
      externalName: n < 2 ? null : `Disciplina externa ${n}`,
      credits: 3,
      termId: termIds[n] as number,
      institution: "Universidade de Bancada",
      originTerm: `2003.${(n % 2) + 1}`,
    })),
  );
  await db.execute(sql`analyze`);
  return unique.length;
}

async function benchTarget(
  section: Section,
  name: string,
  env: Record<string, string>,
  target: DatabaseTarget,
): Promise<void> {
  section.note(`${name}: ${STUDENTS.toLocaleString("en")} generated students, ${ROUNDS} sequential requests a figure.`);
  // First start: the schema and the demo; then the records written while the server is stopped.
  await (await startServer(env)).stop();
  const handle = await openDatabase(target);
  const t = performance.now();
  const written = await generate(handle.db);
  await handle.close();
  section.row({
    what: `${name}: records written (${written.toLocaleString("en")} graded enrolments, 4 transfers, ANALYZE)`,
    figure: `${((performance.now() - t) / 1000).toFixed(1)} s`,
  });

  const server = await startServer(env);
  try {
    const login = await fetch(`${server.base}/api/_auth/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ idcbpf: "admin", password: "demo1234" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const url = `${server.base}/api/historico/${LONG_RECORD}`;
    const first = (await (await fetch(url, { headers: { cookie } })).json()) as {
      terms?: { entries: unknown[] }[];
      creditsEarned?: number;
      cr?: number | null;
    };
    const entries = first.terms?.reduce((sum, term) => sum + term.entries.length, 0) ?? 0;
    section.note(
      `${name}: ${LONG_RECORD} has ${first.terms?.length ?? 0} terms, ${entries} entries, ${first.creditsEarned ?? "?"} credits, CR ${first.cr ?? "—"}.`,
    );
    const measure = async (target: string): Promise<number[]> => {
      for (let i = 0; i < 10; i++) await (await fetch(target, { headers: { cookie } })).arrayBuffer(); // warm
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const started = performance.now();
        const res = await fetch(target, { headers: { cookie } });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`GET ${target} answered ${res.status}`);
      }
      return times.sort((a, b) => a - b);
    };
    const line = (label: string, times: number[], goal?: number) => {
      const p95 = percentile(times, 95);
      section.row({
        what: `${name}: ${label}`,
        figure: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
        ...(goal === undefined ? {} : { goal: `p95 ≤ ${goal} ms`, verdict: atMost(p95, goal) }),
      });
    };
    // The floor on this machine now: the session check every API call makes, alone.
    line("GET /api/_auth/session (the floor)", await measure(`${server.base}/api/_auth/session`));
    line("GET /api/historico/{idcbpf} (10 years)", await measure(url), GOAL_MS);
    line(
      "GET /api/historico/{idcbpf} (12 attempts)",
      await measure(`${server.base}/api/historico/bench.aluno.1`),
      GOAL_MS,
    );
  } finally {
    await server.stop();
  }
}

export async function benchHistorico(section: Section): Promise<void> {
  if (TARGETS.includes("pglite")) {
    const dataDir = join(root, ".tmp", "bench-historico-pglite");
    rmSync(dataDir, { recursive: true, force: true });
    await benchTarget(section, "PGlite", { DATA_DIR: dataDir }, { pgliteDir: join(dataDir, "pglite") });
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (TARGETS.includes("postgres")) {
    const postgres = await startPostgres();
    try {
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query("create database bench_historico");
      const { rows } = await admin.query<{ server_version: string }>("show server_version");
      await admin.end();
      const url = new URL(postgres.url);
      url.pathname = "/bench_historico";
      await benchTarget(
        section,
        `PostgreSQL ${rows[0]?.server_version ?? ""}`,
        { DATABASE_URL: url.toString() },
        { databaseUrl: url.toString() },
      );
    } finally {
      postgres.stop();
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1])
  await benchHistorico(new Section("historico", "Transcript"));
