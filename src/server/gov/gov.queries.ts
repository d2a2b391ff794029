import { aliasedTable, and, asc, desc, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { GovAgenda, GovPeopleQuery, GovStudent, GovTeacher } from "../../domain/gov.ts";
import { foldText, likePattern } from "../../domain/search.ts";
import type { Database } from "../db/client.ts";
import {
  guidances,
  offeringTeachers,
  offerings,
  scholarshipAllocations,
  scholarships,
  searchFold,
  subjects,
  terms,
  users,
} from "../db/schema.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { slotsByOffering, teachersByOffering } from "../ofertas/offering-parts.ts";

/**
 * What the transparency pages publish (PRODUCT §2), read once for the API (`/api/gov/*`) and
 * the server-rendered pages alike. Only public fields leave: names, Lattes, research areas,
 * degree, advisor, entry term, the timetable; never an e-mail or an idcbpf, and the search never
 * looks at them either (the users' stored `search` column holds both, so it is not used here: a
 * search by e-mail would tell whether an address belongs to someone). The lists are short (the
 * active people of one programme, the offerings of one term), so each is one answer, not paged.
 * People are ordered by their folded name (accents and case aside, the same order on every
 * database, whatever its collation). A student's scholarship is only its sponsor (funding P5).
 */
const matches = (column: SQL, q: string): SQL => sql`${searchFold(column)} like ${searchFold(sql`${likePattern(q)}`)}`;

function byFoldedName<T extends { name: string; tie: string }>(rows: T[]): T[] {
  const keyed = rows.map((row) => ({ row, key: foldText(row.name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.tie < b.row.tie ? -1 : 1));
  return keyed.map(({ row }) => row);
}

/** Active teachers of a programme; `q` in the name or the research area. */
export async function govTeachers(db: Database, { programme, q }: GovPeopleQuery): Promise<GovTeacher[]> {
  const rows = await db
    .select({ name: users.name, lattes: users.lattes, researchArea: users.researchArea, tie: users.idcbpf })
    .from(users)
    .where(
      and(
        eq(users.level, "Docente"),
        eq(users.programme, programme),
        eq(users.status, "ativo"),
        q ? or(matches(sql`${users.name}`, q), matches(sql`coalesce(${users.researchArea}, '')`, q)) : undefined,
      ),
    );
  return byFoldedName(rows).map(({ name, lattes, researchArea }) => ({ name, lattes, researchArea }));
}

/**
 * The sponsor of each allocation in force on `today` (suspended or not: funding §1), by student:
 * one pass over the allocations joined to the list (a hash join, not one probe per student of a
 * long list). A student holds at most one at a time (F8); `distinct on` keeps one all the same.
 */
function sponsorsOn(db: Database, today: string) {
  const a = scholarshipAllocations;
  return db
    .selectDistinctOn([a.studentId], { studentId: a.studentId, sponsor: scholarships.sponsor })
    .from(a)
    .innerJoin(scholarships, eq(scholarships.id, a.scholarshipId))
    .where(sql`${a.startDate} <= ${today} and ${today} <= coalesce(${a.cancelDate}, ${a.endDate})`)
    .orderBy(a.studentId, desc(a.startDate))
    .as("held");
}

/** Active students of a programme with their main advisor; `q` in the student's or the advisor's name. */
export async function govStudents(db: Database, { programme, q }: GovPeopleQuery): Promise<GovStudent[]> {
  const advisor = aliasedTable(users, "advisor");
  const held = sponsorsOn(db, await todayThere(db));
  const rows = await db
    .select({
      name: users.name,
      degree: users.degree,
      advisor: advisor.name,
      entryTerm: users.entryTerm,
      scholarship: held.sponsor,
      tie: users.idcbpf,
    })
    .from(users)
    .leftJoin(guidances, eq(guidances.studentId, users.id))
    .leftJoin(advisor, eq(advisor.id, guidances.advisorId))
    .leftJoin(held, eq(held.studentId, users.id))
    .where(
      and(
        eq(users.level, "Discente"),
        eq(users.programme, programme),
        eq(users.status, "ativo"),
        q ? or(matches(sql`${users.name}`, q), matches(sql`coalesce(${advisor.name}, '')`, q)) : undefined,
      ),
    );
  return byFoldedName(rows).map(({ name, degree, advisor: advisorName, entryTerm, scholarship }) => ({
    name,
    degree,
    advisor: advisorName,
    entryTerm,
    scholarship,
  }));
}

/**
 * The current term's offerings with their teachers' names and slots, by subject code; `q` in the
 * subject's code or names or a teacher's name. No current term: `term: null`, no items.
 */
export async function govAgenda(db: Database, { q }: { q?: string | undefined }): Promise<GovAgenda> {
  const [term] = await db
    .select({ id: terms.id, code: terms.code, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(eq(terms.current, true))
    .limit(1);
  if (!term) return { term: null, items: [] };
  const teacherMatches = (text: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(offeringTeachers)
        .innerJoin(users, eq(users.id, offeringTeachers.userId))
        .where(and(eq(offeringTeachers.offeringId, offerings.id), matches(sql`${users.name}`, text))),
    );
  const rows = await db
    .select({
      id: offerings.id,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      language: offerings.language,
    })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .where(
      and(
        eq(offerings.termId, term.id),
        q ? or(sql`${subjects.search} like ${searchFold(sql`${likePattern(q)}`)}`, teacherMatches(q)) : undefined,
      ),
    )
    .orderBy(asc(subjects.code), asc(offerings.id));
  const ids = rows.map((row) => row.id);
  const slots = await slotsByOffering(db, ids);
  const teachers = await teachersByOffering(db, ids);
  return {
    term: { code: term.code, startDate: term.startDate, endDate: term.endDate },
    items: rows.map((row) => ({
      subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn } },
      teachers: (teachers.get(row.id) ?? []).map(({ name, responsible }) => ({ name, responsible })),
      slots: slots.get(row.id) ?? [],
      language: row.language,
    })),
  };
}
