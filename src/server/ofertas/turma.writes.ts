import { and, eq } from "drizzle-orm";
import { gradeIsFinal, type ClassListEntry, type GradeInput } from "../../domain/offerings.ts";
import { isOffice, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { concepts, enrolments, grades, users } from "../db/schema.ts";
import { notifyGrade } from "../notificacoes/notices.ts";
import { offeringTerm, readClassList } from "./turma.queries.ts";

/**
 * The class list's write (PRODUCT §7, §8 `PUT /api/ofertas/{id}/notas/{idcbpf}`): a student's
 * grade in an offering, in one transaction with its audit entry and the student's notification
 * (`notifyGrade`, notificacoes/notices.ts). Who may grade is checked before
 * (`mayTeachOffering`, in the handler); the rules here are the grade's.
 */

/**
 * Records a grade. A teacher until the grade deadline and while the grade is not final; the
 * office always (audited with before/after). Only a `deferida` enrolment gets a grade.
 */
export async function putGrade(
  db: Database,
  offeringId: number,
  idcbpf: string,
  input: GradeInput,
  actor: Person,
): Promise<ClassListEntry> {
  const term = await offeringTerm(db, offeringId);
  if (!term) throw Refused.notFound();
  const today = await todayThere(db);
  const [known] = await db
    .select({ concept: concepts.concept })
    .from(concepts)
    .where(eq(concepts.concept, input.concept));
  if (!known) throw Refused.invalid({ concept: { key: "concept_unknown", values: { concept: input.concept } } });

  return db.transaction(async (tx) => {
    const [enrolment] = await tx
      .select({ id: enrolments.id, studentId: enrolments.studentId, name: users.name })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .where(and(eq(enrolments.offeringId, offeringId), eq(users.idcbpf, idcbpf), eq(enrolments.status, "deferida")))
      .limit(1)
      .for("update", { of: enrolments });
    if (!enrolment) {
      const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.idcbpf, idcbpf)).limit(1);
      throw Refused.rule("not_enrolled", { student: person?.name ?? idcbpf });
    }
    const [stored] = await tx.select().from(grades).where(eq(grades.enrolmentId, enrolment.id));
    const final = gradeIsFinal(stored?.final ?? false, today, term.gradeDeadline);
    if (!isOffice(actor) && final)
      throw Refused.rule("grade_deadline_passed", { term: term.termCode, deadline: term.gradeDeadline });
    const before = stored ? { concept: stored.concept, attendance: stored.attendance, final: stored.final } : null;
    await tx
      .insert(grades)
      .values({ enrolmentId: enrolment.id, concept: input.concept, attendance: input.attendance, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: grades.enrolmentId,
        set: { concept: input.concept, attendance: input.attendance, updatedBy: actor.id, updatedAt: new Date() },
      });
    const after = { concept: input.concept, attendance: input.attendance, final: stored?.final ?? false };
    // The student is told of a grade entered or changed (not of the same one saved again).
    if (before?.concept !== after.concept || before.attendance !== after.attendance)
      await notifyGrade(tx, {
        studentId: enrolment.studentId,
        offeringId,
        concept: input.concept,
        attendance: input.attendance,
        corrected: before !== null,
      });
    if (JSON.stringify(before) !== JSON.stringify(after))
      await recordAudit(tx, {
        actorId: actor.id,
        action: before ? "update" : "create",
        entity: "grade",
        entityId: `${offeringId}/${idcbpf}`,
        before,
        after,
      });
    const [entry] = await readClassList(tx, offeringId, today, term.gradeDeadline, enrolment.id);
    if (!entry) throw new Error("graded enrolment vanished inside its own transaction");
    return entry;
  });
}
