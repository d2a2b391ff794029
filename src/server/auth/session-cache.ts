import type { CurrentUser } from "../context.ts";

/**
 * The sessions this process resolved in the last moment, so a burst of reads with one cookie (a
 * screen asks for the session, the week, the bell… at once; a student's phone re-asks on every
 * screen) makes one session lookup instead of one each. On PostgreSQL the lookup was a round trip
 * and a third of a read's CPU time.
 *
 * Why it stays correct (docs/server.md "Sessions"):
 * - Only **reads** (GET, HEAD) use it; a request that may change something (POST, PUT, PATCH,
 *   DELETE) always asks the database, so a session ended or a user locked in any process can never
 *   write again.
 * - Within this process every such request forgets every entry when it ends (`forgetAll`), and
 *   a lookup that began before that moment is not kept (`generation`): a logout, a password change,
 *   a status or level change made here is seen by this process's next read.
 * - Another process behind the same load balancer sees such a change at the latest `ttlMs` later
 *   (2 s by default, `SESSION_CACHE_SECONDS`): for that long a read with an ended session still
 *   answers. Background jobs' changes (a hold starting) are seen as late.
 * - An entry never outlives its session's own expiry; unknown and refused tokens are not kept.
 */
export type SessionCache = {
  /** The user behind a token id, if resolved within the last `ttlMs` and not forgotten since. */
  get: (id: string) => CurrentUser | undefined;
  /** The generation to hand back to `set`: a lookup is kept only if nothing was forgotten meanwhile. */
  generation: () => number;
  set: (id: string, user: CurrentUser, expiresAt: Date, generation: number) => void;
  forgetAll: () => void;
};

type Entry = { user: CurrentUser; until: number };

/** Entries at most; a full map is emptied (a busy moment's sessions come back in one lookup each). */
const MAX_ENTRIES = 5000;

export function createSessionCache(ttlMs: number, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get(id) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.user;
      entries.delete(id);
      return undefined;
    },
    generation: () => generation,
    set(id, user, expiresAt, atGeneration) {
      if (ttlMs <= 0 || atGeneration !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // Frozen: one object now serves several requests, none of which may change it for the others.
      entries.set(id, { user: Object.freeze({ ...user }), until: Math.min(now() + ttlMs, expiresAt.getTime()) });
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}
