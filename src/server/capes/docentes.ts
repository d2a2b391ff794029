import { sql, type SQL } from "drizzle-orm";
import { capesIssue, personIssues, ptCollator } from "../../domain/capes-issues.ts";
import type { CapesIssue } from "../../domain/capes.ts";
import {
  capesBirthYear,
  capesCategory,
  capesCountry,
  capesDocument,
  capesLevel,
  capesModality,
  capesNationalityType,
  capesSex,
  capesWorkRegime,
} from "../../domain/capes-values.ts";
import type { Locale } from "../../domain/locale.ts";
import type { CapesCategory, Sex, WorkRegime } from "../../domain/personal-data.ts";
import type { Programme } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import { programmeIs, rows, type PackScope, type PackSettings } from "./capes.queries.ts";

/**
 * `docentes.csv` (funding spec §5): every Docente of the programme that is `ativo`, taught an
 * offering of `disciplinas.csv` or is the main advisor of a `discentes.csv` row. The programme's
 * Docentes are few beside its students: one statement reads them all with their personal data,
 * and the three conditions are judged here against the other files' rows.
 */
export type TeacherFacts = {
  id: number;
  idcbpf: string;
  name: string;
  status: string;
  programme: Programme | null;
  cpf: string | null;
  passport: string | null;
  nationality: string | null;
  birthDate: string | null;
  sex: Sex | null;
  capesCategory: CapesCategory | null;
  workRegime: WorkRegime | null;
  titulationLevel: string | null;
  titulationYear: number | null;
  titulationInstitution: string | null;
  titulationCountry: string | null;
};

export async function readTeachers(db: Database, scope: PackScope): Promise<TeacherFacts[]> {
  return rows<TeacherFacts>(db, teachersStatement(scope));
}

export function teachersStatement({ programme }: PackScope): SQL {
  return sql`select u.id, u.idcbpf, u.name, u.status, u.programme, pd.cpf, pd.passport, pd.nationality,
          pd.birth_date::text as "birthDate", pd.sex, pd.capes_category as "capesCategory",
          pd.work_regime as "workRegime", pd.titulation_level as "titulationLevel",
          pd.titulation_year::int as "titulationYear", pd.titulation_institution as "titulationInstitution",
          pd.titulation_country as "titulationCountry"
        from users u left join personal_data pd on pd.user_id = u.id
        where u.level = 'Docente' ${programmeIs(sql`u.programme`, programme)}`;
}

export type TeachersPart = { rows: string[][]; issues: CapesIssue[]; categories: (CapesCategory | null)[] };

export function teacherRows(
  teachers: readonly TeacherFacts[],
  advisees: ReadonlyMap<number, number>,
  classes: ReadonlyMap<number, number>,
  year: number,
  settings: PackSettings,
  locale: Locale,
): TeachersPart {
  const file = "docentes.csv";
  const kept = teachers
    .filter((t) => t.status === "ativo" || advisees.has(t.id) || classes.has(t.id))
    .sort((a, b) => ptCollator.compare(a.name, b.name) || (a.idcbpf < b.idcbpf ? -1 : 1));
  const issues: CapesIssue[] = [];
  const out: string[][] = [];
  for (const t of kept) {
    const person = { idcbpf: t.idcbpf, name: t.name };
    issues.push(...personIssues(t, person, file, locale));
    if (!t.capesCategory) issues.push(capesIssue("missing_category", file, "DS_CATEGORIA_DOCENTE", person, locale));
    if (t.capesCategory === "permanente" && t.titulationYear === null)
      issues.push(capesIssue("missing_titulation_year", file, "AN_TITULACAO", person, locale));
    if (!t.workRegime) issues.push(capesIssue("missing_work_regime", file, "DS_REGIME_TRABALHO", person, locale));
    const document = capesDocument(t);
    out.push([
      String(year),
      t.programme ? (settings.codes[t.programme] ?? "") : "",
      t.programme ? capesModality(t.programme) : "",
      t.idcbpf,
      t.name,
      document.type,
      document.number,
      capesCountry(t.nationality),
      capesNationalityType(t.nationality),
      capesBirthYear(t.birthDate),
      capesSex(t.sex),
      capesCategory(t.capesCategory),
      capesWorkRegime(t.workRegime),
      capesLevel(t.titulationLevel),
      t.titulationYear === null ? "" : String(t.titulationYear),
      t.titulationInstitution ?? "",
      capesCountry(t.titulationCountry),
      String(advisees.get(t.id) ?? 0),
      String(classes.get(t.id) ?? 0),
    ]);
  }
  return { rows: out, issues, categories: kept.map((t) => t.capesCategory) };
}
