import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import {
  applicationEditable,
  type Application,
  type ApplicationListQuery,
  type ApplicationSummary,
} from "../../domain/inscricoes.ts";
import type { Page } from "../../domain/paging.ts";
import { likePattern } from "../../domain/search.ts";
import type { Database } from "../db/client.ts";
import { applicationDocuments, applicationHistory, applications, calls, searchFold, users } from "../db/schema.ts";
import { callIsOpen, findCall, type CallRow } from "../chamadas/chamadas.queries.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { ApplicationRow } from "./code-lookup.ts";

/** An application as `GET /api/inscricoes/{codigo}` answers it, and the office's list. */

/** The uploaded documents' metadata (never the bytes), in upload order. */
export async function documentList(db: Database, applicationId: number) {
  return db
    .select({ key: applicationDocuments.key, name: applicationDocuments.name, size: applicationDocuments.size })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.uploadedAt), asc(applicationDocuments.key));
}

export async function readApplication(db: Database, row: ApplicationRow, call?: CallRow): Promise<Application> {
  const [theCall, documents, history, today, linked] = await Promise.all([
    call ?? findCall(db, row.callId),
    documentList(db, row.id),
    db
      .select({ status: applicationHistory.status, at: applicationHistory.at, reason: applicationHistory.reason })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, row.id))
      .orderBy(asc(applicationHistory.at), asc(applicationHistory.id)),
    todayThere(db),
    row.userId === null
      ? Promise.resolve([])
      : db.select({ idcbpf: users.idcbpf }).from(users).where(eq(users.id, row.userId)),
  ]);
  if (!theCall) throw new Error(`application ${row.id} without its call`);
  const open = callIsOpen(theCall, today);
  return {
    codigo: formatCode(row.codigo),
    call: {
      id: theCall.id,
      title: { pt: theCall.titlePt, en: theCall.titleEn },
      programme: theCall.programme,
      degree: theCall.degree,
      opensOn: theCall.opensOn,
      closesOn: theCall.closesOn,
      documents: theCall.documents,
    },
    status: row.status,
    name: row.name,
    email: row.email,
    documentId: row.documentId,
    birthDate: row.birthDate,
    researchArea: row.researchArea,
    desiredAdvisor: row.desiredAdvisor,
    documents,
    history: history.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      ...(entry.reason ? { reason: entry.reason } : {}),
    })),
    open,
    editable: applicationEditable(row.status, open),
    user: linked[0]?.idcbpf ?? null,
  };
}

/** The office's list: newest first, `q` on name and e-mail (case and accents ignored). */
export async function listApplications(db: Database, query: ApplicationListQuery): Promise<Page<ApplicationSummary>> {
  const where: SQL[] = [];
  if (query.call !== undefined) where.push(eq(applications.callId, query.call));
  if (query.status) where.push(eq(applications.status, query.status));
  if (query.q)
    where.push(
      sql`${searchFold(sql`${applications.name} || ' ' || ${applications.email}`)} like ${searchFold(sql`${likePattern(query.q)}`)}`,
    );
  const condition = and(...where);
  const documents = db
    .select({ applicationId: applicationDocuments.applicationId, n: count().as("n") })
    .from(applicationDocuments)
    .groupBy(applicationDocuments.applicationId)
    .as("document_counts");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        codigo: applications.codigo,
        status: applications.status,
        name: applications.name,
        email: applications.email,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        callId: calls.id,
        titlePt: calls.titlePt,
        titleEn: calls.titleEn,
        programme: calls.programme,
        degree: calls.degree,
        documents: documents.n,
        user: users.idcbpf,
      })
      .from(applications)
      .innerJoin(calls, eq(calls.id, applications.callId))
      .leftJoin(documents, eq(documents.applicationId, applications.id))
      .leftJoin(users, eq(users.id, applications.userId))
      .where(condition)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(applications).where(condition),
  ]);
  return {
    items: rows.map((row) => ({
      codigo: formatCode(row.codigo),
      call: {
        id: row.callId,
        title: { pt: row.titlePt, en: row.titleEn },
        programme: row.programme,
        degree: row.degree,
      },
      status: row.status,
      name: row.name,
      email: row.email,
      documents: Number(row.documents ?? 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      user: row.user ?? null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
