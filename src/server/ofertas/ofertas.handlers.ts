import type { Context } from "hono";
import type { Locale } from "../../domain/locale.ts";
import { message } from "../../domain/messages.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { apiError, ruleError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { offeringTerm, putGrade, readClassList } from "./class-list.ts";
import { listForQuery, readOffering, teacherOptions, teaches } from "./ofertas.queries.ts";
import { createOffering, patchOffering, type Actor, type Refusal, type Value } from "./ofertas.writes.ts";
import {
  classListRoute,
  createOfferingRoute,
  getOfferingRoute,
  listOfferingsRoute,
  patchOfferingRoute,
  putGradeRoute,
  teacherOptionsRoute,
} from "./ofertas.routes.ts";

/** The logged-in user (requireAccess let only logged-in users through). */
function userOf(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new Error("ofertas: no user after requireAccess");
  return user;
}

function actorOf(c: Context<AppEnv>): Actor {
  const user = userOf(c);
  return { id: user.id, idcbpf: user.idcbpf, office: user.level === "Administrador" };
}

/** Values in the request's language (a subject's name, a weekday, are given in both). */
function localized(values: Record<string, Value> | undefined, locale: Locale): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, typeof value === "object" ? value[locale] : value]),
  );
}

/** A refused write as our error answer, its message in the request's language. */
function refusalBody(c: Context<AppEnv>, refusal: Refusal) {
  const locale = requestLocale(c);
  switch (refusal.status) {
    case 422:
      return ruleError(c, refusal.rule, localized(refusal.values, locale));
    case 403:
      return { ...apiError(c, 403, "forbidden"), statusCode: 403 as const };
    case 404:
      return { ...apiError(c, 404, "not_found"), statusCode: 404 as const };
    case 400: {
      const fields = Object.fromEntries(
        Object.entries(refusal.fields).map(([field, [key, values]]) => [
          field,
          message(key, locale, localized(values, locale)),
        ]),
      );
      return { ...apiError(c, 400, "validation_failed", { fields }), statusCode: 400 as const };
    }
  }
}

/** GET, POST /api/ofertas; GET, PATCH /api/ofertas/{id}; GET …/turma; PUT …/notas/{idcbpf}. */
export function ofertasRouter({ db }: Deps) {
  /** A Docente may open only the offerings it teaches; the office any (404 for an unknown one first). */
  async function mayTeach(c: Context<AppEnv>, offeringId: number): Promise<"ok" | 403 | 404> {
    const user = userOf(c);
    if (!(await readOffering(db, offeringId))) return 404;
    if (user.level === "Administrador") return "ok";
    return (await teaches(db, offeringId, user.id)) ? "ok" : 403;
  }

  return (
    createRouter()
      // Before `/ofertas/{id}`, so the static path wins.
      .openapi(teacherOptionsRoute, async (c) =>
        c.json({ items: await teacherOptions(db, c.req.valid("query").q) }, 200),
      )
      .openapi(listOfferingsRoute, async (c) => c.json(await listForQuery(db, c.req.valid("query"), userOf(c).id), 200))
      .openapi(getOfferingRoute, async (c) => {
        const offering = await readOffering(db, c.req.valid("param").id);
        if (!offering) return c.json(apiError(c, 404, "not_found"), 404);
        return c.json(offering, 200);
      })
      .openapi(createOfferingRoute, async (c) => {
        const outcome = await createOffering(db, c.req.valid("json"), actorOf(c));
        if (outcome.ok) return c.json(outcome.offering, 201);
        const body = refusalBody(c, outcome.refusal);
        return c.json(body, body.statusCode);
      })
      .openapi(patchOfferingRoute, async (c) => {
        const outcome = await patchOffering(db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
        if (outcome.ok) return c.json(outcome.offering, 200);
        const body = refusalBody(c, outcome.refusal);
        return c.json(body, body.statusCode);
      })
      .openapi(classListRoute, async (c) => {
        const { id } = c.req.valid("param");
        const allowed = await mayTeach(c, id);
        if (allowed !== "ok") return c.json(apiError(c, allowed), allowed);
        const term = await offeringTerm(db, id);
        if (!term) return c.json(apiError(c, 404), 404);
        return c.json(await readClassList(db, id, await todayThere(db), term.gradeDeadline), 200);
      })
      .openapi(putGradeRoute, async (c) => {
        const { id, idcbpf } = c.req.valid("param");
        const allowed = await mayTeach(c, id);
        if (allowed !== "ok") return c.json(apiError(c, allowed), allowed);
        const actor = actorOf(c);
        const outcome = await putGrade(db, id, idcbpf, c.req.valid("json"), { id: actor.id, office: actor.office });
        if (outcome.ok) return c.json(outcome.entry, 200);
        const body = refusalBody(c, outcome.refusal);
        return c.json(body, body.statusCode);
      })
  );
}
