/**
 * The declarations' benchmark (issue 16): on one server process (PGlite, the demo data), the
 * office issues ROUNDS transcripts (`historico`, the longest statement) of the demo student and
 * downloads each as a PDF (DejaVu embedded, the QR code drawn): p50/p95 of the issue, of the PDF,
 * and the throughput of issue + download one after another and with CONCURRENCY clients. Then
 * the public verification `GET /api/autenticacao/{codigo}`: look-ups per second. The rate limit
 * (10 a minute per address) would stop a bench, so the server trusts a proxy (TRUST_PROXY=1)
 * and each client address (X-Forwarded-For) makes at most 10 look-ups — the limit is measured
 * as it runs, not switched off. Figures, never assertions; loopback only; bounded loops.
 * `npm run bench` calls it; alone: `node scripts/bench-declaracoes.ts` (BENCH_DECLARACOES_ROUNDS=200,
 * BENCH_DECLARACOES_LOOKUPS=2000).
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { freePort, root } from "./run.ts";

const ROUNDS = Number(process.env.BENCH_DECLARACOES_ROUNDS ?? 200);
const LOOKUPS = Number(process.env.BENCH_DECLARACOES_LOOKUPS ?? 2000);
const CONCURRENCY = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

function summary(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  (${times.length}×)`,
  );
}

async function startServer(env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
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

async function issueAndDownload(
  base: string,
  cookie: string,
): Promise<{ issue: number; pdf: number; codigo: string; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/declaracoes`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ type: "historico", holder: "discente" }),
  });
  if (res.status !== 201) throw new Error(`issue answered ${res.status}: ${await res.text()}`);
  const { codigo } = (await res.json()) as { codigo: string };
  const t1 = performance.now();
  const pdf = await fetch(`${base}/api/declaracoes/${codigo}/pdf`, { headers: { cookie } });
  const body = await pdf.arrayBuffer();
  if (pdf.status !== 200) throw new Error(`pdf answered ${pdf.status}`);
  return { issue: t1 - t0, pdf: performance.now() - t1, codigo, bytes: body.byteLength };
}

/** Runs `count` tasks with `workers` at a time; returns the elapsed seconds. */
async function pool(count: number, workers: number, task: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < count; index = next++) await task(index);
    }),
  );
  return (performance.now() - started) / 1000;
}

export async function benchDeclaracoes(): Promise<void> {
  const dataDir = join(root, ".tmp", "bench-declaracoes");
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
  try {
    const login = await fetch(`${server.base}/api/_auth/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ idcbpf: "admin", password: "demo1234" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    console.log(`\nDeclarations (issue 16), one server process on PGlite, the demo student's transcript:`);
    for (let i = 0; i < 10; i++) await issueAndDownload(server.base, cookie); // warm-up (JIT, font parsing)

    const issues: number[] = [];
    const pdfs: number[] = [];
    const both: number[] = [];
    const codes: string[] = [];
    let bytes = 0;
    const sequential = await pool(ROUNDS, 1, async () => {
      const round = await issueAndDownload(server.base, cookie);
      issues.push(round.issue);
      pdfs.push(round.pdf);
      both.push(round.issue + round.pdf);
      codes.push(round.codigo);
      bytes = round.bytes;
    });
    summary("POST /api/declaracoes (historico)", issues);
    summary("GET /api/declaracoes/{codigo}/pdf (with QR)", pdfs);
    summary("issue + download", both);
    console.log(
      `  PDF size ${(bytes / 1024).toFixed(0)} KiB; one client: ${(ROUNDS / sequential).toFixed(1)} issues+downloads/s`,
    );
    const concurrent = await pool(ROUNDS, CONCURRENCY, async () => {
      await issueAndDownload(server.base, cookie);
    });
    console.log(`  ${CONCURRENCY} clients at once: ${(ROUNDS / concurrent).toFixed(1)} issues+downloads/s`);

    // Verification: distinct addresses, at most 10 look-ups each (within the limit).
    const lookups: number[] = [];
    let refused = 0;
    const seconds = await pool(LOOKUPS, CONCURRENCY, async (index) => {
      const address = `198.18.${Math.floor(index / 10 / 250)}.${(Math.floor(index / 10) % 250) + 1}`;
      const t = performance.now();
      const res = await fetch(`${server.base}/api/autenticacao/${codes[index % codes.length]}`, {
        headers: { "x-forwarded-for": address },
      });
      await res.arrayBuffer();
      if (res.status !== 200) refused += 1;
      lookups.push(performance.now() - t);
    });
    summary(`GET /api/autenticacao/{codigo} (${CONCURRENCY} clients)`, lookups);
    console.log(
      `  ${(LOOKUPS / seconds).toFixed(0)} look-ups/s (${refused} not 200); machine load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await benchDeclaracoes();
