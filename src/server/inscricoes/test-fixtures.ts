import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { DEFAULT_TIME_ZONE } from "../../domain/dates.ts";
import { callSchema, type Call } from "../../domain/inscricoes.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { call } from "../../../tests/node/http.ts";
import type { App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { auditLog, mailOutbox } from "../db/schema.ts";
import { tinyPdf } from "./tiny-pdf.ts";

/** Shared pieces of the calls' and applications' API tests: rows each test creates for itself. */

/** A day `offset` days from today in the institution's (default) time zone. */
export function dayFromToday(offset: number): string {
  const today = dayIn(new Date(), DEFAULT_TIME_ZONE);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export const uniqueEmail = (prefix = "zz") => `${prefix}-${randomBytes(4).toString("hex")}@example.org`;

export const DOCUMENTS = [
  { key: "cv", label: { pt: "Currículo Lattes", en: "Lattes CV" } },
  { key: "diploma", label: { pt: "Diploma de graduação", en: "Undergraduate diploma" } },
];

export function callBody(overrides: Record<string, unknown> = {}) {
  return {
    programme: "academico",
    degree: "mestrado",
    title: { pt: `ZZ Seleção ${randomBytes(3).toString("hex")}`, en: "ZZ Selection" },
    opensOn: dayFromToday(-1),
    closesOn: dayFromToday(10),
    documents: DOCUMENTS,
    ...overrides,
  };
}

/** A call created through the API by the office (open around today unless told otherwise). */
export async function createCall(app: App, admin: string, overrides: Record<string, unknown> = {}): Promise<Call> {
  const res = await call(app, "/api/chamadas", { method: "POST", cookie: admin, json: callBody(overrides) });
  expect(res.status).toBe(201);
  return callSchema.parse(await res.json());
}

export function applicantBody(callId: number, overrides: Record<string, unknown> = {}) {
  return {
    call: callId,
    name: "Zélia Conceição Souza",
    email: uniqueEmail(),
    documentId: "123.456.789-09",
    birthDate: "1998-05-20",
    researchArea: "Óptica quântica",
    ...overrides,
  };
}

/** Applies and answers the printed code. */
export async function apply(
  app: App,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await call(app, "/api/inscricoes", { method: "POST", json: body, headers });
  expect(res.status).toBe(201);
  const answer = (await res.json()) as { codigo: string; status: string };
  expect(answer.status).toBe("rascunho");
  return answer.codigo;
}

let cachedPdf: Promise<Uint8Array> | undefined;
export const samplePdf = () => (cachedPdf ??= tinyPdf(["Documento de teste", "Zélia Conceição Souza"]));

export function upload(
  app: App,
  codigo: string,
  key: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Response> {
  return call(app, `/api/inscricoes/${codigo}/documentos/${key}`, {
    method: "PUT",
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { "content-type": "application/pdf", ...headers },
  });
}

export async function uploadAll(app: App, codigo: string, keys = DOCUMENTS.map((doc) => doc.key)): Promise<void> {
  const pdf = await samplePdf();
  for (const key of keys) expect((await upload(app, codigo, key, pdf)).status).toBe(201);
}

export async function decide(app: App, admin: string, codigo: string, body: Record<string, unknown>) {
  return call(app, `/api/inscricoes/${codigo}/decisao`, { method: "POST", cookie: admin, json: body });
}

/** The outbox's messages to an address (any case), oldest first. */
export async function mailsTo(db: Database, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(asc(mailOutbox.id));
}

export async function lastAudit(db: Database, entity: string, entityId: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
