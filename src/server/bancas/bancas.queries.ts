import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Committee, CommitteeListQuery } from "../../domain/bancas.ts";
import type { Page } from "../../domain/paging.ts";
import { recordScope, type CommitteeTies, type Person } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { committeeMembers, committees, guidanceCoAdvisors, guidances, users } from "../db/schema.ts";
import { toCommittees } from "./committee-answer.ts";

/**
 * Reading committees (programme-year rule 18): one with the ties that decide who sees and moves
 * it; one or a page in the API's shape (committee-answer.ts), the list scoped per person: a
 * Discente its own, a Docente those of the students it advises and those it sits on, the office
 * all; by date and time.
 */
export type CommitteeRow = typeof committees.$inferSelect;
const students = alias(users, "students");

/** Whether `viewerId` advises the committee's student (main or co-advisor), as SQL over `students`. */
const advisedBy = (viewerId: number) => sql`exists (select 1 from ${guidances} g where g.student_id = ${students.id}
  and (g.advisor_id = ${viewerId} or exists (select 1 from ${guidanceCoAdvisors} ca
    where ca.guidance_id = g.id and ca.user_id = ${viewerId})))`;

/** Whether `viewerId` sits on the committee (internal member). */
const sitsOn = (viewerId: number) => sql`exists (select 1 from ${committeeMembers} m
  where m.committee_id = ${committees.id} and m.user_id = ${viewerId})`;

export type CommitteeAccess = { row: CommitteeRow; ties: CommitteeTies };

/** One committee with what rules 11–19 judge about the viewer, or null when there is none. */
export async function readCommitteeAccess(db: Database, id: number, viewerId: number): Promise<CommitteeAccess | null> {
  const [found] = await db
    .select({
      row: committees,
      advisedByPerson: advisedBy(viewerId).mapWith(Boolean),
      mainAdvisorId: sql<number | null>`(select g.advisor_id from ${guidances} g where g.student_id = ${students.id})`,
    })
    .from(committees)
    .innerJoin(students, eq(students.id, committees.studentId))
    .where(eq(committees.id, id))
    .limit(1);
  if (!found) return null;
  const members = await db
    .select({ userId: committeeMembers.userId, role: committeeMembers.role })
    .from(committeeMembers)
    .where(eq(committeeMembers.committeeId, id));
  const president = members.find((member) => member.role === "presidente");
  return {
    row: found.row,
    ties: {
      studentId: found.row.studentId,
      advisedByPerson: found.advisedByPerson,
      mainAdvisorId: found.mainAdvisorId,
      proposedBy: found.row.proposedBy,
      presidentId: president?.userId ?? null,
      memberIds: members.flatMap((member) => (member.userId === null ? [] : [member.userId])),
      status: found.row.status,
    },
  };
}

export async function readCommittee(db: Database, id: number, viewer: Person): Promise<Committee> {
  const [row] = await db.select().from(committees).where(eq(committees.id, id)).limit(1);
  if (!row) throw new Error(`committee ${id} vanished`);
  const [committee] = await toCommittees(db, [row], viewer);
  if (!committee) throw new Error(`committee ${id} vanished`);
  return committee;
}

export async function listCommittees(
  db: Database,
  viewer: Person,
  query: CommitteeListQuery,
): Promise<Page<Committee>> {
  const conditions: SQL[] = [];
  const scope = recordScope(viewer);
  if (scope.kind === "own") conditions.push(eq(committees.studentId, scope.studentId));
  if (scope.kind === "advised") conditions.push(sql`(${advisedBy(scope.advisorId)} or ${sitsOn(scope.advisorId)})`);
  if (query.student) conditions.push(eq(students.idcbpf, query.student));
  if (query.kind) conditions.push(eq(committees.kind, query.kind));
  if (query.status) conditions.push(eq(committees.status, query.status));
  if (query.from) conditions.push(gte(committees.date, query.from));
  if (query.to) conditions.push(lte(committees.date, query.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: committees })
      .from(committees)
      .innerJoin(students, eq(students.id, committees.studentId))
      .where(where)
      .orderBy(asc(committees.date), asc(committees.time), asc(committees.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(committees)
      .innerJoin(students, eq(students.id, committees.studentId))
      .where(where),
  ]);
  return {
    items: await toCommittees(
      db,
      rows.map((found) => found.row),
      viewer,
    ),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
