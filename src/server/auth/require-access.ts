import type { Context, MiddlewareHandler } from "hono";
import { authorize, type Area } from "../../domain/policy.ts";
import type { AppEnv } from "../context.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusalAnswer } from "../http/errors.ts";

/**
 * The server side of the one access policy (src/domain/policy.ts): every protected API route
 * puts `requireAccess(area, params)` in its middleware, the same question the browser's guard
 * asks. Not logged in → 401; logged in but not allowed → 403, before anything is looked up, so
 * a refusal tells nothing about whether the thing exists.
 */
export function requireAccess(
  id: Area,
  paramsFrom?: (c: Context<AppEnv>) => Record<string, string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    const verdict = authorize(id, user, paramsFrom?.(c) ?? {});
    if (verdict === "unauthenticated") return refusalAnswer(c, Refused.unauthenticated());
    if (verdict === "forbidden") return refusalAnswer(c, Refused.forbidden());
    return next();
  };
}
