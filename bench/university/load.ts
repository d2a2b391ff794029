import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { demoPastTerm, neighbourTerm } from "../../src/server/db/demo-academic.ts";
import { bulk, codes, rowsOf, scalar } from "./bulk.ts";
import { PATTERNS } from "./names.ts";
import {
  CONCEPTS,
  PAST_TERMS,
  patternOf,
  roomOf,
  teacherOf,
  type Person,
  type ScalePlan,
  type Student,
} from "./plan.ts";

/**
 * Writes a planned university (plan.ts) into a migrated database that holds the demo
 * (its current term is the plan's current term; the 20 terms before it are found or created), in
 * bulk: each statement carries one array parameter per column (`insert … select * from
 * unnest(…)`, 10,000 rows at a time), the same on PGlite and PostgreSQL, with the row ids chosen
 * here (`overriding system value`) so no id has to come back. Then VACUUM ANALYZE, so both
 * databases plan with statistics (PGlite never runs autovacuum).
 */

/** Row ids of what was written: `users + index` etc. (students after the teachers). */
export type Loaded = { teacherId: number; studentId: number; subjectId: number; offeringId: number; termIds: number[] };

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const startOf = (code: string) => (code.endsWith(".1") ? `${code.slice(0, 4)}-01-01` : `${code.slice(0, 4)}-08-01`);

async function termIds(db: Database): Promise<number[]> {
  const rows = rowsOf<{ id: number; code: string }>;
  const [current] = rows(await db.execute(sql`select id, code from terms where current`));
  if (!current) throw new Error("the demo has no current term");
  const codesBack: string[] = [];
  for (let code = current.code; codesBack.length < PAST_TERMS;) codesBack.unshift((code = neighbourTerm(code, -1)));
  for (const code of codesBack)
    await db.execute(sql`insert into terms (code, start_date, end_date, offering_start, offering_end,
        enrolment_start, enrolment_end, drop_deadline, grade_deadline)
      select ${code}, t.start_date::date, t.end_date::date, t.offering_start::date, t.offering_end::date,
        t.enrolment_start::date, t.enrolment_end::date, t.drop_deadline::date, t.grade_deadline::date
      from json_to_record(${JSON.stringify(toSnake(demoPastTerm(code)))}::json) as t(start_date text,
        end_date text, offering_start text, offering_end text, enrolment_start text, enrolment_end text,
        drop_deadline text, grade_deadline text)
      on conflict (code) do nothing`);
  const all = rows(await db.execute(sql`select id, code from terms`));
  const id = (code: string) => all.find((row) => row.code === code)?.id ?? 0;
  return [...codesBack.map(id), current.id];
}

function toSnake(value: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
  );
}

export async function loadUniversity(db: Database, plan: ScalePlan): Promise<Loaded> {
  const ids = await termIds(db);
  // Foreign keys are checked by per-row triggers: the plan's references hold by construction, so
  // the load skips them (as pg_restore --disable-triggers does; the bench runs as a superuser).
  await db.execute(sql`set session_replication_role = replica`);
  const next = async (table: string) =>
    1 + (await scalar(db, sql`select coalesce(max(id), 0) as n from ${sql.raw(table)}`));
  const teacherId = await next("users");
  const studentId = teacherId + plan.teachers.length;
  const subjectId = await next("subjects");
  const offeringId = await next("offerings");
  const enrolmentId = await next("enrolments");
  const people: (Person & Partial<Student>)[] = [...plan.teachers, ...plan.students];
  const entryCodes = await entryTermCodes(db, ids);
  await bulk(
    db,
    "users",
    [
      ["id", "integer", range(people.length).map((i) => teacherId + i)],
      ["idcbpf", "text", people.map((p) => p.idcbpf)],
      ["name", "text", people.map((p) => p.name)],
      ["email", "text", people.map((p) => `${p.idcbpf}@scale.example.org`)],
      ["level", "text", people.map((_, i) => (i < plan.teachers.length ? "Docente" : "Discente"))],
      ["programme", "text", people.map((p) => p.programme)],
      ["degree", "text", people.map((p) => p.degree ?? null)],
      ["status", "text", people.map((p) => p.status ?? "ativo")],
      ["entry_term", "text", people.map((p) => (p.entry === undefined ? null : entryCodes[p.entry]))],
    ],
    { unchecked: ["users_entry_term_check"] },
  );
  const s = plan.subjects;
  await bulk(db, "subjects", [
    ["id", "integer", range(s.length).map((i) => subjectId + i)],
    ["code", "text", s.map((x) => x.code)],
    ["name_pt", "text", s.map((x) => x.namePt)],
    ["name_en", "text", s.map((x) => x.nameEn)],
    ["credits", "smallint", s.map((x) => x.credits)],
    ["hours", "smallint", s.map((x) => x.credits * 15)],
    ["programme", "text", s.map((x) => x.programme)],
    ["level", "text", s.map((x) => x.level)],
    ["repeatable", "boolean", s.map((x) => x.repeatable)],
  ]);
  const required = range(s.length).filter((i) => s[i]?.requires !== null);
  await bulk(
    db,
    "subject_prerequisites",
    [
      ["subject_id", "integer", required.map((i) => subjectId + i)],
      ["requires_id", "integer", required.map((i) => subjectId + (s[i]?.requires ?? 0))],
    ],
    { overriding: false },
  );
  const perTerm = plan.offeringsPerTerm;
  const offerings = range(plan.capacity.length);
  await bulk(db, "offerings", [
    ["id", "integer", offerings.map((o) => offeringId + o)],
    ["term_id", "integer", offerings.map((o) => ids[Math.floor(o / perTerm)])],
    ["subject_id", "integer", offerings.map((o) => subjectId + (plan.offeringSubject[o] ?? 0))],
    ["capacity", "integer", Array.from(plan.capacity)],
    ["taken", "integer", Array.from(plan.taken)],
    ["language", "text", offerings.map((o) => (o % 10 === 3 ? "en" : "pt"))],
  ]);
  const slotRows = offerings.flatMap((o) => (PATTERNS[patternOf(o % perTerm)] ?? []).map((slot) => ({ o, slot })));
  await bulk(
    db,
    "offering_slots",
    [
      ["offering_id", "integer", slotRows.map((r) => offeringId + r.o)],
      ["weekday", "smallint", slotRows.map((r) => r.slot.weekday)],
      ["start", "text", slotRows.map((r) => r.slot.start)],
      ["end", "text", slotRows.map((r) => r.slot.end)],
      ["room", "text", slotRows.map((r) => roomOf(r.o % perTerm))],
    ],
    { overriding: false },
  );
  await bulk(
    db,
    "offering_teachers",
    [
      ["offering_id", "integer", offerings.map((o) => offeringId + o)],
      ["user_id", "integer", offerings.map((o) => teacherId + teacherOf(o % perTerm, plan.teachers.length))],
      ["responsible", "boolean", offerings.map(() => true)],
    ],
    { overriding: false },
  );
  const a = plan.attempts;
  const enrolments = range(a.student.length);
  const enrolmentCodes = codes(enrolments.length, 23);
  await bulk(
    db,
    "enrolments",
    [
      ["id", "integer", enrolments.map((e) => enrolmentId + e)],
      ["codigo", "text", enrolmentCodes],
      ["student_id", "integer", a.student.map((i) => studentId + i)],
      ["offering_id", "integer", a.offering.map((o) => offeringId + o)],
      ["status", "text", a.status],
    ],
    { unchecked: ["enrolments_codigo_check"] },
  );
  const graded = enrolments.filter((e) => (a.concept[e] ?? -1) >= 0);
  await bulk(
    db,
    "grades",
    [
      ["enrolment_id", "integer", graded.map((e) => enrolmentId + e)],
      ["concept", "text", graded.map((e) => CONCEPTS[a.concept[e] ?? 0])],
      ["attendance", "smallint", graded.map((e) => a.attendance[e])],
      ["final", "boolean", graded.map(() => true)],
    ],
    { overriding: false },
  );
  const st = plan.students;
  await bulk(
    db,
    "guidances",
    [
      ["student_id", "integer", st.map((_, i) => studentId + i)],
      ["advisor_id", "integer", st.map((x) => teacherId + x.advisor)],
      ["title", "text", st.map((x) => `Tese de ${x.name}`)],
      ["start_date", "date", st.map((x) => startOf(entryCodes[x.entry] ?? "2000.1"))],
    ],
    { overriding: false },
  );
  await db.execute(sql`set session_replication_role = default`);
  for (const table of ["users", "subjects", "offerings", "enrolments"])
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  // A university's advisors have more advisees than the demo's cap of 8.
  await db.execute(sql`update settings set advisee_cap = 40 where id = 1`);
  const t = performance.now();
  await db.execute(sql`vacuum analyze`);
  if (process.env.BENCH_SCALE_DEBUG) console.log(`  vacuum analyze ${((performance.now() - t) / 1000).toFixed(2)} s`);
  return { teacherId, studentId, subjectId, offeringId, termIds: ids };
}

async function entryTermCodes(db: Database, ids: readonly number[]): Promise<string[]> {
  const all = rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from terms`));
  return ids.map((id) => all.find((row) => row.id === id)?.code ?? "2000.1");
}
