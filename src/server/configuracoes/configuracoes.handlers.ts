import type { SettingsPatch } from "../../domain/settings.ts";
import type { Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { FOREIGN_KEY_VIOLATION, isViolation } from "../db/errors.ts";
import { apiError, ruleError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { getSettingsRoute, patchSettingsRoute } from "./configuracoes.routes.ts";
import { readSettings } from "./configuracoes.queries.ts";
import { conceptInUse, updateSettings, type SettingsOutcome } from "./configuracoes.writes.ts";

/** PostgreSQL 18 (PGlite) refuses `ON DELETE RESTRICT` with restrict_violation; 15 with 23503. */
const RESTRICT_VIOLATION = "23001";

/**
 * A concept deleted while in use gets past the check only if another writer added the grade in
 * between; the foreign key then refuses, and the answer is the same 422 naming the concept.
 */
async function backstop(db: Database, error: unknown, patch: SettingsPatch): Promise<SettingsOutcome> {
  const inUse = isViolation(error, RESTRICT_VIOLATION) || isViolation(error, FOREIGN_KEY_VIOLATION);
  if (!inUse || !patch.concepts) throw error;
  const kept = new Set(patch.concepts.map((c) => c.concept));
  const removed = (await readSettings(db)).concepts.map((c) => c.concept).filter((c) => !kept.has(c));
  return { ok: false, conceptInUse: (await conceptInUse(db, removed)) ?? removed.join(", ") };
}

/** GET/PATCH /api/configuracoes. */
export function configuracoesRouter({ db }: Deps) {
  return createRouter()
    .openapi(getSettingsRoute, async (c) => c.json(await readSettings(db), 200))
    .openapi(patchSettingsRoute, async (c) => {
      const patch = c.req.valid("json");
      const actorId = c.get("user")?.id ?? null;
      if (actorId === null) return c.json(apiError(c, 401), 401);
      const outcome = await updateSettings(db, patch, actorId).catch((error: unknown) => backstop(db, error, patch));
      if (!outcome.ok) return c.json(ruleError(c, "concept_in_use", { concept: outcome.conceptInUse }), 422);
      return c.json(outcome.settings, 200);
    });
}
