/**
 * HTTP load for the bench: autocannon 8 run as a **separate process** (its own CPU, not the bench
 * script's), 10 connections by default, a discarded warm-up first; plus the CPU time the server
 * process spent meanwhile (from /proc), a figure that moves less with the machine's load than
 * requests per second do. Loopback only; bounded durations.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../../scripts/run.ts";

export type Load = {
  /** Requests completed per second (autocannon's mean over the run). */
  rps: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: a run's figures count only when 0. */
  failures: number;
  /** Server CPU time (user + system) per completed request, in µs; NaN without a pid. */
  cpuUsPerRequest: number;
};

export type LoadOptions = {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /** The server's process, whose CPU time is read before and after. */
  pid?: number;
  /** Seconds of discarded load first (JIT, caches, connections). */
  warmupSeconds?: number;
};

const autocannonBin = join(root, "node_modules", "autocannon", "autocannon.js");

/** utime + stime of a process in seconds (the kernel's clock ticks, 100 a second here). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

function autocannon(url: string, connections: number, seconds: number, headers: Record<string, string>) {
  const args = [autocannonBin, "-j", "-c", String(connections), "-d", String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  return new Promise<AutocannonJson>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.slice(-500)}`));
      try {
        resolve(JSON.parse(out) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 300)} ${err.slice(-300)}`));
      }
    });
  });
}

/** One measured run (after its warm-up) against `url`. */
export async function load(url: string, options: LoadOptions = {}): Promise<Load> {
  const { connections = 10, seconds = 5, headers = {}, pid, warmupSeconds = 1 } = options;
  if (warmupSeconds > 0) await autocannon(url, connections, warmupSeconds, headers);
  const cpuBefore = pid ? cpuSeconds(pid) : NaN;
  const result = await autocannon(url, connections, seconds, headers);
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : NaN;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuUsPerRequest: (cpu * 1e6) / Math.max(1, result.requests.total),
  };
}

/** Loads of `runs` rounds merged: requests summed, rate averaged, worst percentiles kept. */
export function merge(runs: readonly Load[]): Load {
  const sum = (f: (l: Load) => number) => runs.reduce((acc, l) => acc + f(l), 0);
  const requests = sum((l) => l.requests);
  return {
    rps: sum((l) => l.rps) / runs.length,
    p50: Math.max(...runs.map((l) => l.p50)),
    p99: Math.max(...runs.map((l) => l.p99)),
    requests,
    failures: sum((l) => l.failures),
    cpuUsPerRequest: sum((l) => l.cpuUsPerRequest * l.requests) / Math.max(1, requests),
  };
}

export const fmtRps = (n: number) => `${Math.round(n).toLocaleString("en-US")} req/s`;
export const fmtMs = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
