import { openLogStore } from "./log-store.ts";
import { logUrl } from "./log-url.ts";

export { logUrl };

/**
 * The access-log queue (PRODUCT §5). Every navigation is first written to IndexedDB (database
 * `academico-log-queue`, store `entries`, ordered by an auto-increment `seq`: log-store.ts), and only then
 * sent, oldest first and one at a time, as `GET /api/_log?path=&id=&at=`. A row is deleted
 * only after a 2xx answer, so a reload, a crash or a closed tab loses nothing: the rows wait
 * for the next start. A row whose answer was lost is sent again with the same client `id`,
 * and the server stores an id once, so it is never counted twice.
 *
 * What happens to a row after a send: 2xx → deleted; 408/429, 5xx, no answer → kept, and the
 * queue backs off (1 s doubling to 5 min) until the next trigger; any other 4xx → deleted,
 * since the same request can never succeed. Triggers: start, `online`, the tab becoming
 * visible, each new row, and the back-off timer. One flush runs at a time in a tab, and
 * across tabs too through the Web Locks API where the browser has it (the server's
 * de-duplication covers browsers without it).
 *
 * Whose navigation: each row keeps the user logged in when it was made (`user`, null when no one
 * was). The server attributes an entry to the session whose cookie comes with it, so a row is
 * sent with the cookie only when that is still the same user (`currentUser`); otherwise (someone
 * else logged in meanwhile, or no one was) it goes without cookies and is stored as anonymous,
 * never as another person's visit.
 *
 * Bound: at most LOG_QUEUE_LIMIT (1000) rows; beyond that the oldest are dropped. A student
 * opens some tens of pages a day, so 1000 is weeks offline, and the rows (~150 bytes) stay
 * near 150 KB: a device offline for months keeps its storage for what matters.
 */
export const LOG_QUEUE_LIMIT = 1000;

export type LogEntry = {
  id: string;
  path: string;
  at: number;
  /** idcbpf of the user logged in at the navigation, null for no one (absent in rows of older builds: no one). */
  user?: string | null;
};

export type SendOutcome = "sent" | "drop" | "retry";

/** What an answer's status means for the row that was sent. */
export function outcomeOf(status: number): SendOutcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 408 || status === 429) return "retry";
  return status >= 400 && status < 500 ? "drop" : "retry";
}

function backoff(failures: number): number {
  const base = Math.min(1000 * 2 ** (failures - 1), 5 * 60_000);
  return base * (0.8 + Math.random() * 0.4);
}

export type LogQueueOptions = {
  name?: string;
  limit?: number;
  /** The network; tests give their own. */
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  /** Milliseconds to wait after the n-th failure in a row. */
  retryDelay?: (failures: number) => number;
  /** A send with no answer after this long counts as failed (and frees the cross-tab lock). */
  sendTimeoutMs?: number;
  /** idcbpf of the user logged in now (whose cookie a send would carry), null for no one. */
  currentUser?: () => string | null;
};

export function createLogQueue(options: LogQueueOptions = {}) {
  const name = options.name ?? "academico-log-queue";
  const limit = options.limit ?? LOG_QUEUE_LIMIT;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const retryDelay = options.retryDelay ?? backoff;
  const currentUser = options.currentUser ?? (() => null);
  const store = openLogStore<LogEntry>(name);

  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  async function sendOne(entry: LogEntry): Promise<SendOutcome> {
    try {
      const sameUser = typeof entry.user === "string" && entry.user === currentUser();
      const response = await send(logUrl(entry.path, entry.id, entry.at), {
        method: "GET",
        credentials: sameUser ? "same-origin" : "omit",
        cache: "no-store",
        // keepalive lets the request finish when the navigation leaves the document.
        keepalive: true,
        signal: AbortSignal.timeout(options.sendTimeoutMs ?? 15_000),
      });
      return outcomeOf(response.status);
    } catch {
      return "retry";
    }
  }

  /** Sends rows oldest first until the queue is empty, offline, or a send fails. */
  async function drain(): Promise<"empty" | "failed" | "stopped"> {
    for (;;) {
      if (closed || !isOnline()) return "stopped";
      const next = await store.first();
      if (!next) return "empty";
      const outcome = await sendOne(next);
      if (outcome === "retry") return "failed";
      await store.remove(next.seq);
      failures = 0;
    }
  }

  function exclusively(work: () => Promise<"empty" | "failed" | "stopped">) {
    const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
    return locks ? locks.request(`${name}:flush`, work) : work();
  }

  async function run(): Promise<void> {
    clearTimeout(timer);
    do {
      again = false;
      const result = await exclusively(drain).catch(() => "failed" as const);
      // A trigger that came during a failed flush (the network back, a new row) tries once
      // more at once; only a failure with nothing new waits for the back-off.
      if (result === "failed" && !closed && !again) {
        failures++;
        timer = setTimeout(() => void flush(), retryDelay(failures));
        return;
      }
    } while (again && !closed);
  }

  /** Sends what is waiting. Calls during a flush make it look again once it is done. */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => (running = null));
    return running;
  }

  /**
   * Stores a navigation, dropping the oldest rows beyond the limit, then flushes. `stored` is
   * called once the row is in IndexedDB (or, with no IndexedDB, once its one try is done).
   */
  async function enqueue(entry: LogEntry, stored?: () => void): Promise<void> {
    try {
      await store.add(entry, limit);
    } catch {
      // No IndexedDB on this device: one direct try is all we can do.
      await sendOne(entry);
      stored?.();
      return;
    }
    stored?.();
    await flush();
  }

  const onVisible = () => {
    if (document.visibilityState === "visible") void flush();
  };
  const onOnline = () => void flush();

  return {
    enqueue,
    flush,
    /** Flushes now and on every later trigger (`online`, tab visible). */
    start(): void {
      window.addEventListener("online", onOnline);
      document.addEventListener("visibilitychange", onVisible);
      void flush();
    },
    /** What is waiting, oldest first. */
    waiting: (): Promise<LogEntry[]> =>
      store.all().then((rows) => rows.map(({ id, path, at, user }) => ({ id, path, at, user }))),
    close(): void {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
      store.close();
    },
  };
}

export type LogQueue = ReturnType<typeof createLogQueue>;
