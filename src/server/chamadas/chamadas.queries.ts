import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import type { Call, CallListQuery } from "../../domain/inscricoes.ts";
import type { Page } from "../../domain/paging.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { calls } from "../db/schema.ts";

/**
 * Registration calls (chamadas) read: one by id, and listed (the public sees only the calls open
 * today in the institution's time zone). The office's writes are chamadas.writes.ts.
 */
export type CallRow = typeof calls.$inferSelect;

export function callIsOpen(call: Pick<CallRow, "opensOn" | "closesOn">, today: string): boolean {
  return call.opensOn <= today && today <= call.closesOn;
}

export function toApiCall(row: CallRow, today: string): Call {
  return {
    id: row.id,
    programme: row.programme,
    degree: row.degree,
    title: { pt: row.titlePt, en: row.titleEn },
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    documents: row.documents,
    open: callIsOpen(row, today),
  };
}

export async function findCall(db: Database, id: number): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id)).limit(1);
  return row;
}

/** Open calls for the public (closing soonest first); every call for the office (newest first). */
export async function listCalls(db: Database, query: CallListQuery, office: boolean): Promise<Page<Call>> {
  const today = await todayThere(db);
  const status = office ? query.status : "aberta";
  const where: SQL[] = [];
  if (status === "aberta") where.push(lte(calls.opensOn, today), gte(calls.closesOn, today));
  if (status === "futura") where.push(gt(calls.opensOn, today));
  if (status === "encerrada") where.push(lt(calls.closesOn, today));
  if (query.programme) where.push(eq(calls.programme, query.programme));
  const condition = and(...where);
  const order = office
    ? [desc(calls.opensOn), desc(calls.id)]
    : [asc(calls.closesOn), asc(calls.programme), asc(calls.degree), asc(calls.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(calls)
      .where(condition)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(calls).where(condition),
  ]);
  return {
    items: rows.map((row) => toApiCall(row, today)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
