import { and, asc, count, countDistinct, eq, isNull, lt, sum } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import { ATTENTION_LIMIT, type Painel } from "../../domain/painel.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { applications, enrolments, grades, offerings, subjects, terms, users } from "../db/schema.ts";
import { teachersByOffering } from "../ofertas/offering-parts.ts";

/**
 * What the office's home shows (src/domain/painel.ts says what each part means). Small grouped
 * counts of the current term, and the two lists of what needs attention, computed when read (no
 * cron): a deadline `d` has passed when today (institution's zone) is after `d`.
 */
export async function painelOf(db: Database, now = new Date()): Promise<Painel> {
  const today = await todayThere(db, now);
  const [term] = await db.select().from(terms).where(eq(terms.current, true)).limit(1);
  const [activeStudents, termCounts, pendingPastDrop, missingGrades, [submitted]] = await Promise.all([
    db
      .select({ programme: users.programme, count: count() })
      .from(users)
      .where(and(eq(users.level, "Discente"), eq(users.status, "ativo")))
      .groupBy(users.programme)
      .orderBy(asc(users.programme)),
    term ? countsOfTerm(db, term.id) : null,
    pendingAfterDropDeadline(db, today),
    missingGradesAfterDeadline(db, today),
    db.select({ n: count() }).from(applications).where(eq(applications.status, "submetida")),
  ]);
  return {
    today,
    term: term
      ? {
          code: term.code,
          startDate: term.startDate,
          endDate: term.endDate,
          offeringStart: term.offeringStart,
          offeringEnd: term.offeringEnd,
          enrolmentStart: term.enrolmentStart,
          enrolmentEnd: term.enrolmentEnd,
          dropDeadline: term.dropDeadline,
          gradeDeadline: term.gradeDeadline,
        }
      : null,
    counts: {
      activeStudents: activeStudents.map((row) => ({ programme: row.programme, count: Number(row.count) })),
      ...(termCounts ?? {
        offerings: 0,
        enrolments: { pendente: 0, deferida: 0, indeferida: 0, trancada: 0, em_espera: 0 },
        seats: { taken: 0, capacity: 0 },
      }),
    },
    applications: { submitted: Number(submitted?.n ?? 0) },
    attention: { pendingPastDrop, missingGrades },
  };
}

async function countsOfTerm(db: Database, termId: number): Promise<Omit<Painel["counts"], "activeStudents">> {
  const [[seats], byStatus] = await Promise.all([
    db
      .select({ offerings: count(), taken: sum(offerings.taken), capacity: sum(offerings.capacity) })
      .from(offerings)
      .where(eq(offerings.termId, termId)),
    db
      .select({ status: enrolments.status, count: count() })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .where(eq(offerings.termId, termId))
      .groupBy(enrolments.status),
  ]);
  const enrolmentCounts = { pendente: 0, deferida: 0, indeferida: 0, trancada: 0, em_espera: 0 };
  for (const row of byStatus) enrolmentCounts[row.status] = Number(row.count);
  return {
    offerings: Number(seats?.offerings ?? 0),
    enrolments: enrolmentCounts,
    seats: { taken: Number(seats?.taken ?? 0), capacity: Number(seats?.capacity ?? 0) },
  };
}

/** Enrolments still `pendente` after their term's drop deadline (PRODUCT §7 "Approval"), oldest term first. */
async function pendingAfterDropDeadline(db: Database, today: string): Promise<Painel["attention"]["pendingPastDrop"]> {
  const where = and(eq(enrolments.status, "pendente"), lt(terms.dropDeadline, today));
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .where(where),
    db
      .select({
        codigo: enrolments.codigo,
        term: terms.code,
        dropDeadline: terms.dropDeadline,
        idcbpf: users.idcbpf,
        name: users.name,
        code: subjects.code,
        namePt: subjects.namePt,
        nameEn: subjects.nameEn,
        offering: offerings.id,
      })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .where(where)
      .orderBy(asc(terms.code), asc(subjects.code), asc(users.name), asc(enrolments.id))
      .limit(ATTENTION_LIMIT),
  ]);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((row) => ({
      codigo: formatCode(row.codigo),
      term: row.term,
      dropDeadline: row.dropDeadline,
      student: { idcbpf: row.idcbpf, name: row.name },
      subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn } },
      offering: row.offering,
    })),
  };
}

/**
 * After a term's grade deadline, its offerings with `deferida` enrolments that have no grade
 * (PRODUCT §7 "Grades": flagged, never failed automatically). After the deadline every stored
 * grade is final (the brief's contract), so "without a final grade" is "without a grade".
 */
async function missingGradesAfterDeadline(db: Database, today: string): Promise<Painel["attention"]["missingGrades"]> {
  const flagged = and(eq(enrolments.status, "deferida"), lt(terms.gradeDeadline, today), isNull(grades.enrolmentId));
  const from = () =>
    db
      .select({
        offering: offerings.id,
        term: terms.code,
        gradeDeadline: terms.gradeDeadline,
        code: subjects.code,
        namePt: subjects.namePt,
        nameEn: subjects.nameEn,
        missing: count(enrolments.id),
      })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .leftJoin(grades, eq(grades.enrolmentId, enrolments.id))
      .where(flagged);
  const [[totals], rows] = await Promise.all([
    db
      .select({ offerings: countDistinct(enrolments.offeringId), students: count() })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .leftJoin(grades, eq(grades.enrolmentId, enrolments.id))
      .where(flagged),
    from()
      .groupBy(offerings.id, terms.code, terms.gradeDeadline, subjects.code, subjects.namePt, subjects.nameEn)
      .orderBy(asc(terms.code), asc(subjects.code), asc(offerings.id))
      .limit(ATTENTION_LIMIT),
  ]);
  const ids = rows.map((row) => row.offering);
  const teachers = await teachersByOffering(db, ids);
  return {
    total: Number(totals?.offerings ?? 0),
    students: Number(totals?.students ?? 0),
    items: rows.map((row) => ({
      offering: row.offering,
      term: row.term,
      gradeDeadline: row.gradeDeadline,
      subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn } },
      teachers: teachers.get(row.offering) ?? [],
      missing: Number(row.missing),
    })),
  };
}
