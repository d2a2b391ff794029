import { and, asc, eq, inArray } from "drizzle-orm";
import { judgeGradeValues, type GradeJudgement, type GradeProblem } from "../../domain/grade-sheet.ts";
import { gradeIsFinal, type GradeInput } from "../../domain/offerings.ts";
import { isOffice, type Person } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { concepts, enrolments, grades, users } from "../db/schema.ts";
import { notifyGrade } from "../notificacoes/notices.ts";
import { offeringTerm, type OfferingTerm } from "./turma.queries.ts";

/**
 * One grade row, judged and written the same way wherever it comes from: the single-row PUT
 * (turma.writes.ts `putGrade`), the sheet and its CSV import (notas.writes.ts `saveGradeSheet`).
 * A row is judged on its values (src/domain/grade-sheet.ts: the concept table, `T` only from the
 * office, a whole percentage) and on its student (an accepted enrolment of the offering; a grade not
 * final, for a teacher); a good row is written with its audit entry by `writeGradeRow`, the one
 * per-row write path.
 */

/** What judging a row needs once per request. */
export type GradeContext = {
  offeringId: number;
  term: OfferingTerm;
  today: string;
  /** The concept table's keys. */
  concepts: readonly string[];
  actor: Person;
};

/** A student that may get a grade here: its accepted enrolment (locked) and the grade stored. */
export type GradeTarget = {
  enrolmentId: number;
  studentId: number;
  idcbpf: string;
  name: string;
  stored: { concept: string; attendance: number; final: boolean } | null;
};

/** The request's context; 404 for an unknown offering. */
export async function gradeContext(db: Database, offeringId: number, actor: Person): Promise<GradeContext> {
  const term = await offeringTerm(db, offeringId);
  if (!term) throw Refused.notFound();
  const today = await todayThere(db);
  const table = await db.select({ concept: concepts.concept }).from(concepts);
  return { offeringId, term, today, concepts: table.map((row) => row.concept), actor };
}

/** A teacher's whole request after the grade deadline: every grade of the term is final (PRODUCT §7). */
export function deadlineRefusal(context: GradeContext): Refused | null {
  if (isOffice(context.actor) || !gradeIsFinal(false, context.today, context.term.gradeDeadline)) return null;
  return Refused.rule("grade_deadline_passed", { term: context.term.termCode, deadline: context.term.gradeDeadline });
}

/**
 * The accepted (`deferida`) enrolments of these students in the offering, locked in enrolment order
 * (so two requests over the same students take turns instead of deadlocking), with their grades read
 * after the locks are held; and the names of the others, for the `not_enrolled` message.
 */
export async function lockGradeTargets(
  tx: Database,
  offeringId: number,
  idcbpfs: readonly string[],
): Promise<{ targets: Map<string, GradeTarget>; names: Map<string, string> }> {
  if (idcbpfs.length === 0) return { targets: new Map(), names: new Map() };
  const locked = await tx
    .select({ enrolmentId: enrolments.id, studentId: enrolments.studentId, idcbpf: users.idcbpf, name: users.name })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(
      and(
        eq(enrolments.offeringId, offeringId),
        eq(enrolments.status, "deferida"),
        inArray(users.idcbpf, [...new Set(idcbpfs)]),
      ),
    )
    .orderBy(asc(enrolments.id))
    .for("update", { of: enrolments });
  const stored =
    locked.length === 0
      ? []
      : await tx
          .select()
          .from(grades)
          .where(
            inArray(
              grades.enrolmentId,
              locked.map((row) => row.enrolmentId),
            ),
          );
  const gradeOf = new Map(stored.map((row) => [row.enrolmentId, row]));
  const targets = new Map<string, GradeTarget>();
  for (const row of locked) {
    const grade = gradeOf.get(row.enrolmentId);
    targets.set(row.idcbpf, {
      ...row,
      stored: grade ? { concept: grade.concept, attendance: grade.attendance, final: grade.final } : null,
    });
  }
  const others = idcbpfs.filter((idcbpf) => !targets.has(idcbpf));
  const people =
    others.length === 0
      ? []
      : await tx.select({ idcbpf: users.idcbpf, name: users.name }).from(users).where(inArray(users.idcbpf, others));
  return { targets, names: new Map(people.map((person) => [person.idcbpf, person.name])) };
}

/** A row judged: the grade to store for its target, or its problems. */
export type RowJudgement =
  { input: GradeInput; target: GradeTarget; problems?: never } | Extract<GradeJudgement, { input: null }>;

/**
 * A row judged: what to store, or its problems — the student's first (`not_enrolled`, or
 * `grade_deadline_passed` for a grade already final, to a teacher), then its values'.
 */
export function judgeGradeRow(
  context: GradeContext,
  row: { idcbpf: string; concept: unknown; attendance: unknown },
  target: GradeTarget | undefined,
  name: string | undefined,
): RowJudgement {
  if (!target)
    return {
      input: null,
      problems: [
        {
          field: "idcbpf",
          rule: "not_enrolled",
          text: { key: "not_enrolled", values: { student: name ?? row.idcbpf } },
        },
      ],
    };
  const office = isOffice(context.actor);
  if (!office && gradeIsFinal(target.stored?.final ?? false, context.today, context.term.gradeDeadline)) {
    const values = { term: context.term.termCode, deadline: context.term.gradeDeadline };
    return {
      input: null,
      problems: [{ field: "idcbpf", rule: "grade_deadline_passed", text: { key: "grade_deadline_passed", values } }],
    };
  }
  const judged = judgeGradeValues(row, context.concepts, office);
  return judged.input === null ? judged : { input: judged.input, target };
}

/** A row's problem as the single-row PUT answers it: a rule's 422 (with its field), or a field's 400. */
export function refusalOf(problem: GradeProblem): Refused {
  const fields = problem.field === "idcbpf" ? undefined : { [problem.field]: problem.text };
  if (problem.rule) return Refused.rule(problem.rule, undefined, { text: problem.text, ...(fields ? { fields } : {}) });
  return Refused.invalid(fields ?? { idcbpf: problem.text });
}

/**
 * Writes one judged row: the grade (created or replaced; `final` as stored) and, when it changed,
 * its audit entry with before and after and the student's notification (`notifyGrade`; not for the
 * same grade saved again) — in the caller's transaction, with the target locked.
 */
export async function writeGradeRow(
  tx: Database,
  context: GradeContext,
  target: GradeTarget,
  input: GradeInput,
): Promise<void> {
  const { actor, offeringId } = context;
  const { stored } = target;
  await tx
    .insert(grades)
    .values({
      enrolmentId: target.enrolmentId,
      concept: input.concept,
      attendance: input.attendance,
      updatedBy: actor.id,
    })
    .onConflictDoUpdate({
      target: grades.enrolmentId,
      set: { concept: input.concept, attendance: input.attendance, updatedBy: actor.id, updatedAt: new Date() },
    });
  const after = { concept: input.concept, attendance: input.attendance, final: stored?.final ?? false };
  if (stored?.concept !== after.concept || stored.attendance !== after.attendance)
    await notifyGrade(tx, {
      studentId: target.studentId,
      offeringId,
      concept: input.concept,
      attendance: input.attendance,
      corrected: stored !== null,
    });
  if (JSON.stringify(stored) !== JSON.stringify(after))
    await recordAudit(tx, {
      actorId: actor.id,
      action: stored ? "update" : "create",
      entity: "grade",
      entityId: `${offeringId}/${target.idcbpf}`,
      before: stored,
      after,
    });
}
