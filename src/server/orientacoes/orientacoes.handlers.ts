import type { Context } from "hono";
import { eq } from "drizzle-orm";
import type { GuidanceInput } from "../../domain/guidance.ts";
import { message } from "../../domain/messages.ts";
import type { AppEnv, CurrentUser, Deps } from "../context.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { users } from "../db/schema.ts";
import { apiError, conflictError, ruleError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { listGuidances, readGuidance } from "./orientacoes.queries.ts";
import { createGuidance, patchGuidance, type Outcome, type Refusal } from "./orientacoes.writes.ts";
import {
  createGuidance as createRoute,
  getGuidance,
  listGuidances as listRoute,
  patchGuidance as patchRoute,
} from "./orientacoes.routes.ts";

/** The logged-in user (requireAccess let only logged-in users through). */
function userOf(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new Error("orientacoes: no user after requireAccess");
  return user;
}

/** A refused write as our error answer, its message in the request's language. */
function refusalBody(c: Context<AppEnv>, refusal: Refusal) {
  switch (refusal.status) {
    case 422:
      return ruleError(c, refusal.rule, refusal.values);
    case 409:
      return conflictError(c, refusal.key, refusal.values);
    case 404:
      return { ...apiError(c, 404, "not_found"), statusCode: 404 as const };
    case 400: {
      const locale = requestLocale(c);
      const fields = Object.fromEntries(
        Object.entries(refusal.fields).map(([field, key]) => [field, message(key, locale)]),
      );
      return { ...apiError(c, 400, "validation_failed", { fields }), statusCode: 400 as const };
    }
  }
}

/** GET, POST /api/orientacoes and GET, PATCH /api/orientacoes/{id}. */
export function orientacoesRouter({ db }: Deps) {
  /** Two POSTs for one student at the same instant: the loser meets the unique key, answered as the 409 it is. */
  async function create(input: GuidanceInput, actorId: number): Promise<Outcome> {
    try {
      return await createGuidance(db, input, actorId);
    } catch (error) {
      if (!isViolation(error, UNIQUE_VIOLATION, "guidances_student_id_unique")) throw error;
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.idcbpf, input.student)).limit(1);
      const values = { student: row?.name ?? input.student };
      return { ok: false, refusal: { status: 409, key: "guidance_exists", values } };
    }
  }

  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listGuidances(db, userOf(c), c.req.valid("query")), 200))
    .openapi(getGuidance, async (c) => {
      const guidance = await readGuidance(db, c.req.valid("param").id, userOf(c));
      // Someone else's guidance is "not found", as an unknown id: its existence is not revealed.
      if (!guidance) return c.json(apiError(c, 404, "not_found"), 404);
      return c.json(guidance, 200);
    })
    .openapi(createRoute, async (c) => {
      const outcome = await create(c.req.valid("json"), userOf(c).id);
      if (outcome.ok) return c.json(outcome.guidance, 201);
      const body = refusalBody(c, outcome.refusal);
      return c.json(body, body.statusCode);
    })
    .openapi(patchRoute, async (c) => {
      const outcome = await patchGuidance(db, c.req.valid("param").id, c.req.valid("json"), userOf(c).id);
      if (outcome.ok) return c.json(outcome.guidance, 200);
      const body = refusalBody(c, outcome.refusal);
      return c.json(body, body.statusCode);
    });
}
