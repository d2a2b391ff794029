/**
 * The one way the bench starts a server process: `scripts/start.ts` as `npm start` runs it by
 * default (its own port, logs off unless asked), or any script that serves HTTP on PORT — the
 * server alone (`src/server/index.ts`, serving a DIST_DIR as it is, never building), the API
 * section's reference servers, the cluster of the `processes` section. It is waited for until it
 * answers (`/api/health`) or prints the line it prints when ready, and stopped with SIGTERM.
 * Plus what sections ask of a running server: a login, the process's memory, a scratch folder
 * for its database. Loopback only.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { freePort, root } from "../../scripts/run.ts";

export type BenchServer = {
  base: string;
  port: number;
  pid: number;
  /** From spawn until it was ready, in ms. */
  startMs: number;
  /** With `logs: "pipe"`: the request lines (`"msg":"request"`) the server has written so far. */
  requestLines: () => number;
  stop: () => Promise<void>;
};

export type BenchServerOptions = {
  timeoutMs?: number;
  /** Node's own flags, before the script. */
  nodeFlags?: string[];
  /** The script to run, from the project's root: `scripts/start.ts` (builds when needed) by default. */
  script?: string;
  /** Arguments after the script. */
  scriptArgs?: string[];
  /**
   * `discard` (default): stdout to /dev/null. `pipe`: stdout into a pipe this process drains, as
   * a supervisor takes a server's log (and counts its request lines).
   */
  logs?: "discard" | "pipe";
  /** Ready once the process prints a line starting with this; otherwise once `/api/health` answers 200. */
  readyLine?: string;
};

/** Node flags for a CPU profile of the server, written to .tmp/prof when it stops, under BENCH_CPU_PROF=1. */
export const CPU_PROFILE_FLAGS = process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir=.tmp/prof"] : [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startBenchServer(
  env: Record<string, string>,
  {
    timeoutMs = 180_000,
    nodeFlags = [],
    script = "scripts/start.ts",
    scriptArgs = [],
    logs = "discard",
    readyLine,
  }: BenchServerOptions = {},
): Promise<BenchServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script, ...scriptArgs], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "silent", ...env, PORT: String(port) },
    stdio: ["ignore", logs === "pipe" || readyLine ? "pipe" : "ignore", "pipe"],
  });
  let requestLines = 0;
  let saidReady = false;
  let tail = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (tail + chunk.toString()).split("\n");
    tail = lines.pop() ?? "";
    for (const line of lines) {
      if (line.includes('"msg":"request"')) requestLines += 1;
      else if (readyLine && line.startsWith(readyLine)) saidReady = true;
    }
  });
  // What the process says on stderr, passed on; its end is kept for the error when it dies early.
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const ready = readyLine
    ? async () => saidReady
    : () =>
        fetch(`${base}/api/health`).then(
          (res) => res.ok,
          () => false, // not listening yet
        );
  for (;;) {
    if (await ready()) break;
    if (exited) throw new Error(`${script} exited before it was ready${stderr ? `:\n${stderr}` : ""}`);
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGTERM");
      throw new Error(`${script} was not ready in ${timeoutMs / 1000} s`);
    }
    await sleep(readyLine ? 5 : 25);
  }
  return {
    base,
    port,
    pid: child.pid ?? 0,
    startMs: performance.now() - started,
    requestLines: () => requestLines,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** `.tmp/bench-<name>`, emptied: a scratch folder for a server's database. */
export function scratchDir(name: string): string {
  const dir = join(root, ".tmp", `bench-${name}`);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

/**
 * A demo server (as `npm start` runs it, plus `env`) on a scratch PGlite database for the length
 * of `use`, then stopped and its folder removed.
 */
export async function withDemoServer(
  name: string,
  use: (server: BenchServer) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const dataDir = scratchDir(name);
  const server = await startBenchServer({ DATA_DIR: dataDir, ...env });
  try {
    await use(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A process's resident memory (VmRSS) or its peak (VmHWM), in MiB; NaN when it is gone. */
export function memoryMiB(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.replace(/\D/g, "")) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export async function loginCookie(base: string, idcbpf: string, password = "demo1234"): Promise<string> {
  const res = await fetch(`${base}/api/_auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ idcbpf, password }),
  });
  if (!res.ok) throw new Error(`login of ${idcbpf} failed: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
