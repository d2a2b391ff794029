import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  egressoProposed,
  sortMilestones,
  type Guidance,
  type GuidanceListQuery,
  type GuidancePerson,
} from "../../domain/guidance.ts";
import type { Page } from "../../domain/paging.ts";
import { recordScope, type Person } from "../../domain/policy.ts";
import { likePattern } from "../../domain/search.ts";
import type { Database } from "../db/client.ts";
import { guidanceCoAdvisors, guidances, searchFold, users } from "../db/schema.ts";

/**
 * Reading guidances in their API shape: one query for the page (each guidance joined with its
 * student and main advisor), one for its total and one for the co-advisors of the page, whatever
 * the page size. Who sees what (PRODUCT §8) is a condition of the same query, not a filter after.
 */
const student = alias(users, "student");
const advisor = alias(users, "advisor");

const columns = {
  id: guidances.id,
  title: guidances.title,
  startDate: guidances.startDate,
  milestones: guidances.milestones,
  student: {
    idcbpf: student.idcbpf,
    name: student.name,
    email: student.email,
    lattes: student.lattes,
    status: student.status,
    programme: student.programme,
    degree: student.degree,
  },
  advisor: { idcbpf: advisor.idcbpf, name: advisor.name, email: advisor.email, lattes: advisor.lattes },
};

/** Some co-advisor of the guidance row in hand satisfies `condition` (on the `users` table). */
function someCoAdvisor(condition: SQL): SQL {
  return sql`exists (select 1 from ${guidanceCoAdvisors} inner join ${users} on ${users.id} = ${guidanceCoAdvisors.userId}
    where ${guidanceCoAdvisors.guidanceId} = ${guidances.id} and ${condition})`;
}

/** The guidances `person` sees (`recordScope`): its own, those it advises or co-advises (co-advisors see, §7), or all. */
function visibleTo(person: Person): SQL | undefined {
  const scope = recordScope(person);
  switch (scope.kind) {
    case "all":
      return undefined;
    case "own":
      return eq(guidances.studentId, scope.studentId);
    case "advised":
      return or(eq(guidances.advisorId, scope.advisorId), someCoAdvisor(sql`${users.id} = ${scope.advisorId}`));
  }
}

function filters(query: Omit<GuidanceListQuery, "page" | "pageSize">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = searchFold(sql`${likePattern(query.q)}`);
    conditions.push(
      or(
        sql`${student.search} like ${pattern}`,
        sql`${advisor.search} like ${pattern}`,
        someCoAdvisor(sql`${users.search} like ${pattern}`),
      ),
    );
  }
  if (query.student) conditions.push(eq(student.idcbpf, query.student));
  if (query.advisor)
    conditions.push(or(eq(advisor.idcbpf, query.advisor), someCoAdvisor(sql`${users.idcbpf} = ${query.advisor}`)));
  return and(...conditions);
}

/** The guidances joined with their student and main advisor (filters may name either). */
const joined = (db: Database) =>
  db
    .select(columns)
    .from(guidances)
    .innerJoin(student, eq(student.id, guidances.studentId))
    .innerJoin(advisor, eq(advisor.id, guidances.advisorId));
const joinedCount = (db: Database) =>
  db
    .select({ total: count() })
    .from(guidances)
    .innerJoin(student, eq(student.id, guidances.studentId))
    .innerJoin(advisor, eq(advisor.id, guidances.advisorId));

type Row = Awaited<ReturnType<typeof joined>>[number];

async function withCoAdvisors(db: Database, rows: readonly Row[]): Promise<Guidance[]> {
  const ids = rows.map((row) => row.id);
  const coRows =
    ids.length === 0
      ? []
      : await db
          .select({
            guidanceId: guidanceCoAdvisors.guidanceId,
            idcbpf: users.idcbpf,
            name: users.name,
            email: users.email,
            lattes: users.lattes,
          })
          .from(guidanceCoAdvisors)
          .innerJoin(users, eq(users.id, guidanceCoAdvisors.userId))
          .where(inArray(guidanceCoAdvisors.guidanceId, ids))
          .orderBy(asc(users.name), asc(users.idcbpf));
  return rows.map((row) => {
    const coAdvisors: GuidancePerson[] = coRows
      .filter((co) => co.guidanceId === row.id)
      .map(({ idcbpf, name, email, lattes }) => ({ idcbpf, name, email, lattes }));
    return {
      id: row.id,
      student: row.student,
      advisor: row.advisor,
      coAdvisors,
      title: row.title,
      startDate: row.startDate,
      // Each milestone rebuilt in the schema's order (jsonb keeps keys in its own order).
      milestones: sortMilestones(row.milestones).map(({ kind, date, result }) => ({ kind, date, result })),
      egressoProposed: egressoProposed(row.milestones, row.student.status),
    };
  });
}

/** One page of the guidances `person` may see, filtered, ordered by the student's name. */
export async function listGuidances(db: Database, person: Person, query: GuidanceListQuery): Promise<Page<Guidance>> {
  const where = and(visibleTo(person), filters(query));
  const [rows, [totals]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(student.name), asc(guidances.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    joinedCount(db).where(where),
  ]);
  return {
    items: await withCoAdvisors(db, rows),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One guidance by id, or null when it does not exist or `person` (when given) may not see it. */
export async function readGuidance(db: Database, id: number, person?: Person): Promise<Guidance | null> {
  const rows = await joined(db)
    .where(and(eq(guidances.id, id), person ? visibleTo(person) : undefined))
    .limit(1);
  const [guidance] = await withCoAdvisors(db, rows);
  return guidance ?? null;
}
