import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { finalVersionNotice } from "../../domain/banca-notices.ts";
import { depositRefusal } from "../../domain/banca-rules.ts";
import { FINAL_VERSION_MAX_BYTES, type FinalVersion } from "../../domain/bancas.ts";
import { Refused } from "../../domain/refusal.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { committeeFinalVersionChunks, committeeFinalVersions, guidances, users } from "../db/schema.ts";
import { isPdf } from "../inscricoes/documents.ts";
import { committeeFacts, tellOffice, tellUsers } from "./bancas.notices.ts";
import { lockedCommittee } from "./bancas.writes.ts";

/**
 * The thesis's final version (programme-year rule 19): one PDF of at most 50 MB per passed
 * defesa, a new deposit replacing the last. The bytes are stored in 1 MiB rows, so neither
 * database holds one 50 MB value, and are read back in order.
 */
const CHUNK_BYTES = 1024 * 1024;

/** 413 beyond 50 MB (the body guard refuses earlier, reading no further); 415 when the bytes are not a PDF. */
export async function checkFinalVersion(bytes: Uint8Array): Promise<void> {
  if (bytes.length > FINAL_VERSION_MAX_BYTES)
    throw Refused.status(413, "document_too_large", { max: FINAL_VERSION_MAX_BYTES / 1024 / 1024 });
  if (!(await isPdf(bytes))) throw Refused.status(415, "document_not_pdf");
}

export async function depositFinalVersion(
  db: Database,
  id: number,
  file: { name: string; bytes: Uint8Array },
  actorId: number,
): Promise<FinalVersion> {
  return db.transaction(async (tx) => {
    const row = await lockedCommittee(tx, id);
    const [student] = await tx.select({ status: users.status }).from(users).where(eq(users.id, row.studentId));
    const refusal = depositRefusal({
      kind: row.kind,
      status: row.status,
      verdict: row.verdict,
      studentStatus: student?.status ?? "ativo",
    });
    if (refusal) throw refusedBy(refusal);
    const sha256 = createHash("sha256").update(file.bytes).digest("hex");
    const depositedAt = new Date();
    await tx.delete(committeeFinalVersions).where(eq(committeeFinalVersions.committeeId, id));
    await tx.insert(committeeFinalVersions).values({
      committeeId: id,
      name: file.name,
      size: file.bytes.length,
      sha256,
      depositedAt,
      depositedBy: actorId,
    });
    for (let seq = 0; seq * CHUNK_BYTES < file.bytes.length; seq++)
      await tx.insert(committeeFinalVersionChunks).values({
        committeeId: id,
        seq,
        bytes: file.bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
      });
    await recordAudit(tx, {
      actorId,
      action: "deposit",
      entity: "committee",
      entityId: String(id),
      after: { name: file.name, size: file.bytes.length, sha256 },
    });
    // Rule 21: the office and the main advisor are told.
    const notice = finalVersionNotice(await committeeFacts(tx, row));
    const [guidance] = await tx
      .select({ advisorId: guidances.advisorId })
      .from(guidances)
      .where(eq(guidances.studentId, row.studentId));
    await tellUsers(tx, [guidance?.advisorId ?? null], notice);
    await tellOffice(tx, notice);
    return { name: file.name, size: file.bytes.length, sha256, depositedAt: depositedAt.toISOString() };
  });
}

/** The deposited PDF with its name, or null when none was deposited. */
export async function readFinalVersion(db: Database, id: number): Promise<{ name: string; content: Buffer } | null> {
  const [meta] = await db.select().from(committeeFinalVersions).where(eq(committeeFinalVersions.committeeId, id));
  if (!meta) return null;
  const chunks = await db
    .select({ bytes: committeeFinalVersionChunks.bytes })
    .from(committeeFinalVersionChunks)
    .where(eq(committeeFinalVersionChunks.committeeId, id))
    .orderBy(asc(committeeFinalVersionChunks.seq));
  return { name: meta.name, content: Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.bytes))) };
}
