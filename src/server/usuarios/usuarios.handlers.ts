import { loggedInUser } from "../auth/current-user.ts";
import { readSessionCookie } from "../auth/session-cookie.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress } from "../http/request-info.ts";
import { confirmCurrentPassword } from "./perfil.ts";
import { dismissStudent } from "./desligamento.ts";
import { profileOf, readProfile } from "./user-profile.ts";
import { listUsers as listPage } from "./usuarios.queries.ts";
import { createUser, patchUser, resetPassword } from "./usuarios.writes.ts";
import * as routes from "./usuarios.routes.ts";

/** The users' API (usuarios.routes.ts): thin handlers over usuarios.queries.ts and usuarios.writes.ts. */
export function usuariosRouter({ db, env }: Deps) {
  return createRouter()
    .openapi(routes.listUsers, async (c) => c.json(await listPage(db, c.req.valid("query")), 200))
    .openapi(routes.createUser, async (c) => {
      const created = await createUser(db, c.req.valid("json"), loggedInUser(c).id);
      return c.json({ user: await profileOf(db, created.idcbpf) }, 201);
    })
    .openapi(routes.getUser, async (c) => {
      const user = await readProfile(db, c.req.valid("param").idcbpf, loggedInUser(c));
      return c.json({ user }, 200);
    })
    .openapi(routes.patchUser, async (c) => {
      const { idcbpf } = c.req.valid("param");
      const patch = c.req.valid("json");
      const actor = loggedInUser(c);
      if (patch.password !== undefined && actor.idcbpf === idcbpf)
        await confirmCurrentPassword(db, actor, patch.currentPassword, clientAddress(c, env));
      await patchUser(db, idcbpf, { patch, actor, sessionToken: readSessionCookie(c, env) });
      return c.json({ user: await profileOf(db, idcbpf) }, 200);
    })
    .openapi(routes.resetPassword, async (c) =>
      c.json(await resetPassword(db, c.req.valid("param").idcbpf, loggedInUser(c).id), 200),
    )
    .openapi(routes.dismissUser, async (c) => {
      const user = await dismissStudent(db, c.req.valid("param").idcbpf, c.req.valid("json"), loggedInUser(c).id);
      return c.json({ user }, 200);
    });
}
