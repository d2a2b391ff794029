import { formatCode, normalizeCode } from "../../domain/codes.ts";
import type { Locale } from "../../domain/locale.ts";
import type { BatchDecisionInput, BatchDecisionResult } from "../../domain/matriculas.ts";
import type { Person } from "../../domain/policy.ts";
import { Refused, say } from "../../domain/refusal.ts";
import type { Settings } from "../../domain/settings.ts";
import type { Database } from "../db/client.ts";
import { decide } from "./matriculas.writes.ts";

/**
 * `POST /api/matriculas/decisoes`: several enrolments accepted or rejected at once, each through
 * `decide` (matriculas.writes.ts) — the very decision of `POST /api/matriculas/{codigo}/decisao`,
 * its rules, its audit entry, the waitlist's promotion after a rejection and whatever else it
 * does for one enrolment — each in its own transaction, one after the other. A code that is
 * refused does not undo the others: the answer lists what was decided and each refusal in the
 * request's language. A code the caller may not decide (another advisor's advisee) is "not
 * found", as an unknown one is, so the answer reveals nothing of other people's enrolments.
 */
export async function decideMany(
  db: Database,
  input: BatchDecisionInput,
  actor: Person,
  settings: Settings,
  locale: Locale,
): Promise<BatchDecisionResult> {
  const result: BatchDecisionResult = { decided: [], errors: [] };
  const seen = new Set<string>();
  const notFound = (codigo: string) => result.errors.push({ codigo, message: say({ key: "not_found" }, locale) });
  for (const typed of input.codigos) {
    const canonical = normalizeCode(typed);
    if (!canonical) {
      notFound(typed);
      continue;
    }
    if (seen.has(canonical)) continue;
    seen.add(canonical);
    const codigo = formatCode(canonical);
    try {
      const decision = { decision: input.decision, ...(input.reason ? { reason: input.reason } : {}) };
      await decide(db, canonical, decision, actor, settings);
      result.decided.push(codigo);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.status === 403 || error.status === 404) notFound(codigo);
      else
        result.errors.push({ codigo, ...(error.rule ? { rule: error.rule } : {}), message: say(error.text, locale) });
    }
  }
  return result;
}
