import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { createTermRoute, getTermRoute, listTermsRoute, patchTermRoute } from "./periodos.routes.ts";
import { findTerm, listTerms } from "./periodos.queries.ts";
import { createTerm, updateTerm } from "./periodos.writes.ts";

/** GET/POST /api/periodos, GET/PATCH /api/periodos/{code}. */
export function periodosRouter({ db }: Deps) {
  return createRouter()
    .openapi(listTermsRoute, async (c) => {
      const { page, pageSize } = c.req.valid("query");
      return c.json(await listTerms(db, page, pageSize), 200);
    })
    .openapi(getTermRoute, async (c) => {
      const term = await findTerm(db, c.req.valid("param").code);
      if (!term) throw Refused.notFound();
      return c.json(term, 200);
    })
    .openapi(createTermRoute, async (c) => c.json(await createTerm(db, c.req.valid("json"), loggedInUser(c).id), 201))
    .openapi(patchTermRoute, async (c) =>
      c.json(await updateTerm(db, c.req.valid("param").code, c.req.valid("json"), loggedInUser(c).id), 200),
    );
}
