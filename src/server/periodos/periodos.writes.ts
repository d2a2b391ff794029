import { and, eq, ne } from "drizzle-orm";
import { Refused, words } from "../../domain/refusal.ts";
import {
  termDatesProblem,
  termOrderText,
  type Term,
  type TermDates,
  type TermInput,
  type TermOrderProblem,
  type TermPatch,
} from "../../domain/terms.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, isViolation } from "../db/errors.ts";
import { lockFor } from "../db/locks.ts";
import { terms } from "../db/schema.ts";
import { findTerm, findTermRow, overlappingTerm, termColumns, toTerm } from "./periodos.queries.ts";

/**
 * Creating and changing terms, and the rules a write must keep (PRODUCT §7): dates in order, no
 * two terms sharing a day, exactly one current. Every write runs in one transaction under the
 * "terms" lock, so two offices saving at once take turns instead of both passing the overlap
 * check; the exclusion constraint `terms_no_overlap` and the one-current index stay as the
 * database's backstop. Each change is audited in the same transaction (entity `term`). A refusal
 * is thrown: 404; 409 `term_exists`; 422 `term_dates_order` (its message and `fields` name the two
 * dates), `term_overlap` (naming the other term, on startDate and endDate), `current_term_required`.
 */

/** Two dates out of order: the words name them, as message and under each of the two fields. */
function outOfOrder(problem: TermOrderProblem): Refused {
  const text = words((locale) => termOrderText(problem, locale));
  return Refused.rule("term_dates_order", undefined, {
    text,
    fields: { [problem.before]: text, [problem.after]: text },
  });
}

function overlaps(other: string): Refused {
  const text = { key: "term_overlap", values: { term: other } } as const;
  return Refused.rule(text.key, text.values, { fields: { startDate: text, endDate: text } });
}

const exists = (code: string) => Refused.conflict("term_exists", { code });

/**
 * The database's own guards, should a write get past the checks (another writer outside the
 * API): an overlap (exclusion constraint) is still the 422 naming the other term, a duplicate
 * code still the 409. Anything else is returned as it came.
 */
async function backstop(db: Database, error: unknown, dates: TermDates | null, code: string, exceptCode?: string) {
  if (isViolation(error, UNIQUE_VIOLATION, "terms_code_unique")) return exists(code);
  if (isViolation(error, EXCLUSION_VIOLATION, "terms_no_overlap") && dates)
    return overlaps((await overlappingTerm(db, dates, exceptCode)) ?? code);
  return error;
}

/** Makes no term current but `keepId`'s, auditing the one that stops being current. */
async function unsetCurrent(tx: Database, actorId: number, keepId?: number): Promise<void> {
  const conditions = [eq(terms.current, true), keepId === undefined ? undefined : ne(terms.id, keepId)];
  const previous = await tx
    .update(terms)
    .set({ current: false })
    .where(and(...conditions))
    .returning(termColumns);
  for (const row of previous) {
    const after = toTerm(row);
    await recordAudit(tx, {
      actorId,
      action: "update",
      entity: "term",
      entityId: row.code,
      before: { ...after, current: true },
      after,
    });
  }
}

export async function createTerm(db: Database, input: TermInput, actorId: number): Promise<Term> {
  const problem = termDatesProblem(input);
  if (problem) throw outOfOrder(problem);
  try {
    return await db.transaction(async (tx) => {
      await lockFor(tx, "terms");
      if (await findTermRow(tx, input.code)) throw exists(input.code);
      const other = await overlappingTerm(tx, input);
      if (other) throw overlaps(other);
      if (input.current) await unsetCurrent(tx, actorId);
      const [row] = await tx.insert(terms).values(input).returning(termColumns);
      if (!row) throw new Error("insert returned no row");
      const term = toTerm(row);
      await recordAudit(tx, { actorId, action: "create", entity: "term", entityId: term.code, after: term });
      return term;
    });
  } catch (error) {
    throw await backstop(db, error, input, input.code);
  }
}

export async function updateTerm(db: Database, code: string, patch: TermPatch, actorId: number): Promise<Term> {
  try {
    return await db.transaction(async (tx) => {
      await lockFor(tx, "terms");
      const row = await findTermRow(tx, code, true);
      if (!row) throw Refused.notFound();
      const { current, ...dates } = patch;
      const before = toTerm(row);
      const merged: Term = { ...before, ...dates, current: current ?? before.current };
      const problem = termDatesProblem(merged);
      if (problem) throw outOfOrder(problem);
      if (before.current && current === false) throw Refused.rule("current_term_required");
      if (dates.startDate !== undefined || dates.endDate !== undefined) {
        const other = await overlappingTerm(tx, merged, code);
        if (other) throw overlaps(other);
      }
      const changed = (Object.keys(merged) as (keyof Term)[]).some((key) => merged[key] !== before[key]);
      if (!changed) return before;
      if (merged.current && !before.current) await unsetCurrent(tx, actorId, row.id);
      const { code: _code, ...values } = merged;
      const [updated] = await tx.update(terms).set(values).where(eq(terms.id, row.id)).returning(termColumns);
      if (!updated) throw new Error("update returned no row");
      const term = toTerm(updated);
      await recordAudit(tx, { actorId, action: "update", entity: "term", entityId: code, before, after: term });
      return term;
    });
  } catch (error) {
    const stored = error instanceof Refused ? undefined : await findTerm(db, code);
    throw await backstop(db, error, stored ? { ...stored, ...patch } : null, code, code);
  }
}
