import { and, asc, count, desc, eq, exists, notExists, or, sql, type SQL } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import type { Enrolment, EnrolmentListQuery } from "../../domain/matriculas.ts";
import type { Page } from "../../domain/paging.ts";
import type { Database } from "../db/client.ts";
import { enrolments, guidanceCoAdvisors, guidances, offerings, subjects, terms, users } from "../db/schema.ts";
import { slotsByOffering } from "../ofertas/offering-parts.ts";
import type { Actor } from "./matriculas.writes.ts";

/**
 * `GET /api/matriculas` (PRODUCT §8): a Discente sees its own, a Docente its advisees' (as main
 * advisor or co-advisor), the office all; filtered by student, term (default the current one),
 * status, offering; paged. A waiting entry's position is its rank among the offering's waiting
 * entries at read time, so it is renumbered as others are promoted or leave.
 */
export async function listEnrolments(db: Database, actor: Actor, query: EnrolmentListQuery): Promise<Page<Enrolment>> {
  const where = and(...filters(actor, query));
  const position = sql<number | null>`case when ${enrolments.status} = 'em_espera' then (
      select 1 + count(*) from enrolments ahead
      where ahead.offering_id = ${enrolments.offeringId} and ahead.status = 'em_espera'
        and ahead.waitlist_seq < ${enrolments.waitlistSeq}) end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: enrolments.id,
        codigo: enrolments.codigo,
        status: enrolments.status,
        createdAt: enrolments.createdAt,
        decidedAt: enrolments.decidedAt,
        reason: enrolments.reason,
        rule: enrolments.rule,
        position,
        studentId: users.id,
        idcbpf: users.idcbpf,
        name: users.name,
        programme: users.programme,
        degree: users.degree,
        offeringId: offerings.id,
        term: terms.code,
        code: subjects.code,
        namePt: subjects.namePt,
        nameEn: subjects.nameEn,
        credits: subjects.credits,
        mainAdvisor: guidances.advisorId,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .leftJoin(guidances, eq(guidances.studentId, users.id))
      .where(where)
      // One offering's list reads as its class list: the seated by name, then the waitlist in order.
      .orderBy(
        ...(query.offering
          ? [sql`${enrolments.waitlistSeq} asc nulls first`, asc(users.name)]
          : [desc(terms.startDate), asc(users.name), asc(subjects.code)]),
        asc(enrolments.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .where(where),
  ]);

  const ids = [...new Set(rows.map((row) => row.offeringId))];
  const slots = await slotsByOffering(db, ids);

  const office = actor.level === "Administrador";
  return {
    items: rows.map((row) => ({
      codigo: formatCode(row.codigo),
      student: { idcbpf: row.idcbpf, name: row.name, programme: row.programme, degree: row.degree },
      offering: {
        id: row.offeringId,
        term: row.term,
        subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn }, credits: row.credits },
        slots: slots.get(row.offeringId) ?? [],
      },
      status: row.status,
      position: row.position === null ? null : Number(row.position),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      reason: row.reason,
      rule: row.rule,
      canDecide:
        row.status !== "em_espera" &&
        row.status !== "trancada" &&
        (office || (row.status === "pendente" && row.mainAdvisor === actor.id)),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function filters(actor: Actor, query: EnrolmentListQuery): (SQL | undefined)[] {
  const list: (SQL | undefined)[] = [];
  if (actor.level === "Discente") list.push(eq(enrolments.studentId, actor.id));
  else if (actor.level === "Docente")
    list.push(
      or(
        exists(
          sql`(select 1 from ${guidances} g where g.student_id = ${enrolments.studentId} and g.advisor_id = ${actor.id})`,
        ),
        exists(
          sql`(select 1 from ${guidances} g join ${guidanceCoAdvisors} c on c.guidance_id = g.id
              where g.student_id = ${enrolments.studentId} and c.user_id = ${actor.id})`,
        ),
      ),
    );
  if (query.student) list.push(eq(users.idcbpf, query.student));
  list.push(query.term ? eq(terms.code, query.term) : eq(terms.current, true));
  if (query.status) list.push(eq(enrolments.status, query.status));
  if (query.offering) list.push(eq(enrolments.offeringId, query.offering));
  if (query.withoutAdvisor === true)
    list.push(notExists(sql`(select 1 from ${guidances} g where g.student_id = ${enrolments.studentId})`));
  if (query.withoutAdvisor === false)
    list.push(exists(sql`(select 1 from ${guidances} g where g.student_id = ${enrolments.studentId})`));
  return list;
}
