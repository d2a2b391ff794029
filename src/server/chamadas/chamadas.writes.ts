import { and, asc, eq, inArray } from "drizzle-orm";
import { callDatesProblem, type Call, type CallCreate, type CallPatch } from "../../domain/inscricoes.ts";
import { Refused } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { applicationDocuments, applications, calls } from "../db/schema.ts";
import { toApiCall } from "./chamadas.queries.ts";

/** Registration calls created and changed by the office, with an audit entry each. */
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

/**
 * Changes a call (row locked): the dates stay ordered against the stored ones; a document key
 * that some application already has a file for cannot be removed (its files would be orphaned
 * and the application could never be completed again): 409 `document_in_use`. Dates out of
 * order are a 400 on `closesOn`, as the schema answers them in a creation.
 */
export async function updateCall(db: Database, id: number, patch: CallPatch, actorId: number): Promise<Call> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(calls).where(eq(calls.id, id)).for("update");
    if (!row) throw Refused.notFound();
    const opensOn = patch.opensOn ?? row.opensOn;
    const closesOn = patch.closesOn ?? row.closesOn;
    if (callDatesProblem({ opensOn, closesOn })) throw Refused.invalid({ closesOn: { key: "call_dates_order" } });
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
        if (used) throw Refused.conflict("document_in_use", { key: used.key });
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
    return call;
  });
}
