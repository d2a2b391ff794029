/**
 * Section `scale`: on a generated university (bench/university: 50,000 students, 2,000 teachers,
 * 5,000 offerings a term, ten years of grades), on PGlite and on a crash-safe PostgreSQL, the
 * p50/p95 of the reads people make — the office's user search, the catalogue, a ten-year
 * transcript, a student's timetable, the offerings list of /matricula, a class list as its
 * teacher — beside the floor (the session check every call makes) measured in the same run;
 * then the enrolment rush at a fixed arrival rate (2,000 students a second for a minute) beside
 * PostgreSQL's own pgbench TPC-B-like transactions a second on the same server (university/pgbench.ts;
 * on PGlite, which has none, the raw INSERT rate for information), the oversell check, and the
 * latency at a sustained half of the rate reached.
 * Figures, never assertions; loopback only. Settings: BENCH_SCALE (1), BENCH_SCALE_TARGETS
 * (pglite,postgres), BENCH_SCALE_ROUNDS (100), BENCH_SCALE_RATE (2000), BENCH_SCALE_SECONDS (60),
 * BENCH_CPU_PROF=1 (the server writes a CPU profile of the rush to .tmp/prof).
 */
import { openDatabase } from "../../src/server/db/client.ts";
import { atLeast, atMost, ratio, type Section } from "../harness/report.ts";
import { postmasterOn, treeCpuSeconds } from "../harness/cpu.ts";
import { oversellCheck, runRush, statusText, undoRush, warmUp } from "../university/rush.ts";
import { SCALE, pgliteScenario, postgresScenario, type RushReference, type Scenario } from "../university/scenario.ts";
import { benchTargets } from "../harness/demo-databases.ts";
import { CPU_PROFILE_FLAGS, percentile, startBenchServer, type BenchServer } from "../harness/server.ts";

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 100);
export const RATE = Number(process.env.BENCH_SCALE_RATE ?? 2000);
export const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 60);
/** Requests sent before each measured rush (from the end of the plan's list), not measured. */
const WARM_UP = 500;

async function timed(url: string, cookie: string): Promise<number[]> {
  const get = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 5; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await get());
  return times.sort((a, b) => a - b);
}

async function reads(section: Section, s: Scenario, server: BenchServer): Promise<void> {
  const floor = await timed(`${server.base}/api/_auth/session`, s.admin);
  const floor95 = percentile(floor, 95);
  const fmt = (times: number[]) =>
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
  section.row({ what: `${s.name}: GET /api/_auth/session (the floor)`, figure: fmt(floor) });
  const shapes: [string, string, string, number?][] = [
    ["user search q=silva", `/api/usuarios?q=silva`, s.admin, 50],
    ["user search q=conceicao", `/api/usuarios?q=conceicao`, s.admin, 50],
    ["user search level + status", `/api/usuarios?level=Discente&status=trancado`, s.admin, 50],
    ["user search q=araujo&level=Docente", `/api/usuarios?q=araujo&level=Docente`, s.admin, 50],
    ["catalogue q=fisica, page 3", `/api/disciplinas?q=fisica&page=3`, s.admin],
    ["catalogue q=quantica avancada", `/api/disciplinas?q=${encodeURIComponent("quantica avancada")}`, s.admin],
    ["catalogue, page 100", `/api/disciplinas?page=100`, s.admin],
    [`transcript of ${s.longRecord} (10 years)`, `/api/historico/${s.longRecord}`, s.admin, 30],
    ["timetable GET /api/horario (a student)", `/api/horario`, s.student.cookie],
    ["offerings of the term (/matricula), page 1", `/api/ofertas?page=1`, s.student.cookie],
    ["offerings of the term, q=fisica", `/api/ofertas?q=fisica`, s.student.cookie],
    [
      `class list of the fullest offering (${s.classList.held}), as its teacher`,
      `/api/ofertas/${s.classList.offering}/turma`,
      s.classList.cookie,
    ],
  ];
  for (const [label, path, cookie, goal] of shapes) {
    const times = await timed(`${server.base}${path}`, cookie);
    const p95 = percentile(times, 95);
    section.row({
      what: `${s.name}: ${label}`,
      figure: fmt(times),
      reference: `floor p95 ${floor95.toFixed(1)} ms`,
      ratio: ratio(p95, floor95, 1),
      ...(goal === undefined ? {} : { goal: `p95 ≤ ${goal} ms`, verdict: atMost(p95, goal) }),
    });
  }
}

/** CPU seconds of the server's processes, PostgreSQL's (when it is the target) and this one. */
function cpuNow(s: Scenario, serverPid: number): Record<string, number> {
  const usage = process.cpuUsage();
  return {
    ...treeCpuSeconds({
      server: serverPid,
      ...(s.postgresPort ? { postgres: postmasterOn(s.postgresPort) } : {}),
    }),
    generator: (usage.user + usage.system) / 1e6,
  };
}

/**
 * The rush on a running server (or several behind one port): rows for its rate beside the
 * reference, its latency and where the CPU went. `judgeRate` judges the rate against the
 * reference (when the reference is one the goal names); `judgeLatency` the p99 — meaningful at
 * a rate the server keeps up with, not at one where requests queue. `oversellRow` checks the
 * seats afterwards.
 */
export async function rushRows(
  section: Section,
  label: string,
  s: Scenario,
  server: { port: number; pid: number },
  reference: RushReference,
  { rate = RATE, seconds = SECONDS, judgeRate = true, judgeLatency = false } = {},
) {
  // The last requests of the plan warm the server up; the run sends the others.
  await warmUp(server.port, s.rush.slice(-WARM_UP));
  const before = cpuNow(s, server.pid);
  const result = await runRush(server.port, s.rush.slice(0, -WARM_UP), { rate, seconds });
  const after = cpuNow(s, server.pid);
  const of = (n: number) => n.toLocaleString("en");
  section.row({
    what: `${label}: rush ${of(rate)}/s for ${seconds} s, answered per second (${of(result.answered)} of ${of(result.due)}: ${statusText(result.statuses)}; ${of(result.givenUp)} given up after 10 s unsent)`,
    figure: `${result.throughput.toFixed(0)}/s`,
    reference: reference.text,
    ratio: ratio(result.throughput, reference.rate),
    ...(judgeRate && reference.judged
      ? { goal: "≥ 0.5×", verdict: atLeast(result.throughput / reference.rate, 0.5) }
      : {}),
  });
  const late = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : "given up");
  section.row({
    what: `${label}: latency from the scheduled send (rate ${of(rate)}/s)`,
    figure: `p50 ${late(result.p50)}, p99 ${late(result.p99)}`,
    ...(judgeLatency
      ? { goal: "p99 ≤ 250 ms", verdict: Number.isFinite(result.p99) ? atMost(result.p99, 250) : "missed" }
      : {}),
  });
  const cpu = Object.entries(after).map(([name, end]) => {
    const used = end - (before[name] ?? 0);
    return `${name} ${(used / result.seconds).toFixed(2)} cores, ${((used * 1000) / Math.max(1, result.answered)).toFixed(2)} ms a request`;
  });
  section.row({ what: `${label}: CPU during the rush (rate ${of(rate)}/s)`, figure: cpu.join("; ") });
  return result;
}

/** The seats after a rush, per offering; with the server stopped (PGlite is one process's). */
export async function oversellRow(section: Section, label: string, s: Scenario): Promise<void> {
  const handle = await openDatabase(s.target);
  try {
    const check = await oversellCheck(handle.db);
    const of = (n: number) => n.toLocaleString("en");
    section.row({
      what: `${label}: oversell after the rush (${of(check.offerings)} offerings: ${of(check.seats)} seats held, ${of(check.waiting)} waiting)`,
      figure: `${check.bad} offerings wrong`,
      goal: "0",
      verdict: check.bad === 0 ? "met" : "missed",
    });
    await undoRush(handle.db, s.lastEnrolment);
  } finally {
    await handle.close();
  }
}

async function benchTarget(section: Section, make: () => Promise<Scenario>): Promise<void> {
  const s = await make();
  try {
    const p = s.plan;
    section.row({
      what: `${s.name}: generated and loaded (scale ${SCALE}: ${p.students.length.toLocaleString("en")} students, ${p.teachers.length.toLocaleString("en")} teachers, ${p.offeringsPerTerm.toLocaleString("en")} offerings × 21 terms, ${p.attempts.student.length.toLocaleString("en")} enrolments)`,
      figure: `${s.generatedSeconds.toFixed(1)} s`,
    });
    let server = await startBenchServer(s.env, { nodeFlags: CPU_PROFILE_FLAGS });
    let reached = Number.NaN;
    let reference: RushReference = { text: "not measured", rate: Number.NaN, judged: false };
    try {
      await reads(section, s, server);
      reference = await s.rushReference();
      reached = (await rushRows(section, s.name, s, server, reference)).throughput;
    } finally {
      await server.stop();
    }
    await oversellRow(section, s.name, s);
    // Again from the same data at half the rate reached, as long: a request's latency when
    // requests do not queue behind each other (the 2,000/s run measures the queue). The p99
    // goal is judged here.
    const label = `${s.name}, at half the rate reached`;
    server = await startBenchServer(s.env);
    try {
      const rate = Math.max(1, Math.floor(reached / 2));
      await rushRows(section, label, s, server, reference, { rate, judgeRate: false, judgeLatency: true });
    } finally {
      await server.stop();
    }
    await oversellRow(section, label, s);
  } finally {
    await s.close();
  }
}

export async function benchScale(section: Section): Promise<void> {
  section.note(
    `Scale ${SCALE}; reads: ${ROUNDS} sequential requests after 5 warm-ups; rush: ${RATE} requests/s for ${SECONDS} s at fixed times through up to 200 connections, latency from each request's scheduled time.`,
  );
  for (const target of benchTargets("BENCH_SCALE_TARGETS"))
    await benchTarget(section, target === "pglite" ? pgliteScenario : () => postgresScenario());
}
