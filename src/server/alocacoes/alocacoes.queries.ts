import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Allocation, AllocationListQuery, AllocationStatus } from "../../domain/funding.ts";
import { allocationStatus } from "../../domain/funding-rules.ts";
import type { Page } from "../../domain/paging.ts";
import type { RecordScope } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { scholarshipAllocations as a, scholarshipSuspensions, scholarships, users } from "../db/schema.ts";

/**
 * Reading allocations (funding §6): each with its quota (never its monthly value, P4), its student
 * and suspensions, and its status on today computed by the pure rules. A list is scoped by
 * `recordScope` inside its `where`; `status` and `activeOn` are the same rules written in SQL.
 */
const effectiveEnd = sql`coalesce(${a.cancelDate}, ${a.endDate})`;

/** The allocations in `status` on `day`, as `allocationStatus` decides it. */
export function statusOn(status: AllocationStatus, day: string): SQL {
  const inForce = sql`${a.startDate} <= ${day} and ${day} <= ${effectiveEnd}`;
  const suspended = sql`exists (select 1 from scholarship_suspensions s where s.allocation_id = ${a.id}
    and s.start_date <= ${day} and ${day} <= s.end_date)`;
  switch (status) {
    case "futura":
      return sql`${a.startDate} > ${day}`;
    case "cancelada":
      return sql`${a.cancelDate} is not null and ${day} > ${a.cancelDate}`;
    case "encerrada":
      return sql`${a.cancelDate} is null and ${day} > ${a.endDate}`;
    case "suspensa":
      return sql`(${inForce}) and ${suspended}`;
    case "ativa":
      return sql`(${inForce}) and not ${suspended}`;
  }
}

export function scopeCondition(scope: RecordScope): SQL | undefined {
  if (scope.kind === "own") return eq(a.studentId, scope.studentId);
  if (scope.kind === "advised")
    return sql`exists (select 1 from guidances g where g.student_id = ${a.studentId}
      and (g.advisor_id = ${scope.advisorId} or exists (select 1 from guidance_co_advisors ca
        where ca.guidance_id = g.id and ca.user_id = ${scope.advisorId})))`;
  return undefined;
}

const selection = {
  id: a.id,
  studentId: a.studentId,
  startDate: a.startDate,
  endDate: a.endDate,
  cancelDate: a.cancelDate,
  cancelReason: a.cancelReason,
  notes: a.notes,
  bolsaId: scholarships.id,
  number: scholarships.number,
  sponsor: scholarships.sponsor,
  type: scholarships.type,
  level: scholarships.level,
  idcbpf: users.idcbpf,
  name: users.name,
};

/** Allocations matching `where`, ordered, with their suspensions, as the API answers them. */
export async function readAllocations(
  db: Database,
  where: SQL | undefined,
  today: string,
  paging?: { limit: number; offset: number },
): Promise<Allocation[]> {
  const base = db
    .select(selection)
    .from(a)
    .innerJoin(scholarships, eq(scholarships.id, a.scholarshipId))
    .innerJoin(users, eq(users.id, a.studentId))
    .where(where)
    .orderBy(asc(a.startDate), asc(a.id));
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  const ids = rows.map((row) => row.id);
  const suspensions =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(scholarshipSuspensions)
          .where(inArray(scholarshipSuspensions.allocationId, ids))
          .orderBy(asc(scholarshipSuspensions.startDate));
  return rows.map((row) => {
    const own = suspensions
      .filter((s) => s.allocationId === row.id)
      .map(({ id, startDate, endDate, reason }) => ({ id, startDate, endDate, reason }));
    return {
      id: row.id,
      bolsa: { id: row.bolsaId, number: row.number, sponsor: row.sponsor, type: row.type, level: row.level },
      student: { idcbpf: row.idcbpf, name: row.name },
      startDate: row.startDate,
      endDate: row.endDate,
      cancelDate: row.cancelDate,
      cancelReason: row.cancelReason,
      suspensions: own,
      status: allocationStatus({ ...row, suspensions: own }, today),
      notes: row.notes,
    };
  });
}

export async function readAllocation(db: Database, id: number, today: string): Promise<Allocation | null> {
  const [allocation] = await readAllocations(db, eq(a.id, id), today);
  return allocation ?? null;
}

/** `GET /api/alocacoes`: the caller's scope, the office's filters, one page. */
export async function listAllocations(
  db: Database,
  query: AllocationListQuery,
  facts: { scope: RecordScope; studentId: number | null; today: string },
): Promise<Page<Allocation>> {
  const conditions: SQL[] = [];
  const scope = scopeCondition(facts.scope);
  if (scope) conditions.push(scope);
  if (facts.studentId !== null) conditions.push(eq(a.studentId, facts.studentId));
  if (query.bolsa !== undefined) conditions.push(eq(a.scholarshipId, query.bolsa));
  if (query.status) conditions.push(statusOn(query.status, facts.today));
  if (query.activeOn)
    conditions.push(sql`${a.startDate} <= ${query.activeOn} and ${query.activeOn} <= ${effectiveEnd}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    readAllocations(db, where, facts.today, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    db.select({ value: count() }).from(a).where(where),
  ]);
  return { items, total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
