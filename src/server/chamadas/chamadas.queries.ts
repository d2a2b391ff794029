import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, type SQL } from "drizzle-orm";
import {
  callDatesProblem,
  type Call,
  type CallCreate,
  type CallListQuery,
  type CallPatch,
} from "../../domain/inscricoes.ts";
import type { Page } from "../../domain/paging.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { applicationDocuments, applications, calls } from "../db/schema.ts";

/**
 * Registration calls (chamadas): read, listed (the public sees only the calls open today in the
 * institution's time zone), created and changed by the office with an audit entry each.
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

export async function createCall(db: Database, input: CallCreate, actorId: number): Promise<Call> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calls)
      .values({
        programme: input.programme,
        degree: input.degree,
        titlePt: input.title.pt,
        titleEn: input.title.en,
        opensOn: input.opensOn,
        closesOn: input.closesOn,
        documents: input.documents,
      })
      .returning();
    if (!row) throw new Error("call insert returned no row");
    const call = toApiCall(row, await todayThere(tx));
    const { open: _, ...after } = call;
    await recordAudit(tx, { actorId, action: "create", entity: "call", entityId: String(row.id), after });
    return call;
  });
}

export type CallPatchOutcome =
  | { ok: true; call: Call }
  | { ok: false; refusal: "not_found" }
  | { ok: false; refusal: "dates_order" }
  | { ok: false; refusal: "document_in_use"; key: string };

/**
 * Changes a call (row locked): the dates stay ordered against the stored ones; a document key
 * that some application already has a file for cannot be removed (its files would be orphaned
 * and the application could never be completed again): 409 `document_in_use`.
 */
export async function updateCall(
  db: Database,
  id: number,
  patch: CallPatch,
  actorId: number,
): Promise<CallPatchOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(calls).where(eq(calls.id, id)).for("update");
    if (!row) return { ok: false, refusal: "not_found" } as const;
    const opensOn = patch.opensOn ?? row.opensOn;
    const closesOn = patch.closesOn ?? row.closesOn;
    if (callDatesProblem({ opensOn, closesOn })) return { ok: false, refusal: "dates_order" } as const;
    if (patch.documents) {
      const kept = new Set(patch.documents.map((doc) => doc.key));
      const removed = row.documents.map((doc) => doc.key).filter((key) => !kept.has(key));
      if (removed.length > 0) {
        const [used] = await tx
          .select({ key: applicationDocuments.key })
          .from(applicationDocuments)
          .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
          .where(and(eq(applications.callId, id), inArray(applicationDocuments.key, removed)))
          .orderBy(asc(applicationDocuments.key))
          .limit(1);
        if (used) return { ok: false, refusal: "document_in_use", key: used.key } as const;
      }
    }
    const [updated] = await tx
      .update(calls)
      .set({
        ...(patch.programme ? { programme: patch.programme } : {}),
        ...(patch.degree ? { degree: patch.degree } : {}),
        ...(patch.title ? { titlePt: patch.title.pt, titleEn: patch.title.en } : {}),
        opensOn,
        closesOn,
        ...(patch.documents ? { documents: patch.documents } : {}),
      })
      .where(eq(calls.id, id))
      .returning();
    if (!updated) throw new Error(`call ${id} vanished inside its own transaction`);
    const today = await todayThere(tx);
    const { open: _b, ...before } = toApiCall(row, today);
    const call = toApiCall(updated, today);
    const { open: _a, ...after } = call;
    await recordAudit(tx, { actorId, action: "update", entity: "call", entityId: String(id), before, after });
    return { ok: true, call } as const;
  });
}
