import { describe, expect, it } from "vitest";
import { csvLines } from "./csv-out.ts";

/** The one CSV writer of the office's downloads (funding spec §5 "Format", PRODUCT §8). */
describe("csvLines", () => {
  it("writes a BOM, `;`, CRLF after every row, and the header with no rows", () => {
    expect(csvLines(["A", "B"], [])).toBe("\uFEFFA;B\r\n");
    expect(csvLines(["A", "B"], [["1", null]])).toBe("\uFEFFA;B\r\n1;\r\n");
    expect(csvLines(null, [["1", 2]])).toBe("1;2\r\n");
  });

  it('quotes a cell holding `;`, `"`, CR or LF, doubling its quotes', () => {
    expect(csvLines(null, [["a;b", 'diz "oi"', "linha\nnova", "cr\rsó", "limpo"]])).toBe(
      '"a;b";"diz ""oi""";"linha\nnova";"cr\rsó";limpo\r\n',
    );
  });

  it("puts a ' before a text starting with = + - @ TAB or CR", () => {
    expect(csvLines(null, [["=1+1", "+5", "-2", "@SUM(A1)", "\tx", "ok=1"]])).toBe(
      "'=1+1;'+5;'-2;'@SUM(A1);'\tx;ok=1\r\n",
    );
    expect(csvLines(null, [["\rx"]])).toBe('"\'\rx"\r\n');
  });
});
