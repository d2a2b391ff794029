import type { Context, MiddlewareHandler } from "hono";
import { Refused } from "../../domain/refusal.ts";
import type { AppEnv, CurrentUser } from "../context.ts";
import { refusalAnswer } from "../http/errors.ts";
import { rawJsonBody } from "../http/raw-body.ts";

/**
 * A user logged in with a temporary password (set by the office's reset: `mustChangePassword`)
 * must choose its own before anything else. Until then it may only see and end its session, feed
 * the access log, read its own profile and change its own password (with the temporary one as
 * `currentPassword`); every other API call is 403 `password_change_required`. Runs right after the
 * session middleware, so no route can forget it, and before the body guards (who asks is judged
 * before what is sent); the one call whose body decides — a PATCH of one's own profile — is checked
 * by `passwordChangeBodyGate` once the body guards have let the body through.
 */
const OPEN_PATHS = new Set([
  "/api/_auth/session",
  "/api/_auth/primeiro-acesso",
  "/api/_auth/recuperacao",
  "/api/_auth/redefinicao",
  "/api/health",
  "/api/openapi.json",
]);
const PASSWORD_KEYS = new Set(["password", "currentPassword"]);

/** `/api/usuarios/{idcbpf}` when it names the user itself (any case, percent-encoded or not). */
function isOwnProfile(path: string, user: CurrentUser): boolean {
  const match = /^\/api\/usuarios\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return false;
  try {
    return decodeURIComponent(match[1]).toLowerCase() === user.idcbpf;
  } catch {
    return false;
  }
}

async function isPasswordChange(c: Context<AppEnv>): Promise<boolean> {
  const body = await rawJsonBody(c);
  if (body === null || typeof body !== "object" || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.includes("password") && keys.every((key) => PASSWORD_KEYS.has(key));
}

/** Whether the call is open to the user without its body: true, false, or "body" (its body decides). */
function allowedWithoutBody(c: Context<AppEnv>, user: CurrentUser): boolean | "body" {
  const { method, path } = c.req;
  if (OPEN_PATHS.has(path)) return true;
  if (path === "/api/_log") return method === "GET";
  if (!isOwnProfile(path, user)) return false;
  if (method === "GET") return true;
  return method === "PATCH" ? "body" : false;
}

export const passwordChangeGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user?.mustChangePassword || allowedWithoutBody(c, user) !== false) return next();
  return refusalAnswer(c, Refused.forbidden("password_change_required"));
};

export const passwordChangeBodyGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user?.mustChangePassword || allowedWithoutBody(c, user) !== "body" || (await isPasswordChange(c))) return next();
  return refusalAnswer(c, Refused.forbidden("password_change_required"));
};
