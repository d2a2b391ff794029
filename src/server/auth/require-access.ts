import type { MiddlewareHandler } from "hono";
import { authorize, type Area } from "../../domain/policy.ts";
import type { AppEnv, CurrentUser } from "../context.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusalAnswer } from "../http/errors.ts";

/**
 * The server side of the one access policy (src/domain/policy.ts): every protected API route
 * puts `requireAccess(area)` in its middleware, the same question the browser's guard asks. Not
 * logged in → 401; logged in but not allowed → 403, before anything is looked up, so a refusal
 * tells nothing about whether the thing exists. An "own" grant compares the path's `{idcbpf}`
 * (any case) with the caller's.
 *
 * The middleware carries its area, so that `accessBeforeBody` (access-before-body.ts) can ask the
 * same question for the route a request is going to, before any body guard reads what was sent.
 */
const AREA = Symbol("access area");

export type AccessCheck = MiddlewareHandler<AppEnv> & { readonly [AREA]: Area };

/** The refusal for `user` on `area` with the path's parameters, or null when it may go on. */
export function accessRefusal(area: Area, user: CurrentUser | null, params: Record<string, string>): Refused | null {
  const verdict = authorize(area, user, { ...params, idcbpf: params.idcbpf?.toLowerCase() ?? "" });
  if (verdict === "unauthenticated") return Refused.unauthenticated();
  if (verdict === "forbidden") return Refused.forbidden();
  return null;
}

export function requireAccess(area: Area): AccessCheck {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    const refusal = accessRefusal(area, c.get("user"), c.req.param());
    return refusal ? refusalAnswer(c, refusal) : next();
  };
  return Object.assign(check, { [AREA]: area });
}

/** The area of a route's handler when it is a `requireAccess` check. */
export function areaOf(handler: unknown): Area | undefined {
  return typeof handler === "function" && AREA in handler ? (handler as AccessCheck)[AREA] : undefined;
}
