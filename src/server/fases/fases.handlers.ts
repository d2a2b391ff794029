import { isStudent, mayReadTranscript } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { listPhases, readStudent, readStudentPhases } from "./fases.queries.ts";
import { createPhase, getStudentPhases, patchPhase, putCompletion, listPhases as listRoute } from "./fases.routes.ts";
import { createPhase as insertPhase, patchPhase as updatePhase, setCompletion } from "./fases.writes.ts";

/** GET, POST /api/fases; PATCH /api/fases/{id}; GET /api/usuarios/{idcbpf}/fases; PUT …/fases/{code}. */
export function fasesRouter({ db }: Deps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listPhases(db, c.req.valid("query")), 200))
    .openapi(createPhase, async (c) => c.json(await insertPhase(db, c.req.valid("json"), loggedInUser(c).id), 201))
    .openapi(patchPhase, async (c) =>
      c.json(await updatePhase(db, c.req.valid("param").id, c.req.valid("json"), loggedInUser(c).id), 200),
    )
    .openapi(getStudentPhases, async (c) => {
      const user = loggedInUser(c);
      const { idcbpf } = c.req.valid("param");
      // A Discente's only phases are its own: refused before anything is looked up.
      if (isStudent(user) && user.idcbpf !== idcbpf) throw Refused.forbidden();
      const student = await readStudent(db, idcbpf, user.id);
      if (!student || !isStudent(student)) throw Refused.notFound();
      // The same people as a transcript: the student, its main advisor and co-advisors, the office.
      if (!mayReadTranscript(user, { id: student.id, advisedByPerson: student.advises })) throw Refused.forbidden();
      return c.json(await readStudentPhases(db, student), 200);
    })
    .openapi(putCompletion, async (c) => {
      const user = loggedInUser(c);
      const { idcbpf, code } = c.req.valid("param");
      const student = await readStudent(db, idcbpf, user.id);
      if (!student || !isStudent(student)) throw Refused.notFound();
      await setCompletion(db, student, code, c.req.valid("json"), user.id);
      return c.json(await readStudentPhases(db, student), 200);
    });
}
