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

export function securityHeaders(env: Env): MiddlewareHandler<AppEnv> {
  const everywhere = contentSecurityPolicy(env, "'none'");
  const gov = contentSecurityPolicy(env, env.govFrameAncestors);
  return async (c, next) => {
    await next();
    // c.header (not c.res.headers.set) also works on responses whose headers are immutable.
    c.header("Content-Security-Policy", isGovPath(c.req.path) ? gov : everywhere);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (isHttps(c, env)) c.header("Strict-Transport-Security", "max-age=31536000");
    if (isApiPath(c.req.path) && !publicApiAnswer(c.req.path, c.res.status, c.res.headers.get("Cache-Control"))) {
      c.header("Cache-Control", "no-store");
    }
  };
}
