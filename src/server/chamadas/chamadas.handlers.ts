import { isOffice } from "../../domain/policy.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { listCalls } from "./chamadas.queries.ts";
import { createCallRoute, listCallsRoute, patchCallRoute } from "./chamadas.routes.ts";
import { createCall, updateCall } from "./chamadas.writes.ts";

/** GET/POST /api/chamadas, PATCH /api/chamadas/{id}. */
export function chamadasRouter({ db }: Deps) {
  return createRouter()
    .openapi(listCallsRoute, async (c) => {
      // A public list: the office (when logged in) sees every call, anyone else the open ones.
      const user = c.get("user");
      return c.json(await listCalls(db, c.req.valid("query"), user !== null && isOffice(user)), 200);
    })
    .openapi(createCallRoute, async (c) => c.json(await createCall(db, c.req.valid("json"), loggedInUser(c).id), 201))
    .openapi(patchCallRoute, async (c) =>
      c.json(await updateCall(db, c.req.valid("param").id, c.req.valid("json"), loggedInUser(c).id), 200),
    );
}
