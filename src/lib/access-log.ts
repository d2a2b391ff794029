import type { LogEntry, LogQueue } from "./log-queue.ts";
import { whenQuiet } from "./quiet.ts";
import { getSession } from "./session.ts";

/**
 * The access log of PRODUCT §4: every navigation is reported with `GET /api/_log`. Each entry
 * carries a client id (so a re-sent entry is stored once) and the client time, and goes
 * through the device queue of log-queue.ts (IndexedDB first, then the network, in order), so
 * navigations made offline reach the server once the connection is back.
 *
 * Each entry also says who was logged in at the navigation, so that one made before a logout or
 * a login is never reported as the next user's (log-queue.ts).
 *
 * The queue (log-queue.ts, with Dexie for its IndexedDB store) is loaded once the first screen
 * has what it needs (quiet.ts: no API request in flight, the browser idle), never before: it is
 * no part of the first screen, which should get the network and the main thread to itself. The id and time
 * of an entry are taken at the navigation; entries are queued in that order.
 *
 * Until the queue holds an entry, it is also kept in localStorage (`academico-log-pending`),
 * written synchronously at the navigation: the queue's code takes a moment to load, and a tab
 * closed or crashing meanwhile must not lose the entry. The next start moves what it finds there
 * into the queue, before its own entries. Should two tabs both move one, it is sent twice with
 * one id, and the server stores it once.
 */
const PENDING_KEY = "academico-log-pending";
/** At most this many entries wait there (a page that cannot load the queue keeps only the last). */
const PENDING_LIMIT = 100;

function isEntry(value: unknown): value is LogEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Partial<LogEntry>;
  return typeof entry.id === "string" && typeof entry.path === "string" && typeof entry.at === "number";
}

function readPending(): LogEntry[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writePending(entries: LogEntry[]): void {
  try {
    if (entries.length) localStorage.setItem(PENDING_KEY, JSON.stringify(entries.slice(-PENDING_LIMIT)));
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // No storage (private mode, quota): the entry still goes to the queue as before.
  }
}

const keepPending = (entry: LogEntry) => writePending([...readPending(), entry]);
const forgetPending = (id: string) => writePending(readPending().filter((entry) => entry.id !== id));

/** Ids of this page's entries on their way to the queue (not to be moved in a second time). */
const onTheirWay = new Set<string>();

function toQueue(ready: LogQueue, entry: LogEntry): Promise<void> {
  onTheirWay.add(entry.id);
  return ready.enqueue(entry, () => {
    forgetPending(entry.id);
    onTheirWay.delete(entry.id);
  });
}

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
      // What earlier pages left waiting in localStorage goes first (see above).
      for (const entry of readPending()) if (!onTheirWay.has(entry.id)) void toQueue(created, entry).catch(() => {});
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

let scheduled = false;

/**
 * Loads the queue once the first screen has what it needs (quiet.ts): it then sends what this
 * page and earlier visits left waiting in localStorage, and from then on whenever the network
 * returns. Once is enough; a queue whose code failed to load is asked for again by the next
 * navigation.
 */
export function startLogQueue(): void {
  if (scheduled) return;
  scheduled = true;
  whenQuiet(
    () =>
      void pageQueue().catch(() => {
        scheduled = false;
      }),
  );
}

/** Reports a navigation to `path`. Never throws: the log must not break the page. */
export function logNavigation(path: string): void {
  const entry: LogEntry = { id: entryId(), path, at: Date.now(), user: currentUser() };
  keepPending(entry);
  // Until the queue is loaded, the entry waits in localStorage, and the queue's start moves it in.
  if (!queue) return startLogQueue();
  onTheirWay.add(entry.id);
  pageQueue()
    .then((ready) => toQueue(ready, entry))
    .catch(() => {
      // The queue already keeps what it could not send; nothing to tell the person. Should the
      // queue's chunk itself fail to load, the entry waits in localStorage for the next load.
      onTheirWay.delete(entry.id);
    });
}
