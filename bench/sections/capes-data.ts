import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { scalar } from "../university/bulk.ts";

/**
 * What section `capes` adds to section `prazos`'s programme year (prz-s… students, prz-d…
 * Docentes), in SQL from the rows already there, the same on PGlite and PostgreSQL: the entry
 * terms; everyone's personal data (one in fifty with none, one in twenty a foreigner with a
 * passport); a quota and an allocation of last year for two students in five (one in ten of
 * those suspended three months); an offering per Docente in last year's first term, one student
 * in five enrolled with a final grade; a passed `defesa` milestone for one student in twenty, half
 * of them `egresso`. Answers the year of the pack (last year).
 */
export async function loadCapesData(db: Database): Promise<number> {
  const year = await scalar(db, sql`select (extract(year from current_date) - 1)::int as n`);
  const y = (text: string) => sql.raw(`'${text.replaceAll("Y", String(year))}'::date`);
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`insert into terms (code, start_date, end_date, offering_start, offering_end, enrolment_start,
      enrolment_end, drop_deadline, grade_deadline)
    select y::text || '.' || h::text, s, s + 135, s - 20, s - 10, s - 9, s - 1, s + 20, s + 150
    from generate_series(${sql.raw(String(year - 6))}, ${sql.raw(String(year + 1))}) y, generate_series(1, 2) h,
      lateral (select make_date(y, case when h = 1 then 3 else 8 end, 1) as s) d
    on conflict (code) do nothing`);
  await db.execute(sql`insert into personal_data (user_id, cpf, passport, passport_country, birth_date, nationality, sex,
      race, disability, affirmative_action, capes_category, work_regime, titulation_level, titulation_year,
      titulation_institution, titulation_country)
    select u.id, case when u.id % 20 = 7 then null else lpad(u.id::text, 11, '0') end,
      case when u.id % 20 = 7 then 'P' || lpad(u.id::text, 8, '0') end, case when u.id % 20 = 7 then 'AR' end,
      make_date(1960 + u.id % 40, 1 + u.id % 12, 1 + u.id % 28), case when u.id % 20 = 7 then 'AR' else 'BR' end,
      case when u.id % 2 = 0 then 'feminino' else 'masculino' end,
      (array['branca', 'preta', 'parda', 'amarela', 'indigena', 'nao_declarada'])[1 + u.id % 6],
      u.id % 30 = 0, u.level = 'Discente' and u.id % 4 = 0,
      case when u.level = 'Docente' then (array['permanente', 'colaborador', 'visitante'])[1 + u.id % 3] end,
      case when u.level = 'Docente' then 'dedicacao_exclusiva' end,
      case when u.level = 'Docente' then 'doutorado' end, case when u.level = 'Docente' then 1990 + u.id % 30 end,
      case when u.level = 'Docente' then 'UFRJ' end, case when u.level = 'Docente' then 'BR' end
    from users u where u.idcbpf like 'prz-%' and u.id % 50 <> 3`);
  await db.execute(sql`insert into scholarships (number, sponsor, type, level, start_date, end_date, monthly_value)
    select 'BNC-' || u.id, (array['CAPES', 'CNPq', 'FAPERJ'])[1 + u.id % 3], 'DS', u.degree, ${y("Y-01-01")} - 365,
      ${y("Y-12-31")} + 365, case when u.degree = 'doutorado' then 3100 else 2100 end
    from users u where u.idcbpf like 'prz-s%' and substr(u.idcbpf, 6)::int % 5 in (0, 1)`);
  await db.execute(sql`insert into scholarship_allocations (scholarship_id, student_id, start_date, end_date)
    select s.id, u.id, ${y("Y-03-01")}, ${y("Y-12-31")} + 59 from scholarships s join users u on 'BNC-' || u.id = s.number`);
  await db.execute(sql`insert into scholarship_suspensions (allocation_id, start_date, end_date, reason)
    select a.id, ${y("Y-06-01")}, ${y("Y-08-31")}, 'Sanduíche.' from scholarship_allocations a where a.id % 10 = 0`);
  await db.execute(sql`insert into subjects (code, name_pt, name_en, credits, hours, programme)
    select 'BNC-' || lpad(n::text, 4, '0'), 'Tópicos ' || n, 'Topics ' || n, 4, 60, null from generate_series(0, 149) n`);
  await db.execute(sql`insert into offerings (term_id, subject_id, capacity)
    select t.id, s.id, 1000 from subjects s, terms t where s.code like 'BNC-%' and t.code = ${`${year}.1`}`);
  await db.execute(sql`insert into offering_teachers (offering_id, user_id, responsible)
    select o.id, d.id, true from offerings o join subjects s on s.id = o.subject_id
    join users d on d.idcbpf = 'prz-d' || substr(s.code, 5)::int where s.code like 'BNC-%'`);
  await db.execute(sql`insert into enrolments (codigo, student_id, offering_id, status)
    select upper(substr(md5(u.id::text) || md5(u.id::text || 'c'), 1, 28)), u.id, o.id, 'deferida'
    from users u join subjects s on s.code = 'BNC-' || lpad((u.id % 150)::text, 4, '0')
    join offerings o on o.subject_id = s.id
    where u.idcbpf like 'prz-s%' and substr(u.idcbpf, 6)::int % 5 = 2`);
  await db.execute(sql`insert into grades (enrolment_id, concept, attendance, final)
    select e.id, case when e.id % 7 = 0 then 'D' else 'A' end, 90, true
    from enrolments e join offerings o on o.id = e.offering_id join subjects s on s.id = o.subject_id
    where s.code like 'BNC-%'`);
  await db.execute(sql`update guidances g set milestones = jsonb_build_array(jsonb_build_object('kind', 'defesa',
      'date', ${`${year}-06-15`}::text, 'result', 'aprovado'))
    from users u where u.id = g.student_id and u.idcbpf like 'prz-s%' and substr(u.idcbpf, 6)::int % 20 = 3`);
  await db.execute(sql`update users set status = 'egresso', status_since = ${y("Y-07-01")}
    where idcbpf like 'prz-s%' and substr(idcbpf, 6)::int % 40 = 3`);
  await db.execute(sql`set session_replication_role = default`);
  await db.execute(sql`vacuum analyze`);
  return year;
}
