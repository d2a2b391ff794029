import type { MiddlewareHandler } from "hono";
import { splitLocale } from "../../domain/locale.ts";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";
import { isHttps } from "./request-info.ts";

/**
 * Headers every answer carries (PRODUCT §7): a strict CSP with no inline script, nosniff, a
 * referrer policy, HSTS behind HTTPS, and `no-store` on the API so no cache keeps a user's data (the public
 * transparency data aside).
 * Only the /gov pages may be framed, and only by the origins the institute configures.
 */
function contentSecurityPolicy(env: Env, frameAncestors: string): string {
  const extra = env.analyticsOrigin ? ` ${env.analyticsOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // A self-hosted analytics script reports to its own origin.
    `connect-src 'self'${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

export function isGovPath(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return path === "/gov" || path.startsWith("/gov/");
}

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * The transparency pages' data (`/api/gov/*`) is the same for everyone and holds nothing
 * private: a successful answer keeps the `public` Cache-Control its handler set. Anything else
 * under /api (errors included) is `no-store`.
 */
function publicApiAnswer(pathname: string, status: number, cacheControl: string | null): boolean {
  return pathname.startsWith("/api/gov/") && status === 200 && (cacheControl?.startsWith("public") ?? false);
}

/** The headers a (non-/gov, non-HTTPS) API answer carries, for the bench's bare reference server. */
export function apiHeaderValues(env: Env): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(env, "'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cache-Control": "no-store",
  };
}

const HSTS = "max-age=31536000";

/**
 * The headers are computed once per process and set **before** the handler runs: Hono puts them
 * into the response it then creates. Setting them afterwards made @hono/node-server turn its
 * lightweight response into a full Fetch `Response` on every request (a third of a logged-out
 * call's CPU time in a profile). Afterwards only checks remain: a response made without the
 * context (none today) still gets them, and an API answer's Cache-Control is forced back to
 * `no-store` unless it is a public /gov answer (a handler's `private, no-store` too, as before).
 */
export function securityHeaders(env: Env): MiddlewareHandler<AppEnv> {
  const common = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  const everywhere = Object.entries({ "Content-Security-Policy": contentSecurityPolicy(env, "'none'"), ...common });
  const gov = Object.entries({
    "Content-Security-Policy": contentSecurityPolicy(env, env.govFrameAncestors),
    ...common,
  });
  return async (c, next) => {
    const path = c.req.path;
    const headers = isGovPath(path) ? gov : everywhere;
    for (const [name, value] of headers) c.header(name, value);
    const https = isHttps(c, env);
    if (https) c.header("Strict-Transport-Security", HSTS);
    const api = isApiPath(path);
    if (api) c.header("Cache-Control", "no-store");
    await next();
    const res = c.res.headers;
    if (!res.has("Content-Security-Policy")) {
      // c.header (not c.res.headers.set) also works on responses whose headers are immutable.
      for (const [name, value] of headers) c.header(name, value);
      if (https) c.header("Strict-Transport-Security", HSTS);
    }
    if (api) {
      const cacheControl = c.res.headers.get("Cache-Control");
      if (cacheControl !== "no-store" && !publicApiAnswer(path, c.res.status, cacheControl)) {
        c.header("Cache-Control", "no-store");
      }
    }
  };
}
