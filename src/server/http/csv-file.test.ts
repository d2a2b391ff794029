import { describe, expect, it } from "vitest";
import { GRADE_CSV_COLUMNS } from "../../domain/grade-sheet.ts";
import { CSV_MAX_ROWS } from "../../domain/user-import.ts";
import { CSV_COLUMNS, CSV_OPTIONAL_COLUMNS } from "../../domain/user-input.ts";
import { readCsvFile } from "./csv-file.ts";

/** The CSV reader alone: line numbers, delimiters, encodings and broken lines (no database). */
const USERS_CSV = { columns: CSV_COLUMNS, optional: CSV_OPTIONAL_COLUMNS, maxRows: CSV_MAX_ROWS };
const GRADES_CSV = { columns: GRADE_CSV_COLUMNS, maxRows: 3, windows1252: true };
const bytes = (text: string) => new TextEncoder().encode(text);
/** The eight required columns: the optional entryDate left out, as older files have it. */
const REQUIRED = CSV_COLUMNS.filter((column) => column !== "entryDate");
const HEADER = REQUIRED.join(",");
const good = (id: string) => `${id},Nome,${id}@x.org,Discente,academico,mestrado,ativo,2026.1`;
const read = (text: string) => readCsvFile(bytes(text), "en", USERS_CSV);
const at = (result: ReturnType<typeof read>) => ({
  lines: result.lines.map((line) => line.line),
  errors: result.errors.map((error) => `${error.line}:${error.field}`),
});

describe("readCsvFile (the users' format)", () => {
  it("numbers lines as the file does: quoted newlines, blank lines, Excel's empty rows", () => {
    const text = [
      HEADER,
      good("a1"),
      "",
      "   ",
      ",,,,,,,",
      `a2,"Ana\nde\nTal",a2@x.org,Docente,academico,,,`,
      good("a3"),
    ];
    const result = read(`${text.join("\n")}\n`);
    expect(at(result)).toEqual({ lines: [2, 6, 9], errors: [] });
    expect(result.lines[1]?.cells.name).toBe("Ana\nde\nTal");
  });

  it("takes CR-only and CRLF line ends alike", () => {
    expect(at(read(`${HEADER}\r${good("b1")}\r\r${good("b2")}\r`)).lines).toEqual([2, 4]);
    expect(at(read(`${HEADER}\r\n${good("b1")}\r\n\r\n${good("b2")}`)).lines).toEqual([2, 4]);
  });

  it("finds the header after leading empty lines, in any case and with spaces around", () => {
    const header = REQUIRED.map((column) => ` ${column.toUpperCase()} `).join(";");
    const result = read(`\n\n${header}\n${good("c1").replaceAll(",", ";")}\n`);
    expect(at(result)).toEqual({ lines: [4], errors: [] });
    expect(result.lines[0]?.cells).toMatchObject({ idcbpf: "c1", entryTerm: "2026.1" });
  });

  it("refuses a header with a column twice or one missing", () => {
    expect(at(read(`${HEADER},name\n${good("d1")},x\n`)).errors).toEqual(["1:header"]);
    expect(at(read(`${CSV_COLUMNS.slice(1).join(",")}\n`)).errors).toEqual(["1:header"]);
    expect(at(read(`${HEADER},entryDate,ENTRYDATE\n`)).errors).toEqual(["1:header"]);
  });

  it("takes an optional column in the header or not: absent from the cells when left out", () => {
    const without = read(`${HEADER}\n${good("o1")}\n`);
    expect(without.lines[0]?.cells).not.toHaveProperty("entryDate");
    const withIt = read(`entryDate,${HEADER}\n2024-03-15,${good("o2")}\n`);
    expect(withIt.lines[0]?.cells).toMatchObject({ idcbpf: "o2", entryTerm: "2026.1", entryDate: "2024-03-15" });
  });

  it("reports each broken line once and reads the ones after it", () => {
    const text = [
      HEADER,
      good("e1"),
      `e2,"Ana"x,e2@x.org,Discente,academico,mestrado,,`,
      good("e3"),
      `"e4,${good("e5")}`,
    ];
    const result = read(`${text.join("\n")}\n${good("e6")}\n`);
    expect(at(result)).toEqual({ lines: [2, 4, 6], errors: ["3:line", "5:line"] });
    expect(result.errors.map((error) => error.message)).toEqual([
      "Malformed line: text after a closing quote.",
      "Malformed line: a quote is opened and never closed.",
    ]);
  });

  it("stops a runaway quote at 64 KiB and goes on", () => {
    const runaway = `f1,"${"x".repeat(70 * 1024)}`;
    const result = read(`${HEADER}\n${runaway}\n${good("f2")}\n`);
    expect(at(result)).toEqual({ lines: [3], errors: ["2:line"] });
    expect(result.errors[0]?.message).toBe("Malformed line: line too long.");
  });

  it("refuses UTF-16 and NUL bytes as an encoding problem", () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...bytes("i\0d\0")]);
    expect(readCsvFile(utf16, "pt", USERS_CSV).errors).toEqual([
      { line: 1, field: "file", message: "O arquivo não está em UTF-8." },
    ]);
    expect(at(read(`${HEADER}\n${good("g1")}\n\0\n`))).toEqual({ lines: [], errors: ["3:file"] });
  });
});

describe("readCsvFile (a format of its own: the grades')", () => {
  const grades = (data: Uint8Array, locale: "pt" | "en" = "en") => readCsvFile(data, locale, GRADES_CSV);

  it("takes its own columns, with a BOM and `;`, and its own row limit", () => {
    const result = grades(bytes("\uFEFFattendance;IDCBPF;concept\n90;ana;A\n\n75;bia;b\n"));
    expect(result.lines).toEqual([
      { line: 2, cells: { attendance: "90", idcbpf: "ana", concept: "A" } },
      { line: 4, cells: { attendance: "75", idcbpf: "bia", concept: "b" } },
    ]);
    expect(grades(bytes("idcbpf,concept,attendance\na,A,1\nb,A,1\nc,A,1\nd,A,1\n")).errors).toEqual([
      { line: 5, field: "file", message: "At most 3 lines per file." },
    ]);
    expect(grades(bytes(`${CSV_COLUMNS.join(",")}\n`)).errors).toEqual([
      { line: 1, field: "header", message: "Expected header: idcbpf,concept,attendance." },
    ]);
  });

  it("reads bytes that are not UTF-8 as Windows-1252 when the format allows it (the users' does not)", () => {
    // "José" and "85%" as Excel saves them on a Portuguese Windows: é is 0xE9.
    const cp1252 = new Uint8Array([...bytes("idcbpf;concept;attendance\njos"), 0xe9, ...bytes(";A;85%\n")]);
    expect(grades(cp1252).lines).toEqual([{ line: 2, cells: { idcbpf: "josé", concept: "A", attendance: "85%" } }]);
    expect(readCsvFile(cp1252, "en", USERS_CSV).errors).toEqual([
      { line: 2, field: "file", message: "The file is not UTF-8." },
    ]);
    const utf16 = new Uint8Array([0xff, 0xfe, ...bytes("i\0d\0")]);
    expect(grades(utf16, "pt").errors).toEqual([
      { line: 1, field: "file", message: "O arquivo não está em UTF-8 nem em Windows-1252." },
    ]);
  });
});
