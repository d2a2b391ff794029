import { CsvError, parse } from "csv-parse/sync";
import type { Locale } from "../../domain/locale.ts";
import { message, type MessageKey } from "../../domain/messages.ts";
import { CSV_FILE_FIELD, CSV_HEADER_FIELD, CSV_WHOLE_LINE } from "../../domain/user-import.ts";

/**
 * Reading an uploaded CSV file into lines of cells (csv-parse does the CSV; this file does what a
 * person's file needs around it), for each import that takes one — the office's users
 * (usuarios/import-run.ts), a class's grades (ofertas/notas-importacao.ts), each with its
 * `CsvFormat`: UTF-8 with or without BOM (and, where the format allows, Windows-1252, as Excel
 * saves a "CSV" on a Portuguese Windows), `;` or `,` as the header line says, quoted fields with
 * delimiters and newlines, the header's columns in any order, empty lines skipped, and every
 * problem reported at the file's own line number (the header is line 1).
 *
 * A broken line does not stop the reading: the parse is started again on the physical line after
 * the one where the broken record began, so one stray quote costs one line, not the rest of the
 * file (csv-parse's own recovery resumes inside the broken record, where a stray quote has
 * already swallowed the lines after it).
 */
export type CsvFormat<C extends string> = {
  /** The header's columns, exactly these (any order, any case) but for `optional` ones. */
  columns: readonly C[];
  /**
   * Columns the header may leave out (a later addition, so older files still read): a line of
   * such a file has no cell for them at all — absent, not empty — so the caller can tell "not in
   * the file" from "left blank".
   */
  optional?: readonly C[];
  /** Data lines (the header and empty lines not counted). */
  maxRows: number;
  /**
   * Bytes that are not UTF-8 read as Windows-1252 instead of being refused. Only for files whose
   * every valid value is ASCII (a guess can then garble nothing that would be stored).
   */
  windows1252?: boolean;
};
export type CsvLine<C extends string> = { line: number; cells: Record<C, string> };
export type ImportIssue = { line: number; field: string; message: string };
export type ParsedCsv<C extends string> = {
  lines: CsvLine<C>[];
  errors: ImportIssue[];
  /** The file as a whole was refused (encoding, header, size): nothing else was read. */
  fatal: boolean;
};

/** A record longer than this is a runaway quote, not a person's data. */
const MAX_RECORD_CHARS = 64 * 1024;

const REASONS: Record<string, MessageKey> = {
  CSV_QUOTE_NOT_CLOSED: "csv_reason_unclosed_quote",
  INVALID_OPENING_QUOTE: "csv_reason_stray_quote",
  CSV_INVALID_CLOSING_QUOTE: "csv_reason_after_quote",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "csv_reason_after_quote",
  CSV_MAX_RECORD_SIZE: "csv_reason_too_long",
};

/** Thrown from inside csv-parse's callback to stop reading at once. */
type RawRecord = { record: string[]; raw: string; info: { lines: number } };

class StopAt extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`stop at line ${line}`);
    this.line = line;
  }
}
class HeaderError extends StopAt {}
class TooManyRows extends StopAt {}

export function readCsvFile<C extends string>(bytes: Uint8Array, locale: Locale, format: CsvFormat<C>): ParsedCsv<C> {
  const { columns, maxRows, optional = [] } = format;
  const fail = (line: number, field: string, key: MessageKey, values?: Record<string, string | number>) => ({
    lines: [],
    errors: [{ line, field, message: message(key, locale, values) }],
    fatal: true,
  });
  const encodingError = format.windows1252 ? "csv_encoding_text" : "csv_encoding";
  const utf8 = decodeUtf8(bytes);
  const decoded = typeof utf8 === "number" && format.windows1252 ? new TextDecoder("windows-1252").decode(bytes) : utf8;
  if (typeof decoded === "number") return fail(decoded, CSV_FILE_FIELD, encodingError);
  // PostgreSQL text cannot hold U+0000; a NUL in a "text" file is UTF-16 saved without its BOM.
  const nul = decoded.indexOf("\u0000");
  if (nul >= 0) return fail(lineAt(decoded, nul), CSV_FILE_FIELD, encodingError);
  const text = decoded.replace(/\r\n?/g, "\n");
  if (text.trim() === "") return fail(1, CSV_FILE_FIELD, "csv_empty");

  // The header line is the first one with anything on it.
  const headerStart = text.search(/[^\n]/);
  const headerEnd = text.indexOf("\n", headerStart);
  const firstLine = text.slice(headerStart, headerEnd < 0 ? text.length : headerEnd);
  const delimiter = count(firstLine, ";") > count(firstLine, ",") ? ";" : ",";
  const expectedHeader = columns.join(delimiter);

  const lines: CsvLine<C>[] = [];
  const errors: ImportIssue[] = [];
  let order: C[] | null = null;
  let rows = 0;
  let from = 0; // where the current parse starts in `text`
  let lineBase = 0; // physical lines before `from`

  while (from < text.length) {
    let consumed = 0; // characters of `text.slice(from)` taken by whole records so far
    let newlines = 0; // physical line ends inside them
    try {
      parse(text.slice(from), {
        delimiter,
        record_delimiter: "\n",
        skip_empty_lines: true,
        relax_column_count: true,
        max_record_size: MAX_RECORD_CHARS,
        raw: true,
        info: true,
        // With `raw` and `info` each record arrives as {record, raw, info}; csv-parse's types say string[].
        on_record: (entry) => {
          const { record, raw, info } = entry as unknown as RawRecord;
          consumed += raw.length;
          newlines += count(raw, "\n");
          // info.lines is where the record ends; quoted newlines inside it move its start up.
          const line = lineBase + info.lines - record.reduce((sum, cell) => sum + count(cell, "\n"), 0);
          if (order === null) {
            order = headerOrder(columns, optional, record);
            if (order === null) throw new HeaderError(line);
            return null;
          }
          if (record.every((cell) => cell.trim() === "")) return null;
          if (++rows > maxRows) throw new TooManyRows(line);
          if (record.length !== order.length) {
            const values = { found: record.length, expected: order.length };
            errors.push({ line, field: CSV_WHOLE_LINE, message: message("csv_columns", locale, values) });
            return null;
          }
          lines.push({ line, cells: cellsOf(order, record) });
          return null;
        },
      });
      break;
    } catch (error) {
      if (error instanceof HeaderError)
        return fail(error.line, CSV_HEADER_FIELD, "csv_header", { expected: expectedHeader });
      if (error instanceof TooManyRows) return fail(error.line, CSV_FILE_FIELD, "csv_too_many_rows", { max: maxRows });
      if (!(error instanceof CsvError)) throw error;
      // The broken record begins after the whole ones and the empty lines that follow them.
      let start = from + consumed;
      while (text[start] === "\n") start++;
      const line = lineBase + newlines + (start - from - consumed) + 1;
      if (order === null) return fail(line, CSV_HEADER_FIELD, "csv_header", { expected: expectedHeader });
      const reason = message(REASONS[error.code] ?? "csv_reason_other", locale);
      errors.push({ line, field: CSV_WHOLE_LINE, message: message("csv_malformed", locale, { reason }) });
      const next = text.indexOf("\n", start);
      if (next < 0) break;
      from = next + 1;
      lineBase = line;
    }
  }
  if (order === null) return fail(1, CSV_HEADER_FIELD, "csv_header", { expected: expectedHeader });
  if (lines.length === 0 && errors.length === 0) return fail(1, CSV_FILE_FIELD, "csv_empty");
  return { lines, errors, fatal: false };
}

/**
 * The header's columns in file order, when they are `columns` (any order, any case), each once,
 * nothing else, and every one that is not `optional` there.
 */
function headerOrder<C extends string>(columns: readonly C[], optional: readonly C[], record: string[]): C[] | null {
  const byLower = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const order = record.map((cell) => byLower.get(cell.trim().toLowerCase()));
  const known = order.filter((column): column is C => column !== undefined);
  if (known.length !== record.length || new Set(known).size !== known.length) return null;
  const missing = columns.filter((column) => !known.includes(column));
  return missing.every((column) => optional.includes(column)) ? known : null;
}

function cellsOf<C extends string>(order: C[], record: string[]): Record<C, string> {
  const cells = {} as Record<C, string>;
  order.forEach((column, index) => (cells[column] = record[index] ?? ""));
  return cells;
}

/** The text, or the line of the first bytes that are not UTF-8. A UTF-8 BOM is dropped. */
function decodeUtf8(bytes: Uint8Array): string | number {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    let line = 1;
    let start = 0;
    const strict = new TextDecoder("utf-8", { fatal: true });
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      try {
        strict.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
    return 1;
  }
}

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) n++;
  return n;
}

function lineAt(text: string, index: number): number {
  return count(text.slice(0, index), "\n") + 1;
}
