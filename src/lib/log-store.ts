import { Dexie, type Table } from "dexie";

/**
 * Where the access-log queue (log-queue.ts) keeps its rows: IndexedDB database `name`, table
 * `entries`, each row keyed by an auto-increment `seq`, so key order is arrival order. Dexie, as
 * the design card says, with its schema in one line (`++seq`); Dexie's version 1 is IndexedDB's
 * version 10, so the database an earlier build made (with Dexie, or with plain IndexedDB at that
 * version and store) opens as it is, rows left waiting included.
 *
 * Dexie comes with this module, and this module only with the queue: access-log.ts imports the
 * queue once the first screen has what it needs, so the library is never part of a first screen.
 */
export type StoredRow<T> = T & { seq: number };

export function openLogStore<T extends object>(name: string) {
  const db = new Dexie(name) as Dexie & { entries: Table<StoredRow<T>, number, T> };
  db.version(1).stores({ entries: "++seq" });
  const oldestFirst = () => db.entries.orderBy("seq");

  return {
    /** Adds a row and, in the same transaction, drops the oldest beyond `limit`. */
    async add(row: T, limit: number): Promise<void> {
      await db.transaction("rw", db.entries, async () => {
        await db.entries.add(row);
        const excess = (await db.entries.count()) - limit;
        if (excess > 0) await oldestFirst().limit(excess).delete();
      });
    },
    /** The oldest row, if any. */
    first: (): Promise<StoredRow<T> | undefined> => oldestFirst().first(),
    /** Every row, oldest first. */
    all: (): Promise<StoredRow<T>[]> => oldestFirst().toArray(),
    remove: (seq: number): Promise<void> => db.entries.delete(seq),
    close: (): void => db.close(),
  };
}
