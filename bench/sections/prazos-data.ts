import { sql } from "drizzle-orm";
import { todayThere } from "../../src/server/configuracoes/configuracoes.queries.ts";
import type { Database } from "../../src/server/db/client.ts";
import { overdueRows } from "../../src/server/prazos/prazos.queries.ts";
import { FIRST, LAST } from "../harness/people.ts";
import { rowsOf, scalar } from "../university/bulk.ts";

/**
 * The programme year of a university, for section `prazos`: `students` `ativo` Discentes entered
 * evenly over five years on the three tracks the phase table has, 150 Docentes (each student's
 * main advisor in turn, and a co-advisor for one in five), a granted hold for one in ten, a
 * granted extension of one phase for another one in ten, and nine in ten having completed every
 * phase due more than a month ago — the shape of the EXPLAIN record in docs/programme-year.md —;
 * and the reminders of every listed row recorded as sent today.
 * Written in SQL from `generate_series`, the same on PGlite and PostgreSQL, then analysed. The
 * track is chosen by n % 5 and everything else by n / 5, so that no choice falls on one track.
 */
export const TEACHERS = 150;

export type PrazosData = { adminId: number; docenteId: number; docente: string; coAdvised: number; advised: number };

export async function loadProgrammeYear(db: Database, students: number): Promise<PrazosData> {
  // Foreign keys are checked by per-row triggers; the references hold by construction.
  await db.execute(sql`set session_replication_role = replica`);
  const first = sql.param(FIRST);
  const last = sql.param(LAST);
  const name = (n: string) =>
    sql.raw(`(f.first[1 + ${n} % 20] || ' ' || f.last[1 + ${n} % 25] || ' ' || f.last[1 + (${n} / 25) % 25])`);
  await db.execute(sql`insert into users (idcbpf, name, email, level, programme, status)
    select 'prz-d' || n, ${name("n")}, 'prz-d' || n || '@prazos.example.org', 'Docente', 'academico', 'ativo'
    from generate_series(0, ${TEACHERS - 1}) n, (select ${first}::text[] as first, ${last}::text[] as last) f`);
  // Tracks: two in five academic master's, two in five academic doctorate, one in five professional master's.
  await db.execute(sql`insert into users (idcbpf, name, email, level, programme, degree, status, entry_term, entry_date)
    select 'prz-s' || n, ${name("(n * 7919)")}, 'prz-s' || n || '@prazos.example.org', 'Discente',
      case when n % 5 = 4 then 'profissional' else 'academico' end,
      case when n % 5 in (2, 3) then 'doutorado' else 'mestrado' end, 'ativo',
      to_char(d, 'YYYY') || '.' || case when extract(month from d) < 7 then '1' else '2' end, d
    from generate_series(0, ${students - 1}) n,
      lateral (select (current_date - (n * 1826 / ${students}))::date as d) entry,
      (select ${first}::text[] as first, ${last}::text[] as last) f`);
  await db.execute(sql`insert into guidances (student_id, advisor_id, start_date)
    select s.id, d.id, s.entry_date from users s
    join users d on d.idcbpf = 'prz-d' || (substr(s.idcbpf, 6)::int / 5 % ${TEACHERS})
    where s.idcbpf like 'prz-s%'`);
  await db.execute(sql`insert into guidance_co_advisors (guidance_id, user_id)
    select g.id, d.id from guidances g join users s on s.id = g.student_id
    join users d on d.idcbpf = 'prz-d' || ((substr(s.idcbpf, 6)::int / 25 + 3) % ${TEACHERS})
    where s.idcbpf like 'prz-s%' and substr(s.idcbpf, 6)::int / 5 % 5 = 1`);
  const decided = sql`'Justificativa do pedido.', 'deferido', now(), now()`;
  await db.execute(sql`insert into requests (student_id, type, months, start_date, justification, status,
      decided_at, created_at, granted_months, hold_started_at, hold_ended_at)
    select s.id, 'trancamento', 6, s.entry_date + 200, ${decided}, 1 + s.id % 6, now(), now()
    from users s where s.idcbpf like 'prz-s%' and substr(s.idcbpf, 6)::int / 5 % 10 = 3`);
  await db.execute(sql`insert into requests (student_id, type, months, phases, justification, status,
      decided_at, created_at, granted_months)
    select s.id, 'prorrogacao', 6, array[case when s.id % 2 = 0 then 'qualificacao' else 'defesa' end], ${decided},
      1 + s.id % 6
    from users s where s.idcbpf like 'prz-s%' and substr(s.idcbpf, 6)::int / 5 % 10 = 7`);
  await db.execute(sql`insert into phase_completions (student_id, phase_code, completed_on)
    select s.id, p.code, (s.entry_date + make_interval(months => p.months))::date - 20
    from users s join phases p on p.programme = s.programme and p.degree = s.degree and p.active
    where s.idcbpf like 'prz-s%' and substr(s.idcbpf, 6)::int / 5 % 10 <> 9
      and s.entry_date + make_interval(months => p.months) < current_date - interval '1 month'`);
  // The hourly job's steady state: every listed row's reminders already sent today, so its run
  // during the measurement (a minute after the server starts) is one statement and sends nothing.
  const today = await todayThere(db);
  const rows = overdueRows({ page: 1, pageSize: 1 }, { today, scope: { kind: "all" } });
  await db.execute(sql`insert into phase_reminders (student_id, phase_code, recipient)
    select student_id, code, lower(email) from (${rows}) r
    union select student_id, code, lower(advisor_email) from (${rows}) r where advisor_email is not null
    on conflict do nothing`);
  await db.execute(sql`set session_replication_role = default`);
  await db.execute(sql`vacuum analyze`);
  const adminId = await scalar(db, sql`select id as n from users where idcbpf = 'admin'`);
  const docenteId = await scalar(db, sql`select id as n from users where idcbpf = 'prz-d0'`);
  const [counts] = rowsOf<{ advised: number | string; co: number | string }>(
    await db.execute(sql`select (select count(*) from guidances where advisor_id = ${docenteId}) as advised,
      (select count(*) from guidance_co_advisors where user_id = ${docenteId}) as co`),
  );
  return {
    adminId,
    docenteId,
    docente: "prz-d0",
    advised: Number(counts?.advised ?? 0),
    coAdvised: Number(counts?.co ?? 0),
  };
}
