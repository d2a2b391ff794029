import {
  GRADE_CSV_COLUMNS,
  GRADE_SHEET_MAX_ROWS,
  sheetIdcbpf,
  type GradeCsvColumn,
  type GradeImportReport,
} from "../../domain/grade-sheet.ts";
import type { Locale } from "../../domain/locale.ts";
import type { Database } from "../db/client.ts";
import { readCsvFile, type CsvFormat } from "../http/csv-file.ts";
import type { GradeContext } from "./grade-rows.ts";
import { saveGradeSheet } from "./notas.writes.ts";

/**
 * A class's grades from a CSV file (PRODUCT §8 `POST /api/ofertas/{id}/notas/importacao`): read by
 * the users' import's reader (http/csv-file.ts), each line then a row of the sheet
 * (notas.writes.ts), judged and written as the sheet's are; the report is the sheet's, each problem
 * at its line, plus `dryRun`. A dry run judges everything in the same transaction and writes nothing.
 */

/**
 * The grades' file: three columns whose good values are all ASCII, so a file Excel saved as
 * Windows-1252 is read as such rather than refused (nothing it holds could be garbled when stored).
 */
export const GRADES_CSV: CsvFormat<GradeCsvColumn> = {
  columns: GRADE_CSV_COLUMNS,
  maxRows: GRADE_SHEET_MAX_ROWS,
  windows1252: true,
};

export async function importGrades(
  db: Database,
  context: GradeContext,
  bytes: Uint8Array,
  options: { locale: Locale; dryRun: boolean },
): Promise<GradeImportReport> {
  const { locale, dryRun } = options;
  const parsed = readCsvFile(bytes, locale, GRADES_CSV);
  const unread = parsed.errors.map((error) => ({ idcbpf: null, ...error }));
  if (parsed.fatal) return { dryRun, saved: [], errors: unread };
  const rows = parsed.lines.map(({ line, cells }) => ({ ...cells, idcbpf: sheetIdcbpf(cells.idcbpf), line }));
  const { saved, errors } = await saveGradeSheet(db, context, rows, { locale, write: !dryRun });
  const byLine = [...unread, ...errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { dryRun, saved, errors: byLine };
}
