import { sql, type SQL } from "drizzle-orm";
import { ptCollator } from "../../domain/capes-issues.ts";
import { capesDate, capesDocument, capesLevel, capesMoney } from "../../domain/capes-values.ts";
import { monthsInYear, suspendedMonthsInYear } from "../../domain/funding-rules.ts";
import type { Database } from "../db/client.ts";
import { parsedJson, programmeIs, rows, yearEnd, yearStart, type PackScope } from "./capes.queries.ts";
import type { StudentFacts } from "./discentes.ts";

/**
 * `bolsas.csv` (funding spec §5): the allocations in force on at least one day of the year, of the
 * pack's students, read in one statement (suspensions aggregated per allocation), with their
 * months and suspended months of the year counted on the 15th by the scholarships' own rules
 * (funding-rules.ts). Each student's sum and latest-starting allocation with months feed
 * `discentes.csv`'s scholarship columns.
 */
export type AllocationFacts = {
  id: number;
  studentId: number;
  number: string;
  sponsor: string;
  type: string;
  level: string;
  startDate: string;
  endDate: string;
  cancelDate: string | null;
  cancelReason: string | null;
  monthlyValue: string;
  suspensions: { startDate: string; endDate: string }[];
};

export async function readAllocations(db: Database, scope: PackScope): Promise<AllocationFacts[]> {
  const found = await rows<AllocationFacts & { suspensions: AllocationFacts["suspensions"] | string }>(
    db,
    allocationsStatement(scope),
  );
  return found.map((row) => ({ ...row, suspensions: parsedJson(row.suspensions) }));
}

export function allocationsStatement({ year, programme }: PackScope): SQL {
  return sql`select a.id, a.student_id as "studentId", s.number, s.sponsor, s.type, s.level,
          a.start_date::text as "startDate", a.end_date::text as "endDate", a.cancel_date::text as "cancelDate",
          a.cancel_reason as "cancelReason", s.monthly_value::text as "monthlyValue",
          coalesce((select json_agg(json_build_object('startDate', ss.start_date::text, 'endDate', ss.end_date::text))
                    from scholarship_suspensions ss where ss.allocation_id = a.id), '[]'::json) as suspensions
        from scholarship_allocations a
        join scholarships s on s.id = a.scholarship_id
        join users u on u.id = a.student_id
        where a.start_date <= ${yearEnd(year)}::date and coalesce(a.cancel_date, a.end_date) >= ${yearStart(year)}::date
          ${programmeIs(sql`u.programme`, programme)}`;
}

export type StudentScholarship = { months: number; sponsor: string; type: string };

export type CountedAllocation = AllocationFacts & { months: number; suspendedMonths: number };

export function countMonths(allocations: readonly AllocationFacts[], year: number): CountedAllocation[] {
  return allocations.map((a) => ({
    ...a,
    months: monthsInYear(a, year),
    suspendedMonths: suspendedMonthsInYear(a, year),
  }));
}

/** Per student: the months summed, and the sponsor and type of the latest-starting allocation with months. */
export function scholarshipsByStudent(allocations: readonly CountedAllocation[]): Map<number, StudentScholarship> {
  const out = new Map<number, StudentScholarship & { start: string }>();
  for (const a of allocations) {
    const held = out.get(a.studentId) ?? { months: 0, sponsor: "", type: "", start: "" };
    held.months += a.months;
    if (a.months > 0 && a.startDate >= held.start)
      Object.assign(held, { sponsor: a.sponsor, type: a.type, start: a.startDate });
    out.set(a.studentId, held);
  }
  return out;
}

/** The rows of the pack's students, by student name, then start date and number. */
export function allocationRows(
  allocations: readonly CountedAllocation[],
  students: ReadonlyMap<number, StudentFacts>,
  year: number,
): string[][] {
  const held = allocations.flatMap((a) => {
    const student = students.get(a.studentId);
    return student ? [{ a, student }] : [];
  });
  held.sort(
    (x, y) =>
      ptCollator.compare(x.student.name, y.student.name) ||
      (x.student.idcbpf < y.student.idcbpf ? -1 : x.student.idcbpf > y.student.idcbpf ? 1 : 0) ||
      (x.a.startDate < y.a.startDate ? -1 : x.a.startDate > y.a.startDate ? 1 : x.a.id - y.a.id),
  );
  return held.map(({ a, student }) => {
    const document = capesDocument(student);
    return [
      String(year),
      a.number,
      a.sponsor,
      a.type,
      capesLevel(a.level),
      student.idcbpf,
      student.name,
      document.type,
      document.number,
      capesDate(a.startDate),
      capesDate(a.endDate),
      capesDate(a.cancelDate),
      a.cancelReason ?? "",
      String(a.months),
      String(a.suspendedMonths),
      capesMoney(a.monthlyValue),
    ];
  });
}
