import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Quota, QuotaDetail, QuotaListQuery } from "../../domain/funding.ts";
import type { Page } from "../../domain/paging.ts";
import { likePattern } from "../../domain/search.ts";
import { readAllocations } from "../alocacoes/alocacoes.queries.ts";
import type { Database } from "../db/client.ts";
import { scholarshipAllocations, scholarships as q, searchFold } from "../db/schema.ts";

/**
 * Reading quotas (funding §1, §6), the office's: each with its status and holder on today, the
 * same rules as `quotaStatus` (src/domain/funding-rules.ts) written in SQL so a list filters and
 * pages by them. The only answers that carry a monthly value (P4).
 */
const holderOn = (today: string) => sql`(select a.student_id from scholarship_allocations a
  where a.scholarship_id = ${q.id} and a.start_date <= ${today} and ${today} <= coalesce(a.cancel_date, a.end_date)
  order by a.start_date limit 1)`;

const statusOn = (today: string) => sql<Quota["status"]>`case
  when ${today} < ${q.startDate} then 'futura'
  when ${today} > ${q.endDate} then 'encerrada'
  when ${holderOn(today)} is not null then 'ocupada'
  else 'ociosa' end`;

function selection(today: string) {
  return {
    id: q.id,
    number: q.number,
    sponsor: q.sponsor,
    type: q.type,
    level: q.level,
    startDate: q.startDate,
    endDate: q.endDate,
    monthlyValue: q.monthlyValue,
    notes: q.notes,
    status: statusOn(today),
    holderIdcbpf: sql<string | null>`(select u.idcbpf from users u where u.id = ${holderOn(today)})`,
    holderName: sql<string | null>`(select u.name from users u where u.id = ${holderOn(today)})`,
  };
}

type Row = { [K in keyof ReturnType<typeof selection>]: unknown } & Omit<Quota, "monthlyValue" | "holder"> & {
    monthlyValue: string;
    holderIdcbpf: string | null;
    holderName: string | null;
  };

function toQuota(row: Row): Quota {
  const { holderIdcbpf, holderName, monthlyValue, ...rest } = row;
  // Outside their period a quota has no holder, whatever the subquery found.
  const holder =
    rest.status === "ocupada" && holderIdcbpf !== null ? { idcbpf: holderIdcbpf, name: holderName ?? "" } : null;
  return {
    id: rest.id,
    number: rest.number,
    sponsor: rest.sponsor,
    type: rest.type,
    level: rest.level,
    startDate: rest.startDate,
    endDate: rest.endDate,
    monthlyValue: Number(monthlyValue),
    notes: rest.notes,
    status: rest.status,
    holder,
  };
}

export async function listQuotas(db: Database, query: QuotaListQuery, today: string): Promise<Page<Quota>> {
  const conditions: SQL[] = [];
  if (query.sponsor) conditions.push(sql`lower(${q.sponsor}) = lower(${query.sponsor})`);
  if (query.level) conditions.push(eq(q.level, query.level));
  if (query.status) conditions.push(sql`${statusOn(today)} = ${query.status}`);
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean)) {
    const pattern = searchFold(sql`${likePattern(word)}`);
    // The number, sponsor and type, or today's holder by name or idcbpf.
    conditions.push(sql`(${searchFold(sql`${q.number} || ' ' || ${q.sponsor} || ' ' || ${q.type}`)} like ${pattern}
      or exists (select 1 from users u where u.id = ${holderOn(today)}
        and ${searchFold(sql`u.name || ' ' || u.idcbpf`)} like ${pattern}))`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(selection(today))
      .from(q)
      .where(where)
      .orderBy(asc(q.number), asc(q.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(q).where(where),
  ]);
  return {
    items: rows.map((row) => toQuota(row as Row)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function readQuota(db: Database, id: number, today: string): Promise<Quota | null> {
  const [row] = await db.select(selection(today)).from(q).where(eq(q.id, id)).limit(1);
  return row ? toQuota(row as Row) : null;
}

/** `GET /api/bolsas/{id}`: the quota and its allocations by start date. */
export async function readQuotaDetail(db: Database, id: number, today: string): Promise<QuotaDetail | null> {
  const quota = await readQuota(db, id, today);
  if (!quota) return null;
  return { ...quota, allocations: await readAllocations(db, eq(scholarshipAllocations.scholarshipId, id), today) };
}
