import { eq } from "drizzle-orm";
import type { TransferInput } from "../../domain/historico.ts";
import type { MessageKey } from "../../domain/messages.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { concepts, subjects, terms, transfers } from "../db/schema.ts";
import { findStudent, type TranscriptStudent } from "./historico.queries.ts";

/**
 * The office records a credit transfer (PRODUCT §7: concept T, subject or external name,
 * credits, our term it is recorded in, institution and term of origin), with its audit entry in
 * the same transaction.
 */
const TRANSFER_CONCEPT = "T";

export type TransferRefusal =
  { status: 404 } | { status: 422; rule: MessageKey; values: Record<string, string>; field?: string };
export type TransferOutcome = { ok: true; student: TranscriptStudent } | { ok: false; refusal: TransferRefusal };

export async function recordTransfer(
  db: Database,
  idcbpf: string,
  input: TransferInput,
  actorId: number,
): Promise<TransferOutcome> {
  return db.transaction(async (tx): Promise<TransferOutcome> => {
    const student = await findStudent(tx, idcbpf);
    if (!student) return { ok: false, refusal: { status: 404 } };
    if (student.level !== "Discente")
      return { ok: false, refusal: { status: 422, rule: "not_a_student", values: { idcbpf } } };
    const [term] = await tx.select({ id: terms.id }).from(terms).where(eq(terms.code, input.term)).limit(1);
    if (!term)
      return { ok: false, refusal: { status: 422, rule: "term_unknown", values: { term: input.term }, field: "term" } };
    let subjectId: number | null = null;
    if (input.subject !== undefined) {
      const [subject] = await tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(eq(subjects.code, input.subject))
        .limit(1);
      if (!subject)
        return {
          ok: false,
          refusal: { status: 422, rule: "subject_unknown", values: { code: input.subject }, field: "subject" },
        };
      subjectId = subject.id;
    }
    // The concept table is the office's to edit; a transfer needs its T.
    const [concept] = await tx
      .select({ concept: concepts.concept })
      .from(concepts)
      .where(eq(concepts.concept, TRANSFER_CONCEPT))
      .limit(1);
    if (!concept)
      return { ok: false, refusal: { status: 422, rule: "transfer_concept_missing", values: { concept: "T" } } };
    const [row] = await tx
      .insert(transfers)
      .values({
        studentId: student.id,
        subjectId,
        externalName: input.externalName ?? null,
        credits: input.credits,
        termId: term.id,
        institution: input.institution,
        originTerm: input.originTerm ?? null,
        concept: TRANSFER_CONCEPT,
        createdBy: actorId,
      })
      .returning({ id: transfers.id });
    if (!row) throw new Error("insert into transfers returned no row");
    await recordAudit(tx, {
      actorId,
      action: "create",
      entity: "transfer",
      entityId: String(row.id),
      after: {
        student: student.idcbpf,
        subject: input.subject ?? null,
        externalName: input.externalName ?? null,
        credits: input.credits,
        term: input.term,
        institution: input.institution,
        originTerm: input.originTerm ?? null,
        concept: "T",
      },
    });
    return { ok: true, student };
  });
}
