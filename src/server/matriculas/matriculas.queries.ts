import { and, asc, count, desc, eq, exists, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Slot } from "../../domain/academic.ts";
import { formatCode } from "../../domain/codes.ts";
import type { Enrolment, EnrolmentListQuery } from "../../domain/matriculas.ts";
import type { Page } from "../../domain/paging.ts";
import { isOffice, mayDecideEnrolment, recordScope, type Person, type RecordScope } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { perDatabase } from "../db/prepared.ts";
import { crOf, decisionContextColumns, settingsOf } from "./decision-context.ts";
import { parsedJson } from "./facts.ts";
import { enrolments, guidanceCoAdvisors, guidances, offerings, subjects, terms, users } from "../db/schema.ts";

/**
 * `GET /api/matriculas` (PRODUCT §8), scoped by `recordScope`: a Discente sees its own, a
 * Docente its advisees' (as main advisor or co-advisor), the office all; filtered by student,
 * term (default the current one), status, offering; paged. A waiting entry's position is its rank
 * among the offering's waiting entries at read time, so it is renumbered as others are promoted
 * or leave.
 *
 * One statement per page: the rows with each offering's slots (a JSON subquery), what a decider
 * reads beside each request (decision-context.ts) and the total (a window count), not one each
 * for the rows, the count, the slots and each student's record. Each combination of the
 * scope's kind and the filters set is a query of its own, built by Drizzle once per database with
 * placeholders for the values (at most 3 × 2⁵ × 3 shapes), its statement named after them (the
 * scope's kind, then a flag per filter). Only a page past the end runs a second, counting
 * statement (it has no row to carry the total).
 */
type Shape = {
  scope: RecordScope["kind"];
  student: boolean;
  term: boolean;
  status: boolean;
  offering: boolean;
  withoutAdvisor: boolean | undefined;
};

function shapeOf(scope: RecordScope, query: EnrolmentListQuery): Shape {
  return {
    scope: scope.kind,
    student: query.student !== undefined,
    term: query.term !== undefined,
    status: query.status !== undefined,
    offering: query.offering !== undefined,
    withoutAdvisor: query.withoutAdvisor,
  };
}

/** A name per shape, the same in every process and database object (PostgreSQL keeps statements by name per connection). */
function shapeName(shape: Shape): string {
  const flag = (on: boolean | undefined) => (on === undefined ? "x" : on ? "1" : "0");
  return `${shape.scope}_${[shape.student, shape.term, shape.status, shape.offering, shape.withoutAdvisor].map(flag).join("")}`;
}

/** The person the scope is about (its student, or its advisor), as the placeholder `person`. */
function scopePerson(scope: RecordScope): number | undefined {
  if (scope.kind === "own") return scope.studentId;
  if (scope.kind === "advised") return scope.advisorId;
  return undefined;
}

function filters(shape: Shape): (SQL | undefined)[] {
  const person = sql.placeholder("person");
  const list: (SQL | undefined)[] = [];
  if (shape.scope === "own") list.push(eq(enrolments.studentId, person));
  else if (shape.scope === "advised")
    list.push(
      or(
        exists(
          sql`(select 1 from ${guidances} g where g.student_id = ${enrolments.studentId} and g.advisor_id = ${person})`,
        ),
        exists(
          sql`(select 1 from ${guidances} g join ${guidanceCoAdvisors} c on c.guidance_id = g.id
              where g.student_id = ${enrolments.studentId} and c.user_id = ${person})`,
        ),
      ),
    );
  if (shape.student) list.push(eq(users.idcbpf, sql.placeholder("student")));
  list.push(shape.term ? eq(terms.code, sql.placeholder("term")) : eq(terms.current, true));
  if (shape.status) list.push(eq(enrolments.status, sql.placeholder("status")));
  if (shape.offering) list.push(eq(enrolments.offeringId, sql.placeholder("offering")));
  if (shape.withoutAdvisor === true)
    list.push(notExists(sql`(select 1 from ${guidances} g where g.student_id = ${enrolments.studentId})`));
  if (shape.withoutAdvisor === false)
    list.push(exists(sql`(select 1 from ${guidances} g where g.student_id = ${enrolments.studentId})`));
  return list;
}

function pageQuery(db: Database, shape: Shape) {
  const position = sql<number | null>`case when ${enrolments.status} = 'em_espera' then (
      select 1 + count(*) from enrolments ahead
      where ahead.offering_id = ${enrolments.offeringId} and ahead.status = 'em_espera'
        and ahead.waitlist_seq < ${enrolments.waitlistSeq}) end`;
  const slots = sql<Slot[]>`coalesce((
      select json_agg(json_build_object('weekday', sl.weekday, 'start', sl.start, 'end', sl."end", 'room', sl.room)
        order by sl.weekday, sl.start, sl.id)
      from offering_slots sl where sl.offering_id = ${offerings.id}), '[]'::json)`;
  return (
    db
      .select({
        codigo: enrolments.codigo,
        status: enrolments.status,
        createdAt: enrolments.createdAt,
        decidedAt: enrolments.decidedAt,
        reason: enrolments.reason,
        rule: enrolments.rule,
        position,
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
        slots,
        ...decisionContextColumns,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .leftJoin(guidances, eq(guidances.studentId, users.id))
      .where(and(...filters(shape)))
      // One offering's list reads as its class list: the seated by name, then the waitlist in order.
      .orderBy(
        ...(shape.offering
          ? [sql`${enrolments.waitlistSeq} asc nulls first`, asc(users.name)]
          : [desc(terms.startDate), asc(users.name), asc(subjects.code)]),
        asc(enrolments.id),
      )
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`enrolments_${shapeName(shape)}`)
  );
}

const pageQueries = perDatabase(() => new Map<string, ReturnType<typeof pageQuery>>());

async function countAll(db: Database, shape: Shape, values: Record<string, unknown>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .where(and(...filters(shape)))
    .prepare(`enrolments_count_${shapeName(shape)}`)
    .execute(values);
  return row?.n ?? 0;
}

export async function listEnrolments(
  db: Database,
  viewer: Person,
  query: EnrolmentListQuery,
): Promise<Page<Enrolment>> {
  const scope = recordScope(viewer);
  const shape = shapeOf(scope, query);
  const key = shapeName(shape);
  const queries = pageQueries(db);
  let page = queries.get(key);
  if (!page) queries.set(key, (page = pageQuery(db, shape)));
  const values = {
    person: scopePerson(scope),
    student: query.student,
    term: query.term,
    status: query.status,
    offering: query.offering,
  };
  const rows = await page.execute({
    ...values,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const total = rows[0]?.total ?? (query.page > 1 ? await countAll(db, shape, values) : 0);
  const settings = settingsOf(rows[0]?.settings);

  return {
    items: rows.map((row) => ({
      codigo: formatCode(row.codigo),
      student: {
        idcbpf: row.idcbpf,
        name: row.name,
        programme: row.programme,
        degree: row.degree,
        termCredits: Number(row.termCredits),
        cr: settings ? crOf(row.record, settings) : null,
      },
      offering: {
        id: row.offeringId,
        term: row.term,
        subject: { code: row.code, name: { pt: row.namePt, en: row.nameEn }, credits: row.credits },
        slots: row.slots,
      },
      status: row.status,
      position: row.position === null ? null : Number(row.position),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      reason: row.reason,
      rule: row.rule,
      // Live, and the viewer's to decide: the office any, the main advisor while still pending.
      canDecide:
        row.status !== "em_espera" &&
        row.status !== "trancada" &&
        (isOffice(viewer) || row.status === "pendente") &&
        mayDecideEnrolment(viewer, { mainAdvisorId: row.mainAdvisor }),
      prerequisiteOf: parsedJson(row.prerequisiteOf),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A user's row id by idcbpf (the student the office names when enrolling), null when unknown. */
export async function userIdOf(db: Database, idcbpf: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
  return row?.id ?? null;
}
