import { z } from "zod";
import { apiErrorSchema } from "./api.ts";
import { CSV_COLUMNS, importReportSchema } from "./user-input.ts";

/**
 * The CSV user import's limits and wire shapes (`POST /api/usuarios/importacao`), shared by the
 * server and the office's import dialog, so the dialog refuses a file the server would refuse
 * before uploading it and reads the same progress lines the server writes.
 */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Data lines (the header and empty lines not counted). */
export const CSV_MAX_ROWS = 50_000;
/** What browsers send for a `.csv` file: `text/csv`; Windows with Excel says `application/vnd.ms-excel`; some `text/plain`. */
export const CSV_MEDIA_TYPES = ["text/csv", "application/vnd.ms-excel", "text/plain"] as const;
/** Ask for progress lines instead of the one JSON report. */
export const NDJSON = "application/x-ndjson";

/**
 * What a reported problem is about when it is not one column of a data line: the header line,
 * a whole line (a broken quote, a wrong number of columns) or the whole file (encoding, size).
 */
export const CSV_WHOLE_LINE = "line";
export const CSV_HEADER_FIELD = "header";
export const CSV_FILE_FIELD = "file";

/** The header the office is shown, and a data line that passes. */
export const CSV_HEADER_LINE = CSV_COLUMNS.join(",");
export const CSV_EXAMPLE_LINE =
  "maria.souza,Maria Souza,maria.souza@example.org,Discente,academico,mestrado,ativo,2026.1,2026-03-02";

export const IMPORT_PHASES = ["parse", "check", "write"] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** One progress line: `done` of `total` data lines through a phase. */
export const importProgressSchema = z.object({
  phase: z.enum(IMPORT_PHASES),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/**
 * The lines of an NDJSON answer: progress lines, then exactly one `{report}` — or `{error}` when
 * the server failed after the answer had begun (the status was 200 by then).
 */
export const importStreamLineSchema = z.union([
  importProgressSchema,
  z.object({ report: importReportSchema }),
  z.object({ error: apiErrorSchema }),
]);
export type ImportStreamLine = z.infer<typeof importStreamLineSchema>;
