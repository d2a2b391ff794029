import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Page } from "../../domain/paging.ts";
import { likePattern } from "../../domain/search.ts";
import type { Subject, SubjectListQuery } from "../../domain/subjects.ts";
import type { Database } from "../db/client.ts";
import { searchFold, subjectPrerequisites, subjects } from "../db/schema.ts";

/**
 * Reading the catalogue: a subject row and its prerequisites (as codes) become the API's shape
 * (`subjectSchema`). A page costs three queries whatever its size: the count, the page's rows,
 * and the prerequisites of all of them at once.
 */
const subjectColumns = {
  id: subjects.id,
  code: subjects.code,
  namePt: subjects.namePt,
  nameEn: subjects.nameEn,
  syllabusPt: subjects.syllabusPt,
  syllabusEn: subjects.syllabusEn,
  credits: subjects.credits,
  hours: subjects.hours,
  programme: subjects.programme,
  level: subjects.level,
  repeatable: subjects.repeatable,
  active: subjects.active,
};

type SubjectRow = { [K in keyof typeof subjectColumns]: (typeof subjects.$inferSelect)[K] };

function toApiSubject(row: SubjectRow, prerequisites: readonly string[]): Subject {
  return {
    code: row.code,
    name: { pt: row.namePt, en: row.nameEn },
    syllabus: { pt: row.syllabusPt, en: row.syllabusEn },
    credits: row.credits,
    hours: row.hours,
    programme: row.programme,
    level: row.level,
    prerequisites: [...prerequisites],
    repeatable: row.repeatable,
    active: row.active,
  };
}

/** The prerequisites' codes of each subject id, in code order: one query. */
async function prerequisitesOf(db: Database, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ subjectId: subjectPrerequisites.subjectId, code: subjects.code })
    .from(subjectPrerequisites)
    .innerJoin(subjects, eq(subjects.id, subjectPrerequisites.requiresId))
    .where(inArray(subjectPrerequisites.subjectId, [...ids]))
    .orderBy(asc(subjects.code));
  for (const row of rows) byId.get(row.subjectId)?.push(row.code);
  return byId;
}

async function withPrerequisites(db: Database, rows: readonly SubjectRow[]): Promise<Subject[]> {
  const prerequisites = await prerequisitesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApiSubject(row, prerequisites.get(row.id) ?? []));
}

/**
 * The list's conditions. Each word typed must appear somewhere in the folded code and names
 * (accents and case ignored, any order); `programme`/`level` keep the subjects for that one or
 * for both (null).
 */
function filters(query: SubjectListQuery): SQL | undefined {
  const words = (query.q ?? "").split(/\s+/).filter((word) => word !== "");
  const conditions: (SQL | undefined)[] = [
    ...words.map((word) => sql`${subjects.search} like ${searchFold(sql`${likePattern(word)}`)}`),
    query.programme && or(isNull(subjects.programme), eq(subjects.programme, query.programme)),
    query.level && or(isNull(subjects.level), eq(subjects.level, query.level)),
    query.active === undefined ? undefined : eq(subjects.active, query.active),
  ];
  if (query.codes) conditions.push(query.codes.length > 0 ? inArray(subjects.code, query.codes) : sql`false`);
  return and(...conditions);
}

export async function subjectPage(db: Database, query: SubjectListQuery): Promise<Page<Subject>> {
  const where = filters(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(subjectColumns)
      .from(subjects)
      .where(where)
      .orderBy(asc(subjects.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(subjects).where(where),
  ]);
  return {
    items: await withPrerequisites(db, rows),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One subject by its (upper-case) code, with its row id for writes; null when unknown. */
export async function findSubject(
  db: Database,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ id: number; subject: Subject } | null> {
  const select = db.select(subjectColumns).from(subjects).where(eq(subjects.code, code)).limit(1);
  const [row] = options.forUpdate ? await select.for("update") : await select;
  if (!row) return null;
  const [subject] = await withPrerequisites(db, [row]);
  return subject ? { id: row.id, subject } : null;
}

/** Ids of the given codes (those that exist). */
export async function subjectIds(db: Database, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: subjects.id, code: subjects.code })
    .from(subjects)
    .where(inArray(subjects.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The whole prerequisite graph: each subject's code → the codes it requires now. */
export async function prerequisiteGraph(db: Database): Promise<Map<string, string[]>> {
  const requires = db.select({ id: subjects.id, code: subjects.code }).from(subjects).as("requires");
  const rows = await db
    .select({ code: subjects.code, requires: requires.code })
    .from(subjectPrerequisites)
    .innerJoin(subjects, eq(subjects.id, subjectPrerequisites.subjectId))
    .innerJoin(requires, eq(requires.id, subjectPrerequisites.requiresId));
  const graph = new Map<string, string[]>();
  for (const row of rows) {
    const list = graph.get(row.code);
    if (list) list.push(row.requires);
    else graph.set(row.code, [row.requires]);
  }
  return graph;
}
