import { and, asc, eq, inArray } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import { gradeIsFinal, type ClassListEntry, type GradeInput } from "../../domain/offerings.ts";
import { recordAudit } from "../audit/audit.writes.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { concepts, enrolments, grades, offerings, terms, users } from "../db/schema.ts";
import type { Refusal } from "./ofertas.writes.ts";

/**
 * An offering's class list (PRODUCT §7, §8 `GET /api/ofertas/{id}/turma`) and its grades
 * (`PUT /api/ofertas/{id}/notas/{idcbpf}`). Finality is computed when reading: a grade is final
 * when stored so or when today (the institution's zone) is after the term's grade deadline.
 */
export type OfferingTerm = { termCode: string; gradeDeadline: string };

export async function offeringTerm(db: Database, offeringId: number): Promise<OfferingTerm | null> {
  const [row] = await db
    .select({ termCode: terms.code, gradeDeadline: terms.gradeDeadline })
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(eq(offerings.id, offeringId))
    .limit(1);
  return row ?? null;
}


/** `pendente` and `deferida` entries by name, then the waitlist in position order. */
export async function readClassList(
  db: Database,
  offeringId: number,
  today: string,
  gradeDeadline: string,
  only?: number,
): Promise<ClassListEntry[]> {
  const rows = await db
    .select({
      enrolmentId: enrolments.id,
      idcbpf: users.idcbpf,
      name: users.name,
      programme: users.programme,
      degree: users.degree,
      codigo: enrolments.codigo,
      status: enrolments.status,
      waitlistSeq: enrolments.waitlistSeq,
      concept: grades.concept,
      attendance: grades.attendance,
      final: grades.final,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(grades, eq(grades.enrolmentId, enrolments.id))
    .where(
      and(eq(enrolments.offeringId, offeringId), inArray(enrolments.status, ["pendente", "deferida", "em_espera"])),
    )
    .orderBy(asc(users.name), asc(users.idcbpf));
  const holding = rows.filter((row) => row.status !== "em_espera");
  const waiting = rows
    .filter((row) => row.status === "em_espera")
    .sort(
      (a, b) =>
        (a.waitlistSeq ?? Number.MAX_SAFE_INTEGER) - (b.waitlistSeq ?? Number.MAX_SAFE_INTEGER) ||
        a.enrolmentId - b.enrolmentId,
    );
  const entries: ((typeof rows)[number] & { position?: number })[] = [
    ...holding,
    ...waiting.map((row, index) => ({ ...row, position: index + 1 })),
  ];
  return entries
    .filter((row) => only === undefined || row.enrolmentId === only)
    .map((row) => ({
      idcbpf: row.idcbpf,
      name: row.name,
      programme: row.programme,
      degree: row.degree,
      codigo: formatCode(row.codigo),
      status: row.status as ClassListEntry["status"],
      ...(row.position !== undefined ? { position: row.position } : {}),
      grade:
        row.concept === null || row.attendance === null
          ? null
          : {
              concept: row.concept,
              attendance: row.attendance,
              final: gradeIsFinal(row.final ?? false, today, gradeDeadline),
            },
    }));
}

export type GradeOutcome = { ok: true; entry: ClassListEntry } | { ok: false; refusal: Refusal };

/**
 * Records a grade. A teacher until the grade deadline and while the grade is not final; the
 * office always (audited with before/after). Only a `deferida` enrolment gets a grade.
 */
export async function putGrade(
  db: Database,
  offeringId: number,
  idcbpf: string,
  input: GradeInput,
  actor: { id: number; office: boolean },
): Promise<GradeOutcome> {
  const term = await offeringTerm(db, offeringId);
  if (!term) return { ok: false, refusal: { status: 404 } };
  const today = await todayThere(db);
  const [known] = await db
    .select({ concept: concepts.concept })
    .from(concepts)
    .where(eq(concepts.concept, input.concept));
  if (!known)
    return {
      ok: false,
      refusal: { status: 400, fields: { concept: ["concept_unknown", { concept: input.concept }] } },
    };

  return db.transaction(async (tx): Promise<GradeOutcome> => {
    const [enrolment] = await tx
      .select({ id: enrolments.id, name: users.name })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .where(and(eq(enrolments.offeringId, offeringId), eq(users.idcbpf, idcbpf), eq(enrolments.status, "deferida")))
      .limit(1)
      .for("update", { of: enrolments });
    if (!enrolment) {
      const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.idcbpf, idcbpf)).limit(1);
      return { ok: false, refusal: { status: 422, rule: "not_enrolled", values: { student: person?.name ?? idcbpf } } };
    }
    const [stored] = await tx.select().from(grades).where(eq(grades.enrolmentId, enrolment.id));
    const final = gradeIsFinal(stored?.final ?? false, today, term.gradeDeadline);
    if (!actor.office && final)
      return {
        ok: false,
        refusal: {
          status: 422,
          rule: "grade_deadline_passed",
          values: { term: term.termCode, deadline: term.gradeDeadline },
        },
      };
    const before = stored ? { concept: stored.concept, attendance: stored.attendance, final: stored.final } : null;
    await tx
      .insert(grades)
      .values({ enrolmentId: enrolment.id, concept: input.concept, attendance: input.attendance, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: grades.enrolmentId,
        set: { concept: input.concept, attendance: input.attendance, updatedBy: actor.id, updatedAt: new Date() },
      });
    const after = { concept: input.concept, attendance: input.attendance, final: stored?.final ?? false };
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
    return { ok: true, entry };
  });
}
