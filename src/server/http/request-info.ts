import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { LOCALE_COOKIE, isLocale, localeFromLanguages, parseAcceptLanguage, type Locale } from "../../domain/locale.ts";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";

/** Facts about a request that depend on the deployment (proxy, public origin). */

/** The language of an API answer: Accept-Language, else the remembered cookie, else Portuguese. */
export function requestLocale(c: Context<AppEnv>): Locale {
  const fromHeader = localeFromLanguages(parseAcceptLanguage(c.req.header("accept-language")));
  if (fromHeader) return fromHeader;
  const cookie = getCookie(c, LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : "pt";
}

function forwarded(c: Context<AppEnv>, name: string): string | undefined {
  return c.req.header(name)?.split(",")[0]?.trim() || undefined;
}

/** Whether the browser reached us over HTTPS (directly, or at the proxy in front of us). */
export function isHttps(c: Context<AppEnv>, env: Env): boolean {
  if (env.publicOrigin?.startsWith("https:")) return true;
  if (env.trustProxy && forwarded(c, "x-forwarded-proto")?.toLowerCase() === "https") return true;
  // The request's URL is absolute and lower-case in its scheme (a string test, not a URL parse per call).
  return c.req.url.startsWith("https:");
}

/** `scheme://host` the browser sees: PUBLIC_ORIGIN, or the request's own (as the proxy received it). */
export function requestOrigin(c: Context<AppEnv>, env: Env): string {
  if (env.publicOrigin) return env.publicOrigin;
  const host = (env.trustProxy && forwarded(c, "x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
  return `${isHttps(c, env) ? "https" : "http"}://${host}`.toLowerCase();
}

/** The client's address: the socket's peer, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientAddress(c: Context<AppEnv>, env: Env): string {
  if (env.trustProxy) {
    const first = forwarded(c, "x-forwarded-for");
    if (first) return first;
  }
  // `c.env` is undefined when tests call app.request() without bindings.
  const bindings = c.env as AppEnv["Bindings"] | undefined;
  return bindings?.incoming?.socket.remoteAddress ?? "unknown";
}
