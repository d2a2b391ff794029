import type { User } from "../domain/users.ts";
import { deleteStoredUser, readStoredUser, writeStoredUser } from "./device-user-store.ts";

/**
 * The device copy of the session (PRODUCT §5): the last user the server confirmed, kept in
 * IndexedDB (database `academico-device`, store `session`, key `user`; device-user-store.ts)
 * so the level guard can decide at once on the next start, offline too. It is not a
 * credential: the HttpOnly cookie is, and the server checks it on every call; this only says
 * which screens to open. Written at login and on each server answer, deleted at logout and
 * when the server says the session is gone. IndexedDB may be missing (private modes, blocked
 * storage): then every call behaves as "no device copy" and the app simply waits for the
 * server, as before.
 */

/**
 * The stored user, or null when there is none, it cannot be read, or it has an older shape. The
 * check (zod) is loaded only when there is something to check: a visitor's device has nothing.
 */
export async function readDeviceUser(): Promise<User | null> {
  const stored = await readStoredUser();
  if (stored === undefined || stored === null) return null;
  try {
    const { userSchema } = await import("../domain/users.ts");
    const parsed = userSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch {
    // The check's code could not load: as if there were no copy (the server is asked).
    return null;
  }
}

export async function writeDeviceUser(user: User): Promise<void> {
  try {
    await writeStoredUser(user);
  } catch {
    // No storage on this device: the session still works, only not offline.
  }
}

export async function clearDeviceUser(): Promise<void> {
  try {
    await deleteStoredUser();
  } catch {
    // Nothing could be stored either.
  }
}
