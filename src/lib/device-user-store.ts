import { createStore, del, get, set, type UseStore } from "idb-keyval";

/**
 * Where the device copy of the session lives (device-session.ts says what it is and why):
 * IndexedDB database `academico-device`, store `session`, key `user`. Kept apart from the
 * checks (zod) so that the app's first script (src/app/early.ts) can start the read with a few
 * hundred bytes of code, before the app's own code has even loaded.
 */
const KEY = "user";

let opened: UseStore | null = null;

function store(): UseStore {
  opened ??= createStore("academico-device", "session");
  return opened;
}

/** A read started before anyone asked (`startReadingStoredUser`), taken by the next `readStoredUser`. */
let early: Promise<unknown> | null = null;

function read(): Promise<unknown> {
  try {
    return get(KEY, store()).catch(() => undefined);
  } catch {
    // No IndexedDB at all (some private modes): no device copy.
    return Promise.resolve(undefined);
  }
}

/** Starts reading the stored user now; the next `readStoredUser` gets this read. Never rejects. */
export function startReadingStoredUser(): Promise<unknown> {
  early ??= read();
  return early;
}

/** The stored value as it is (unchecked), or undefined when there is none or it cannot be read. */
export function readStoredUser(): Promise<unknown> {
  const started = early;
  early = null;
  return started ?? read();
}

export async function writeStoredUser(value: unknown): Promise<void> {
  early = null;
  await set(KEY, value, store());
}

export async function deleteStoredUser(): Promise<void> {
  early = null;
  await del(KEY, store());
}
