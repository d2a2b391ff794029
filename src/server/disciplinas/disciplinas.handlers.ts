import type { Context } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { apiError, conflictError, ruleError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { findSubject, subjectPage } from "./disciplinas.queries.ts";
import { createSubjectRoute, getSubject, listSubjects, updateSubjectRoute } from "./disciplinas.routes.ts";
import { createSubject, updateSubject, type WriteResult } from "./disciplinas.writes.ts";

/** A refused write as its answer: 404, 409 `subject_exists` or 422 with the rule key. */
function refusal(c: Context<AppEnv>, result: Exclude<WriteResult, { kind: "ok" }>) {
  switch (result.kind) {
    case "not_found":
      return { status: 404 as const, body: apiError(c, 404, "not_found") };
    case "subject_exists":
      return { status: 409 as const, body: conflictError(c, "subject_exists", { code: result.code }) };
    case "prerequisite_unknown":
      return { status: 422 as const, body: ruleError(c, "prerequisite_unknown", { code: result.code }) };
    case "prerequisite_cycle":
      return { status: 422 as const, body: ruleError(c, "prerequisite_cycle", { path: result.path.join(" → ") }) };
  }
}

/** The caller's users.id (requireAccess has already refused anonymous callers). */
function actorId(c: Context<AppEnv>): number {
  const user = c.get("user");
  if (!user) throw new Error("write without a user");
  return user.id;
}

/** GET, POST /api/disciplinas and GET, PATCH /api/disciplinas/{code}, behind the access policy. */
export function disciplinasRouter({ db }: Deps) {
  return createRouter()
    .openapi(listSubjects, async (c) => c.json(await subjectPage(db, c.req.valid("query")), 200))
    .openapi(getSubject, async (c) => {
      const found = await findSubject(db, c.req.valid("param").code);
      if (!found) return c.json(apiError(c, 404, "not_found"), 404);
      return c.json(found.subject, 200);
    })
    .openapi(createSubjectRoute, async (c) => {
      const result = await createSubject(db, actorId(c), c.req.valid("json"));
      if (result.kind === "ok") return c.json(result.subject, 201);
      const { status, body } = refusal(c, result);
      return c.json(body, status);
    })
    .openapi(updateSubjectRoute, async (c) => {
      const result = await updateSubject(db, actorId(c), c.req.valid("param").code, c.req.valid("json"));
      if (result.kind === "ok") return c.json(result.subject, 200);
      const { status, body } = refusal(c, result);
      return c.json(body, status);
    });
}
