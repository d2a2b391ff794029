import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { withoutLinkToken } from "../../domain/password-links.ts";
import type { AppEnv } from "../context.ts";

type RequestLine = { method: string; path: string; status: number; ms: number; user?: string };

/**
 * One structured line per request: method, path, status, duration and, when known, who asked. A
 * page's first reads, which the server asks of itself, are part of the page's request and its line
 * (a binding marks them, which no client can set).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.env?.firstRead) return next();
    const started = performance.now();
    await next();
    const line: RequestLine = {
      method: c.req.method,
      // A first-access link's token opens an account: kept out of the logs.
      path: withoutLinkToken(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    const user = c.get("user");
    if (user) line.user = user.idcbpf;
    logger.info(line, "request");
  };
}
