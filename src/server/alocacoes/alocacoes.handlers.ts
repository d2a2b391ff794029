import { isStudent, mayReadAllocation, recordScope } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { readStudent } from "../fases/fases.queries.ts";
import { listAllocations, readAllocation } from "./alocacoes.queries.ts";
import * as routes from "./alocacoes.routes.ts";
import { createAllocation, deleteAllocation, patchAllocation } from "./alocacoes.writes.ts";
import { addSuspension, deleteSuspension } from "./suspensoes.writes.ts";

/** /api/alocacoes, /api/alocacoes/{id}, /api/alocacoes/{id}/suspensoes[/{sid}]. */
export function alocacoesRouter({ db }: Deps) {
  return createRouter()
    .openapi(routes.listAllocations, async (c) => {
      const user = loggedInUser(c);
      const query = c.req.valid("query");
      let studentId: number | null = null;
      if (query.student !== undefined) {
        // A Discente names only itself, refused before anything is looked up.
        if (isStudent(user) && user.idcbpf !== query.student) throw Refused.forbidden();
        const student = await readStudent(db, query.student, user.id);
        if (!student) throw Refused.forbidden();
        if (!mayReadAllocation(user, { studentId: student.id, advisedByPerson: student.advises }))
          throw Refused.forbidden();
        studentId = student.id;
      }
      const today = await todayThere(db);
      return c.json(await listAllocations(db, query, { scope: recordScope(user), studentId, today }), 200);
    })
    .openapi(routes.getAllocation, async (c) => {
      const user = loggedInUser(c);
      const allocation = await readAllocation(db, c.req.valid("param").id, await todayThere(db));
      if (!allocation) throw Refused.notFound();
      const student = await readStudent(db, allocation.student.idcbpf, user.id);
      if (!student || !mayReadAllocation(user, { studentId: student.id, advisedByPerson: student.advises }))
        throw Refused.forbidden();
      return c.json(allocation, 200);
    })
    .openapi(routes.createAllocation, async (c) =>
      c.json(await createAllocation(db, c.req.valid("json"), loggedInUser(c).id, await todayThere(db)), 201),
    )
    .openapi(routes.patchAllocation, async (c) =>
      c.json(
        await patchAllocation(
          db,
          c.req.valid("param").id,
          c.req.valid("json"),
          loggedInUser(c).id,
          await todayThere(db),
        ),
        200,
      ),
    )
    .openapi(routes.deleteAllocation, async (c) => {
      await deleteAllocation(db, c.req.valid("param").id, loggedInUser(c).id, await todayThere(db));
      return c.body(null, 204);
    })
    .openapi(routes.addSuspension, async (c) =>
      c.json(await addSuspension(db, c.req.valid("param").id, c.req.valid("json"), loggedInUser(c).id), 201),
    )
    .openapi(routes.deleteSuspension, async (c) => {
      const { id, sid } = c.req.valid("param");
      await deleteSuspension(db, id, sid, loggedInUser(c).id);
      return c.body(null, 204);
    });
}
