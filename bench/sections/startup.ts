/**
 * Section `startup`: the build of the app timed on its own, the first start of the demo (new
 * database, migrations, demo seed) and a start on the existing database, each until
 * `/api/health` answers; then a few basic calls one after another, and the sizes on disk of the
 * build and of the demo's embedded database. `BENCH_ROUNDS` sequential calls a figure (200).
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildApp, distDir } from "../../scripts/build.ts";
import type { Section } from "../harness/report.ts";
import { loginCookie, percentile, scratchDir, startBenchServer } from "../harness/server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

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

export async function benchStartup(section: Section): Promise<void> {
  // The build first, timed on its own: `npm start` builds when the build is older than its
  // sources, which would otherwise be counted in the first start.
  const building = performance.now();
  const code = await buildApp(distDir);
  if (code !== 0) throw new Error(`the build failed (${code})`);
  section.row({
    what: "Build of the app (vite, pre-rendering, precompression)",
    figure: `${((performance.now() - building) / 1000).toFixed(1)} s`,
  });
  const dataDir = scratchDir("startup");
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
