import { Dexie, type Table } from "dexie";

/**
 * The read cache on the device (PRODUCT §5: last-viewed screens open offline). IndexedDB
 * database `academico-offline`, table `answers`: one row per (user, screen key) holding the
 * last API answer that screen showed and when it came (`savedAt`, client ms). Rows belong to
 * the user who saw them (`userIdcbpf`, "" for anonymous visitors) and are read back only for
 * that user; all of them are deleted at logout or when the server says the session is gone,
 * so the next person on a shared phone sees nothing of the last one.
 *
 * Bounded to MAX_CACHED_ANSWERS rows, oldest `savedAt` dropped first: a student's screens are
 * a handful of keys, while the office browsing hundreds of profiles should not grow the
 * device's storage without end. Every call swallows storage failures (no IndexedDB, quota):
 * the cache is a convenience, never a reason for a screen to fail.
 */
export const MAX_CACHED_ANSWERS = 200;

export type CachedAnswer = { userIdcbpf: string; key: string; data: unknown; savedAt: number };

type OfflineDb = Dexie & { answers: Table<CachedAnswer, [string, string]> };

let opened: OfflineDb | null = null;

function db(): OfflineDb {
  if (!opened) {
    const next = new Dexie("academico-offline") as OfflineDb;
    next.version(1).stores({ answers: "[userIdcbpf+key], userIdcbpf, savedAt" });
    opened = next;
  }
  return opened;
}

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export function readCachedAnswer(userIdcbpf: string, key: string): Promise<CachedAnswer | undefined> {
  return quietly(() => db().answers.get([userIdcbpf, key]), undefined);
}

export function writeCachedAnswer(entry: CachedAnswer): Promise<void> {
  return quietly(
    () =>
      db().transaction("rw", db().answers, async () => {
        await db().answers.put(entry);
        const excess = (await db().answers.count()) - MAX_CACHED_ANSWERS;
        if (excess > 0) await db().answers.orderBy("savedAt").limit(excess).delete();
      }),
    undefined,
  );
}

export function deleteCachedAnswer(userIdcbpf: string, key: string): Promise<void> {
  return quietly(() => db().answers.delete([userIdcbpf, key]), undefined);
}

/** At logout, or when the server says the session is gone. */
export function clearOfflineStore(): Promise<void> {
  return quietly(() => db().answers.clear(), undefined);
}

/** When someone logs in: whatever another user left on this device goes. */
export function keepOnlyAnswersOf(userIdcbpf: string): Promise<void> {
  return quietly(
    () =>
      db()
        .answers.where("userIdcbpf")
        .notEqual(userIdcbpf)
        .delete()
        .then(() => undefined),
    undefined,
  );
}
