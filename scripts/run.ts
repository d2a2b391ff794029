/** Small process helpers for the project's scripts (start, test, bench). */
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { createServer } from "node:net";
import { constants as osConstants } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..");
export const bin = (name: string) => join(root, "node_modules", ".bin", name);

/**
 * Runs a command with inherited output; resolves with its exit code. SIGINT and SIGTERM sent to
 * this process while it runs are passed on to it (a supervisor stopping `npm start` during its
 * build must not leave the build running); the exit code is then 128 + the signal's number.
 */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: root, ...options });
    let stopping: NodeJS.Signals | null = null;
    const passOn = (signal: NodeJS.Signals) => {
      stopping = signal;
      child.kill(signal);
    };
    const signals = ["SIGINT", "SIGTERM"] as const;
    // Only where nothing else listens: a script with its own handlers (npm test) decides itself.
    const mine = signals.filter((signal) => process.listenerCount(signal) === 0);
    for (const signal of mine) process.on(signal, passOn);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      for (const s of mine) process.off(s, passOn);
      if (stopping) resolve(128 + (osConstants.signals[stopping] ?? 0));
      else resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Runs a command with its output collected instead of shown (stdout and stderr in the order they
 * came); resolves with its exit code and that output. For a step run beside another, whose output
 * is printed whole when it is read, not interleaved with the other's.
 */
export function runCollected(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<{ status: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString("utf8") }),
    );
  });
}

export function runSync(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): { status: number; output: string } {
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8", ...options });
  return { status: result.status ?? 1, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function elapsed(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
