import { capesIssue, sortIssues, validationRow } from "../../domain/capes-issues.ts";
import { CAPES_COLUMNS, CAPES_FILES, type CapesFile, type CapesReport, type CapesSummary } from "../../domain/capes.ts";
import type { Locale } from "../../domain/locale.ts";
import { PROGRAMMES } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import { allocationRows, countMonths, readAllocations, scholarshipsByStudent } from "./bolsas.ts";
import { readPackSettings, type PackScope } from "./capes.queries.ts";
import { readStudents, studentRows, type StudentFacts } from "./discentes.ts";
import { classesByTeacher, offeringRows, readOfferings } from "./disciplinas.ts";
import { readTeachers, teacherRows } from "./docentes.ts";
import { defenceRows, readDefences } from "./trabalhos-conclusao.ts";

/**
 * The CAPES pack of a year (funding spec §5, §6 `GET /api/capes/{ano}`): six set-based reads
 * (settings, students, allocations, offerings, teachers, defences: the same handful of statements
 * for 50 students or 50,000), then each file's rows mapped, the issues judged and ordered, and
 * the summary counted — all in memory (docs/funding.md has the figures behind that choice).
 * `pack-zip.ts` writes the same report as the ZIP.
 */
export async function buildPack(
  db: Database,
  scope: PackScope,
  locale: Locale,
  now = new Date(),
): Promise<CapesReport> {
  const { year } = scope;
  const settings = await readPackSettings(db);
  const [students, allocations, offerings, teachers, defences] = await Promise.all([
    readStudents(db, scope),
    readAllocations(db, scope),
    readOfferings(db, scope, settings),
    readTeachers(db, scope),
    readDefences(db, scope),
  ]);
  const counted = countMonths(allocations, year);
  const discentes = studentRows(students, scholarshipsByStudent(counted), scope, settings, locale);
  const packStudents = new Map<number, StudentFacts>(discentes.rows.map((r) => [r.facts.id, r.facts]));
  const advisees = new Map<number, number>();
  for (const { facts } of discentes.rows)
    if (facts.advisorId !== null) advisees.set(facts.advisorId, (advisees.get(facts.advisorId) ?? 0) + 1);
  const docentes = teacherRows(teachers, advisees, classesByTeacher(offerings), year, settings, locale);
  const trabalhos = defenceRows(defences, year, settings, locale);
  const bolsas = allocationRows(counted, packStudents, year);
  const programmes = scope.programme
    ? [scope.programme]
    : PROGRAMMES.filter(
        (p) => discentes.rows.some((r) => r.facts.programme === p) || teachers.some((t) => t.programme === p),
      );
  const issues = sortIssues([
    ...programmes
      .filter((p) => settings.codes[p] === null)
      .map((p) => capesIssue("missing_programme_code", "discentes.csv", "CD_PROGRAMA_IES", null, locale, p)),
    ...discentes.issues,
    ...docentes.issues,
    ...trabalhos.issues,
  ]);
  const blocking = issues.filter((i) => i.severity === "bloqueante").length;
  const rows: Record<CapesFile, string[][]> = {
    "discentes.csv": discentes.rows.map((r) => r.cells),
    "docentes.csv": docentes.rows,
    "disciplinas.csv": offeringRows(offerings, year),
    "trabalhos-conclusao.csv": trabalhos.rows,
    "bolsas.csv": bolsas,
    "validacao.csv": issues.map(validationRow),
  };
  const summary = summarize(
    discentes.rows,
    docentes.categories,
    offerings.length,
    trabalhos.rows.length,
    counted,
    packStudents,
  );
  return {
    year,
    programme: scope.programme,
    generatedAt: now.toISOString(),
    files: CAPES_FILES.map((name) => ({ name, columns: [...CAPES_COLUMNS[name]], rows: rows[name] })),
    summary,
    issues,
    blocking,
    warnings: issues.length - blocking,
    ready: blocking === 0,
  };
}

function summarize(
  students: readonly { situation: keyof CapesSummary["students"] }[],
  categories: readonly (string | null)[],
  offerings: number,
  defences: number,
  allocations: readonly { studentId: number; sponsor: string; months: number }[],
  packStudents: ReadonlyMap<number, unknown>,
): CapesSummary {
  const summary: CapesSummary = {
    students: { MATRICULADO: 0, TITULADO: 0, DESLIGADO: 0, ABANDONOU: 0 },
    teachers: { PERMANENTE: 0, COLABORADOR: 0, VISITANTE: 0, SEM_CATEGORIA: 0 },
    offerings,
    defences,
    scholarshipMonths: [],
  };
  for (const s of students) summary.students[s.situation] += 1;
  for (const c of categories) {
    const key = c === null ? "SEM_CATEGORIA" : (c.toUpperCase() as keyof CapesSummary["teachers"]);
    summary.teachers[key] += 1;
  }
  const months = new Map<string, number>();
  for (const a of allocations)
    if (packStudents.has(a.studentId) && a.months > 0) months.set(a.sponsor, (months.get(a.sponsor) ?? 0) + a.months);
  summary.scholarshipMonths = [...months]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([sponsor, n]) => ({ sponsor, months: n }));
  return summary;
}
