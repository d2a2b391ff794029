import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Committee, CommitteeListQuery, Member } from "../../domain/bancas.ts";
import { formatCode } from "../../domain/codes.ts";
import type { Page } from "../../domain/paging.ts";
import { maySeeMemberContacts, recordScope, type CommitteeTies, type Person } from "../../domain/policy.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import {
  committeeFinalVersions,
  committeeMembers,
  committees,
  declarations,
  guidanceCoAdvisors,
  guidances,
  users,
} from "../db/schema.ts";

/**
 * Reading committees (programme-year rule 18): one with the ties that decide who sees and moves
 * it, the API's shape (externals' e-mail and document only for the office and the president),
 * and the list scoped per person: a Discente its own, a Docente those of the students it advises
 * and those it sits on, the office all; by date and time.
 */
export type CommitteeRow = typeof committees.$inferSelect;
type MemberRow = typeof committeeMembers.$inferSelect;
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

/** A committee's members in order, the president first. */
export async function membersOf(db: Database, committeeIds: readonly number[]): Promise<MemberRow[]> {
  if (committeeIds.length === 0) return [];
  return db
    .select()
    .from(committeeMembers)
    .where(inArray(committeeMembers.committeeId, [...committeeIds]))
    .orderBy(asc(committeeMembers.position), asc(committeeMembers.id));
}

/** The newest declaration of each committee (ata) and member (participation), valid ones first. */
async function declarationCodes(db: Database, committeeIds: readonly number[]) {
  const rows = await db
    .select({
      committeeId: declarations.committeeId,
      memberId: declarations.committeeMemberId,
      codigo: declarations.codigo,
    })
    .from(declarations)
    .where(inArray(declarations.committeeId, [...committeeIds]))
    .orderBy(desc(sql`${declarations.status} = 'valida'`), desc(declarations.issuedAt), desc(declarations.id));
  const ata = new Map<number, string>();
  const member = new Map<number, string>();
  for (const row of rows) {
    if (row.committeeId === null) continue;
    if (row.memberId === null) {
      if (!ata.has(row.committeeId)) ata.set(row.committeeId, formatCode(row.codigo));
    } else if (!member.has(row.memberId)) member.set(row.memberId, formatCode(row.codigo));
  }
  return { ata, member };
}

/** The API's shape of committees, as `viewer` may see them (rule 18's contacts). */
export async function toCommittees(db: Database, rows: readonly CommitteeRow[], viewer: Person): Promise<Committee[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const members = await membersOf(db, ids);
  const userIds = [
    ...new Set([...rows.flatMap((row) => [row.studentId, row.proposedBy]), ...members.map((member) => member.userId)]),
  ].filter((id): id is number => id !== null);
  const [people, settings, codes, finals] = await Promise.all([
    db
      .select({
        id: users.id,
        idcbpf: users.idcbpf,
        name: users.name,
        email: users.email,
        locale: users.locale,
        programme: users.programme,
        degree: users.degree,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
    readSettings(db),
    declarationCodes(db, ids),
    db.select().from(committeeFinalVersions).where(inArray(committeeFinalVersions.committeeId, ids)),
  ]);
  const person = new Map(people.map((row) => [row.id, row]));
  return rows.map((row) => {
    const own = members.filter((member) => member.committeeId === row.id);
    const presidentId = own.find((member) => member.role === "presidente")?.userId ?? null;
    const contacts = maySeeMemberContacts(viewer, { presidentId });
    const student = person.get(row.studentId);
    const proposer = row.proposedBy === null ? undefined : person.get(row.proposedBy);
    const final = finals.find((entry) => entry.committeeId === row.id);
    return {
      id: row.id,
      student: {
        idcbpf: student?.idcbpf ?? "",
        name: student?.name ?? "",
        programme: student?.programme ?? null,
        degree: student?.degree ?? null,
      },
      kind: row.kind,
      degree: row.degree,
      title: row.title,
      language: row.language,
      date: row.date,
      time: row.time,
      place: row.place,
      remoteLink: row.remoteLink,
      status: row.status,
      members: own.map((member) => toMember(member, person, settings.institutionName, contacts, codes.member)),
      verdict: row.verdict,
      correctionsDeadline: row.correctionsDeadline,
      notes: row.notes,
      ataCodigo: codes.ata.get(row.id) ?? null,
      finalVersion: final
        ? { name: final.name, size: final.size, sha256: final.sha256, depositedAt: final.depositedAt.toISOString() }
        : null,
      proposedBy: proposer ? { idcbpf: proposer.idcbpf, name: proposer.name } : null,
      approvedAt: row.approvedAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
    };
  });
}

type PersonRow = { idcbpf: string; name: string; email: string; locale: string | null };

function toMember(
  member: MemberRow,
  people: ReadonlyMap<number, PersonRow>,
  institution: string,
  contacts: boolean,
  codes: ReadonlyMap<number, string>,
): Member {
  const declaracao = codes.get(member.id) ?? null;
  if (!member.external) {
    const user = member.userId === null ? undefined : people.get(member.userId);
    return {
      id: member.id,
      role: member.role,
      external: false,
      idcbpf: user?.idcbpf ?? null,
      name: user?.name ?? "",
      email: user?.email ?? null,
      institution,
      highestDegree: "doutorado",
      document: null,
      locale: user?.locale === "en" ? "en" : "pt",
      participated: member.participated,
      declaracao,
    };
  }
  return {
    id: member.id,
    role: member.role,
    external: true,
    idcbpf: null,
    name: member.name ?? "",
    email: contacts ? member.email : null,
    institution: member.institution ?? "",
    highestDegree: member.highestDegree ?? "doutorado",
    document:
      contacts && member.documentKind && member.documentNumber
        ? { kind: member.documentKind, number: member.documentNumber, country: member.documentCountry }
        : null,
    locale: member.locale ?? "pt",
    participated: member.participated,
    declaracao,
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
