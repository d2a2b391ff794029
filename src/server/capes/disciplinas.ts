import { sql, type SQL } from "drizzle-orm";
import { capesLanguage, capesList, capesModality, capesSubjectLevel } from "../../domain/capes-values.ts";
import type { Programme } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import { rows, yearEnd, yearStart, type PackScope, type PackSettings } from "./capes.queries.ts";

/**
 * `disciplinas.csv` (funding spec §5): the offerings of the terms starting in the year whose
 * subject is of the programme or of both, in one statement: teachers (the responsible one first),
 * `deferida` enrolments, and final grades that pass (a passing concept and the attendance
 * minimum) or fail. Sorted by term, then subject code.
 */
export type OfferingFacts = {
  id: number;
  termCode: string;
  code: string;
  namePt: string;
  credits: number;
  hours: number;
  level: string | null;
  programme: Programme | null;
  language: string;
  responsible: string | null;
  teachers: string[];
  teacherIds: number[];
  enrolled: number;
  passed: number;
  failed: number;
};

export async function readOfferings(db: Database, scope: PackScope, settings: PackSettings): Promise<OfferingFacts[]> {
  return rows<OfferingFacts>(db, offeringsStatement(scope, settings));
}

export function offeringsStatement({ year, programme }: PackScope, settings: PackSettings): SQL {
  const ofProgramme = programme ? sql`and (s.programme = ${programme} or s.programme is null)` : sql``;
  return sql`select o.id, t.code as "termCode", s.code, s.name_pt as "namePt", s.credits::int as credits,
          s.hours::int as hours, s.level, s.programme, o.language,
          (select u.name from offering_teachers ot join users u on u.id = ot.user_id
           where ot.offering_id = o.id and ot.responsible) as responsible,
          array(select u.name from offering_teachers ot join users u on u.id = ot.user_id
                where ot.offering_id = o.id order by ot.responsible desc, u.name) as teachers,
          array(select ot.user_id from offering_teachers ot where ot.offering_id = o.id) as "teacherIds",
          (select count(*)::int from enrolments e where e.offering_id = o.id and e.status = 'deferida') as enrolled,
          (select count(*)::int from enrolments e join grades g on g.enrolment_id = e.id
             join concepts c on c.concept = g.concept
           where e.offering_id = o.id and e.status = 'deferida' and g.final
             and c.passes and g.attendance >= ${settings.attendanceMinimum}) as passed,
          (select count(*)::int from enrolments e join grades g on g.enrolment_id = e.id
             join concepts c on c.concept = g.concept
           where e.offering_id = o.id and e.status = 'deferida' and g.final
             and not (c.passes and g.attendance >= ${settings.attendanceMinimum})) as failed
        from offerings o join terms t on t.id = o.term_id join subjects s on s.id = o.subject_id
        where t.start_date between ${yearStart(year)}::date and ${yearEnd(year)}::date ${ofProgramme}
        order by t.code, s.code, o.id`;
}

export function offeringRows(offerings: readonly OfferingFacts[], year: number): string[][] {
  return offerings.map((o) => [
    String(year),
    o.termCode,
    capesModality(o.programme),
    o.code,
    o.namePt,
    String(o.credits),
    String(o.hours),
    capesSubjectLevel(o.level),
    o.responsible ?? "",
    capesList(o.teachers),
    capesLanguage(o.language),
    String(o.enrolled),
    String(o.passed),
    String(o.failed),
  ]);
}

/** QT_TURMAS_ANO: per teacher, its offerings (responsible or co-teacher) in the file. */
export function classesByTeacher(offerings: readonly OfferingFacts[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const o of offerings) for (const id of o.teacherIds) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}
