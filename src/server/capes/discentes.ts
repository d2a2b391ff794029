import { sql, type SQL } from "drizzle-orm";
import { capesIssue, personIssues, ptCollator } from "../../domain/capes-issues.ts";
import type { CapesIssue, Situation } from "../../domain/capes.ts";
import {
  capesBirthYear,
  capesCountry,
  capesDate,
  capesDegree,
  capesDocument,
  capesFlag,
  capesList,
  capesModality,
  capesNationalityType,
  capesRace,
  capesSex,
  monthsBetween,
  yearSituation,
} from "../../domain/capes-values.ts";
import type { Locale } from "../../domain/locale.ts";
import type { Race, Sex } from "../../domain/personal-data.ts";
import type { Degree, Programme, UserStatus } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import type { StudentScholarship } from "./bolsas.ts";
import {
  PASSED_DEFENCES,
  programmeIs,
  rows,
  yearEnd,
  yearStart,
  type PackScope,
  type PackSettings,
} from "./capes.queries.ts";

/**
 * `discentes.csv` (funding spec §5): every Discente of the programme who entered by the year's
 * end (or whose entry is unknown) and whose situation day, when it has one, is in the year or
 * after — read in one statement for the whole year (defences, advisors, co-advisors and personal
 * data joined), mapped and judged here. A student leaving with no day at all is reported and
 * left out of the files (`missing_situation_date`).
 */
export type StudentFacts = {
  id: number;
  idcbpf: string;
  name: string;
  status: UserStatus;
  programme: Programme | null;
  degree: Degree | null;
  entryDay: string | null;
  dismissalReason: string | null;
  dismissalDate: string | null;
  statusSince: string | null;
  firstDefence: string | null;
  lastDefence: string | null;
  cpf: string | null;
  passport: string | null;
  nationality: string | null;
  birthDate: string | null;
  sex: Sex | null;
  race: Race | null;
  disability: boolean | null;
  affirmativeAction: boolean | null;
  advisorId: number | null;
  advisorName: string | null;
  coAdvisors: string[];
};

export async function readStudents(db: Database, scope: PackScope): Promise<StudentFacts[]> {
  return rows<StudentFacts>(db, studentsStatement(scope));
}

/** The one statement of the file (the bench copies its rows out as a reference). */
export function studentsStatement({ year, programme }: PackScope): SQL {
  const end = yearEnd(year);
  // The situation day as §5 defines it, to keep the rows of the year in SQL.
  const situationDay = sql`coalesce(case when u.status = 'egresso' then d.last_day else u.dismissal_date end, u.status_since)`;
  return sql`with defended as (
          select student_id, min(day) as first_day, max(day) as last_day from (${PASSED_DEFENCES}) p group by student_id)
        select u.id, u.idcbpf, u.name, u.status, u.programme, u.degree, et.start_date::text as "entryDay",
          u.dismissal_reason as "dismissalReason", u.dismissal_date::text as "dismissalDate",
          u.status_since::text as "statusSince", d.first_day::text as "firstDefence", d.last_day::text as "lastDefence",
          pd.cpf, pd.passport, pd.nationality, pd.birth_date::text as "birthDate", pd.sex, pd.race, pd.disability,
          pd.affirmative_action as "affirmativeAction", adv.id as "advisorId", adv.name as "advisorName",
          array(select cu.name from guidance_co_advisors gc join users cu on cu.id = gc.user_id
                where gc.guidance_id = g.id order by cu.name) as "coAdvisors"
        from users u
        left join terms et on et.code = u.entry_term
        left join personal_data pd on pd.user_id = u.id
        left join guidances g on g.student_id = u.id
        left join users adv on adv.id = g.advisor_id
        left join defended d on d.student_id = u.id
        where u.level = 'Discente' ${programmeIs(sql`u.programme`, programme)}
          and (et.start_date is null or et.start_date <= ${end}::date)
          and (u.status in ('ativo', 'trancado') or ${situationDay} is null or ${situationDay} >= ${yearStart(year)}::date)`;
}

export type StudentRow = { facts: StudentFacts; situation: Situation; cells: string[] };

export type StudentsPart = { rows: StudentRow[]; issues: CapesIssue[] };

const byName = (a: { name: string; idcbpf: string }, b: { name: string; idcbpf: string }) =>
  ptCollator.compare(a.name, b.name) || (a.idcbpf < b.idcbpf ? -1 : a.idcbpf > b.idcbpf ? 1 : 0);

export function studentRows(
  students: readonly StudentFacts[],
  scholarships: ReadonlyMap<number, StudentScholarship>,
  { year }: PackScope,
  settings: PackSettings,
  locale: Locale,
): StudentsPart {
  const file = "discentes.csv";
  const issues: CapesIssue[] = [];
  const out: StudentRow[] = [];
  for (const s of [...students].sort(byName)) {
    const person = { idcbpf: s.idcbpf, name: s.name };
    const situation = yearSituation(
      {
        status: s.status,
        defenceDate: s.lastDefence,
        dismissalDate: s.dismissalDate,
        dismissalReason: s.dismissalReason,
        statusSince: s.statusSince,
      },
      year,
    );
    if (situation.situation === null) {
      issues.push(capesIssue("missing_situation_date", file, "DT_SITUACAO_DISCENTE", person, locale));
      continue;
    }
    issues.push(...personIssues(s, person, file, locale));
    if (!s.entryDay) issues.push(capesIssue("missing_entry_date", file, "DT_MATRICULA_DISCENTE", person, locale));
    const titled = situation.situation === "TITULADO";
    if ((situation.situation === "MATRICULADO" || titled) && s.advisorId === null)
      issues.push(capesIssue("missing_advisor", file, "NM_ORIENTADOR_PRINCIPAL", person, locale));
    if (titled && situation.flagged)
      issues.push(capesIssue("titled_without_defence", file, "DT_SITUACAO_DISCENTE", person, locale));
    if ((s.status === "ativo" || s.status === "trancado") && s.firstDefence !== null && s.firstDefence <= yearEnd(year))
      issues.push(capesIssue("defended_not_titled", file, "NM_SITUACAO_DISCENTE", person, locale));
    const document = capesDocument(s);
    const scholarship = scholarships.get(s.id);
    const months = scholarship?.months ?? 0;
    const code = s.programme ? settings.codes[s.programme] : null;
    out.push({
      facts: s,
      situation: situation.situation,
      cells: [
        String(year),
        code ?? "",
        s.programme ? capesModality(s.programme) : "",
        s.idcbpf,
        s.name,
        document.type,
        document.number,
        capesCountry(s.nationality),
        capesNationalityType(s.nationality),
        capesBirthYear(s.birthDate),
        capesSex(s.sex),
        capesRace(s.race),
        capesFlag(s.disability),
        capesFlag(s.affirmativeAction),
        capesDegree(s.programme, s.degree),
        s.entryDay?.startsWith(`${year}-`) ? "S" : "N",
        situation.situation,
        capesDate(s.entryDay),
        capesDate(situation.date),
        titled && s.entryDay && situation.date ? String(monthsBetween(s.entryDay, situation.date)) : "",
        s.advisorName ?? "",
        capesList(s.coAdvisors),
        months > 0 ? "S" : "N",
        months > 0 ? (scholarship?.sponsor ?? "") : "",
        months > 0 ? (scholarship?.type ?? "") : "",
        String(months),
      ],
    });
  }
  return { rows: out, issues };
}
