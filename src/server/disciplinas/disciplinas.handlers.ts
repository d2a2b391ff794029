import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { findSubject, subjectPage } from "./disciplinas.queries.ts";
import { createSubjectRoute, getSubject, listSubjects, updateSubjectRoute } from "./disciplinas.routes.ts";
import { createSubject, updateSubject } from "./disciplinas.writes.ts";

/** GET, POST /api/disciplinas and GET, PATCH /api/disciplinas/{code}, behind the access policy. */
export function disciplinasRouter({ db }: Deps) {
  return createRouter()
    .openapi(listSubjects, async (c) => c.json(await subjectPage(db, c.req.valid("query")), 200))
    .openapi(getSubject, async (c) => {
      const found = await findSubject(db, c.req.valid("param").code);
      if (!found) throw Refused.notFound();
      return c.json(found.subject, 200);
    })
    .openapi(createSubjectRoute, async (c) =>
      c.json(await createSubject(db, loggedInUser(c).id, c.req.valid("json")), 201),
    )
    .openapi(updateSubjectRoute, async (c) =>
      c.json(await updateSubject(db, loggedInUser(c).id, c.req.valid("param").code, c.req.valid("json")), 200),
    );
}
