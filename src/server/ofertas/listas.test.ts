import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { readPdf } from "../../../tests/node/pdf-read.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { classListSchema } from "../../domain/offerings.ts";
import { offeringSlots, offeringTeachers, offerings, subjects, terms } from "../db/schema.ts";
import { addStudents, addTeachers, TEST_PASSWORD } from "../orientacoes/test-fixtures.ts";
import { enrol, userId } from "./test-fixtures.ts";

/**
 * The lists out of an offering (PRODUCT §8): `turma.csv` read back with csv-parse (BOM, `;`, the
 * header, a row per class-list entry, accents, a formula made harmless) and `lista-presenca.pdf`
 * read back with pdf.js (one column per class date of the term — counted here from the calendar,
 * not by the code under test —, landscape and split when the dates are many, the names on every
 * page, the header and heading repeated, pages numbered), on offerings of this file's own; and
 * who may have them: its teachers and the office.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
let busy = 0;
let short = 0;
const STUDENTS = Array.from({ length: 24 }, (_, i) => ({
  idcbpf: `zzl-s${String(i).padStart(2, "0")}`,
  name: i === 0 ? "Conceição Zé Lima" : i === 1 ? "=HIPERLINK(x)" : `Aluna Zz ${String(i).padStart(2, "0")}`,
}));

async function term(code: string, startDate: string, endDate: string): Promise<number> {
  const [row] = await t.db
    .insert(terms)
    .values({
      code,
      startDate,
      endDate,
      offeringStart: `${code.slice(0, 4)}-01-01`,
      offeringEnd: `${code.slice(0, 4)}-01-10`,
      enrolmentStart: `${code.slice(0, 4)}-01-11`,
      enrolmentEnd: `${code.slice(0, 4)}-01-20`,
      dropDeadline: startDate,
      gradeDeadline: endDate,
    })
    .returning({ id: terms.id });
  return row?.id ?? 0;
}

async function offering(termId: number, slots: { weekday: number; start: string; end: string }[]): Promise<number> {
  const [subject] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, "FIS-501"));
  const [row] = await t.db
    .insert(offerings)
    .values({ termId, subjectId: subject?.id ?? 0, capacity: 40, language: "pt" })
    .returning({ id: offerings.id });
  const id = row?.id ?? 0;
  for (const slot of slots) await t.db.insert(offeringSlots).values({ offeringId: id, ...slot, room: "Sala ZZL" });
  for (const [index, idcbpf] of ["docente", "zzl-co"].entries())
    await t.db
      .insert(offeringTeachers)
      .values({ offeringId: id, userId: await userId(t.db, idcbpf), responsible: index === 0 });
  return id;
}

/** The days from `from` to `to` (inclusive) falling on `weekday`, as `dd/mm/yy` — counted with Date, day by day. */
function daysOn(from: string, to: string, weekday: number): string[] {
  const out: string[] = [];
  for (
    let day = new Date(`${from}T12:00:00Z`);
    day <= new Date(`${to}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    if (day.getUTCDay() === weekday) {
      const [y, m, d] = day.toISOString().slice(0, 10).split("-");
      out.push(`${d}/${m}/${y?.slice(2)}`);
    }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  await addTeachers(t.db, [
    { idcbpf: "zzl-co", name: "Co Zz Docente" },
    { idcbpf: "zzl-outro", name: "Outro Zz Docente" },
  ]);
  await addStudents(t.db, [...STUDENTS, { idcbpf: "zzl-espera", name: "Espera Zz" }]);
  // Mondays 08:00, Wednesdays 10:00 and 14:00, for a whole term: about fifty class dates.
  busy = await offering(await term("2093.1", "2093-03-02", "2093-06-26"), [
    { weekday: 1, start: "08:00", end: "10:00" },
    { weekday: 3, start: "14:00", end: "16:00" },
    { weekday: 3, start: "10:00", end: "12:00" },
  ]);
  // Tuesdays for three weeks: three dates fit a portrait page.
  short = await offering(await term("2094.1", "2094-03-02", "2094-03-20"), [
    { weekday: 2, start: "08:00", end: "10:00" },
  ]);
  for (const [index, student] of STUDENTS.entries())
    await enrol(t.db, busy, student.idcbpf, index === 2 ? "pendente" : "deferida");
  await enrol(t.db, busy, "zzl-espera", "em_espera");
  await enrol(t.db, short, "zzl-s00", "deferida");
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
  for (const idcbpf of ["zzl-co", "zzl-outro", "zzl-s00"]) cookies[idcbpf] = await login(t.app, idcbpf, TEST_PASSWORD);
  const graded = await call(t.app, `/api/ofertas/${busy}/notas/zzl-s00`, {
    method: "PUT",
    json: { concept: "A", attendance: 96 },
    cookie: cookies.admin,
  });
  expect(graded.status).toBe(200);
});
afterAll(() => t.close());

describe("GET /api/ofertas/{id}/turma.csv and …/lista-presenca.pdf: who may", () => {
  for (const path of ["turma.csv", "lista-presenca.pdf"]) {
    it(`${path}: its teachers and the office; another teacher 403, a Discente 403, a visitor 401`, async () => {
      for (const who of ["docente", "zzl-co", "admin"]) {
        const res = await call(t.app, `/api/ofertas/${short}/${path}`, { cookie: cookies[who] });
        expect(res.status, who).toBe(200);
        expect(res.headers.get("content-disposition")).toMatch(
          /^attachment; filename="(turma|lista-presenca)-FIS-501-2094\.1\./,
        );
        expect(res.headers.get("cache-control")).toContain("no-store");
      }
      await expectApiError(await call(t.app, `/api/ofertas/${short}/${path}`, { cookie: cookies["zzl-outro"] }), 403);
      await expectApiError(await call(t.app, `/api/ofertas/${short}/${path}`, { cookie: cookies["zzl-s00"] }), 403);
      await expectApiError(await call(t.app, `/api/ofertas/${short}/${path}`, { cookie: cookies.discente }), 403);
      await expectApiError(await call(t.app, `/api/ofertas/${short}/${path}`), 401);
      await expectApiError(await call(t.app, `/api/ofertas/999999/${path}`, { cookie: cookies.admin }), 404);
    });
  }
});

describe("GET /api/ofertas/{id}/turma.csv", () => {
  it("is the class list in a spreadsheet's CSV: BOM, `;`, the header, a row per entry, accents, no formula", async () => {
    const res = await call(t.app, `/api/ofertas/${busy}/turma.csv`, { cookie: cookies.docente });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.subarray(3));
    const [header, ...rows] = parse(text, { delimiter: ";" }) as string[][];
    expect(header).toEqual(["idcbpf", "nome", "programa", "nivel", "status", "conceito", "frequencia"]);
    const list = classListSchema.parse(
      await (await call(t.app, `/api/ofertas/${busy}/turma`, { cookie: cookies.docente })).json(),
    );
    expect(rows).toHaveLength(STUDENTS.length + 1);
    expect(rows.map((row) => row[0])).toEqual(list.map((entry) => entry.idcbpf));
    expect(rows).toContainEqual(["zzl-s00", "Conceição Zé Lima", "academico", "mestrado", "deferida", "A", "96"]);
    expect(rows).toContainEqual(["zzl-s02", "Aluna Zz 02", "academico", "mestrado", "pendente", "", ""]);
    expect(rows.at(-1)).toEqual(["zzl-espera", "Espera Zz", "academico", "mestrado", "em_espera", "", ""]);
    // A name that starts like a formula opens as text in a spreadsheet.
    expect(rows).toContainEqual(["zzl-s01", "'=HIPERLINK(x)", "academico", "mestrado", "deferida", "", ""]);
  });
});

describe("GET /api/ofertas/{id}/lista-presenca.pdf", () => {
  it("has one column per class date of the term, split over landscape pages with the names repeated", async () => {
    const res = await call(t.app, `/api/ofertas/${busy}/lista-presenca.pdf?lang=pt`, { cookie: cookies.docente });
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    const mondays = daysOn("2093-03-02", "2093-06-26", 1);
    const wednesdays = daysOn("2093-03-02", "2093-06-26", 3);
    const expected = mondays.length + 2 * wednesdays.length;
    expect(expected).toBeGreaterThan(40);

    for (const [index, page] of pdf.pages.entries()) {
      expect(page.width).toBeGreaterThan(page.height); // landscape
      expect(page.text).toContain(`Página ${index + 1} de ${pdf.pages.length}`);
      expect(page.text).toContain("Lista de presença — FIS-501");
      expect(page.text).toContain("Período letivo 2093.1 · Docentes:");
      expect(page.text).toMatch(/Nº Nome Identificador (Seg|Qua) /);
    }
    // Every class date heads exactly one column, Wednesdays twice with their times.
    const headers = pdf.pages.map((page) => /Aulas (\d+) a (\d+) de (\d+)/.exec(page.text));
    const groups = new Map(headers.map((match) => [match?.[0] ?? "", match]));
    expect([...groups.values()].every((match) => match?.[3] === String(expected))).toBe(true);
    const columns = [...groups.keys()].flatMap((range) => {
      const page = pdf.pages.find((candidate) => candidate.text.includes(range));
      const head = /Nº Nome Identificador (.*?) 1 /.exec(page?.text ?? "")?.[1] ?? "";
      return [...head.matchAll(/(Seg|Qua) (\d\d\/\d\d\/\d\d)( \d\d:\d\d)?/g)].map(
        (m) => `${m[1]} ${m[2]}${m[3] ?? ""}`,
      );
    });
    expect(columns).toHaveLength(expected);
    expect(columns.filter((column) => column.startsWith("Seg")).map((column) => column.slice(4))).toEqual(mondays);
    expect(columns.filter((column) => column.startsWith("Qua"))).toEqual(
      wednesdays.flatMap((day) => [`Qua ${day} 10:00`, `Qua ${day} 14:00`]),
    );
    // Each group of dates lists everyone holding a seat (names on every group's pages), the waitlist not.
    for (const range of groups.keys()) {
      const text = pdf.pages
        .filter((page) => page.text.includes(range))
        .map((page) => page.text)
        .join(" ");
      for (const student of STUDENTS) expect(text, `${student.idcbpf} in ${range}`).toContain(student.idcbpf);
      expect(text).toContain("Conceição Zé Lima");
      expect(text).toContain("Aluna Zz 02 (pendente)");
      expect(text).not.toContain("zzl-espera");
    }
    // More names than a page holds: the header comes again on the next page of the same dates.
    expect(pdf.pages.length).toBeGreaterThan(groups.size);
  });

  it("fits a few dates on a portrait page, in English on request", async () => {
    const res = await call(t.app, `/api/ofertas/${short}/lista-presenca.pdf`, {
      cookie: cookies.admin,
      headers: { "accept-language": "en" },
    });
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect(page && page.height > page.width).toBe(true);
    expect(page?.text).toContain("Attendance sheet — FIS-501");
    expect(page?.text).toContain(
      `No. Name ID ${daysOn("2094-03-02", "2094-03-20", 2)
        .map((d) => `Tue ${d.slice(3, 5)}/${d.slice(0, 2)}/${d.slice(6)}`)
        .join(" ")} 1 Conceição Zé Lima zzl-s00`,
    );
    expect(page?.text).toContain("Page 1 of 1");
  });
});
