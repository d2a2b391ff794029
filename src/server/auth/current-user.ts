import type { Context, MiddlewareHandler } from "hono";
import { Refused } from "../../domain/refusal.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { createSessionCache } from "./session-cache.ts";
import { resolveSession } from "./sessions.ts";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "./session-cookie.ts";
import { isTokenShaped, tokenId } from "./tokens.ts";

/** Methods that only read: the ones a session resolved a moment ago may serve (session-cache.ts). */
const READS = new Set(["GET", "HEAD"]);

/**
 * Resolves the session cookie of an API request into `c.var.user` (null when logged out), once,
 * for every route and for the request log. A sliding refresh re-sends the cookie with its new
 * lifetime; a dead cookie (expired, revoked) is cleared so the browser stops sending it. A read
 * may be served by the session this app resolved within the last `SESSION_CACHE_SECONDS`; any
 * other request asks the database and, once answered, makes this app forget them all.
 */
export function currentUser({ db, env }: Deps): MiddlewareHandler<AppEnv> {
  const cache = createSessionCache(env.sessionCacheSeconds * 1000);
  return async (c, next) => {
    c.set("user", null);
    const read = READS.has(c.req.method);
    const token = readSessionCookie(c, env);
    if (token !== undefined && isTokenShaped(token)) {
      const id = tokenId(token);
      const cached = read ? cache.get(id) : undefined;
      if (cached) c.set("user", cached);
      else {
        const generation = cache.generation();
        const session = await resolveSession(db, token, env.sessionIdleDays);
        if (!session) clearSessionCookie(c, env);
        else {
          c.set("user", session.user);
          if (session.refreshed) writeSessionCookie(c, env, token);
          if (read) cache.set(id, session.user, session.expiresAt, generation);
        }
      }
    } else if (token !== undefined) clearSessionCookie(c, env);
    if (read) return next();
    try {
      await next();
    } finally {
      cache.forgetAll();
    }
  };
}

/**
 * The logged-in user of a handler. The route's `requireAccess` has already answered 401 to
 * anonymous callers, so this refuses only a route that forgot it — with the same 401.
 */
export function loggedInUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw Refused.unauthenticated();
  return user;
}
