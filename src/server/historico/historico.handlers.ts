import { isStudent, mayReadTranscript } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { Deps } from "../context.ts";
import { createRouter } from "../http/openapi.ts";
import { createTransfer, getTranscript } from "./historico.routes.ts";
import { readRecord, readTranscript } from "./historico.queries.ts";
import { recordTransfer } from "./historico.writes.ts";

/** GET /api/historico/{idcbpf} and POST /api/historico/{idcbpf}/aproveitamentos. */
export function historicoRouter({ db }: Deps) {
  return createRouter()
    .openapi(getTranscript, async (c) => {
      const user = loggedInUser(c);
      const { idcbpf } = c.req.valid("param");
      // A Discente's only transcript is its own: refused before anything is looked up.
      if (isStudent(user) && user.idcbpf !== idcbpf) throw Refused.forbidden();
      // One statement reads the student, whether the caller advises it, and its record.
      const record = await readRecord(db, idcbpf, user.id);
      if (!record) throw Refused.notFound();
      const { student } = record;
      if (!isStudent(student)) throw Refused.notFound("not_a_student", { idcbpf });
      if (!mayReadTranscript(user, { id: student.id, advisedByPerson: record.advises })) throw Refused.forbidden();
      return c.json(record.transcript(), 200);
    })
    .openapi(createTransfer, async (c) => {
      const student = await recordTransfer(db, c.req.valid("param").idcbpf, c.req.valid("json"), loggedInUser(c).id);
      return c.json(await readTranscript(db, student), 201);
    });
}
