/**
 * Section `api`: the API's overhead. The real server in its production configuration
 * (harness/demo-databases.ts: NODE_ENV=production, LOG_LEVEL=info with its log lines going into a
 * pipe this process drains and counts, the demo data, the whole middleware) under autocannon at 10
 * connections (a separate process, harness/autocannon.ts), beside references measured in the same
 * run and interleaved with it (api-reference.ts):
 *
 * - logged-out `GET /api/_auth/session` (`{}` through every middleware) against a bare `node:http`
 *   server answering `{}` with the same headers (goal ≥ 0.85×);
 * - logged-in `GET /api/_auth/session` against a bare server doing one indexed point SELECT per
 *   request on the same database (goal ≥ 0.7×);
 * - `GET /api/horario`, `/api/matriculas`, `/api/historico/discente` and `/api/notificacoes` as
 *   the demo Discente: p50 ≤ 5 ms and p99 ≤ 25 ms;
 * - `GET /api/health` (liveness) and `?ready`, without a goal.
 *
 * On PGlite and on PostgreSQL (`BENCH_API_TARGETS`). `BENCH_API_SECONDS` (default 5) per run,
 * `BENCH_API_ROUNDS` (default 2) interleaved rounds of each figure and its reference. Figures,
 * never assertions.
 */
import { atLeast, atMost, ratio, type Section } from "../harness/report.ts";
import { startBenchServer, type BenchServer } from "../harness/server.ts";
import { fmtMs, fmtRps, load, merge, type Load } from "../harness/autocannon.ts";
import { onEachDemo, TARGET_LABEL, type DemoDatabase } from "../harness/demo-databases.ts";

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
const WARMUP_SECONDS = 3;
/** The Discente's reads with a latency goal: the pages a student opens most. */
const READS = ["/api/horario", "/api/matriculas", "/api/historico/discente", "/api/notificacoes"];

/** A reference server of api-reference.ts (`bare`, `select` or `select-prepared`) on `env`'s database. */
function startReference(mode: string, env: Record<string, string>): Promise<BenchServer> {
  return startBenchServer(env, {
    script: "bench/sections/api-reference.ts",
    scriptArgs: [mode],
    readyLine: "listening",
  });
}

const cpu = (l: Load) => `${Math.round(l.cpuUsPerRequest)} µs CPU/request`;
const failures = (l: Load) => (l.failures ? `, ${l.failures} FAILED` : "");

/** A figure and its references, measured in alternation `ROUNDS` times. */
async function alternated(figure: () => Promise<Load>, ...references: (() => Promise<Load>)[]): Promise<Load[]> {
  const runs: Load[][] = [[], ...references.map(() => [])];
  for (let i = 0; i < ROUNDS; i++) {
    for (const [k, reference] of references.entries()) runs[k + 1]?.push(await reference());
    runs[0]?.push(await figure());
  }
  return runs.map(merge);
}

async function measure(section: Section, db: DemoDatabase): Promise<void> {
  const label = TARGET_LABEL[db.name];
  const referenceEnv = db.copyEnv();
  const app = await db.start({ logs: "pipe" });
  const bare = await startReference("bare", referenceEnv);
  const select = await startReference("select", referenceEnv);
  const prepared = await startReference("select-prepared", referenceEnv);
  const cookie = { cookie: db.discenteCookie };
  const at = (server: BenchServer, path: string, headers = {}) =>
    load(`${server.base}${path}`, { seconds: SECONDS, headers, pid: server.pid });
  let total = 0;
  const count = (l: Load) => ((total += l.requests + Math.round(l.rps)) /* warm-up ≈ 1 s */, l);
  try {
    // A fresh process runs its JavaScript and PGlite's WebAssembly unoptimised for a few seconds
    // (V8 compiles the hot parts in the background): both servers are warmed up before any figure.
    for (const path of ["/api/_auth/session", ...READS]) {
      total += (await load(`${app.base}${path}`, { seconds: WARMUP_SECONDS, headers: cookie, warmupSeconds: 0 }))
        .requests;
    }
    for (const reference of [select, prepared]) {
      await load(`${reference.base}/`, { seconds: WARMUP_SECONDS, headers: cookie, warmupSeconds: 0 });
    }
    const [out, bareLoad] = await alternated(
      () => at(app, "/api/_auth/session").then(count),
      () => at(bare, "/api/_auth/session"),
    );
    section.row({
      what: `${label}: logged-out GET /api/_auth/session vs bare node:http \`{}\``,
      figure: `${fmtRps(out.rps)} (${cpu(out)}${failures(out)})`,
      reference: `${fmtRps(bareLoad.rps)} (${cpu(bareLoad)})`,
      ratio: ratio(out.rps, bareLoad.rps),
      goal: "≥ 0.85×",
      verdict: out.failures ? "none" : atLeast(out.rps / bareLoad.rps, 0.85),
    });
    const [inn, selectLoad, preparedLoad] = await alternated(
      () => at(app, "/api/_auth/session", cookie).then(count),
      () => at(select, "/api/_auth/session", cookie),
      () => at(prepared, "/api/_auth/session", cookie),
    );
    section.row({
      what: `${label}: logged-in GET /api/_auth/session vs raw point SELECT`,
      figure: `${fmtRps(inn.rps)} (${cpu(inn)}${failures(inn)})`,
      reference: `${fmtRps(selectLoad.rps)} (${cpu(selectLoad)})`,
      ratio: ratio(inn.rps, selectLoad.rps),
      goal: "≥ 0.7×",
      verdict: inn.failures ? "none" : atLeast(inn.rps / selectLoad.rps, 0.7),
    });
    section.row({
      what: `${label}: the same against the SELECT prepared (the driver's fastest path; for information)`,
      figure: fmtRps(inn.rps),
      reference: `${fmtRps(preparedLoad.rps)} (${cpu(preparedLoad)})`,
      ratio: ratio(inn.rps, preparedLoad.rps),
    });
    for (const path of READS) {
      const l = count(await at(app, path, cookie));
      const figure = `${fmtRps(l.rps)}, ${cpu(l)}${failures(l)}`;
      section.row({
        what: `${label}: GET ${path} (Discente), p50`,
        figure: `${fmtMs(l.p50)} (${figure})`,
        goal: "≤ 5 ms",
        verdict: l.failures ? "none" : atMost(l.p50, 5),
      });
      section.row({
        what: `${label}: GET ${path} (Discente), p99`,
        figure: fmtMs(l.p99),
        goal: "≤ 25 ms",
        verdict: l.failures ? "none" : atMost(l.p99, 25),
      });
    }
    for (const path of ["/api/health", "/api/health?ready"]) {
      const l = count(await at(app, path));
      section.row({ what: `${label}: GET ${path}`, figure: `${fmtRps(l.rps)} (${cpu(l)}${failures(l)})` });
    }
    await new Promise((r) => setTimeout(r, 200));
    section.note(
      `${label}: the server wrote ${app.requestLines().toLocaleString("en-US")} request log lines into the pipe for ` +
        `~${total.toLocaleString("en-US")} requests (measured runs plus ~1 s warm-ups), one line each.`,
    );
  } finally {
    await Promise.all([app.stop(), bare.stop(), select.stop(), prepared.stop()]);
  }
}

export async function benchApi(section: Section): Promise<void> {
  section.note(
    `autocannon 8.0.0 in its own process, 10 connections, ${SECONDS} s per run after a 1 s warm-up; each ` +
      `session figure and its reference in ${ROUNDS} alternating rounds (rates averaged, the worse percentile kept). ` +
      "Server: scripts/start.ts with NODE_ENV=production, DEMO=1, LOG_LEVEL=info, stdout into a pipe drained by the bench. " +
      "References: bench/sections/api-reference.ts (bare: `{}` with the API's Content-Type, CSP, nosniff, " +
      "Referrer-Policy and Cache-Control headers; select: `select user_id, expires_at, last_seen_at from sessions " +
      "where id = $1` per request through the driver's plain query call on the server's own database client, on a copy of " +
      "the PGlite folder or the same PostgreSQL; select prepared: the same as a prepared statement). " +
      "CPU/request is the process's user+system time over the run (PostgreSQL's own backends not counted).",
  );
  await onEachDemo("BENCH_API_TARGETS", "bench-api", (db) => measure(section, db));
}
