import { afterEach, expect, test } from "vitest";
import { createLogQueue, LOG_QUEUE_LIMIT, outcomeOf, type LogQueue } from "./log-queue.ts";

/**
 * The access-log queue on a real IndexedDB (through Dexie) in real Chromium. Only the network is the
 * test's: `server` plays `/api/_log`, storing each client id once as the real one does.
 */
type Answer = number | "network-error" | "answer-lost";

function fakeServer(answer: (url: URL, attempt: number) => Answer = () => 204) {
  const requests: URL[] = [];
  const stored = new Map<string, string>();
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), location.origin);
    requests.push(url);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight--;
    const reply = answer(url, requests.length);
    if (reply === "network-error") throw new TypeError("Failed to fetch");
    const id = url.searchParams.get("id") ?? "";
    if (reply === "answer-lost" || (reply >= 200 && reply < 300)) {
      if (!stored.has(id)) stored.set(id, url.searchParams.get("path") ?? "");
    }
    if (reply === "answer-lost") throw new TypeError("Failed to fetch");
    return new Response(null, { status: reply });
  };
  return { fetch, requests, stored, maxInFlight: () => maxInFlight };
}

const opened: { name: string; queue: LogQueue }[] = [];
let online = true;

function openQueue(name: string, server: ReturnType<typeof fakeServer>, limit?: number): LogQueue {
  const queue = createLogQueue({ name, fetch: server.fetch, limit, isOnline: () => online, retryDelay: () => 20 });
  opened.push({ name, queue });
  return queue;
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}

let count = 0;
const dbName = () => `log-queue-test-${Date.now()}-${count++}`;
const entry = (n: number) => ({ id: `id-${n}`, path: `/pagina/${n}`, at: 1_700_000_000_000 + n });
const paths = (urls: URL[]) => urls.map((url) => url.searchParams.get("path"));

afterEach(async () => {
  online = true;
  for (const { queue } of opened) queue.close();
  // A closed connection lets go once its last transaction ends; delete after that.
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const name of new Set(opened.map((o) => o.name))) await deleteDatabase(name);
  opened.length = 0;
});

test("the answer's status decides: 2xx sent, 408/429/5xx retried, other 4xx dropped", () => {
  expect([200, 204, 408, 429, 500, 503, 400, 403, 404, 413].map(outcomeOf)).toEqual([
    "sent",
    "sent",
    "retry",
    "retry",
    "retry",
    "retry",
    "drop",
    "drop",
    "drop",
    "drop",
  ]);
});

test("entries wait offline and go out in order, one at a time, once online", async () => {
  const server = fakeServer();
  const queue = openQueue(dbName(), server);
  online = false;
  for (const n of [1, 2, 3, 4]) await queue.enqueue(entry(n));
  expect(server.requests).toHaveLength(0);
  expect((await queue.waiting()).map((e) => e.id)).toEqual(["id-1", "id-2", "id-3", "id-4"]);

  online = true;
  await queue.flush();
  expect(paths(server.requests)).toEqual(["/pagina/1", "/pagina/2", "/pagina/3", "/pagina/4"]);
  expect(server.maxInFlight()).toBe(1);
  const first = server.requests[0];
  expect(first.pathname).toBe("/api/_log");
  expect(first.searchParams.get("id")).toBe("id-1");
  expect(first.searchParams.get("at")).toBe("1700000000001");
  expect(await queue.waiting()).toEqual([]);
});

test("a failed send keeps the entry and retries it, with the same id, before the later ones", async () => {
  const server = fakeServer((url, attempt) => (url.searchParams.get("id") === "id-2" && attempt < 4 ? 503 : 204));
  const queue = openQueue(dbName(), server);
  online = false;
  for (const n of [1, 2, 3]) await queue.enqueue(entry(n));
  online = true;
  await queue.flush();
  await expect.poll(() => queue.waiting()).toEqual([]);
  expect(paths(server.requests)).toEqual(["/pagina/1", "/pagina/2", "/pagina/2", "/pagina/2", "/pagina/3"]);
  const resent = server.requests.filter((url) => url.searchParams.get("path") === "/pagina/2");
  expect(new Set(resent.map((url) => url.search)).size).toBe(1);
});

test("no answer (offline, lost reply) keeps the entry; the re-send reuses its id and is stored once", async () => {
  let attempts = 0;
  const server = fakeServer(() => {
    attempts++;
    if (attempts === 1) return "network-error";
    return attempts === 2 ? "answer-lost" : 204;
  });
  const queue = openQueue(dbName(), server);
  await queue.enqueue(entry(7));
  await expect.poll(() => queue.waiting()).toEqual([]);
  expect(server.requests.map((url) => url.searchParams.get("id"))).toEqual(["id-7", "id-7", "id-7"]);
  expect([...server.stored]).toEqual([["id-7", "/pagina/7"]]);
});

test("an entry the server refuses (400) is dropped; one throttled (429) waits", async () => {
  const server = fakeServer((url, attempt) => {
    if (url.searchParams.get("id") === "id-1") return 400;
    return url.searchParams.get("id") === "id-2" && attempt === 2 ? 429 : 204;
  });
  const queue = openQueue(dbName(), server);
  online = false;
  for (const n of [1, 2, 3]) await queue.enqueue(entry(n));
  online = true;
  await queue.flush();
  await expect.poll(() => queue.waiting()).toEqual([]);
  expect(paths(server.requests)).toEqual(["/pagina/1", "/pagina/2", "/pagina/2", "/pagina/3"]);
  expect([...server.stored.keys()]).toEqual(["id-2", "id-3"]);
});

test("flushes at once, and from two tabs at once, send each entry exactly once", async () => {
  const server = fakeServer();
  const name = dbName();
  const tabA = openQueue(name, server);
  const tabB = openQueue(name, server);
  online = false;
  for (const n of [1, 2, 3, 4, 5]) await (n % 2 ? tabA : tabB).enqueue(entry(n));
  online = true;
  await Promise.all([tabA.flush(), tabB.flush(), tabA.flush(), tabB.flush()]);
  await expect.poll(() => tabA.waiting()).toEqual([]);
  expect(paths(server.requests)).toEqual(["/pagina/1", "/pagina/2", "/pagina/3", "/pagina/4", "/pagina/5"]);
  expect(server.maxInFlight()).toBe(1);
});

test(`the queue is bounded (${LOG_QUEUE_LIMIT} by default): beyond the limit the oldest entries go`, async () => {
  expect(LOG_QUEUE_LIMIT).toBe(1000);
  const server = fakeServer();
  const queue = openQueue(dbName(), server, 5);
  online = false;
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await queue.enqueue(entry(n));
  expect((await queue.waiting()).map((e) => e.id)).toEqual(["id-4", "id-5", "id-6", "id-7", "id-8"]);
});

test("entries survive a reload: a new queue on the same database sends what the old one left", async () => {
  const name = dbName();
  const offline = fakeServer(() => "network-error");
  const before = openQueue(name, offline);
  for (const n of [1, 2, 3]) await before.enqueue(entry(n));
  expect(offline.requests.length).toBeGreaterThan(0);
  before.close();

  const server = fakeServer();
  const after = openQueue(name, server);
  expect((await after.waiting()).map((e) => e.id)).toEqual(["id-1", "id-2", "id-3"]);
  await after.flush();
  expect(paths(server.requests)).toEqual(["/pagina/1", "/pagina/2", "/pagina/3"]);
  expect(await after.waiting()).toEqual([]);
});

test("rows an earlier build left in the database it made (IndexedDB version 10, store entries) are sent first", async () => {
  const name = dbName();
  // The database as the queue of an earlier build (plain IndexedDB, version 10, store `entries` keyed by an
  // auto-increment `seq`: what Dexie's `version(1).stores({ entries: "++seq" })` opens) left it.
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name, 10);
    request.onupgradeneeded = () =>
      request.result.createObjectStore("entries", { keyPath: "seq", autoIncrement: true });
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction("entries", "readwrite");
      transaction.objectStore("entries").add({ ...entry(1), user: null });
      transaction.oncomplete = () => (db.close(), resolve());
      transaction.onerror = () => reject(transaction.error ?? new Error("write failed"));
    };
    request.onerror = () => reject(request.error ?? new Error("open failed"));
  });
  const server = fakeServer();
  const queue = openQueue(name, server);
  await queue.enqueue(entry(2));
  await expect.poll(() => paths(server.requests)).toEqual(["/pagina/1", "/pagina/2"]);
  expect(await queue.waiting()).toEqual([]);
});

test("started, the queue flushes when the connection returns", async () => {
  const server = fakeServer();
  const queue = openQueue(dbName(), server);
  online = false;
  queue.start();
  await queue.enqueue(entry(1));
  expect(server.requests).toHaveLength(0);
  online = true;
  window.dispatchEvent(new Event("online"));
  await expect.poll(() => paths(server.requests)).toEqual(["/pagina/1"]);
});

test("an entry goes with the session's cookie only while the same user is logged in, otherwise as anonymous", async () => {
  const sent: { path: string | null; credentials: RequestCredentials | undefined }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({
      path: new URL(String(input), location.origin).searchParams.get("path"),
      credentials: init?.credentials,
    });
    return Promise.resolve(new Response(null, { status: 204 }));
  };
  let now: string | null = "ana.b";
  const name = dbName();
  online = false; // made offline, sent later
  const queue = createLogQueue({ name, fetch, isOnline: () => online, retryDelay: () => 20, currentUser: () => now });
  opened.push({ name, queue });
  await queue.enqueue({ ...entry(1), user: "ana.b" });
  await queue.enqueue({ ...entry(2), user: null }); // after ana's logout
  await queue.enqueue({ ...entry(3), user: "bruno" }); // bruno logged in on the same phone
  await queue.enqueue(entry(4)); // a row of an older build, with no user
  expect((await queue.waiting()).map((e) => e.user)).toEqual(["ana.b", null, "bruno", undefined]);

  // Back online with bruno logged in: only his own row carries his cookie.
  now = "bruno";
  online = true;
  await queue.flush();
  expect(sent).toEqual([
    { path: "/pagina/1", credentials: "omit" },
    { path: "/pagina/2", credentials: "omit" },
    { path: "/pagina/3", credentials: "same-origin" },
    { path: "/pagina/4", credentials: "omit" },
  ]);
});
