import { z } from "zod";
import { classListEntrySchema, type ClassListEntry, type GradeInput } from "../../domain/offerings.ts";
import { apiFetch } from "../../lib/api.ts";

/**
 * An offering's class list and its grades (PRODUCT §8 `GET /api/ofertas/{id}/turma`, `PUT
 * /api/ofertas/{id}/notas/{idcbpf}`, the lists out), shared by the Docente's /ofertagem and the office's view
 * of offerings in /configuracoes.
 */
export const classListAnswer = z.array(classListEntrySchema);
export const classListPath = (id: number) => `/api/ofertas/${id}/turma`;
/** The lists out of an offering (PRODUCT §8): the class list as CSV, the attendance sheet as PDF. */
export const classListCsvPath = (id: number) => `/api/ofertas/${id}/turma.csv`;
export const attendanceSheetPath = (id: number, lang: "pt" | "en") =>
  `/api/ofertas/${id}/lista-presenca.pdf?lang=${lang}`;

export function saveGrade(offeringId: number, idcbpf: string, grade: GradeInput): Promise<ClassListEntry> {
  return apiFetch(`/api/ofertas/${offeringId}/notas/${encodeURIComponent(idcbpf)}`, classListEntrySchema, {
    method: "PUT",
    body: grade,
  });
}
