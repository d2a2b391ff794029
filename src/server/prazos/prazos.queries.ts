import { sql, type SQL } from "drizzle-orm";
import { DUE_SOON_DAYS, FINAL_VERSION_DAYS } from "../../domain/due-dates.ts";
import { FINAL_VERSION_CODE, FINAL_VERSION_NAME } from "../../domain/phases.ts";
import type { RecordScope } from "../../domain/policy.ts";
import type { OverduePage, OverdueQuery, OverdueRow } from "../../domain/prazos.ts";
import { likePattern } from "../../domain/search.ts";
import type { Database } from "../db/client.ts";
import { searchFold } from "../db/schema.ts";

/**
 * The overdue list (`GET /api/prazos`, programme-year rule 20) as ONE statement that computes the
 * due dates in the database, so a page at 50,000 students costs one round trip and no student
 * crosses into Node unless listed. Each phase's due date is `entry_date + make_interval(months =>
 * months + holdMonths + extensionMonths)` — one addition, which clamps a month end as
 * `addMonths` does (calendar-days.ts), so the list and a student's page agree to the day; the
 * comparison test (prazos.test.ts) holds them to it. The final version (rule 19) is due by the
 * corrections deadline, else 60 days after an `aprovado` defence, until deposited.
 *
 * Pruning: holds and extensions only push a due date later, so a phase can be due by `horizon`
 * (today + 60 days) only if `entry_date + months ≤ horizon`; read as `entry_date ≤ horizon −
 * months + 3 days` (the 3 days cover a month end clamped: 01-31 + 1 month = 02-28), it is a range
 * on `users_overdue_idx` (programme, degree, entry_date) per phase of the table, so students still
 * far from any due date are never read. The exact test follows on the computed date.
 *
 * A Docente's list starts from its advisees instead (main advisor by `guidances_advisor_idx`,
 * co-advisor by `guidance_co_advisors_user_idx`), joined to their rows and phases by key, and its
 * hold and extension months are summed for them only: its cost follows its advisees, not the
 * university. Rows and order are the same as the office's list narrowed to them.
 */
export type OverdueFacts = { today: string; scope: RecordScope };

/** Which students a caller may list with the query's filters: conditions over `u` (the student), `g`, `a` (its main advisor). */
function studentFilter(query: OverdueQuery, scope: RecordScope): SQL {
  const filters: SQL[] = [sql`u.level = 'Discente'`, sql`u.status = 'ativo'`];
  if (query.programme) filters.push(sql`u.programme = ${query.programme}`);
  if (query.degree) filters.push(sql`u.degree = ${query.degree}`);
  if (query.advisor) filters.push(sql`a.idcbpf = ${query.advisor}`);
  if (query.q) filters.push(sql`u.search like ${searchFold(sql`${likePattern(query.q)}`)}`);
  // An advised scope is not a filter here: its list is driven from `mine` (see `overdueRows`).
  // The area refuses Discentes; were one let through, it would list nothing.
  if (scope.kind === "own") filters.push(sql`false`);
  return sql.join(filters, sql` and `);
}

const STUDENT = sql`u.id as student_id, u.idcbpf, u.name, u.search, u.programme, u.degree, u.email,
  g.advisor_id, a.idcbpf as advisor_idcbpf, a.name as advisor_name, a.email as advisor_email`;
const ADVISOR_JOINS = sql`left join guidances g on g.student_id = u.id left join users a on a.id = g.advisor_id`;

/**
 * The students a Docente advises or co-advises, once each (a `union`, so one named both ways is
 * not listed twice). Materialized: the three places that read it share one evaluation.
 */
const advisees = (advisorId: number) => sql`with mine as materialized (
    select g.student_id from guidances g where g.advisor_id = ${advisorId}
    union
    select g.student_id from guidance_co_advisors ca join guidances g on g.id = ca.guidance_id
    where ca.user_id = ${advisorId})`;

/** Rule 20's rows on `facts.today` (due by today + 60 days, not completed), unordered and unpaged. */
export function overdueRows(query: OverdueQuery, facts: OverdueFacts): SQL {
  const horizon = sql`(${facts.today}::date + ${DUE_SOON_DAYS}::int)`;
  const who = studentFilter(query, facts.scope);
  const advised = facts.scope.kind === "advised";
  // Each phase's candidates: the office's by an index range per phase; a Docente's from its advisees.
  const due = sql`u.entry_date <= (${horizon} - make_interval(months => p.months))::date + 3`;
  const candidates = advised
    ? sql`mine m join users u on u.id = m.student_id
      join phases p on p.programme = u.programme and p.degree = u.degree and ${due}`
    : sql`phases p join users u on u.programme = p.programme and u.degree = p.degree and ${due}`;
  const theirs = advised ? sql`and r.student_id in (select student_id from mine)` : sql``;
  const defended = advised
    ? sql`mine m join committees c on c.student_id = m.student_id join users u on u.id = c.student_id`
    : sql`committees c join users u on u.id = c.student_id`;
  return sql`${facts.scope.kind === "advised" ? advisees(facts.scope.advisorId) : sql``}
    select ${STUDENT}, p.code, p.name_pt, p.name_en,
      (u.entry_date + make_interval(months => p.months + coalesce(h.months, 0) + coalesce(e.months, 0)))::date as due_date
    from ${candidates}
    ${ADVISOR_JOINS}
    left join (select r.student_id, sum(r.granted_months)::int as months from requests r
      where r.status = 'deferido' and r.type = 'trancamento' ${theirs} group by r.student_id) h on h.student_id = u.id
    left join (select r.student_id, x.code, sum(r.granted_months)::int as months
      from requests r cross join lateral unnest(r.phases) as x(code)
      where r.status = 'deferido' and r.type = 'prorrogacao' ${theirs} group by r.student_id, x.code) e
      on e.student_id = u.id and e.code = p.code
    where p.active and ${who}
      and not exists (select 1 from phase_completions pc where pc.student_id = u.id and pc.phase_code = p.code)
    union all
    select ${STUDENT}, ${FINAL_VERSION_CODE}::text, ${FINAL_VERSION_NAME.pt}::text, ${FINAL_VERSION_NAME.en}::text,
      coalesce(c.corrections_deadline, c.date + ${FINAL_VERSION_DAYS}::int) as due_date
    from ${defended}
    ${ADVISOR_JOINS}
    where c.kind = 'defesa' and c.status = 'realizada' and c.verdict in ('aprovado', 'aprovado_com_correcoes')
      and not exists (select 1 from committee_final_versions f where f.committee_id = c.id)
      and ${who}`;
}

type RawRow = {
  idcbpf: string;
  name: string;
  programme: OverdueRow["student"]["programme"];
  degree: OverdueRow["student"]["degree"];
  advisor_idcbpf: string | null;
  advisor_name: string | null;
  code: string;
  name_pt: string;
  name_en: string;
  due: string;
  days_left: number;
  total: number | string;
};

/** Which computed rows a status asks for: `vencida` before today, `a_vencer` today to today + 60 days. */
function statusFilter(query: OverdueQuery, today: string): SQL {
  const day = sql`${today}::date`;
  if (query.status === "vencida") return sql`due_date < ${day}`;
  if (query.status === "a_vencer") return sql`due_date between ${day} and ${day} + ${DUE_SOON_DAYS}::int`;
  return sql`due_date <= ${day} + ${DUE_SOON_DAYS}::int`;
}

/** The page: by due date, then the student's name (folded, as the users' list sorts), then idcbpf and phase. */
const listedRows = (query: OverdueQuery, facts: OverdueFacts) =>
  sql`select * from (${overdueRows(query, facts)}) r where ${statusFilter(query, facts.today)}`;

/** The page's one statement (also what the docs' EXPLAIN reads). */
export function overduePageStatement(query: OverdueQuery, facts: OverdueFacts): SQL {
  return sql`
    select idcbpf, name, programme, degree, advisor_idcbpf, advisor_name, code, name_pt, name_en,
      to_char(due_date, 'YYYY-MM-DD') as due, (due_date - ${facts.today}::date) as days_left,
      count(*) over () as total
    from (${listedRows(query, facts)}) listed
    order by due_date, search, idcbpf, code
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
}

export async function listOverdue(db: Database, query: OverdueQuery, facts: OverdueFacts): Promise<OverduePage> {
  const listed = listedRows(query, facts);
  const result = await db.execute(overduePageStatement(query, facts));
  const rows = (result as unknown as { rows: RawRow[] }).rows;
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const counted = await db.execute(sql`select count(*) as total from (${listed}) listed`);
    total = Number((counted as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0);
  }
  return { items: rows.map(toOverdueRow), total, page: query.page, pageSize: query.pageSize };
}

export function toOverdueRow(row: RawRow): OverdueRow {
  const daysLeft = Number(row.days_left);
  return {
    student: { idcbpf: row.idcbpf, name: row.name, programme: row.programme, degree: row.degree },
    advisor: row.advisor_idcbpf && row.advisor_name ? { idcbpf: row.advisor_idcbpf, name: row.advisor_name } : null,
    phase: { code: row.code, name: { pt: row.name_pt, en: row.name_en } },
    dueDate: row.due,
    status: daysLeft < 0 ? "vencida" : "a_vencer",
    daysLeft,
  };
}
