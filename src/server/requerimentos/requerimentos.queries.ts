import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { holdEndDate } from "../../domain/due-dates.ts";
import type { Page } from "../../domain/paging.ts";
import { recordScope, type Person } from "../../domain/policy.ts";
import type { Request, RequestListQuery } from "../../domain/requerimentos.ts";
import type { Database } from "../db/client.ts";
import { guidanceCoAdvisors, guidances, requestAttachments, requestHistory, requests, users } from "../db/schema.ts";

/**
 * Reading requests: one by id with the people it names and its history, and the list scoped per
 * person (rule 9: a Discente its own, a Docente its advisees' as main or co-advisor, the office all).
 */
type Row = typeof requests.$inferSelect;
const students = alias(users, "students");

/** Whether `viewerId` is the student's main advisor or a co-advisor, as SQL over `students`. */
const advisedBy = (viewerId: number) => sql`exists (select 1 from ${guidances} g where g.student_id = ${students.id}
  and (g.advisor_id = ${viewerId} or exists (select 1 from ${guidanceCoAdvisors} ca
    where ca.guidance_id = g.id and ca.user_id = ${viewerId})))`;

async function people(db: Database, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, { idcbpf: string; name: string }>();
  const rows = await db
    .select({ id: users.id, idcbpf: users.idcbpf, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { idcbpf: row.idcbpf, name: row.name }]));
}

/** The API's shape of requests, with their people, attachments and histories in three reads. */
export async function toRequests(db: Database, rows: readonly Row[]): Promise<Request[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [history, attachments] = await Promise.all([
    db
      .select()
      .from(requestHistory)
      .where(inArray(requestHistory.requestId, ids))
      .orderBy(asc(requestHistory.at), asc(requestHistory.id)),
    db
      .select({ requestId: requestAttachments.requestId, name: requestAttachments.name, size: requestAttachments.size })
      .from(requestAttachments)
      .where(inArray(requestAttachments.requestId, ids)),
  ]);
  const byId = await people(db, [
    ...rows.flatMap((row) => [row.studentId, row.opinionBy, row.decidedBy]),
    ...history.map((entry) => entry.actorId),
  ]);
  const person = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  return rows.map((row) => {
    const attachment = attachments.find((entry) => entry.requestId === row.id);
    return {
      id: row.id,
      student: person(row.studentId) ?? { idcbpf: "", name: "" },
      type: row.type,
      months: row.months,
      phases: row.phases,
      startDate: row.startDate,
      endDate: row.startDate ? holdEndDate(row.startDate, row.grantedMonths ?? row.months) : null,
      justification: row.justification,
      attachment: attachment ? { name: attachment.name, size: attachment.size } : null,
      status: row.status,
      opinion:
        row.opinion && row.opinionAt
          ? {
              by: person(row.opinionBy),
              opinion: row.opinion,
              text: row.opinionText ?? "",
              at: row.opinionAt.toISOString(),
            }
          : null,
      decision:
        row.decidedAt && (row.status === "deferido" || row.status === "indeferido")
          ? {
              by: person(row.decidedBy),
              decision: row.status,
              reason: row.decisionReason,
              months: row.grantedMonths,
              at: row.decidedAt.toISOString(),
            }
          : null,
      createdAt: row.createdAt.toISOString(),
      history: history
        .filter((entry) => entry.requestId === row.id)
        .map((entry) => ({ status: entry.status, at: entry.at.toISOString(), by: person(entry.actorId) })),
    };
  });
}

export type RequestAccess = {
  row: Row;
  /** The viewer is the student's main advisor or a co-advisor. */
  advisedByPerson: boolean;
  mainAdvisorId: number | null;
};

/** One request with what rule 9 judges, or null when there is none. */
export async function readRequestAccess(db: Database, id: number, viewerId: number): Promise<RequestAccess | null> {
  const [found] = await db
    .select({
      row: requests,
      advisedByPerson: advisedBy(viewerId).mapWith(Boolean),
      mainAdvisorId: sql<number | null>`(select g.advisor_id from ${guidances} g where g.student_id = ${students.id})`,
    })
    .from(requests)
    .innerJoin(students, eq(students.id, requests.studentId))
    .where(eq(requests.id, id))
    .limit(1);
  return found ?? null;
}

export async function readRequest(db: Database, id: number): Promise<Request> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  if (!row) throw new Error(`request ${id} vanished`);
  const [request] = await toRequests(db, [row]);
  if (!request) throw new Error(`request ${id} vanished`);
  return request;
}

export async function listRequests(db: Database, viewer: Person, query: RequestListQuery): Promise<Page<Request>> {
  const conditions: SQL[] = [];
  const scope = recordScope(viewer);
  if (scope.kind === "own") conditions.push(eq(requests.studentId, scope.studentId));
  if (scope.kind === "advised") conditions.push(advisedBy(scope.advisorId));
  if (query.student) conditions.push(eq(students.idcbpf, query.student));
  if (query.type) conditions.push(eq(requests.type, query.type));
  if (query.status) conditions.push(eq(requests.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: requests })
      .from(requests)
      .innerJoin(students, eq(students.id, requests.studentId))
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(requests).innerJoin(students, eq(students.id, requests.studentId)).where(where),
  ]);
  return {
    items: await toRequests(
      db,
      rows.map((found) => found.row),
    ),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The request's PDF, or null when none was sent. */
export async function readAttachment(db: Database, id: number) {
  const [row] = await db.select().from(requestAttachments).where(eq(requestAttachments.requestId, id)).limit(1);
  return row ?? null;
}
