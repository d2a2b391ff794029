import { formatCode } from "../../domain/codes.ts";
import { isOffice } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { CurrentUser, Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { createRouter } from "../http/openapi.ts";
import { enrol } from "./enrol.ts";
import { listEnrolments, userIdOf } from "./matriculas.queries.ts";
import { decideRoute, dropRoute, enrolRoute, listEnrolmentsRoute } from "./matriculas.routes.ts";
import { decide, drop } from "./matriculas.writes.ts";

/**
 * Whom an enrolment request is for: the office must name the student (400 `bad_request` on the
 * field `student`; 404 for an unknown one); a Discente enrols itself, and naming anyone else is
 * a 403.
 */
async function enrollingStudent(db: Database, actor: CurrentUser, named: string | undefined): Promise<number> {
  if (isOffice(actor)) {
    if (!named) throw new Refused(400, { key: "bad_request" }, { fields: { student: { key: "student_required" } } });
    const id = await userIdOf(db, named);
    if (id === null) throw Refused.notFound();
    return id;
  }
  if (named !== undefined && named !== actor.idcbpf) throw Refused.forbidden();
  return actor.id;
}

/** GET, POST /api/matriculas; DELETE /api/matriculas/{codigo}; POST /api/matriculas/{codigo}/decisao. */
export function matriculasRouter({ db }: Deps) {
  return createRouter()
    .openapi(listEnrolmentsRoute, async (c) =>
      c.json(await listEnrolments(db, loggedInUser(c), c.req.valid("query")), 200),
    )
    .openapi(enrolRoute, async (c) => {
      const actor = loggedInUser(c);
      const input = c.req.valid("json");
      const studentId = await enrollingStudent(db, actor, input.student);
      const { codigo, status, position } = await enrol(db, { studentId, offeringId: input.offering }, actor);
      return c.json({ codigo: formatCode(codigo), status, ...(position === undefined ? {} : { position }) }, 201);
    })
    .openapi(dropRoute, async (c) => {
      const settings = await readSettings(db);
      return c.json(await drop(db, c.req.valid("param").codigo, loggedInUser(c), settings), 200);
    })
    .openapi(decideRoute, async (c) => {
      const settings = await readSettings(db);
      const decided = await decide(db, c.req.valid("param").codigo, c.req.valid("json"), loggedInUser(c), settings);
      return c.json({ codigo: formatCode(decided.codigo), status: decided.status }, 200);
    });
}
