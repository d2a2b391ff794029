import { describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "../../domain/user-input.ts";
import { parseUsersCsv } from "./import-csv.ts";

/** The CSV reader alone: line numbers, delimiters, encodings and broken lines (no database). */
const bytes = (text: string) => new TextEncoder().encode(text);
const HEADER = CSV_COLUMNS.join(",");
const good = (id: string) => `${id},Nome,${id}@x.org,Discente,academico,mestrado,ativo,2026.1`;
const read = (text: string) => parseUsersCsv(bytes(text), "en");
const at = (result: ReturnType<typeof read>) => ({
  lines: result.lines.map((line) => line.line),
  errors: result.errors.map((error) => `${error.line}:${error.field}`),
});

describe("parseUsersCsv", () => {
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
    const header = CSV_COLUMNS.map((column) => ` ${column.toUpperCase()} `).join(";");
    const result = read(`\n\n${header}\n${good("c1").replaceAll(",", ";")}\n`);
    expect(at(result)).toEqual({ lines: [4], errors: [] });
    expect(result.lines[0]?.cells).toMatchObject({ idcbpf: "c1", entryTerm: "2026.1" });
  });

  it("refuses a header with a column twice or one missing", () => {
    expect(at(read(`${HEADER},name\n${good("d1")},x\n`)).errors).toEqual(["1:header"]);
    expect(at(read(`${CSV_COLUMNS.slice(1).join(",")}\n`)).errors).toEqual(["1:header"]);
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
    expect(parseUsersCsv(utf16, "pt").errors).toEqual([
      { line: 1, field: "file", message: "O arquivo não está em UTF-8." },
    ]);
    expect(at(read(`${HEADER}\n${good("g1")}\n\0\n`))).toEqual({ lines: [], errors: ["3:file"] });
  });
});
