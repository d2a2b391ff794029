import type { Context, MiddlewareHandler } from "hono";
import { Refused } from "../../domain/refusal.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { resolveSession } from "./sessions.ts";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "./session-cookie.ts";
import { isTokenShaped } from "./tokens.ts";

/**
 * Resolves the session cookie of an API request into `c.var.user` (null when logged out), once,
 * for every route and for the request log. A sliding refresh re-sends the cookie with its new
 * lifetime; a dead cookie (expired, revoked) is cleared so the browser stops sending it.
 */
export function currentUser({ db, env }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    const token = readSessionCookie(c, env);
    if (token !== undefined) {
      const session = isTokenShaped(token) ? await resolveSession(db, token, env.sessionIdleDays) : null;
      if (!session) clearSessionCookie(c, env);
      else {
        c.set("user", session.user);
        if (session.refreshed) writeSessionCookie(c, env, token);
      }
    }
    await next();
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
