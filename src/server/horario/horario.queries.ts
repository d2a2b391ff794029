import { eq, sql } from "drizzle-orm";
import { formatCode } from "../../domain/codes.ts";
import type { Timetable } from "../../domain/timetable.ts";
import type { Database } from "../db/client.ts";
import { perDatabase } from "../db/prepared.ts";
import { terms } from "../db/schema.ts";

/**
 * A student's accepted classes in the current term, in **one statement** whatever the number of
 * classes: the term, and each `deferida` enrolment in it with its slots and teachers, built as
 * JSON by the database (PostgreSQL and PGlite alike) and prepared once per database, rather than
 * one query each for the term, the enrolments, the slots and the teachers: on PGlite each
 * statement is a crossing into its WebAssembly, which would be most of the answer's time. Orders:
 * enrolments by subject code then enrolment; slots by weekday, start, id; teachers the responsible
 * one first, then by name.
 * (Columns of `terms` are written qualified: Drizzle leaves a one-table select's own unqualified,
 * which the subqueries' joins would make ambiguous.)
 */
type TimetableRow = {
  term: { code: string; start: string; end: string };
  enrolments: (Omit<Timetable["enrolments"][number], "codigo"> & { codigo: string })[];
};

const timetableQuery = perDatabase((db) =>
  db
    .select({
      timetable: sql<TimetableRow>`json_build_object(
        'term', json_build_object('code', terms.code, 'start', terms.start_date, 'end', terms.end_date),
        'enrolments', coalesce((
          select json_agg(json_build_object(
            'codigo', e.codigo,
            'subject', json_build_object('code', s.code, 'name', json_build_object('pt', s.name_pt, 'en', s.name_en)),
            'language', o.language,
            'slots', coalesce((
              select json_agg(json_build_object('weekday', sl.weekday, 'start', sl.start, 'end', sl."end", 'room', sl.room)
                order by sl.weekday, sl.start, sl.id)
              from offering_slots sl where sl.offering_id = o.id), '[]'::json),
            'teachers', coalesce((
              select json_agg(json_build_object('name', u.name, 'idcbpf', u.idcbpf, 'responsible', ot.responsible)
                order by ot.responsible desc, u.name)
              from offering_teachers ot join users u on u.id = ot.user_id where ot.offering_id = o.id), '[]'::json)
          ) order by s.code, e.id)
          from enrolments e
          join offerings o on o.id = e.offering_id
          join subjects s on s.id = o.subject_id
          where e.student_id = ${sql.placeholder("studentId")} and e.status = 'deferida' and o.term_id = terms.id
        ), '[]'::json))`,
    })
    .from(terms)
    // At most one term is current (a unique partial index): no LIMIT, whose parameter would make
    // PostgreSQL plan the statement anew at every run.
    .where(eq(terms.current, true))
    .prepare("timetable"),
);

export async function timetableOf(db: Database, studentId: number): Promise<Timetable> {
  const [row] = await timetableQuery(db).execute({ studentId });
  if (!row) return { term: null, enrolments: [] };
  const { term, enrolments } = row.timetable;
  return { term, enrolments: enrolments.map((e) => ({ ...e, codigo: formatCode(e.codigo) })) };
}
