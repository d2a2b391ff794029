import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { message, type MessageKey } from "../../domain/messages.ts";
import { hashPassword } from "../auth/passwords.ts";
import { readSessionCookie } from "../auth/session-cookie.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { users } from "../db/schema.ts";
import { apiError, conflictError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress, requestLocale } from "../http/request-info.ts";
import { checkCurrentPassword } from "./current-password.ts";
import { listUsers as listPage } from "./usuarios.queries.ts";
import { toApiUser, userColumns } from "./user-row.ts";
import { createUser, patchUser, resetPassword, type WriteOutcome } from "./usuarios.writes.ts";
import * as routes from "./usuarios.routes.ts";

/** The caller, whom `requireAccess` in the route's middleware has already let in. */
function actorOf(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new Error("a protected route ran without a user");
  return user;
}

function fieldError(c: Context<AppEnv>, field: string, key: MessageKey) {
  return apiError(c, 400, "validation_failed", { fields: { [field]: message(key, requestLocale(c)) } });
}

/** A failed write as its answer: 404, 400 naming the field, or 409 naming the field that clashed. */
function failure(c: Context<AppEnv>, outcome: Exclude<WriteOutcome<unknown>, { kind: "ok" }>) {
  if (outcome.kind === "not_found") return { status: 404 as const, body: apiError(c, 404) };
  if (outcome.kind === "invalid") return { status: 400 as const, body: fieldError(c, outcome.field, outcome.key) };
  const body = conflictError(c, outcome.key, outcome.values);
  const field = outcome.key === "user_exists" ? "idcbpf" : "email";
  return { status: 409 as const, body: { ...body, fields: { [field]: body.message } } };
}

/** The users' API (usuarios.routes.ts): thin handlers over usuarios.queries.ts and usuarios.writes.ts. */
export function usuariosRouter({ db, env }: Deps) {
  return createRouter()
    .openapi(routes.listUsers, async (c) => c.json(await listPage(db, c.req.valid("query")), 200))
    .openapi(routes.createUser, async (c) => {
      const outcome = await createUser(db, c.req.valid("json"), actorOf(c).id);
      if (outcome.kind === "ok") return c.json({ user: outcome.value }, 201);
      const { status, body } = failure(c, outcome);
      return status === 409 ? c.json(body, 409) : c.json(body, 400);
    })
    .openapi(routes.getUser, async (c) => {
      const { idcbpf } = c.req.valid("param");
      const [row] = await db.select(userColumns).from(users).where(eq(users.idcbpf, idcbpf)).limit(1);
      if (!row) return c.json(apiError(c, 404, "not_found"), 404);
      return c.json({ user: toApiUser(row) }, 200);
    })
    .openapi(routes.patchUser, async (c) => {
      const { idcbpf } = c.req.valid("param");
      const patch = c.req.valid("json");
      const actor = actorOf(c);
      let passwordHash: string | undefined;
      if (patch.password !== undefined) {
        if (actor.idcbpf === idcbpf) {
          const check = await checkCurrentPassword(db, actor, patch.currentPassword, clientAddress(c, env));
          if (check.kind === "missing")
            return c.json(fieldError(c, "currentPassword", "current_password_required"), 400);
          if (check.kind === "wrong") return c.json(fieldError(c, "currentPassword", "current_password_wrong"), 400);
          if (check.kind === "throttled") {
            c.header("Retry-After", String(check.retryAfter));
            return c.json(apiError(c, 429, "login_throttled", { values: { seconds: check.retryAfter } }), 429);
          }
        }
        passwordHash = await hashPassword(patch.password);
      }
      const outcome = await patchUser(db, idcbpf, {
        patch,
        actor,
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        sessionToken: readSessionCookie(c, env),
      });
      if (outcome.kind === "ok") return c.json({ user: outcome.value }, 200);
      const { status, body } = failure(c, outcome);
      if (status === 404) return c.json(body, 404);
      return status === 409 ? c.json(body, 409) : c.json(body, 400);
    })
    .openapi(routes.resetPassword, async (c) => {
      const { idcbpf } = c.req.valid("param");
      const outcome = await resetPassword(db, idcbpf, actorOf(c).id);
      if (outcome.kind === "ok") return c.json(outcome.value, 200);
      return c.json(apiError(c, 404, "not_found"), 404);
    });
}
