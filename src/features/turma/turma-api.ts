import { z } from "zod";
import {
  gradeImportReportSchema,
  gradeSheetReportSchema,
  type GradeImportReport,
  type GradeSheetReport,
  type GradeSheetRow,
} from "../../domain/grade-sheet.ts";
import { classListEntrySchema } from "../../domain/offerings.ts";
import { apiFetch } from "../../lib/api.ts";
import { uploadFile } from "../../lib/upload.ts";

/**
 * An offering's class list and its grades (PRODUCT §8 `GET /api/ofertas/{id}/turma`, the sheet
 * `PUT /api/ofertas/{id}/notas` and its CSV import `POST …/notas/importacao`, the lists out),
 * shared by the Docente's /ofertagem and the office's view of offerings in /configuracoes.
 */
export const classListAnswer = z.array(classListEntrySchema);
export const classListPath = (id: number) => `/api/ofertas/${id}/turma`;
/** The lists out of an offering (PRODUCT §8): the class list as CSV, the attendance sheet as PDF. */
export const classListCsvPath = (id: number) => `/api/ofertas/${id}/turma.csv`;
export const attendanceSheetPath = (id: number, lang: "pt" | "en") =>
  `/api/ofertas/${id}/lista-presenca.pdf?lang=${lang}`;

/** The whole sheet in one request: the rows saved, and each bad row on its field. */
export function saveGradeSheet(offeringId: number, rows: GradeSheetRow[]): Promise<GradeSheetReport> {
  return apiFetch(`/api/ofertas/${offeringId}/notas`, gradeSheetReportSchema, { method: "PUT", body: rows });
}

export const gradeImportPath = (offeringId: number, dryRun: boolean) =>
  `/api/ofertas/${offeringId}/notas/importacao?${new URLSearchParams({ dryRun: String(dryRun) }).toString()}`;

/** A CSV file of grades: checked (`dryRun`) or written. */
export function importGrades(offeringId: number, file: File, dryRun: boolean): Promise<GradeImportReport> {
  return uploadFile(gradeImportPath(offeringId, dryRun), file, gradeImportReportSchema, {
    method: "POST",
    contentType: "text/csv",
  });
}
