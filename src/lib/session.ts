import { useSyncExternalStore } from "react";
import { z } from "zod";
import { userSchema, type User } from "../domain/users.ts";
import { apiFetch } from "./api.ts";

/**
 * The session store: who is logged in, as the server last said. It lives in memory only for
 * now; the server's HttpOnly cookie is the credential, this is just the user it belongs to.
 * It is the one module that owns that state, so the next issue can persist it on the device
 * (idb-keyval) for the offline guard by changing this file alone.
 */
export type SessionState = {
  /** The first session fetch has finished (seed §4: "ready"). */
  ready: boolean;
  user: User | null;
};

const sessionAnswer = z.union([z.object({ user: userSchema }), z.object({}).strict()]);

let state: SessionState = { ready: false, user: null };
let loading: Promise<User | null> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The user of this session, fetched once (`GET /api/_auth/session`); later calls reuse the
 * answer. Any failure means no user (seed §7), never an error screen.
 */
export function loadSession(): Promise<User | null> {
  if (state.ready) return Promise.resolve(state.user);
  loading ??= apiFetch("/api/_auth/session", sessionAnswer)
    .then((answer) => ("user" in answer ? answer.user : null))
    .catch(() => null)
    .then((user) => {
      // A login that finished while the fetch was in flight wins over the older answer.
      if (!state.ready) set({ ready: true, user });
      loading = null;
      return state.user;
    });
  return loading;
}

/** After a login (or a profile change of the user itself). */
export function setSessionUser(user: User): void {
  set({ ready: true, user });
}

/** After a logout, or when the server says the session is gone. */
export function clearSession(): void {
  set({ ready: true, user: null });
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
