import { and, count, desc, eq, gte, lte, ne, type SQL } from "drizzle-orm";
import type { Term, TermDates } from "../../domain/terms.ts";
import type { Database } from "../db/client.ts";
import { terms } from "../db/schema.ts";

/** Reading terms: the list, one term, and the term a range of days would overlap (periodos.writes.ts). */
export const termColumns = {
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
export type TermRow = Term & { id: number };

/** A term as the API states it: the row without its internal id. */
export function toTerm({ id: _id, ...term }: TermRow): Term {
  return term;
}

export async function listTerms(db: Database, page: number, pageSize: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select(termColumns)
      .from(terms)
      .orderBy(desc(terms.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(terms),
  ]);
  return { items: rows.map(toTerm), total: totals?.total ?? 0, page, pageSize };
}

/** A term's row by its code; `forUpdate` locks it for the caller's transaction. */
export async function findTermRow(db: Database, code: string, forUpdate = false): Promise<TermRow | undefined> {
  const query = db.select(termColumns).from(terms).where(eq(terms.code, code)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findTerm(db: Database, code: string): Promise<Term | undefined> {
  const row = await findTermRow(db, code);
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
