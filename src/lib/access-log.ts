import type { LogEntry, LogQueue } from "./log-queue.ts";
import { whenIdle } from "./idle.ts";
import { getSession } from "./session.ts";

export { logUrl } from "./log-url.ts";

/**
 * The access log of PRODUCT §4: every navigation is reported with `GET /api/_log`. Each entry
 * carries a client id (so a re-sent entry is stored once) and the client time, and goes
 * through the device queue of log-queue.ts (IndexedDB first, then the network, in order), so
 * navigations made offline reach the server once the connection is back.
 *
 * Each entry also says who was logged in at the navigation, so that one made before a logout or
 * a login is never reported as the next user's (log-queue.ts).
 *
 * The queue (and Dexie with it) is loaded on first use rather than with the app: it is not
 * needed to show the first screen, which a re-opened app should show as soon as it can. The
 * id and time of an entry are taken at the navigation; entries are queued in that order.
 */
function entryId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const currentUser = () => getSession().user?.idcbpf ?? null;

let queue: Promise<LogQueue> | null = null;

function pageQueue(): Promise<LogQueue> {
  queue ??= import("./log-queue.ts").then(
    ({ createLogQueue }) => {
      const created = createLogQueue({ currentUser });
      created.start();
      return created;
    },
    (error: unknown) => {
      queue = null; // the next navigation tries to load it again
      throw error;
    },
  );
  return queue;
}

/**
 * At start, once the first screen is up (the browser is idle, or after 2 s): sends what earlier
 * visits left waiting, and from then on whenever the network returns. A navigation logged
 * before that loads the queue at once.
 */
export function startLogQueue(): void {
  const start = () =>
    void pageQueue().catch(() => {
      // The chunk could not load: the next navigation tries again.
    });
  whenIdle(start);
}

/** Reports a navigation to `path`. Never throws: the log must not break the page. */
export function logNavigation(path: string): void {
  const entry: LogEntry = { id: entryId(), path, at: Date.now(), user: currentUser() };
  pageQueue()
    .then((ready) => ready.enqueue(entry))
    .catch(() => {
      // The queue already keeps what it could not send; nothing to tell the person. (Should
      // the queue's chunk itself fail to load, the entry is lost, like any chunk after a deploy.)
    });
}
