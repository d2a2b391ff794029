/**
 * Where the access-log queue (log-queue.ts) keeps its rows: IndexedDB database `name`, store
 * `entries`, each row keyed by an auto-increment `seq`, so key order is arrival order. Plain
 * IndexedDB in a few calls (add, count, the oldest, delete): the queue needs nothing more, and a
 * library for it (Dexie, before issue 17) was ~32 kB compressed and ~40 ms of evaluation on a
 * phone's first visit. Version 10 and the same store: the database Dexie made (its version 1 is
 * IndexedDB's 10) opens as it is, rows an earlier build left waiting included.
 */
const VERSION = 10;
const STORE = "entries";

export type StoredRow<T> = T & { seq: number };

function settled(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
}

export function openLogStore<T extends object>(name: string) {
  let opening: Promise<IDBDatabase> | null = null;
  let closed = false;

  function database(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, VERSION);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE))
          request.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading or deleting the database: let go (the next call opens it again).
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        if (closed) db.close();
        resolve(db);
      };
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error(`IndexedDB ${name} could not be opened`));
      };
    });
    return opening;
  }

  /** One transaction on the store; resolves once it is committed, with what `work` asked for. */
  async function transact<R>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<R> | undefined,
  ): Promise<R | undefined> {
    const transaction = (await database()).transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    await settled(transaction);
    return request ? request.result : undefined;
  }

  return {
    /** Adds a row and, in the same transaction, drops the oldest beyond `limit`. */
    async add(row: T, limit: number): Promise<void> {
      await transact("readwrite", (store): undefined => {
        store.add(row);
        const counted = store.count();
        counted.onsuccess = () => {
          const excess = counted.result - limit;
          if (excess <= 0) return;
          const keys = store.getAllKeys(null, excess);
          keys.onsuccess = () => {
            const last = keys.result[keys.result.length - 1];
            if (last !== undefined) store.delete(IDBKeyRange.upperBound(last));
          };
        };
      });
    },
    /** The oldest row, if any. */
    async first(): Promise<StoredRow<T> | undefined> {
      const rows = await transact("readonly", (store) => store.getAll(null, 1) as IDBRequest<StoredRow<T>[]>);
      return rows?.[0];
    },
    /** Every row, oldest first. */
    async all(): Promise<StoredRow<T>[]> {
      return (await transact("readonly", (store) => store.getAll() as IDBRequest<StoredRow<T>[]>)) ?? [];
    },
    async remove(seq: number): Promise<void> {
      await transact("readwrite", (store): undefined => {
        store.delete(seq);
      });
    },
    close(): void {
      closed = true;
      void opening?.then((db) => db.close()).catch(() => undefined);
    },
  };
}
