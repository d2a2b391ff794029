import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The Node process the server runs in, set once at start by replacing the process image
 * (`process.execve`: same process id, same open files, so a supervisor, `npm start` and signals
 * see one process) with:
 *
 * - `--max-semi-space-size=8` (MiB): V8 sizes the young generation from the machine's memory
 *   and grew it to 2 × 64 MiB while the server loaded its modules, then kept it; measured, that
 *   was ~130 MiB of the idle server's RSS (with 8 MiB semi-spaces: 145 MiB idle on PostgreSQL;
 *   16 MiB: 157). A request's garbage dies young either way; the collector's share of a profile
 *   under load stays small (docs/operations.md, "Start-up and memory").
 * - `--expose-gc`: the server gives memory back after a busy spell (src/server/memory-release.ts).
 * - the compile cache (`NODE_COMPILE_CACHE`, Node's own default folder under the system's
 *   temporary directory unless set): the second start on a machine reads the modules' compiled
 *   code and their TypeScript, already stripped, from it — Node's TypeScript stripper (a
 *   WebAssembly module, ~17 MiB resident) is then not loaded at all, and the start is faster.
 *
 * Flags given on the command line or in NODE_OPTIONS win; `NODE_DISABLE_COMPILE_CACHE=1` is
 * honoured. Where `process.execve` does not exist (Windows) the server runs without them. A
 * process forked with an IPC channel (a cluster worker, a supervisor's `fork`) is not replaced:
 * its channel would not survive; its parent passes SERVER_NODE_FLAGS itself (as
 * bench/sections/processes-cluster.ts does), or it runs without them.
 */
const MARK = "ACADEMICO_SERVER_PROCESS";
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--expose-gc"];

export function restartAsServerProcess(script: string): void {
  if (process.env[MARK] === "1" || typeof process.execve !== "function") return;
  if (process.channel || process.env.NODE_UNIQUE_ID !== undefined) return;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  const flags = SERVER_NODE_FLAGS.filter((flag) => !given.some((arg) => arg.startsWith(flag.split("=")[0] ?? flag)));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  env[MARK] = "1";
  if (!env.NODE_COMPILE_CACHE && env.NODE_DISABLE_COMPILE_CACHE !== "1") {
    env.NODE_COMPILE_CACHE = join(tmpdir(), "node-compile-cache");
  }
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, script, ...process.argv.slice(2)],
    env,
  );
}
