import { sql } from "drizzle-orm";
import { formatDay } from "../../domain/dates.ts";
import {
  ENDING_SOON_DAYS,
  WARNING_KINDS,
  type Warning,
  type WarningKind,
  type WarningCounts,
  type WarningListQuery,
  type WarningPage,
} from "../../domain/funding.ts";
import type { Locale } from "../../domain/locale.ts";
import { message } from "../../domain/messages.ts";
import type { Database } from "../db/client.ts";

/**
 * F15's warnings on `today`, one set-based statement: the allocations in force today are read
 * once with their holders (`held`), and the holders' enrolments once (`holder_enrolments`, probes
 * of `enrolments_student_idx`); each kind is one SELECT over them (or over the quotas), and the
 * UNION is sorted, counted and paged in the database. Nothing is looped per row, and no table of
 * every student or every enrolment is scanned: the cost follows the number of scholarships.
 *
 * A failing grade is `attemptResult`'s "reprovado" (src/domain/transcript.ts) without its "final"
 * condition, as F15 asks: a concept that does not pass or attendance below the settings' minimum,
 * on an accepted enrolment of the current term or of the latest term ended before today. With no
 * current term there is nothing to enrol in, so `no_enrolment` is not raised.
 */
type Row = {
  kind: WarningKind;
  quota_id: number;
  quota_number: string;
  allocation_id: number | null;
  idcbpf: string | null;
  name: string | null;
  date: string | null;
  detail: string | null;
};

function warningsOn(today: string) {
  return sql`with held as materialized (
    select a.id, a.scholarship_id, a.student_id, u.idcbpf, u.name, u.status,
      coalesce(a.cancel_date, a.end_date) as effective_end,
      exists (select 1 from scholarship_suspensions s where s.allocation_id = a.id
        and s.start_date <= ${today}::date and ${today}::date <= s.end_date) as suspended
    from scholarship_allocations a
    join users u on u.id = a.student_id
    where a.start_date <= ${today}::date and ${today}::date <= coalesce(a.cancel_date, a.end_date)
  ), current_term as (
    select id, code from terms where current
  ), graded_terms as (
    select id from current_term
    union
    (select id from terms where end_date < ${today}::date order by end_date desc limit 1)
  ), holder_enrolments as materialized (
    select e.id, e.student_id, e.status, o.term_id, o.subject_id
    from enrolments e
    join offerings o on o.id = e.offering_id
    where e.student_id in (select student_id from held)
  ), failed as (
    select he.student_id, string_agg(distinct sub.code, ', ' order by sub.code) as subjects
    from holder_enrolments he
    join grades gr on gr.enrolment_id = he.id
    join concepts c on c.concept = gr.concept
    join subjects sub on sub.id = he.subject_id
    where he.status = 'deferida' and he.term_id in (select id from graded_terms)
      and (not c.passes or gr.attendance < (select attendance_minimum from settings where id = 1))
    group by he.student_id
  ), warnings as (
    select 1 as rank, 'failing_grade' as kind, h.scholarship_id, h.id as allocation_id, h.idcbpf, h.name,
      null::date as day, f.subjects as detail
    from held h join failed f on f.student_id = h.student_id
    union all
    select 2, 'no_enrolment', h.scholarship_id, h.id, h.idcbpf, h.name, null, ct.code
    from held h cross join current_term ct
    where not h.suspended and not exists (select 1 from holder_enrolments he
      where he.student_id = h.student_id and he.term_id = ct.id and he.status in ('pendente', 'deferida'))
    union all
    select 3, 'ending_soon', h.scholarship_id, h.id, h.idcbpf, h.name, h.effective_end, null
    from held h
    where h.effective_end <= ${today}::date + ${ENDING_SOON_DAYS}::int
    union all
    select 4, 'idle_quota', q.id, null, null, null, null, null
    from scholarships q
    where q.start_date <= ${today}::date and ${today}::date <= q.end_date
      and not exists (select 1 from held h where h.scholarship_id = q.id)
    union all
    select 5, 'holder_not_active', h.scholarship_id, h.id, h.idcbpf, h.name, null, h.status
    from held h
    where h.status <> 'ativo'
  )`;
}

/** The page as one statement: its total, the count per kind and the items (EXPLAINed for docs/funding.md's record). */
export function warningsPageStatement(query: WarningListQuery, today: string) {
  const kindFilter = query.kind ? sql`where w.kind = ${query.kind}` : sql``;
  return sql`${warningsOn(today)}, chosen as (
      select w.* from warnings w ${kindFilter}
    )
    select (select count(*) from chosen)::int as total,
      (select json_object_agg(kind, n) from (select kind, count(*)::int as n from warnings group by kind) k) as counts,
      coalesce((
      select json_agg(json_build_object('kind', p.kind, 'quota_id', p.scholarship_id, 'quota_number', p.number,
          'allocation_id', p.allocation_id, 'idcbpf', p.idcbpf, 'name', p.name,
          'date', to_char(p.day, 'YYYY-MM-DD'), 'detail', p.detail) order by p.position)
      from (
        select w.*, q.number, row_number() over (order by w.rank, w.name, q.number, w.allocation_id) as position
        from chosen w
        join scholarships q on q.id = w.scholarship_id
        order by position
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      ) p), '[]'::json) as items`;
}

export async function listWarnings(
  db: Database,
  query: WarningListQuery,
  today: string,
  locale: Locale,
): Promise<WarningPage> {
  const result = await db.execute(warningsPageStatement(query, today));
  type Answer = { total: number; counts: Partial<WarningCounts> | string | null; items: Row[] | string };
  const [row] = (result as unknown as { rows: Answer[] }).rows;
  const items = parsed<Row[]>(row?.items ?? []).map((r) => toWarning(r, locale));
  const found = parsed<Partial<WarningCounts>>(row?.counts ?? {}) ?? {};
  const counts = Object.fromEntries(WARNING_KINDS.map((kind) => [kind, found[kind] ?? 0])) as WarningCounts;
  return { items, total: Number(row?.total ?? 0), page: query.page, pageSize: query.pageSize, counts };
}

/** json columns arrive parsed from one driver and as text from the other. */
function parsed<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

function toWarning(row: Row, locale: Locale): Warning {
  const student = row.idcbpf === null ? null : { idcbpf: row.idcbpf, name: row.name ?? "" };
  const values = {
    name: student?.name ?? "",
    number: row.quota_number,
    date: row.date === null ? "" : formatDay(row.date, locale),
    subjects: row.detail ?? "",
    term: row.detail ?? "",
    status: row.detail ?? "",
  };
  return {
    kind: row.kind,
    quota: { id: row.quota_id, number: row.quota_number },
    allocation: row.allocation_id,
    student,
    date: row.date,
    message: message(`warning_${row.kind}`, locale, values),
  };
}
