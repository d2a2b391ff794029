import { createLogQueue, type LogQueue } from "./log-queue.ts";

export { logUrl } from "./log-queue.ts";

/**
 * The access log of PRODUCT §4: every navigation is reported with `GET /api/_log`. Each entry
 * carries a client id (so a re-sent entry is stored once) and the client time, and goes
 * through the device queue of log-queue.ts (IndexedDB first, then the network, in order), so
 * navigations made offline reach the server once the connection is back.
 */
function entryId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

let queue: LogQueue | null = null;

function pageQueue(): LogQueue {
  queue ??= createLogQueue();
  return queue;
}

/** At start: sends what earlier visits left waiting, and from then on whenever the network returns. */
export function startLogQueue(): void {
  pageQueue().start();
}

/** Reports a navigation to `path`. Never throws: the log must not break the page. */
export function logNavigation(path: string): void {
  pageQueue()
    .enqueue({ id: entryId(), path, at: Date.now() })
    .catch(() => {
      // The queue already keeps what it could not send; nothing to tell the person.
    });
}
