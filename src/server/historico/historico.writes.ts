import { eq } from "drizzle-orm";
import type { TransferInput } from "../../domain/historico.ts";
import type { MessageKey } from "../../domain/messages.ts";
import { isStudent } from "../../domain/policy.ts";
import { TRANSFER_CONCEPT } from "../../domain/settings.ts";
import { Refused, type MessageValues } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import type { Database } from "../db/client.ts";
import { concepts, subjects, terms, transfers } from "../db/schema.ts";
import { findPerson, type RecordPerson } from "./historico.queries.ts";

/**
 * The office records a credit transfer (PRODUCT §7: concept T, subject or external name,
 * credits, our term it is recorded in, institution and term of origin), with its audit entry in
 * the same transaction. A refusal is thrown out of it (404; 422 `not_a_student`, `term_unknown`
 * and `subject_unknown` on their field, `transfer_concept_missing`), so nothing is kept.
 */
/** A 422 about one field of the form: the rule's message, also under the field. */
const fieldRefused = (rule: MessageKey, values: MessageValues, field: string) =>
  Refused.rule(rule, values, { fields: { [field]: { key: rule, values } } });

/** Records the transfer; returns the student, whose transcript now shows it. */
export async function recordTransfer(
  db: Database,
  idcbpf: string,
  input: TransferInput,
  actorId: number,
): Promise<RecordPerson> {
  return db.transaction(async (tx) => {
    const student = await findPerson(tx, idcbpf);
    if (!student) throw Refused.notFound();
    if (!isStudent(student)) throw Refused.rule("not_a_student", { idcbpf });
    const [term] = await tx.select({ id: terms.id }).from(terms).where(eq(terms.code, input.term)).limit(1);
    if (!term) throw fieldRefused("term_unknown", { term: input.term }, "term");
    let subjectId: number | null = null;
    if (input.subject !== undefined) {
      const [subject] = await tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(eq(subjects.code, input.subject))
        .limit(1);
      if (!subject) throw fieldRefused("subject_unknown", { code: input.subject }, "subject");
      subjectId = subject.id;
    }
    // The concept table is the office's to edit; a transfer needs its T.
    const [concept] = await tx
      .select({ concept: concepts.concept })
      .from(concepts)
      .where(eq(concepts.concept, TRANSFER_CONCEPT))
      .limit(1);
    if (!concept) throw Refused.rule("transfer_concept_missing", { concept: TRANSFER_CONCEPT });
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
        concept: TRANSFER_CONCEPT,
      },
    });
    return student;
  });
}
