/**
 * The bench's server processes: `scripts/start.ts` as `npm start` runs it (its own port, a scratch
 * database, logs off unless asked; `script: "src/server/index.ts"` serves a DIST_DIR as it is,
 * never building), waited for until it answers, stopped with SIGTERM. Plus the process's memory
 * as the kernel counts it. Loopback only.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort, root } from "../../scripts/run.ts";

export type BenchServer = {
  base: string;
  port: number;
  pid: number;
  /** From spawn until /api/health answered 200, in ms. */
  startMs: number;
  /** With `logs: "pipe"`: the request lines (`"msg":"request"`) the server has written so far. */
  requestLines: () => number;
  stop: () => Promise<void>;
};

export type BenchServerOptions = {
  timeoutMs?: number;
  args?: string[];
  /** The script to run: `scripts/start.ts` (builds when needed) or `src/server/index.ts`. */
  script?: string;
  /**
   * `discard` (default): stdout to /dev/null. `pipe`: stdout into a pipe this process drains, as
   * a supervisor takes a server's log (and counts its request lines).
   */
  logs?: "discard" | "pipe";
};

export async function startBenchServer(
  env: Record<string, string>,
  { timeoutMs = 180_000, args = [], script = "scripts/start.ts", logs = "discard" }: BenchServerOptions = {},
): Promise<BenchServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...args, script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "silent", ...env, PORT: String(port) },
    stdio: ["ignore", logs === "pipe" ? "pipe" : "ignore", "ignore"],
  });
  let requestLines = 0;
  let tail = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (tail + chunk.toString()).split("\n");
    tail = lines.pop() ?? "";
    for (const line of lines) if (line.includes('"msg":"request"')) requestLines += 1;
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (exited) throw new Error("the bench server exited before answering");
    if (performance.now() - started > timeoutMs) throw new Error(`server did not start in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 25));
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
