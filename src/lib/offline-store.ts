import { clear, createStore, del, delMany, entries, get, keys, set, type UseStore } from "idb-keyval";

/**
 * The read cache on the device (PRODUCT §5: last-viewed screens open offline). IndexedDB
 * database `academico-offline`, store `answers` (idb-keyval): one value per (user, screen
 * key), under the key `[userIdcbpf, key]`, holding the last API answer that screen showed and
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
 * Dexie would add ~100 KB to evaluate before the first screen (docs/decisions.md).
 */
export const MAX_CACHED_ANSWERS = 200;

export type CachedAnswer = { userIdcbpf: string; key: string; data: unknown; savedAt: number };

let opened: UseStore | null = null;

function store(): UseStore {
  opened ??= createStore("academico-offline", "answers");
  return opened;
}

const idOf = (userIdcbpf: string, key: string): [string, string] => [userIdcbpf, key];

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
const primedKey = (userIdcbpf: string, key: string) => `${userIdcbpf}\n${key}`;

export function readCachedAnswer(userIdcbpf: string, key: string): Promise<CachedAnswer | undefined> {
  const early = primed.get(primedKey(userIdcbpf, key));
  if (early) {
    primed.delete(primedKey(userIdcbpf, key));
    primedValues.delete(primedKey(userIdcbpf, key));
    return early;
  }
  return quietly(async () => {
    const value: unknown = await get(idOf(userIdcbpf, key), store());
    return isAnswer(value) ? value : undefined;
  }, undefined);
}

/**
 * Starts reading an answer now, so that the screen that needs it (a chunk still loading, a
 * guard still running) finds it read: the next `readCachedAnswer` of that pair takes it.
 */
export function primeCachedAnswer(userIdcbpf: string, key: string): void {
  if (primed.has(primedKey(userIdcbpf, key))) return;
  const id = primedKey(userIdcbpf, key);
  const read = readCachedAnswer(userIdcbpf, key);
  primed.set(id, read);
  void read.then((value) => {
    if (primed.get(id) === read) primedValues.set(id, value);
  });
  // Unclaimed after a while (the screen was not opened): forget it, it may go stale.
  setTimeout(() => {
    if (primed.get(id) !== read) return;
    primed.delete(id);
    primedValues.delete(id);
  }, 10_000);
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
    const others = ids.filter((id) => !Array.isArray(id) || id[0] !== userIdcbpf);
    if (others.length > 0) await delMany(others, store());
  }, undefined);
}
