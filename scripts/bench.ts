/**
 * `npm run bench`: figures, never assertions. Starts the server as `npm start` does (on a
 * scratch copy of the embedded database), then measures start-up, the session calls, the
 * access log, the app shell, the /gov pages' time to first byte (bench-gov.ts), and the server's
 * memory; then the users' search and CSV import with 50,000 users (bench-users.ts); then the
 * transcript of a ten-year record (bench-historico.ts); then declarations issued, downloaded as
 * PDFs and verified (bench-declaracoes.ts).
 * Loopback only; bounded loops.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { benchOffline } from "./bench-offline.ts";
import { distDir } from "./build.ts";
import { benchHistorico } from "./bench-historico.ts";
import { benchUsers } from "./bench-users.ts";
import { benchEnrolment } from "./bench-enrolment.ts";
import { benchDeclaracoes } from "./bench-declaracoes.ts";
import { benchGov } from "./bench-gov.ts";
import { freePort, root } from "./run.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const dataDir = join(root, ".tmp", "bench-data");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(label: string, rounds: number, call: () => Promise<Response>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`${label.padEnd(34)} p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  (${rounds}×)`);
}

async function startServer(port: number): Promise<{ ms: number; pid: number; stop: () => Promise<void> }> {
  const t = performance.now();
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - t > 120_000) throw new Error("server did not start in 120 s");
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    ms: performance.now() - t,
    pid: child.pid ?? 0,
    stop: () => new Promise((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))),
  };
}

function rssMb(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const line = status.split("\n").find((l) => l.startsWith("VmRSS:"));
    return line ? `${(Number(line.replace(/\D/g, "")) / 1024).toFixed(0)} MiB` : "n/a";
  } catch {
    return "n/a";
  }
}

function dirSize(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + dirSize(join(path, entry)), 0);
}

rmSync(dataDir, { recursive: true, force: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const first = await startServer(port);
console.log(`first start (new database, migrate, seed)   ${(first.ms / 1000).toFixed(2)} s`);
await first.stop();
const server = await startServer(port);
console.log(`cold start on an existing database           ${(server.ms / 1000).toFixed(2)} s`);
console.log(`server memory after start (RSS)              ${rssMb(server.pid)}`);

const login = await fetch(`${base}/api/_auth/session`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ idcbpf: "discente", password: "demo1234" }),
});
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
await timed("GET /api/_auth/session (logged in)", ROUNDS, () =>
  fetch(`${base}/api/_auth/session`, { headers: { cookie } }),
);
await timed("GET /api/_log", ROUNDS, () =>
  fetch(`${base}/api/_log?path=${encodeURIComponent("/historico")}`, { headers: { cookie } }),
);
await timed("GET / (app shell)", ROUNDS, () => fetch(`${base}/`, { headers: { cookie } }));
await timed("POST /api/_auth/session (argon2id)", 20, () =>
  fetch(`${base}/api/_auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "bench" },
    body: JSON.stringify({ idcbpf: "admin", password: "demo1234" }),
  }),
);
console.log(`server memory after the rounds (RSS)         ${rssMb(server.pid)}`);
await benchOffline(base);
// The /gov pages' time to first byte (issue 16), on the same demo server.
await benchGov(base);
await server.stop();

const dist = distDir; // where start.ts built it (DIST_DIR)
const assets = join(dist, "assets");
const js = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith(".js")) : [];
const entry = js.find((f) => f.startsWith("index-"));
console.log(
  `built app: ${(dirSize(dist) / 1024).toFixed(0)} KiB in dist, ${js.length} JS chunks, entry ${entry ? (statSync(join(assets, entry)).size / 1024).toFixed(0) : "?"} KiB`,
);
console.log(`embedded database on disk: ${(dirSize(dataDir) / 1024 / 1024).toFixed(1)} MiB`);
// The users' search and CSV import with 50,000 users, on PGlite and on a PostgreSQL of its own.
await benchUsers();
// The transcript of a student with ten years of records, among 2,000 others, on PGlite and PostgreSQL.
await benchHistorico();
// The enrolment rush: 2,000 students at once on 50 offerings, PGlite and a crash-safe PostgreSQL.
await benchEnrolment();
// Declarations: issue + PDF with QR on one process, and the public verification's look-ups.
await benchDeclaracoes();
