import { clear, createStore, del, delMany, entries, get, keys, promisifyRequest, set, type UseStore } from "idb-keyval";

/**
 * The read cache on the device (PRODUCT §5: last-viewed screens open offline). IndexedDB
 * database `academico-offline`, store `answers` (idb-keyval): one value per (user, screen
 * key), under the key `[key, userIdcbpf]`, holding the last API answer that screen showed and
 * when it came (`savedAt`, client ms). Rows belong to the user who saw them (`userIdcbpf`, ""
 * for anonymous visitors) and are read back only for that user; all of them are deleted at
 * logout or when the server says the session is gone, so the next person on a shared phone
 * sees nothing of the last one.
 *
 * Bounded to MAX_CACHED_ANSWERS rows, oldest `savedAt` dropped first: a student's screens are
 * a handful of keys, while the office browsing hundreds of profiles should not grow the
 * device's storage without end. Every call swallows storage failures (no IndexedDB, quota):
 * the cache is a convenience, never a reason for a screen to fail.
 *
 * idb-keyval rather than Dexie: reading one answer is the first thing a re-opened screen does,
 * and this store is a few hundred bytes of code already loaded for the device session, where
 * Dexie would add ~100 KB to evaluate before the first screen (docs/offline.md).
 */
export const MAX_CACHED_ANSWERS = 200;

export type CachedAnswer = { userIdcbpf: string; key: string; data: unknown; savedAt: number };

let opened: UseStore | null = null;

function store(): UseStore {
  opened ??= createStore("academico-offline", "answers");
  return opened;
}

/** The row's key: the screen key first, so that one key range finds it for every user (`primeAnswersOfKey`). */
const idOf = (userIdcbpf: string, key: string): [string, string] => [key, userIdcbpf];

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

function isAnswer(value: unknown): value is CachedAnswer {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Partial<CachedAnswer>;
  return typeof row.userIdcbpf === "string" && typeof row.key === "string" && typeof row.savedAt === "number";
}

/** Reads started ahead of the screen that will show them (see `primeCachedAnswer`). */
const primed = new Map<string, Promise<CachedAnswer | undefined>>();
/** What those reads found, once they are done: a screen can start with it, with no wait. */
const primedValues = new Map<string, CachedAnswer | undefined>();
/** Early reads still running: a second prime of the same pair waits for the first. */
const priming = new Map<string, Promise<void>>();
/** Reads of one key for every user on the device (`primeAnswersOfKey`), while they run. */
const keyReads = new Map<string, Promise<boolean>>();
/** Bumped when the primed reads are forgotten (logout, login): a read still running is then ignored. */
let generation = 0;
/** An early read nobody claimed is forgotten after this: it may have gone stale. */
const PRIMED_FOR_MS = 10_000;
const primedKey = (userIdcbpf: string, key: string) => `${userIdcbpf}\n${key}`;

function readStored(userIdcbpf: string, key: string): Promise<CachedAnswer | undefined> {
  return quietly(async () => {
    const value: unknown = await get(idOf(userIdcbpf, key), store());
    return isAnswer(value) ? value : undefined;
  }, undefined);
}

export function readCachedAnswer(userIdcbpf: string, key: string): Promise<CachedAnswer | undefined> {
  const id = primedKey(userIdcbpf, key);
  const early = primed.get(id);
  if (early) {
    primed.delete(id);
    primedValues.delete(id);
    return early;
  }
  return readStored(userIdcbpf, key);
}

/** Keeps `read` for the next `readCachedAnswer` of `id`; settles once `primedAnswer` has its value. */
function remember(id: string, read: Promise<CachedAnswer | undefined>): Promise<void> {
  primed.set(id, read);
  const done = read.then((value) => {
    if (primed.get(id) === read) primedValues.set(id, value);
  });
  priming.set(id, done);
  void done.finally(() => {
    if (priming.get(id) === done) priming.delete(id);
  });
  setTimeout(() => {
    if (primed.get(id) !== read) return;
    primed.delete(id);
    primedValues.delete(id);
  }, PRIMED_FOR_MS);
  return done;
}

/**
 * Starts reading an answer now, so that the screen that needs it (a chunk still loading, a
 * guard still running) finds it read: the next `readCachedAnswer` of that pair takes it, and
 * `primedAnswer` gives it synchronously once the returned promise has settled (it never rejects).
 */
export function primeCachedAnswer(userIdcbpf: string, key: string): Promise<void> {
  const id = primedKey(userIdcbpf, key);
  const running = priming.get(id);
  if (running) return running;
  if (primed.has(id)) return Promise.resolve();
  const byKey = keyReads.get(key);
  if (!byKey) return remember(id, readStored(userIdcbpf, key));
  // A read of this key for every user is on its way: it answers for this user too.
  return byKey.then((ok) => {
    if (primed.has(id)) return priming.get(id);
    return remember(id, ok ? Promise.resolve(undefined) : readStored(userIdcbpf, key));
  });
}

/**
 * Primes `key` for every user that has it on this device, in one read that needs no user:
 * rows are keyed `[key, userIdcbpf]`, so a key range finds them all. The app's first script
 * (src/app/early.ts) starts this for the home page's week while the session itself is still
 * being read from the device, instead of one read after the other. Each row is primed for its
 * own user only (normally there is one: the device keeps only the last user's rows).
 */
export function primeAnswersOfKey(key: string): Promise<void> {
  const running = keyReads.get(key);
  if (running) return running.then(() => undefined);
  const asked = generation;
  const read = (async () => {
    try {
      const range = IDBKeyRange.bound([key], [key, []]);
      const rows = await store()("readonly", (answers) => promisifyRequest(answers.getAll(range)));
      if (asked !== generation) return false;
      for (const row of rows as unknown[]) {
        if (isAnswer(row) && row.key === key) void remember(primedKey(row.userIdcbpf, key), Promise.resolve(row));
      }
      return true;
    } catch {
      return false;
    }
  })();
  keyReads.set(key, read);
  void read.finally(() => keyReads.delete(key));
  return read.then(() => undefined);
}

/** The answer an early read found, when it is done already (and not claimed yet); else undefined. */
export function primedAnswer(userIdcbpf: string, key: string): CachedAnswer | undefined {
  return primedValues.get(primedKey(userIdcbpf, key));
}

function forget(userIdcbpf: string, key: string): void {
  primed.delete(primedKey(userIdcbpf, key));
  primedValues.delete(primedKey(userIdcbpf, key));
}

function forgetPrimed(): void {
  generation++;
  primed.clear();
  primedValues.clear();
}

export function writeCachedAnswer(entry: CachedAnswer): Promise<void> {
  forget(entry.userIdcbpf, entry.key);
  return quietly(async () => {
    await set(idOf(entry.userIdcbpf, entry.key), entry, store());
    // Counting keys is cheap; the values (to find the oldest) are read only when over the bound.
    if ((await keys(store())).length <= MAX_CACHED_ANSWERS) return;
    const all = await entries<[string, string], unknown>(store());
    const excess = all.length - MAX_CACHED_ANSWERS;
    if (excess <= 0) return;
    const savedAt = (value: unknown) => (isAnswer(value) ? value.savedAt : 0);
    const oldest = all.sort((a, b) => savedAt(a[1]) - savedAt(b[1])).slice(0, excess);
    await delMany(
      oldest.map(([id]) => id),
      store(),
    );
  }, undefined);
}

export function deleteCachedAnswer(userIdcbpf: string, key: string): Promise<void> {
  forget(userIdcbpf, key);
  return quietly(() => del(idOf(userIdcbpf, key), store()), undefined);
}

/** At logout, or when the server says the session is gone. */
export function clearOfflineStore(): Promise<void> {
  forgetPrimed();
  return quietly(() => clear(store()), undefined);
}

/** When someone logs in: whatever another user left on this device goes. */
export function keepOnlyAnswersOf(userIdcbpf: string): Promise<void> {
  forgetPrimed();
  return quietly(async () => {
    const ids = await keys<[string, string]>(store());
    const others = ids.filter((id) => !Array.isArray(id) || id[1] !== userIdcbpf);
    if (others.length > 0) await delMany(others, store());
  }, undefined);
}
