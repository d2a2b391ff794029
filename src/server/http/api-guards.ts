import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { MessageKey } from "../../domain/messages.ts";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusalAnswer } from "./errors.ts";
import { requestOrigin } from "./request-info.ts";

/**
 * Guards in front of every /api route, before any handler reads a body: foreign origins,
 * oversized bodies, bodies that are not JSON or not valid JSON. Each refusal is our JSON error.
 * A few routes take another kind of body (a CSV file): each is named with its own media types
 * and size limit (`OwnBodyRoute`), and only that method and path escape the JSON rules.
 */
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Methods whose body no route reads (Node discards it unread): no body guard looks at them. */
const BODILESS = new Set(["GET", "HEAD"]);
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * CSRF defence for cookie sessions: a browser always sends Origin on unsafe cross-site requests,
 * so one that differs from ours is refused; `Sec-Fetch-Site: cross-site` covers the rare browser
 * request without Origin. Non-browser clients (curl, other systems) send neither and pass.
 */
export function originGuard(env: Env): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const foreign =
      origin !== undefined
        ? origin.toLowerCase() !== requestOrigin(c, env)
        : c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site";
    if (foreign) return refusalAnswer(c, Refused.forbidden("foreign_origin"));
    return next();
  };
}

export const apiBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => refusalAnswer(c as Parameters<typeof refusalAnswer>[0], Refused.status(413, "payload_too_large")),
});

function mediaType(contentType: string | undefined): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/(?:[\w.-]+\+)?json$/.test(mediaType(contentType));
}

/** A route whose body is not JSON: exactly this method and path, these media types, this limit. */
export type OwnBodyRoute = {
  method: "POST" | "PUT" | "PATCH";
  /** The exact path, or a pattern for a path with parameters (`/api/inscricoes/…/documentos/…`). */
  path: string | RegExp;
  mediaTypes: readonly string[];
  maxBytes: number;
  /** The 415's message when another media type is sent. */
  mediaError: MessageKey;
  /** The 413's message (default `payload_too_large`), with its values. */
  sizeError?: { key: MessageKey; values?: Record<string, string | number> };
};

/**
 * The body guards, in order: the size limit, then the media type (JSON, well-formed, for every
 * route but `own`; for those, one of their media types — the route reads the body itself).
 * A GET or HEAD skips them: no route reads its body (Node discards what it did not read),
 * and looking at `c.req.raw.body` makes @hono/node-server build a full Fetch `Request` for every
 * call (a tenth of a logged-out call's CPU time in a profile).
 */
export function bodyGuards(own: readonly OwnBodyRoute[]): MiddlewareHandler<AppEnv>[] {
  const find = (method: string, path: string) =>
    own.find(
      (route) =>
        route.method === method && (typeof route.path === "string" ? route.path === path : route.path.test(path)),
    );
  const limits = new Map<OwnBodyRoute, MiddlewareHandler<AppEnv>>(
    own.map((route) => [
      route,
      bodyLimit({
        maxSize: route.maxBytes,
        onError: (c) =>
          refusalAnswer(
            c as Parameters<typeof refusalAnswer>[0],
            Refused.status(413, route.sizeError?.key ?? "payload_too_large", route.sizeError?.values),
          ),
      }),
    ]),
  );
  const size: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (BODILESS.has(c.req.method)) return next();
    const route = find(c.req.method, c.req.path);
    return (route ? (limits.get(route) ?? apiBodyLimit) : apiBodyLimit)(c, next);
  };
  const type: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (BODILESS.has(c.req.method)) return next();
    const route = find(c.req.method, c.req.path);
    if (!route) return jsonBody(c, next);
    if (c.req.raw.body && !route.mediaTypes.includes(mediaType(c.req.header("content-type")))) {
      return refusalAnswer(c, Refused.status(415, route.mediaError));
    }
    return next();
  };
  return [size, type];
}

/**
 * A body must be JSON and well-formed, checked here before any route sees it, so malformed JSON
 * is our 400 and never reaches a handler (Hono keeps the text for the route's validator).
 */
export const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (BODILESS.has(c.req.method) || !c.req.raw.body) return next();
  const text = await c.req.text();
  if (text.length === 0) return next();
  if (!isJson(c.req.header("content-type"))) return refusalAnswer(c, Refused.status(415, "unsupported_media_type"));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refusalAnswer(c, Refused.status(400, "malformed_json"));
  }
  if (hasNul(value)) return refusalAnswer(c, Refused.status(400, "bad_request"));
  return next();
};

/**
 * PostgreSQL text cannot hold U+0000: refused at the door rather than failing as a 500 in a query.
 * Walked with an explicit stack: 64 KiB of `[[[[…` nests deeper than recursion could go.
 */
function hasNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The URL's side of the same rule: `%00` anywhere (path or query) decodes to U+0000. */
export const noNulInUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/%00/i.test(c.req.url)) return refusalAnswer(c, Refused.status(400, "bad_request"));
  return next();
};
