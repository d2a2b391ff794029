import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { gradeImportReportSchema, type GradeImportReport } from "../../domain/grade-sheet.ts";
import { classListSchema } from "../../domain/offerings.ts";
import { TEST_PASSWORD } from "../orientacoes/test-fixtures.ts";
import { gradedClass } from "./test-fixtures.ts";

/**
 * POST /api/ofertas/{id}/notas/importacao — a class's grades from a CSV file: the dry run's report
 * at the file's line numbers, then the write; the file as people save it (BOM, `;`, Windows-1252,
 * CRLF, `85%`); who may; the body's own size limit and media type.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
let open = 0;
let past = 0;
let id: (name: string) => string = (name) => name;

type Options = { dryRun?: boolean; who?: string; type?: string; language?: string; offering?: number };
function post(body: BodyInit, options: Options = {}) {
  const { dryRun = true, who = "docente", type = "text/csv", language, offering = open } = options;
  const headers: Record<string, string> = { "content-type": type };
  if (language) headers["accept-language"] = language;
  return call(t.app, `/api/ofertas/${offering}/notas/importacao?dryRun=${String(dryRun)}`, {
    method: "POST",
    body,
    headers,
    cookie: cookies[who],
  });
}
async function report(body: BodyInit, options: Options = {}): Promise<GradeImportReport> {
  const res = await post(body, options);
  expect(res.status).toBe(200);
  return gradeImportReportSchema.strict().parse(await res.json());
}
async function gradesOf(offering: number): Promise<Record<string, string | null>> {
  const res = await call(t.app, `/api/ofertas/${offering}/turma`, { cookie: cookies.admin });
  const list = classListSchema.parse(await res.json());
  return Object.fromEntries(list.map((e) => [e.idcbpf, e.grade ? `${e.grade.concept}/${e.grade.attendance}` : null]));
}
const bytes = (text: string) => new TextEncoder().encode(text);

beforeAll(async () => {
  t = await createTestApp();
  ({ open, past, id } = await gradedClass(t.db, "zzc", { open: "2092.1", past: "2003.1" }));
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
  for (const name of ["outro", "ana"]) cookies[name] = await login(t.app, id(name), TEST_PASSWORD);
});
afterAll(() => t.close());

describe("POST /api/ofertas/{id}/notas/importacao", () => {
  // As Excel saves it: a BOM, `;`, CRLF, a blank line, columns in another order, a percent sign.
  const file = () =>
    [
      "\uFEFFconcept;attendance;idcbpf",
      `A;95;${id("ana")}`,
      "",
      `A;90;${id("hugo")}`,
      `T;90;${id("caio")}`,
      `b;85%;${id("bia").toUpperCase()}`,
      `C;70;${id("ana")}`,
      `D;abc;${id("duda")}`,
    ].join("\r\n");

  it("checks a file in a dry run, reporting each problem at its line and field, and writes nothing", async () => {
    const body = await report(bytes(file()));
    expect(body).toEqual({
      dryRun: true,
      saved: [id("ana"), id("bia")],
      errors: [
        {
          idcbpf: id("hugo"),
          line: 4,
          field: "idcbpf",
          rule: "not_enrolled",
          message: "Hugo Zn não tem matrícula deferida nesta oferta.",
        },
        {
          idcbpf: id("caio"),
          line: 5,
          field: "concept",
          rule: "concept_not_allowed",
          message: "O conceito T (aproveitamento de créditos) só a secretaria registra, pelo histórico do discente.",
        },
        { idcbpf: id("ana"), line: 7, field: "idcbpf", message: "Identificador repetido no arquivo (já na linha 2)." },
        { idcbpf: id("duda"), line: 8, field: "attendance", message: "Use um número inteiro." },
      ],
    });
    expect(await gradesOf(open)).toMatchObject({ [id("ana")]: null, [id("bia")]: null });
  });

  it("then writes the good lines of the same file, reporting the same problems", async () => {
    const body = await report(bytes(file()), { dryRun: false, language: "en" });
    expect(body.dryRun).toBe(false);
    expect(body.saved).toEqual([id("ana"), id("bia")]);
    expect(body.errors.map((error) => `${error.line}:${error.field}:${error.message}`)).toEqual([
      "4:idcbpf:Hugo Zn has no accepted enrolment in this offering.",
      "5:concept:Concept T (credit transfer) is recorded only by the office, through the student's transcript.",
      "7:idcbpf:Identifier repeated in the file (already on line 2).",
      "8:attendance:Use a whole number.",
    ]);
    expect(await gradesOf(open)).toMatchObject({ [id("ana")]: "A/95", [id("bia")]: "B/85", [id("caio")]: null });
  });

  it("reads Windows-1252, reports broken lines and an empty idcbpf, and refuses a wrong header whole", async () => {
    const cp1252 = new Uint8Array([
      ...bytes(`idcbpf,concept,attendance\nzzc-jos`),
      0xe9,
      ...bytes(`,A,90\n${id("eva")},"B"x,80\n,A,90\n${id("ines")},B,88\n`),
    ]);
    const body = await report(cp1252, { dryRun: false });
    expect(body.saved).toEqual([id("ines")]);
    expect(body.errors).toEqual([
      {
        idcbpf: "zzc-josé",
        line: 2,
        field: "idcbpf",
        rule: "not_enrolled",
        message: "zzc-josé não tem matrícula deferida nesta oferta.",
      },
      {
        idcbpf: null,
        line: 3,
        field: "line",
        message: "Linha malformada: texto depois das aspas de fechamento.",
      },
      { idcbpf: "", line: 4, field: "idcbpf", message: "Campo obrigatório." },
    ]);
    expect((await gradesOf(open))[id("ines")]).toBe("B/88");
    expect(await report(bytes("idcbpf,nota,frequencia\nx,A,90\n"))).toEqual({
      dryRun: true,
      saved: [],
      errors: [{ idcbpf: null, line: 1, field: "header", message: "Cabeçalho esperado: idcbpf,concept,attendance." }],
    });
  });

  it("after the grade deadline refuses a teacher whole, dry run too; the office imports", async () => {
    const csv = bytes(`idcbpf,concept,attendance\n${id("ana")},B,91\n`);
    const late = await expectApiError(await post(csv, { offering: past }), 422);
    expect(late.rule).toBe("grade_deadline_passed");
    await expectApiError(await post(csv, { offering: past, dryRun: false }), 422);
    expect(await report(csv, { offering: past, dryRun: false, who: "admin" })).toEqual({
      dryRun: false,
      saved: [id("ana")],
      errors: [],
    });
    expect((await gradesOf(past))[id("ana")]).toBe("B/91");
  });

  it("is its teachers' and the office's; more lines than the class list are refused whole", async () => {
    const csv = bytes(`idcbpf,concept,attendance\n${id("eva")},B,90\n`);
    await expectApiError(await post(csv, { who: "outro" }), 403);
    await expectApiError(await post(csv, { who: "ana" }), 403);
    await expectApiError(await post(csv, { who: "discente" }), 403);
    await expectApiError(await post(csv, { who: "nobody" }), 401);
    await expectApiError(await post(csv, { offering: 999999, who: "admin" }), 404);
    const lines = Array.from({ length: 10 }, (_, i) => `${id("eva")}${i},A,90`);
    const tooLong = await expectApiError(await post(bytes(`idcbpf,concept,attendance\n${lines.join("\n")}\n`)), 400);
    expect(tooLong.message).toBe("São 10 linhas, mais que os 9 discentes da turma.");
  });

  it("takes CSV media types up to 1 MiB (413 and 415 as JSON, in the request's language); other routes stay JSON", async () => {
    const csv = `idcbpf,concept,attendance\n${id("joao")},C,77\n`;
    for (const type of ["text/csv; charset=utf-8", "application/vnd.ms-excel", "text/plain"])
      expect((await post(csv, { type })).status).toBe(200);
    const json = await expectApiError(await post(JSON.stringify([]), { type: "application/json" }), 415);
    expect(json.message).toBe("Envie um arquivo CSV (text/csv).");
    const big = `${csv}${" ".repeat(1024 * 1024)}`;
    expect((await expectApiError(await post(big), 413)).message).toBe("O arquivo passa de 1 MiB.");
    expect((await expectApiError(await post(big, { language: "en" }), 413)).message).toBe(
      "The file is larger than 1 MiB.",
    );
    const sheet = await call(t.app, `/api/ofertas/${open}/notas`, {
      method: "PUT",
      body: csv,
      headers: { "content-type": "text/csv" },
      cookie: cookies.docente,
    });
    await expectApiError(sheet, 415);
    const query = await call(t.app, `/api/ofertas/${open}/notas/importacao?dryRun=maybe`, {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
      cookie: cookies.docente,
    });
    expect(Object.keys((await expectApiError(query, 400)).fields ?? {})).toEqual(["dryRun"]);
    expect((await gradesOf(open))[id("joao")]).toBeNull();
  });
});
