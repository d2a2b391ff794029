import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress } from "../http/request-info.ts";
import { toApiUser } from "../usuarios/user-row.ts";
import { authenticate } from "./authenticate.ts";
import { current, login, logout } from "./session.routes.ts";
import { createSession, deleteSession } from "./sessions.ts";
import { clearSessionCookie, logInThisBrowser, readSessionCookie } from "./session-cookie.ts";

/** POST, GET and DELETE /api/_auth/session; a refused login (401, 429) is thrown by `authenticate`. */
export function sessionRouter(deps: Deps) {
  const { db, env } = deps;
  return createRouter()
    .openapi(login, async (c) => {
      const { idcbpf, password } = c.req.valid("json");
      const user = await authenticate(deps, { idcbpf, password, address: clientAddress(c, env) });
      // A login replaces whatever session this browser had.
      await logInThisBrowser(c, deps, { user, sessionToken: await createSession(db, user.id, env.sessionIdleDays) });
      return c.json({ user: toApiUser(user) }, 200);
    })
    .openapi(current, (c) => {
      const user = c.get("user");
      return c.json(user ? { user: toApiUser(user) } : {}, 200);
    })
    .openapi(logout, async (c) => {
      const token = readSessionCookie(c, env);
      if (token) await deleteSession(db, token);
      clearSessionCookie(c, env);
      return c.json({}, 200);
    });
}
