import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { formatCode } from "../../domain/codes.ts";
import { formatDay } from "../../domain/dates.ts";
import type { Refusal as RuleRefusal, SubjectRef } from "../../domain/enrolment.ts";
import type { Locale } from "../../domain/locale.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { users } from "../db/schema.ts";
import { apiError, ruleError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { listEnrolments } from "./matriculas.queries.ts";
import { decideRoute, dropRoute, enrolRoute, listEnrolmentsRoute } from "./matriculas.routes.ts";
import { enrol } from "./enrol.ts";
import { decide, drop, type Failure, type OtherRule } from "./matriculas.writes.ts";

function userOf(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new Error("matriculas: no user after requireAccess");
  return user;
}

const subjectText = (subject: SubjectRef, locale: Locale) => `${subject.code} ${subject.name[locale]}`;

/** What a refusal's message names, in the request's language. */
function ruleValues(refusal: RuleRefusal | OtherRule, locale: Locale): Record<string, string | number> {
  switch (refusal.rule) {
    case "window_closed":
      return "window" in refusal
        ? { start: formatDay(refusal.window.start, locale), end: formatDay(refusal.window.end, locale) }
        : {};
    case "not_active":
    case "enrolment_not_live":
    case "already_decided":
      return "status" in refusal ? { status: refusal.status } : {};
    case "credit_limit":
      return { limit: refusal.limit, total: refusal.total };
    case "drop_deadline_passed":
      return { deadline: formatDay(refusal.deadline, locale) };
    default:
      return { subject: subjectText(refusal.subject, locale) };
  }
}

function failureBody(c: Context<AppEnv>, failure: Failure) {
  switch (failure.status) {
    case 404:
      return { ...apiError(c, 404, "not_found"), statusCode: 404 as const };
    case 403:
      return { ...apiError(c, 403, "forbidden"), statusCode: 403 as const };
    case 400:
      return {
        ...apiError(c, 400, "bad_request", { fields: { [failure.field]: apiError(c, 400, failure.key).message } }),
        statusCode: 400 as const,
      };
    case 422:
      return ruleError(c, failure.refusal.rule, ruleValues(failure.refusal, requestLocale(c)));
  }
}

/** GET, POST /api/matriculas; DELETE /api/matriculas/{codigo}; POST /api/matriculas/{codigo}/decisao. */
export function matriculasRouter({ db }: Deps) {
  return createRouter()
    .openapi(listEnrolmentsRoute, async (c) => c.json(await listEnrolments(db, userOf(c), c.req.valid("query")), 200))
    .openapi(enrolRoute, async (c) => {
      const actor = userOf(c);
      const input = c.req.valid("json");
      let studentId = actor.id;
      if (actor.level === "Administrador") {
        if (!input.student) {
          const body = failureBody(c, { status: 400, field: "student", key: "student_required" });
          return c.json(body, body.statusCode);
        }
        const [student] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, input.student));
        if (!student) return c.json({ ...apiError(c, 404, "not_found"), statusCode: 404 as const }, 404);
        studentId = student.id;
      } else if (input.student !== undefined && input.student !== actor.idcbpf) {
        // A Discente enrols itself only.
        return c.json({ ...apiError(c, 403, "forbidden"), statusCode: 403 as const }, 403);
      }
      const outcome = await enrol(db, { studentId, offeringId: input.offering }, actor);
      if (!outcome.ok) {
        const body = failureBody(c, outcome.failure);
        return c.json(body, body.statusCode);
      }
      const { codigo, status, position } = outcome.value;
      return c.json({ codigo: formatCode(codigo), status, ...(position === undefined ? {} : { position }) }, 201);
    })
    .openapi(dropRoute, async (c) => {
      const settings = await readSettings(db);
      const outcome = await drop(db, c.req.valid("param").codigo, userOf(c), settings);
      if (!outcome.ok) {
        const body = failureBody(c, outcome.failure);
        return c.json(body, body.statusCode);
      }
      return c.json(outcome.value, 200);
    })
    .openapi(decideRoute, async (c) => {
      const settings = await readSettings(db);
      const outcome = await decide(db, c.req.valid("param").codigo, c.req.valid("json"), userOf(c), settings);
      if (!outcome.ok) {
        const body = failureBody(c, outcome.failure);
        return c.json(body, body.statusCode);
      }
      return c.json({ codigo: formatCode(outcome.value.codigo), status: outcome.value.status }, 200);
    });
}
