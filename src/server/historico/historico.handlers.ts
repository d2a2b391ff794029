import type { Context } from "hono";
import { message } from "../../domain/messages.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { apiError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { createTransfer, getTranscript } from "./historico.routes.ts";
import { maySee, readRecord, readTranscript } from "./historico.queries.ts";
import { recordTransfer } from "./historico.writes.ts";

/** The logged-in user (requireAccess let only logged-in users through). */
function userOf(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new Error("historico: no user after requireAccess");
  return user;
}

/** GET /api/historico/{idcbpf} and POST /api/historico/{idcbpf}/aproveitamentos. */
export function historicoRouter({ db }: Deps) {
  return createRouter()
    .openapi(getTranscript, async (c) => {
      const user = userOf(c);
      const { idcbpf } = c.req.valid("param");
      // A Discente's only transcript is its own: refused before anything is looked up.
      if (user.level === "Discente" && user.idcbpf !== idcbpf) return c.json(apiError(c, 403, "forbidden"), 403);
      // One statement reads the student, whether the caller advises it, and its record.
      const record = await readRecord(db, idcbpf, user.id);
      if (!record) return c.json(apiError(c, 404, "not_found"), 404);
      const { student } = record;
      if (student.level !== "Discente") return c.json(apiError(c, 404, "not_a_student", { values: { idcbpf } }), 404);
      if (!maySee(user, student, record.advises)) return c.json(apiError(c, 403, "forbidden"), 403);
      return c.json(record.transcript(), 200);
    })
    .openapi(createTransfer, async (c) => {
      const { idcbpf } = c.req.valid("param");
      const outcome = await recordTransfer(db, idcbpf, c.req.valid("json"), userOf(c).id);
      if (outcome.ok) return c.json(await readTranscript(db, outcome.student), 201);
      const { refusal } = outcome;
      if (refusal.status === 404) return c.json(apiError(c, 404, "not_found"), 404);
      const fields = refusal.field
        ? { [refusal.field]: message(refusal.rule, requestLocale(c), refusal.values) }
        : undefined;
      return c.json(
        apiError(c, 422, refusal.rule, { rule: refusal.rule, values: refusal.values, ...(fields ? { fields } : {}) }),
        422,
      );
    });
}
