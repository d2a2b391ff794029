import type { Context } from "hono";
import { termOrderFields, type TermDates } from "../../domain/terms.ts";
import type { AppEnv, Deps } from "../context.ts";
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, isViolation } from "../db/errors.ts";
import { apiError, conflictError, ruleError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { createTermRoute, getTermRoute, listTermsRoute, patchTermRoute } from "./periodos.routes.ts";
import { createTerm, findTerm, listTerms, overlappingTerm, updateTerm, type TermOutcome } from "./periodos.queries.ts";

/** What a refused term write answers: 404, 409 or a 422 with its rule (and the fields it is about). */
function refusal(c: Context<AppEnv>, outcome: Exclude<TermOutcome, { ok: true }>, code: string) {
  switch (outcome.refusal) {
    case "not_found":
      return c.json(apiError(c, 404, "not_found"), 404);
    case "exists":
      return c.json(conflictError(c, "term_exists", { code }), 409);
    case "current_required":
      return c.json(ruleError(c, "current_term_required"), 422);
    case "order": {
      const fields = termOrderFields(outcome.problem, requestLocale(c));
      const text = Object.values(fields)[0] ?? "";
      return c.json({ ...ruleError(c, "term_dates_order"), message: text, fields }, 422);
    }
    case "overlap": {
      const answer = ruleError(c, "term_overlap", { term: outcome.other });
      return c.json({ ...answer, fields: { startDate: answer.message, endDate: answer.message } }, 422);
    }
  }
}

/**
 * The database's own guards, should a write get past the checks (another writer outside the
 * API): an overlap (exclusion constraint) is still the 422 naming the other term, a duplicate
 * code still the 409.
 */
async function backstop(deps: Deps, error: unknown, dates: TermDates | null, code: string, exceptCode?: string) {
  if (isViolation(error, UNIQUE_VIOLATION, "terms_code_unique")) return { ok: false, refusal: "exists" } as const;
  if (isViolation(error, EXCLUSION_VIOLATION, "terms_no_overlap") && dates) {
    const other = (await overlappingTerm(deps.db, dates, exceptCode)) ?? code;
    return { ok: false, refusal: "overlap", other } as const;
  }
  throw error;
}

/** GET/POST /api/periodos, GET/PATCH /api/periodos/{code}. */
export function periodosRouter(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(listTermsRoute, async (c) => {
      const { page, pageSize } = c.req.valid("query");
      return c.json(await listTerms(db, page, pageSize), 200);
    })
    .openapi(getTermRoute, async (c) => {
      const term = await findTerm(db, c.req.valid("param").code);
      return term ? c.json(term, 200) : c.json(apiError(c, 404, "not_found"), 404);
    })
    .openapi(createTermRoute, async (c) => {
      const input = c.req.valid("json");
      const actorId = c.get("user")?.id ?? null;
      if (actorId === null) return c.json(apiError(c, 401), 401);
      const outcome = await createTerm(db, input, actorId).catch((error: unknown) =>
        backstop(deps, error, input, input.code),
      );
      return outcome.ok ? c.json(outcome.term, 201) : refusal(c, outcome, input.code);
    })
    .openapi(patchTermRoute, async (c) => {
      const { code } = c.req.valid("param");
      const patch = c.req.valid("json");
      const actorId = c.get("user")?.id ?? null;
      if (actorId === null) return c.json(apiError(c, 401), 401);
      const outcome = await updateTerm(db, code, patch, actorId).catch(async (error: unknown) => {
        const stored = await findTerm(db, code);
        return backstop(deps, error, stored ? { ...stored, ...patch } : null, code, code);
      });
      return outcome.ok ? c.json(outcome.term, 200) : refusal(c, outcome, code);
    });
}
