/**
 * `npm run bench`: figures, never assertions. Runs each section below in order, prints its
 * figures as they come, and writes them, beside their references and goals, to
 * `bench/results.md` (scripts/bench-report.ts). `BENCH_ONLY=startup,gov npm run bench` runs only
 * the sections named (their ids below); the report keeps the others from their last run, each
 * with its own date, commit and load. Loopback only; bounded loops.
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { benchApi } from "./sections/api.ts";
import { benchDeclaracoes } from "./sections/declaracoes.ts";
import { benchGov } from "./sections/gov.ts";
import { benchMemory } from "./sections/memory.ts";
import { benchOffline } from "./sections/offline.ts";
import { benchPages } from "./sections/pages.ts";
import { benchScale } from "./sections/scale.ts";
import { benchProcesses } from "./sections/processes.ts";
import { Section, setSectionOrder } from "./harness/report.ts";
import { loginCookie, percentile, startBenchServer, type BenchServer } from "./harness/server.ts";
import { benchUsers } from "./sections/users.ts";
import { buildApp, distDir } from "../scripts/build.ts";
import { root } from "../scripts/run.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

type SectionSpec = { id: string; title: string; run: (section: Section) => Promise<void> };

async function timed(section: Section, label: string, rounds: number, call: () => Promise<Response>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => `${n.toFixed(2)} ms`;
  section.row({
    what: `${label}, ${rounds} sequential`,
    figure: `p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}`,
  });
}

function dirSize(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + dirSize(join(path, entry)), 0);
}

/** A demo server (as `npm start` runs it) on a scratch database for the length of `use`. */
async function withDemoServer(name: string, use: (server: BenchServer) => Promise<void>): Promise<void> {
  const dataDir = join(root, ".tmp", `bench-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({ DATA_DIR: dataDir });
  try {
    await use(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startup(section: Section): Promise<void> {
  // The build first, timed on its own: `npm start` builds when the build is older than its
  // sources, which would otherwise be counted in the first start.
  const building = performance.now();
  const code = await buildApp(distDir);
  if (code !== 0) throw new Error(`the build failed (${code})`);
  section.row({
    what: "Build of the app (vite, pre-rendering, precompression)",
    figure: `${((performance.now() - building) / 1000).toFixed(1)} s`,
  });
  const dataDir = join(root, ".tmp", "bench-startup");
  rmSync(dataDir, { recursive: true, force: true });
  const first = await startBenchServer({ DATA_DIR: dataDir });
  section.row({
    what: "First start (new database, migrate, demo seed)",
    figure: `${(first.startMs / 1000).toFixed(2)} s`,
  });
  await first.stop();
  const server = await startBenchServer({ DATA_DIR: dataDir });
  try {
    section.row({ what: "Start on an existing database", figure: `${(server.startMs / 1000).toFixed(2)} s` });
    const cookie = await loginCookie(server.base, "discente");
    await timed(section, "GET /api/_auth/session (logged in)", ROUNDS, () =>
      fetch(`${server.base}/api/_auth/session`, { headers: { cookie } }),
    );
    await timed(section, "GET /api/_log", ROUNDS, () =>
      fetch(`${server.base}/api/_log?path=${encodeURIComponent("/historico")}`, { headers: { cookie } }),
    );
    await timed(section, "GET / (app shell)", ROUNDS, () => fetch(`${server.base}/`, { headers: { cookie } }));
    await timed(section, "POST /api/_auth/session (argon2id login)", 20, () =>
      fetch(`${server.base}/api/_auth/session`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "bench" },
        body: JSON.stringify({ idcbpf: "admin", password: "demo1234" }),
      }),
    );
    section.note(
      "Starts are measured until GET /api/health answers (the server listens once its database is migrated and seeded); " +
        "the server's memory is the `memory` section's.",
    );
  } finally {
    await server.stop();
  }
  const assets = join(distDir, "assets");
  const js = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith(".js")) : [];
  section.row({
    what: "Built app (DIST_DIR)",
    figure: `${(dirSize(distDir) / 1024).toFixed(0)} KiB, ${js.length} JS chunks`,
  });
  section.row({
    what: "Embedded database of the demo on disk",
    figure: `${(dirSize(dataDir) / 1024 / 1024).toFixed(1)} MiB`,
  });
  rmSync(dataDir, { recursive: true, force: true });
}

/** In the order they run and appear in the report. */
const SECTIONS: SectionSpec[] = [
  { id: "startup", title: "Start-up and basic calls (PGlite, demo data)", run: startup },
  { id: "api", title: "API overhead (autocannon, 10 connections, demo data)", run: benchApi },
  { id: "memory", title: "Server memory (RSS), demo data", run: benchMemory },
  {
    id: "offline",
    title: "Offline re-open of the Discente's week (Chromium)",
    run: (section) => withDemoServer("offline", (server) => benchOffline(server.base, section)),
  },
  { id: "pages", title: "Page weight and Lighthouse (/login, home, /matricula, /gov; pt and en)", run: benchPages },
  {
    id: "gov",
    title: "/gov pages, time to first byte (PGlite, demo data)",
    run: (section) => withDemoServer("gov", (server) => benchGov(server.base, section)),
  },
  { id: "users", title: "Users' search and CSV import at 50,000 users", run: benchUsers },
  { id: "scale", title: "University scale: reads and the enrolment rush at 2,000 a second", run: benchScale },
  { id: "processes", title: "Several server processes against one PostgreSQL", run: benchProcesses },
  { id: "declaracoes", title: "Declarations: issue, PDF, verification", run: benchDeclaracoes },
];

setSectionOrder(SECTIONS.map((s) => s.id));
const only = process.env.BENCH_ONLY?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only?.filter((id) => !SECTIONS.some((s) => s.id === id)) ?? [];
if (unknown.length) {
  console.error(
    `BENCH_ONLY names unknown sections: ${unknown.join(", ")}. Known: ${SECTIONS.map((s) => s.id).join(", ")}`,
  );
  process.exit(2);
}
const started = performance.now();
let failed = 0;
for (const spec of SECTIONS) {
  if (only && !only.includes(spec.id)) continue;
  const section = new Section(spec.id, spec.title);
  try {
    await spec.run(section);
    section.save();
  } catch (error) {
    // A section that fails is reported as failed, not saved: the report keeps its last real run.
    failed += 1;
    console.error(
      `section ${spec.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}
console.log(
  `\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s; report written to bench/results.md${failed ? `; ${failed} section(s) FAILED` : ""}`,
);
process.exit(failed ? 1 : 0);
