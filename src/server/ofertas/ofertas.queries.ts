import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Offering, OfferingListQuery } from "../../domain/offerings.ts";
import type { Page } from "../../domain/paging.ts";
import { likePattern } from "../../domain/search.ts";
import { slotsByOffering, teachersByOffering } from "./offering-parts.ts";
import type { Database } from "../db/client.ts";
import { enrolments, offeringTeachers, offerings, searchFold, subjects, terms, users } from "../db/schema.ts";

/**
 * Reading offerings (PRODUCT §8 `GET /api/ofertas`), for this area and for others that list them
 * (the Discente's /matricula, the Docente's home): one page of offerings in three queries (the
 * page with its subjects and waiting counts, then the slots and the teachers of those offerings),
 * whatever the page size.
 */
export type OfferingFilter = {
  /** Term code; null or undefined: the current term. */
  term?: string | null;
  q?: string;
  /** Only offerings this user teaches (responsible or co-teacher). */
  teacherId?: number;
  /** Only these offerings. */
  ids?: readonly number[];
};

async function termIdOf(db: Database, code: string | null | undefined): Promise<{ id: number; code: string } | null> {
  const [row] = await db
    .select({ id: terms.id, code: terms.code })
    .from(terms)
    .where(code ? eq(terms.code, code) : eq(terms.current, true))
    .limit(1);
  return row ?? null;
}

const waitingCount = sql<number>`(select count(*)::int from ${enrolments} where ${enrolments.offeringId} = ${offerings.id} and ${enrolments.status} = 'em_espera')`;

/** An offering's own columns and its subject's, as a page and a single read select them. */
const offeringColumns = {
  id: offerings.id,
  capacity: offerings.capacity,
  taken: offerings.taken,
  language: offerings.language,
  notes: offerings.notes,
  code: subjects.code,
  namePt: subjects.namePt,
  nameEn: subjects.nameEn,
  credits: subjects.credits,
  waiting: waitingCount,
};

function conditions(termId: number, filter: OfferingFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(offerings.termId, termId)];
  if (filter.q) {
    const pattern = searchFold(sql`${likePattern(filter.q)}`);
    parts.push(
      or(
        sql`${subjects.search} like ${pattern}`,
        exists(
          sql`(select 1 from ${offeringTeachers} inner join ${users} on ${users.id} = ${offeringTeachers.userId}
            where ${offeringTeachers.offeringId} = ${offerings.id} and ${users.search} like ${pattern})`,
        ),
      ),
    );
  }
  if (filter.teacherId !== undefined)
    parts.push(
      exists(
        sql`(select 1 from ${offeringTeachers} where ${offeringTeachers.offeringId} = ${offerings.id}
          and ${offeringTeachers.userId} = ${filter.teacherId})`,
      ),
    );
  if (filter.ids) parts.push(filter.ids.length === 0 ? sql`false` : inArray(offerings.id, [...filter.ids]));
  return and(...parts);
}

/** The offerings of a term matching the filter, ordered by subject code then id. */
export async function listOfferings(
  db: Database,
  filter: OfferingFilter,
  paging: { page: number; pageSize: number } = { page: 1, pageSize: 100 },
): Promise<Page<Offering>> {
  const term = await termIdOf(db, filter.term);
  if (!term) return { items: [], total: 0, ...paging };
  const where = conditions(term.id, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(offeringColumns)
      .from(offerings)
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .where(where)
      .orderBy(asc(subjects.code), asc(offerings.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    // The subject is joined only for a search: otherwise the count needs the offerings alone, and
    // counting a large term's offerings through the join would be paid on every page.
    filter.q
      ? db.select({ n: count() }).from(offerings).innerJoin(subjects, eq(subjects.id, offerings.subjectId)).where(where)
      : db.select({ n: count() }).from(offerings).where(where),
  ]);
  const items = await withDetails(db, term.code, rows);
  return { items, total: counted?.n ?? 0, ...paging };
}

type OfferingRow = {
  id: number;
  capacity: number;
  taken: number;
  language: Offering["language"];
  notes: string | null;
  code: string;
  namePt: string;
  nameEn: string;
  credits: number;
  waiting: number;
};

async function withDetails(db: Database, termCode: string, rows: readonly OfferingRow[]): Promise<Offering[]> {
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction both run on its one connection.
  const slots = await slotsByOffering(db, ids);
  const teachers = await teachersByOffering(db, ids);
  return rows.map((row) => ({
    id: row.id,
    term: termCode,
    subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn }, credits: row.credits },
    teachers: (teachers.get(row.id) ?? []).map(({ idcbpf, name, responsible }) => ({ idcbpf, name, responsible })),
    slots: slots.get(row.id) ?? [],
    capacity: row.capacity,
    taken: row.taken,
    waiting: Number(row.waiting),
    language: row.language,
    notes: row.notes,
  }));
}

/** One offering by id (any term), or null. */
export async function readOffering(db: Database, id: number): Promise<Offering | null> {
  const [row] = await db
    .select({ ...offeringColumns, term: terms.code })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, id))
    .limit(1);
  if (!row) return null;
  const [offering] = await withDetails(db, row.term, [row]);
  return offering ?? null;
}

/** The list of `GET /api/ofertas` for a query (`mine` narrows to the caller's teaching). */
export function listForQuery(db: Database, query: OfferingListQuery, callerId: number): Promise<Page<Offering>> {
  return listOfferings(
    db,
    { term: query.term ?? null, ...(query.q ? { q: query.q } : {}), ...(query.mine ? { teacherId: callerId } : {}) },
    { page: query.page, pageSize: query.pageSize },
  );
}

/**
 * The ids of an offering's teachers (responsible and co-teachers), for `mayTeachOffering`; null
 * when there is no such offering.
 */
export async function offeringTeacherIds(db: Database, offeringId: number): Promise<number[] | null> {
  const rows = await db
    .select({ userId: offeringTeachers.userId })
    .from(offerings)
    .leftJoin(offeringTeachers, eq(offeringTeachers.offeringId, offerings.id))
    .where(eq(offerings.id, offeringId));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
}

/** Active Docentes matching `q` (name, idcbpf), at most 10, by name: the co-teacher picker's answer. */
export async function teacherOptions(db: Database, q: string): Promise<{ idcbpf: string; name: string }[]> {
  const where = and(
    eq(users.level, "Docente"),
    eq(users.status, "ativo"),
    q ? sql`${users.search} like ${searchFold(sql`${likePattern(q)}`)}` : undefined,
  );
  return db
    .select({ idcbpf: users.idcbpf, name: users.name })
    .from(users)
    .where(where)
    .orderBy(asc(users.search), asc(users.idcbpf))
    .limit(10);
}
