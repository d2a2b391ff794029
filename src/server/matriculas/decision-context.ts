import { sql } from "drizzle-orm";
import type { Settings } from "../../domain/settings.ts";
import { conceptTable, transcriptTotals, type Attempt } from "../../domain/transcript.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { settingsFromJson, settingsJson } from "../configuracoes/configuracoes.queries.ts";
import { parsedJson } from "./facts.ts";
import { enrolments, offerings } from "../db/schema.ts";

/**
 * What a decider reads beside an enrolment request in `GET /api/matriculas` (PRODUCT §7
 * "Approval"): the student's credits in the request's term (`pendente` + `deferida`, as the credit
 * limit counts them), its CR, and the other subjects it asked for in that term that require this
 * one. Columns of the list's own statement (correlated subqueries on the student's rows, each on
 * an index), so a page costs one round trip whatever its length; the CR is computed from the
 * attempts it read by `transcriptTotals`, the function the transcript uses, on the same rules (a
 * grade counts once final: marked so, or its term's grade deadline passed).
 */

type AttemptRow = {
  credits: number;
  concept: string;
  attendance: number | null;
  final: boolean;
  gradeDeadline: string;
};
export type RecordJson = { attempts: AttemptRow[]; transfers: { credits: number; concept: string }[] };

export const decisionContextColumns = {
  termCredits: sql<number>`(select coalesce(sum(cs.credits), 0)::int
      from enrolments ce
      join offerings co on co.id = ce.offering_id
      join subjects cs on cs.id = co.subject_id
      where ce.student_id = ${enrolments.studentId} and co.term_id = ${offerings.termId}
        and ce.status in ('pendente', 'deferida'))`,
  prerequisiteOf: sql<string[] | string>`coalesce((
      select json_agg(ps.code order by ps.code)
      from enrolments pe
      join offerings po on po.id = pe.offering_id
      join subject_prerequisites pp on pp.subject_id = po.subject_id
      join subjects ps on ps.id = po.subject_id
      where pe.student_id = ${enrolments.studentId} and po.term_id = ${offerings.termId}
        and pe.status in ('pendente', 'deferida', 'em_espera') and pp.requires_id = ${offerings.subjectId}
        and pe.id <> ${enrolments.id}), '[]'::json)`,
  record: sql<RecordJson | string>`json_build_object(
      'attempts', coalesce((
        select json_agg(json_build_object('credits', gs.credits, 'concept', gr.concept,
          'attendance', gr.attendance, 'final', gr.final, 'gradeDeadline', gt.grade_deadline))
        from enrolments ge
        join grades gr on gr.enrolment_id = ge.id
        join offerings go on go.id = ge.offering_id
        join subjects gs on gs.id = go.subject_id
        join terms gt on gt.id = go.term_id
        where ge.student_id = ${enrolments.studentId} and ge.status = 'deferida'), '[]'::json),
      'transfers', coalesce((
        select json_agg(json_build_object('credits', tr.credits, 'concept', tr.concept))
        from transfers tr where tr.student_id = ${enrolments.studentId}), '[]'::json))`,
  // Uncorrelated: evaluated once per statement, not per row.
  settings: sql<Settings | string>`${settingsJson}`,
};

/** The settings the statement read with its rows (the same on every row). */
export function settingsOf(value: Settings | string | undefined): Settings | null {
  return value === undefined ? null : settingsFromJson(parsedJson(value));
}

/** A student's CR from the attempts and transfers its row read, null when none counts. */
export function crOf(value: RecordJson | string, settings: Settings, now = new Date()): number | null {
  const record = parsedJson(value);
  const today = dayIn(now, settings.timeZone);
  const attempts: Attempt[] = [
    ...record.attempts.map((row) => ({
      credits: row.credits,
      concept: row.concept,
      attendance: row.attendance,
      final: row.final || today > row.gradeDeadline,
    })),
    ...record.transfers.map((row) => ({ credits: row.credits, concept: row.concept, attendance: null, final: true })),
  ];
  return transcriptTotals(attempts, conceptTable(settings.concepts), settings.attendanceMinimum).cr;
}
