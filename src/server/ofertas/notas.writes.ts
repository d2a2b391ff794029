import { and, count, eq, inArray } from "drizzle-orm";
import { sheetIdcbpf, type GradeProblem, type GradeSheetError } from "../../domain/grade-sheet.ts";
import type { Locale } from "../../domain/locale.ts";
import type { Person } from "../../domain/policy.ts";
import { Refused, say, type Text } from "../../domain/refusal.ts";
import type { Database } from "../db/client.ts";
import { enrolments } from "../db/schema.ts";
import {
  deadlineRefusal,
  gradeContext,
  judgeGradeRow,
  lockGradeTargets,
  writeGradeRow,
  type GradeContext,
} from "./grade-rows.ts";

/**
 * A class's grade sheet in one request and one transaction (PRODUCT §8 `PUT /api/ofertas/{id}/notas`,
 * and its CSV import, notas-importacao.ts): every row judged as the single-row PUT judges it
 * (grade-rows.ts), the good ones written through the same per-row write, each bad one reported on
 * its field in the request's language. A teacher after the grade deadline is refused whole (422
 * `grade_deadline_passed`): the deadline is about the request, not a row. A student twice: the first
 * row is judged, each later one reported. Whatever fails unexpectedly rolls the whole sheet back.
 */
export type SheetRow = { idcbpf: string; concept: unknown; attendance: unknown; line?: number };
export type SheetOptions = { locale: Locale; write: boolean };

/** The class list's size (`GET …/turma`: pendente, deferida, em_espera): no sheet has more rows. */
export async function classListSize(db: Database, offeringId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(
      and(eq(enrolments.offeringId, offeringId), inArray(enrolments.status, ["pendente", "deferida", "em_espera"])),
    );
  return row?.n ?? 0;
}

/** A sheet's context, for whoever may still write it: 404 unknown offering, 422 a teacher after the deadline. */
export async function openGradeSheet(db: Database, offeringId: number, actor: Person): Promise<GradeContext> {
  const context = await gradeContext(db, offeringId, actor);
  const late = deadlineRefusal(context);
  if (late) throw late;
  return context;
}

/** Judges every row and, when `write`, stores the good ones; more rows than the class list: 400 whole. */
export async function saveGradeSheet(
  db: Database,
  context: GradeContext,
  rows: readonly SheetRow[],
  options: SheetOptions,
): Promise<{ saved: string[]; errors: GradeSheetError[] }> {
  const { offeringId } = context;
  const size = await classListSize(db, offeringId);
  if (rows.length > size) throw Refused.status(400, "grade_sheet_too_large", { rows: rows.length, size });

  const report = (row: SheetRow, idcbpf: string, problem: GradeProblem): GradeSheetError => ({
    idcbpf,
    ...(row.line !== undefined ? { line: row.line } : {}),
    field: problem.field,
    ...(problem.rule ? { rule: problem.rule } : {}),
    message: say(problem.text, options.locale),
  });
  return db.transaction(async (tx) => {
    const ids = rows.map((row) => sheetIdcbpf(row.idcbpf));
    const { targets, names } = await lockGradeTargets(tx, offeringId, [...new Set(ids)]);
    const saved: string[] = [];
    const errors: GradeSheetError[] = [];
    const firstRow = new Map<string, SheetRow>();
    for (const [index, row] of rows.entries()) {
      const idcbpf = ids[index] ?? "";
      if (idcbpf === "") {
        errors.push(report(row, idcbpf, { field: "idcbpf", text: { key: "field_required" } }));
        continue;
      }
      const first = firstRow.get(idcbpf);
      if (first) {
        const text: Text =
          first.line !== undefined
            ? { key: "csv_duplicate_idcbpf", values: { line: first.line } }
            : { key: "grade_row_repeated", values: { idcbpf } };
        errors.push(report(row, idcbpf, { field: "idcbpf", text }));
        continue;
      }
      firstRow.set(idcbpf, row);
      const judged = judgeGradeRow(context, { ...row, idcbpf }, targets.get(idcbpf), names.get(idcbpf));
      if (judged.input === null) {
        for (const problem of judged.problems) errors.push(report(row, idcbpf, problem));
        continue;
      }
      if (options.write) await writeGradeRow(tx, context, judged.target, judged.input);
      saved.push(idcbpf);
    }
    return { saved, errors };
  });
}
