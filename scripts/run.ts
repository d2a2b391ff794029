/** Small process helpers for the project's scripts (start, test, bench). */
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..");
export const bin = (name: string) => join(root, "node_modules", ".bin", name);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: root, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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
