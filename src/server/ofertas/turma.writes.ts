import type { ClassListEntry, GradeInput } from "../../domain/offerings.ts";
import type { Person } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { gradeContext, judgeGradeRow, lockGradeTargets, refusalOf, writeGradeRow } from "./grade-rows.ts";
import { readClassList } from "./turma.queries.ts";

/**
 * The class list's single-row write (PRODUCT §7, §8 `PUT /api/ofertas/{id}/notas/{idcbpf}`): a
 * student's grade in an offering, in one transaction with its audit entry. Who may grade is checked
 * before (`mayTeachOffering`, in the handler); the row is judged and written by grade-rows.ts, as
 * the whole sheet's rows are (notas.writes.ts).
 */

/**
 * Records a grade. A teacher until the grade deadline and while the grade is not final; the
 * office always (audited with before/after). Only a `deferida` enrolment gets a grade; the concept
 * `T` is the office's (`concept_not_allowed`).
 */
export async function putGrade(
  db: Database,
  offeringId: number,
  idcbpf: string,
  input: GradeInput,
  actor: Person,
): Promise<ClassListEntry> {
  const context = await gradeContext(db, offeringId, actor);

  return db.transaction(async (tx) => {
    const { targets, names } = await lockGradeTargets(tx, offeringId, [idcbpf]);
    const judged = judgeGradeRow(context, { idcbpf, ...input }, targets.get(idcbpf), names.get(idcbpf));
    if (judged.input === null) throw refusalOf(judged.problems[0]);
    const { target } = judged;
    await writeGradeRow(tx, context, target, judged.input);
    const [entry] = await readClassList(tx, offeringId, context.today, context.term.gradeDeadline, target.enrolmentId);
    if (!entry) throw new Error("graded enrolment vanished inside its own transaction");
    return entry;
  });
}
