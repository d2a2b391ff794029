/**
 * The server as several processes on one port, for the bench's `processes` section: Node's
 * cluster module forks BENCH_WORKERS copies of the script named on the command line (default
 * `scripts/start.ts`, the server as `npm start` runs it), each listening on PORT through this
 * primary, which hands each new connection to the next worker in turn (round-robin;
 * the bytes then go to that worker directly, nothing is copied through the primary). Prints
 * `ready N` once every worker listens, so no connection is opened before all can take one. On
 * SIGTERM it stops the workers (each finishes its requests and closes its pool) and exits.
 */
import cluster from "node:cluster";
import { SERVER_NODE_FLAGS } from "../../scripts/start-process.ts";

const workers = Number(process.env.BENCH_WORKERS ?? 1);
// A worker keeps its IPC channel only if it is not replaced: the server's Node flags are given here.
cluster.setupPrimary({
  exec: process.argv[2] ?? "scripts/start.ts",
  execArgv: [...SERVER_NODE_FLAGS, ...process.execArgv],
});
let listening = 0;
let stopping = false;
cluster.on("listening", () => {
  if (++listening === workers) process.stdout.write(`ready ${workers}\n`);
});
cluster.on("exit", (worker, code) => {
  if (!stopping) {
    process.stderr.write(`worker ${worker.id} exited (${code}) before the bench stopped it\n`);
    stopping = true;
    for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
    process.exitCode = 1;
  }
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
});
process.on("SIGTERM", () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
});
for (let n = 0; n < workers; n++) cluster.fork();
