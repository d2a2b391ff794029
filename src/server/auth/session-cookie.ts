import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import type { Env } from "../env.ts";
import { isHttps } from "../http/request-info.ts";
import { deleteSession } from "./sessions.ts";

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * subrequests), Path=/. Over HTTPS it is also Secure and named `__Host-…`, which browsers accept
 * only from a secure origin with no Domain, so a sibling subdomain cannot plant or shadow it.
 */
export const COOKIE_NAME = "academico_session";

export function cookieName(c: Context<AppEnv>, env: Env): string {
  return isHttps(c, env) ? `__Host-${COOKIE_NAME}` : COOKIE_NAME;
}

export function readSessionCookie(c: Context<AppEnv>, env: Env): string | undefined {
  return getCookie(c, cookieName(c, env));
}

export function writeSessionCookie(c: Context<AppEnv>, env: Env, token: string): void {
  setCookie(c, cookieName(c, env), token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c, env),
    maxAge: Math.round(env.sessionIdleDays * 86400),
  });
}

export function clearSessionCookie(c: Context<AppEnv>, env: Env): void {
  setCookie(c, cookieName(c, env), "", {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c, env),
    maxAge: 0,
  });
}

/**
 * Hands this browser a session made for `user` (a login, or a one-time link used): the session it
 * had before (someone else's, perhaps) ends, and the cookie carries the new one.
 */
export async function logInThisBrowser(
  c: Context<AppEnv>,
  { db, env }: Pick<Deps, "db" | "env">,
  login: { user: CurrentUser; sessionToken: string },
): Promise<void> {
  const previous = readSessionCookie(c, env);
  if (previous) await deleteSession(db, previous);
  writeSessionCookie(c, env, login.sessionToken);
  c.set("user", login.user);
}
