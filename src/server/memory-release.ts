import type { Server } from "node:http";

/**
 * Gives memory back to the system once a busy spell is over. Under load V8 promotes what is
 * alive during requests to its old generation and grows it; a major collection only happens when
 * that generation reaches its limit, so after the load the heap stayed as large as the load made
 * it (the bench's memory section measures idle, under load and after). When a
 * spell of at least BUSY requests (or the start) is followed by QUIET_MS without one, this runs one memory-
 * reducing collection (V8's `last-resort` flavour: marks, compacts and releases free pages and the
 * young generation's space) and brings the server back near its idle size. It costs one full
 * collection (tens to a few hundred milliseconds of the main thread) per busy spell, never during
 * one. Needs `gc`, exposed by `--expose-gc` (scripts/start-process.ts); without it, nothing.
 */
export const BUSY = 1_000;
export const QUIET_MS = 5_000;

export function releaseMemoryWhenIdle(server: Server, collect = globalThis.gc): () => void {
  if (!collect) return () => {};
  let requests = 0;
  let seen = 0;
  // Starting (modules, migrations, the demo's check) is a busy spell too: released once quiet.
  let sinceRelease = BUSY;
  const count = () => void (requests += 1);
  server.on("request", count);
  const timer = setInterval(() => {
    if (requests !== seen) {
      sinceRelease += requests - seen;
      seen = requests;
      return;
    }
    if (sinceRelease < BUSY) return;
    sinceRelease = 0;
    void collect({ type: "major", execution: "async", flavor: "last-resort" });
  }, QUIET_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off("request", count);
  };
}
