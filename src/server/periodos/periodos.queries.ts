import { and, count, desc, eq, gte, lte, ne, type SQL } from "drizzle-orm";
import {
  termDatesProblem,
  type Term,
  type TermDates,
  type TermInput,
  type TermOrderProblem,
  type TermPatch,
} from "../../domain/terms.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { lockFor } from "../db/locks.ts";
import { terms } from "../db/schema.ts";

/**
 * Terms in the database and the rules a write must keep (PRODUCT §7): dates in order, no two
 * terms sharing a day, exactly one current. Every write runs in one transaction under the
 * "terms" lock, so two offices saving at once take turns instead of both passing the overlap
 * check; the exclusion constraint `terms_no_overlap` and the one-current index stay as the
 * database's backstop. Each change is audited in the same transaction (entity `term`).
 */
const columns = {
  id: terms.id,
  code: terms.code,
  startDate: terms.startDate,
  endDate: terms.endDate,
  offeringStart: terms.offeringStart,
  offeringEnd: terms.offeringEnd,
  enrolmentStart: terms.enrolmentStart,
  enrolmentEnd: terms.enrolmentEnd,
  dropDeadline: terms.dropDeadline,
  gradeDeadline: terms.gradeDeadline,
  current: terms.current,
};
type Row = Term & { id: number };

function toTerm({ id: _id, ...term }: Row): Term {
  return term;
}

export type TermOutcome =
  | { ok: true; term: Term }
  | { ok: false; refusal: "exists" | "not_found" | "current_required" }
  | { ok: false; refusal: "order"; problem: TermOrderProblem }
  | { ok: false; refusal: "overlap"; other: string };

export async function listTerms(db: Database, page: number, pageSize: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(terms)
      .orderBy(desc(terms.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(terms),
  ]);
  return { items: rows.map(toTerm), total: totals?.total ?? 0, page, pageSize };
}

async function findRow(db: Database, code: string, forUpdate = false): Promise<Row | undefined> {
  const query = db.select(columns).from(terms).where(eq(terms.code, code)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findTerm(db: Database, code: string): Promise<Term | undefined> {
  const row = await findRow(db, code);
  return row && toTerm(row);
}

/** The code of a term sharing a day with `dates` (both ends inclusive), other than `exceptCode`. */
export async function overlappingTerm(
  db: Database,
  dates: Pick<TermDates, "startDate" | "endDate">,
  exceptCode?: string,
): Promise<string | undefined> {
  const conditions: (SQL | undefined)[] = [
    lte(terms.startDate, dates.endDate),
    gte(terms.endDate, dates.startDate),
    exceptCode === undefined ? undefined : ne(terms.code, exceptCode),
  ];
  const [row] = await db
    .select({ code: terms.code })
    .from(terms)
    .where(and(...conditions))
    .orderBy(terms.startDate)
    .limit(1);
  return row?.code;
}

/** Makes no term current but `keepId`'s, auditing the one that stops being current. */
async function unsetCurrent(tx: Database, actorId: number, keepId?: number): Promise<void> {
  const conditions = [eq(terms.current, true), keepId === undefined ? undefined : ne(terms.id, keepId)];
  const previous = await tx
    .update(terms)
    .set({ current: false })
    .where(and(...conditions))
    .returning(columns);
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

export async function createTerm(db: Database, input: TermInput, actorId: number): Promise<TermOutcome> {
  const problem = termDatesProblem(input);
  if (problem) return { ok: false, refusal: "order", problem };
  return db.transaction(async (tx) => {
    await lockFor(tx, "terms");
    if (await findRow(tx, input.code)) return { ok: false, refusal: "exists" };
    const other = await overlappingTerm(tx, input);
    if (other) return { ok: false, refusal: "overlap", other };
    if (input.current) await unsetCurrent(tx, actorId);
    const [row] = await tx.insert(terms).values(input).returning(columns);
    if (!row) throw new Error("insert returned no row");
    const term = toTerm(row);
    await recordAudit(tx, { actorId, action: "create", entity: "term", entityId: term.code, after: term });
    return { ok: true, term };
  });
}

export async function updateTerm(db: Database, code: string, patch: TermPatch, actorId: number): Promise<TermOutcome> {
  return db.transaction(async (tx) => {
    await lockFor(tx, "terms");
    const row = await findRow(tx, code, true);
    if (!row) return { ok: false, refusal: "not_found" };
    const { current, ...dates } = patch;
    const before = toTerm(row);
    const merged: Term = { ...before, ...dates, current: current ?? before.current };
    const problem = termDatesProblem(merged);
    if (problem) return { ok: false, refusal: "order", problem };
    if (before.current && current === false) return { ok: false, refusal: "current_required" };
    if (dates.startDate !== undefined || dates.endDate !== undefined) {
      const other = await overlappingTerm(tx, merged, code);
      if (other) return { ok: false, refusal: "overlap", other };
    }
    const changed = (Object.keys(merged) as (keyof Term)[]).some((key) => merged[key] !== before[key]);
    if (!changed) return { ok: true, term: before };
    if (merged.current && !before.current) await unsetCurrent(tx, actorId, row.id);
    const { code: _code, ...values } = merged;
    const [updated] = await tx.update(terms).set(values).where(eq(terms.id, row.id)).returning(columns);
    if (!updated) throw new Error("update returned no row");
    const term = toTerm(updated);
    await recordAudit(tx, { actorId, action: "update", entity: "term", entityId: code, before, after: term });
    return { ok: true, term };
  });
}
