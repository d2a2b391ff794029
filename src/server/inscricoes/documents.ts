import { and, count, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  missingDocuments,
  type ApplicationDocument,
} from "../../domain/inscricoes.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { applicationDocuments, applicationHistory, applications } from "../db/schema.ts";
import { lockApplication, mailStatusChange, refuseUnlessEditable } from "./inscricoes.writes.ts";

/**
 * The application's PDFs, kept in the database (`application_documents.content`), never under a
 * public path. The body was read by the API's body guard with the 10 MB cap (413 beyond, without
 * reading further); here the content is checked to be a PDF by its bytes, not its name.
 */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (bytes.length === 0) return false;
  const type = await fileTypeFromBuffer(bytes);
  return type?.mime === "application/pdf";
}

/** Refuses a file that is too large (413) or not a PDF by its bytes (415). */
export async function checkUpload(bytes: Uint8Array): Promise<void> {
  if (bytes.length > MAX_DOCUMENT_BYTES)
    throw Refused.status(413, "document_too_large", { max: MAX_DOCUMENT_BYTES / 1024 / 1024 });
  if (!(await isPdf(bytes))) throw Refused.status(415, "document_not_pdf");
}

/** Stores (or replaces) the file of one required document while the application is editable. */
export async function storeDocument(
  db: Database,
  applicationId: number,
  key: string,
  name: string,
  bytes: Uint8Array,
): Promise<ApplicationDocument> {
  return db.transaction(async (tx) => {
    const { row, call } = await lockApplication(tx, applicationId);
    await refuseUnlessEditable(tx, row, call);
    if (!call.documents.some((doc) => doc.key === key)) throw Refused.notFound("document_unknown", { key });
    const [held] = await tx
      .select({ n: count() })
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, applicationId)));
    const [same] = await tx
      .select({ key: applicationDocuments.key })
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.key, key)));
    if (!same && Number(held?.n ?? 0) >= MAX_DOCUMENTS)
      throw Refused.rule("too_many_documents", { max: MAX_DOCUMENTS });
    const values = { name, size: bytes.length, content: bytes, uploadedAt: new Date() };
    await tx
      .insert(applicationDocuments)
      .values({ applicationId, key, ...values })
      .onConflictDoUpdate({ target: [applicationDocuments.applicationId, applicationDocuments.key], set: values });
    return { key, name, size: bytes.length };
  });
}

export async function readDocument(db: Database, applicationId: number, key: string) {
  const [doc] = await db
    .select({ name: applicationDocuments.name, size: applicationDocuments.size, content: applicationDocuments.content })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.key, key)));
  return doc;
}

/**
 * Removes a file while the application is editable. A submitted application that thereby lacks
 * a required document goes back to `rascunho` (with its history row and a mail to the applicant):
 * `submetida` always means complete.
 */
export async function deleteDocument(db: Database, applicationId: number, key: string): Promise<void> {
  return db.transaction(async (tx) => {
    const { row, call } = await lockApplication(tx, applicationId);
    await refuseUnlessEditable(tx, row, call);
    const deleted = await tx
      .delete(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.key, key)))
      .returning({ key: applicationDocuments.key });
    if (deleted.length === 0) throw Refused.notFound("document_not_found");
    if (row.status === "submetida") {
      const left = await tx
        .select({ key: applicationDocuments.key })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId));
      if (
        missingDocuments(
          call.documents,
          left.map((doc) => doc.key),
        ).length > 0
      ) {
        await tx.update(applications).set({ status: "rascunho" }).where(eq(applications.id, applicationId));
        await tx.insert(applicationHistory).values({ applicationId, status: "rascunho" });
        await mailStatusChange(tx, row, call, "rascunho");
      }
    }
  });
}
