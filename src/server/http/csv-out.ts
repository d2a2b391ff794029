import { stringify } from "csv-stringify/sync";

/**
 * CSV the office downloads (PRODUCT §8: the class list, the users): UTF-8 with a byte-order mark,
 * so a spreadsheet opened by double-click reads the accents right, `;` between cells (what a
 * spreadsheet in Portuguese expects, `,` being the decimal mark there), CRLF line ends. A cell
 * that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) is written with a leading `'`, so a
 * name typed by an applicant can never run as a formula in the office's spreadsheet (csv-stringify's
 * `escape_formulas`). `csvLines` writes a part of a file: the header and BOM only with the first.
 */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvCell = string | number | null;

export function csvLines(header: readonly string[] | null, rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (cell === null ? "" : cell))),
    {
      bom: header !== null,
      delimiter: ";",
      record_delimiter: "windows",
      escape_formulas: true,
      // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone CR or LF,
      // which a spreadsheet still reads as a new row.
      quoted_match: /[\r\n]/,
      ...(header ? { header: true, columns: [...header] } : {}),
    },
  );
}

/** `Content-Disposition` of a download named `name` (ASCII only, as every header value). */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
}
