/**
 * The /gov pages' benchmark (issue 16): time to first byte of each server-rendered page (both
 * languages, and one search), p50/p95 over ROUNDS sequential requests on one server process,
 * plus the whole answer's time and size. TTFB is the time until the answer's status line and
 * headers arrive (`fetch` resolves then; the body is read after). Figures, never assertions;
 * loopback only; bounded loops. `npm run bench` calls `benchGov(base)` on its demo server; alone:
 * `node scripts/bench-gov.ts` starts one of its own (BENCH_GOV_ROUNDS=200).
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { Section } from "../harness/report.ts";
import { freePort, root } from "../../scripts/run.ts";

const ROUNDS = Number(process.env.BENCH_GOV_ROUNDS ?? 200);
const PAGES = [
  "/gov",
  "/gov/docente-academico",
  "/gov/docente-profissional",
  "/gov/discente-academico",
  "/gov/discente-profissional",
  "/gov/agenda-disciplinas",
  "/en/gov/agenda-disciplinas",
  "/gov/discente-academico?q=silva",
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function benchGov(base: string, section: Section): Promise<void> {
  section.note(
    `${ROUNDS} sequential requests a page on one server process; TTFB is until the status line and headers arrive.`,
  );
  for (const path of PAGES) {
    // Warm-up: the first answer pays for module and query-plan start-up.
    await (await fetch(`${base}${path}`)).arrayBuffer();
    const ttfb: number[] = [];
    const total: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const res = await fetch(`${base}${path}`);
      ttfb.push(performance.now() - t);
      bytes = (await res.arrayBuffer()).byteLength;
      total.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    }
    ttfb.sort((a, b) => a - b);
    total.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    section.row({
      what: `${path} (${(bytes / 1024).toFixed(1)} KiB)`,
      figure: `TTFB p50 ${ms(percentile(ttfb, 50))}, p95 ${ms(percentile(ttfb, 95))}; whole answer p95 ${ms(percentile(total, 95))}`,
    });
  }
}

if (import.meta.main) {
  const dataDir = join(root, ".tmp", "bench-gov-data");
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "silent" },
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
  try {
    await benchGov(base, new Section("gov", "/gov pages, time to first byte"));
  } finally {
    await new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM")));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
