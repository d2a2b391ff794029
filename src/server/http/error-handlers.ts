import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { AppEnv } from "../context.ts";
import type { MessageKey } from "../../domain/messages.ts";
import { Refused, type RefusalStatus } from "../../domain/refusal.ts";
import { refusalAnswer, serverErrorAnswer } from "./errors.ts";
import { isApiPath } from "./security-headers.ts";

/**
 * The last word on failures: a thrown `Refused` (a write's or a rule's refusal) becomes its answer
 * (errors.ts); a thrown HTTPException keeps its status with our JSON body; anything
 * else is a bug, logged with its stack and answered as a bare 500 (never the stack). Unknown API
 * paths get a JSON 404, or a 405 (with Allow) when the path exists for another method.
 */
const DEFAULT_KEY: Record<RefusalStatus, MessageKey> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "bad_request",
  429: "too_many_requests",
};
const KNOWN: readonly number[] = Object.keys(DEFAULT_KEY).map(Number);

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof Refused) return refusalAnswer(c, err);
    if (err instanceof HTTPException && err.status === 405 && isApiPath(c.req.path))
      return serverErrorAnswer(c, 405, "method_not_allowed");
    if (err instanceof HTTPException && err.status < 500) {
      const status = (KNOWN.includes(err.status) ? err.status : 400) as RefusalStatus;
      if (isApiPath(c.req.path)) return refusalAnswer(c, Refused.status(status, DEFAULT_KEY[status]));
      return c.text(String(status), status);
    }
    logger.error({ err, method: c.req.method, path: c.req.path }, "unhandled error");
    if (isApiPath(c.req.path)) return serverErrorAnswer(c, 500, "internal");
    return c.text("500", 500);
  };
}

type Pattern = { method: string; regex: RegExp };

/** Methods an API path answers to, from the routes declared in the OpenAPI registry. */
function allowedMethods(app: OpenAPIHono<AppEnv>, path: string, cache: { patterns?: Pattern[] }): string[] {
  cache.patterns ??= app.openAPIRegistry.definitions.flatMap((def) => {
    if (def.type !== "route") return [];
    const source = def.route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    return [{ method: def.route.method.toUpperCase(), regex: new RegExp(`^${source}$`) }];
  });
  const methods = cache.patterns.filter((p) => p.regex.test(path)).map((p) => p.method);
  if (methods.includes("GET")) methods.push("HEAD");
  return [...new Set(methods)];
}

export function apiNotFound(app: OpenAPIHono<AppEnv>) {
  const cache: { patterns?: Pattern[] } = {};
  return (c: Context<AppEnv>): Response => {
    const allowed = allowedMethods(app, c.req.path, cache);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      c.header("Allow", allowed.join(", "));
      return serverErrorAnswer(c, 405, "method_not_allowed");
    }
    return refusalAnswer(c, Refused.notFound());
  };
}
