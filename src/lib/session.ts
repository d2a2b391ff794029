import { useSyncExternalStore } from "react";
import type { User } from "../domain/users.ts";
import { apiRequest, badShape } from "./api.ts";
import { clearDeviceUser, readDeviceUser, writeDeviceUser } from "./device-session.ts";
import { clearFirstPaint } from "./first-paint.ts";
import { clearOfflineStore, keepOnlyAnswersOf } from "./offline-store.ts";
import { isOnline } from "./online.ts";

/**
 * The session store: who is logged in. Memory holds the current answer; the device keeps a
 * copy (device-session.ts, IndexedDB) so that at start the guard decides at once from it, and
 * offline too, while `GET /api/_auth/session` runs in the background and replaces it. The
 * server's HttpOnly cookie stays the credential; this is only the user it belongs to.
 *
 * Who wins: a login or logout on this page beats any answer that was already in flight; the
 * server's answer beats the device copy, and `{}` (session gone) clears it. No answer at all
 * (offline: then it is not even asked) or a broken one (5xx) keeps the device copy: the server
 * never said it was gone.
 * Without a device copy the start waits for the server, and a failure means no user (seed §7).
 */
export type SessionState = {
  /** The first session answer (device or server) is known (seed §4: "ready"). */
  ready: boolean;
  user: User | null;
  /** The server confirmed `user` during this page's life (false while it is the device's copy). */
  confirmed: boolean;
};

/**
 * Who the server's answer names. `{}` (no one) needs no schema; a user is checked with zod, loaded
 * then: a visitor's first screen (the login page) has no use for zod, a large library.
 */
async function userOf(answer: unknown): Promise<User | null> {
  const empty =
    typeof answer === "object" && answer !== null && !Array.isArray(answer) && Object.keys(answer).length === 0;
  if (empty) return null;
  const { sessionAnswer } = await import("./session-answer.ts");
  const parsed = sessionAnswer.safeParse(answer);
  // A 2xx of the wrong shape, as apiFetch says it.
  if (!parsed.success) throw badShape();
  return "user" in parsed.data ? parsed.data.user : null;
}

/** The guard must decide again when who is logged in, or at which level, changed. */
function sameAccess(a: User | null, b: User | null): boolean {
  return a?.idcbpf === b?.idcbpf && a?.level === b?.level;
}

export function createSessionStore() {
  let state: SessionState = { ready: false, user: null, confirmed: false };
  let starting: Promise<User | null> | null = null;
  let refreshing: Promise<void> | null = null;
  /** Bumped by login and logout, so that an answer asked for before them is ignored. */
  let version = 0;
  const listeners = new Set<() => void>();
  const revisedListeners = new Set<(user: User | null) => void>();

  function set(next: SessionState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  async function askServer(): Promise<void> {
    // A device that knows it is offline has no answer to wait for: the request would only fail
    // (and load the service worker and the browser while the first screen is drawn). The
    // server is asked when the connection comes back (session-sync.ts).
    if (!isOnline()) return;
    const asked = version;
    let user: User | null;
    try {
      user = await userOf(await apiRequest("/api/_auth/session"));
    } catch {
      return;
    }
    if (asked !== version) return;
    const before = state;
    set({ ready: true, user, confirmed: true });
    if (before.ready && !sameAccess(before.user, user)) for (const listener of revisedListeners) listener(user);
    if (user) {
      await writeDeviceUser(user);
      if (before.user && before.user.idcbpf !== user.idcbpf) await keepOnlyAnswersOf(user.idcbpf);
    } else if (before.user || !before.ready) {
      // Also when the server answered before the device copy was read: that copy is stale.
      await Promise.all([clearDeviceUser(), clearOfflineStore(), clearFirstPaint()]);
    }
  }

  /** Asks the server again (at start, and when the connection comes back). One at a time. */
  function refresh(): Promise<void> {
    refreshing ??= askServer().finally(() => (refreshing = null));
    return refreshing;
  }

  async function start(): Promise<User | null> {
    const server = refresh();
    const device = await readDeviceUser();
    if (!state.ready && device) set({ ready: true, user: device, confirmed: false });
    if (!state.ready) await server;
    if (!state.ready) set({ ready: true, user: null, confirmed: false });
    starting = null;
    return state.user;
  }

  return {
    get: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The user for the guard: at once once known, else the device copy, else the server's answer. */
    load(): Promise<User | null> {
      if (state.ready) return Promise.resolve(state.user);
      starting ??= start();
      return starting;
    },
    refresh,
    /** After a login (or a profile change of the user itself); resolves once the device holds it. */
    async setUser(user: User): Promise<void> {
      version++;
      set({ ready: true, user, confirmed: true });
      await Promise.all([writeDeviceUser(user), keepOnlyAnswersOf(user.idcbpf)]);
    },
    /** After a logout; resolves once the device copy and the read cache are gone. */
    async clear(): Promise<void> {
      version++;
      set({ ready: true, user: null, confirmed: true });
      await Promise.all([clearDeviceUser(), clearOfflineStore(), clearFirstPaint()]);
    },
    /** Called when a server answer changed who is logged in (or the level) after the guard decided. */
    onRevised(listener: (user: User | null) => void): () => void {
      revisedListeners.add(listener);
      return () => revisedListeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The page's one session; the functions below are its handles. */
const session = createSessionStore();

export const getSession = session.get;
export const subscribeSession = session.subscribe;
export const loadSession = session.load;
export const refreshSession = session.refresh;
export const setSessionUser = session.setUser;
export const clearSession = session.clear;
export const onSessionRevised = session.onRevised;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
