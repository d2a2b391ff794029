import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { govAgendaSchema, govStudentsSchema, govTeachersSchema } from "../../domain/gov.ts";
import { foldText } from "../../domain/search.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { withoutCurrentTerm } from "../../../tests/node/terms.ts";
import { demoPastTerm } from "../db/demo-academic.ts";
import { guidances, offeringSlots, offeringTeachers, offerings, subjects, terms, users } from "../db/schema.ts";

/**
 * The transparency pages' API (`/api/gov/*`): public, only public fields, one programme's active
 * people, folded search, the current term's timetable only. Rows of this file's own (names with
 * "Zz", subjects `ZZG-…`) beside the demo data, which is never counted.
 */
let t: TestApp;
type Person = typeof users.$inferInsert;
const person = (idcbpf: string, fields: Partial<Person>): Person => ({
  idcbpf,
  name: idcbpf,
  email: `${idcbpf}@zz-private.example.org`,
  level: "Docente",
  programme: "academico",
  ...fields,
});

async function insertUser(fields: Person): Promise<number> {
  const [row] = await t.db.insert(users).values(fields).returning({ id: users.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const conceicao = await insertUser(
    person("zz.conceicao", {
      name: "Maria da Conceição Zz",
      lattes: "http://lattes.cnpq.br/0000000000000001",
      researchArea: "Óptica quântica",
    }),
  );
  await insertUser(person("zz.abaco", { name: "Ábaco Zz" }));
  await insertUser(person("zz.abelardo", { name: "Abelardo Zz" }));
  await insertUser(person("zz.inativo", { name: "Docente Inativo Zz", status: "inativo" }));
  await insertUser(person("zz.prof", { name: "Docente Profissional Zz", programme: "profissional" }));
  const student = (idcbpf: string, fields: Partial<Person>) =>
    person(idcbpf, { level: "Discente", degree: "mestrado", entryTerm: "2025.1", ...fields });
  const advised = await insertUser(student("zz.orientanda", { name: "Orientanda Zz", degree: "doutorado" }));
  await insertUser(student("zz.sem", { name: "Sem Orientador Zz" }));
  await insertUser(student("zz.trancada", { name: "Trancada Zz", status: "trancado" }));
  await insertUser(student("zz.egressa", { name: "Egressa Zz", status: "egresso" }));
  await insertUser(student("zz.outra", { name: "Outra Programa Zz", programme: "profissional" }));
  await t.db.insert(guidances).values({ studentId: advised, advisorId: conceicao, startDate: "2025-03-01" });

  // One offering in the current term, one in an old term.
  const [current] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
  const [old] = await t.db.insert(terms).values(demoPastTerm("2011.1")).returning({ id: terms.id });
  const [now, before] = await t.db
    .insert(subjects)
    .values([
      { code: "ZZG-901", namePt: "Eletrodinâmica Zz", nameEn: "Electrodynamics Zz", credits: 4, hours: 60 },
      { code: "ZZG-902", namePt: "Passado Zz", nameEn: "Past Zz", credits: 4, hours: 60 },
    ])
    .returning({ id: subjects.id });
  const [offering, oldOffering] = await t.db
    .insert(offerings)
    .values([
      { termId: current?.id ?? 0, subjectId: now?.id ?? 0, capacity: 10, language: "en" },
      { termId: old?.id ?? 0, subjectId: before?.id ?? 0, capacity: 10, language: "pt" },
    ])
    .returning({ id: offerings.id });
  await t.db.insert(offeringTeachers).values([
    { offeringId: offering?.id ?? 0, userId: conceicao, responsible: true },
    { offeringId: oldOffering?.id ?? 0, userId: conceicao, responsible: true },
  ]);
  await t.db.insert(offeringSlots).values([
    { offeringId: offering?.id ?? 0, weekday: 3, start: "07:30", end: "09:10", room: "Sala Zz" },
    { offeringId: oldOffering?.id ?? 0, weekday: 1, start: "10:00", end: "12:00", room: "Sala Antiga" },
  ]);
});

afterAll(async () => {
  await t.close();
});

async function teachers(query: string) {
  const res = await call(t.app, `/api/gov/docentes?${query}`);
  expect(res.status).toBe(200);
  return govTeachersSchema.strict().parse(await res.json()).items;
}

async function students(query: string) {
  const res = await call(t.app, `/api/gov/discentes?${query}`);
  expect(res.status).toBe(200);
  return govStudentsSchema.parse(await res.json()).items;
}

describe("GET /api/gov/docentes", () => {
  it("answers anyone, with only public fields, cacheable for a minute", async () => {
    const res = await call(t.app, "/api/gov/docentes?programme=academico");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const text = await res.text();
    expect(text).not.toContain("@");
    expect(text).not.toContain("zz.conceicao");
    const { items } = govTeachersSchema.parse(JSON.parse(text));
    for (const item of items) expect(Object.keys(item).sort()).toEqual(["lattes", "name", "researchArea"]);
    expect(items).toContainEqual({
      name: "Maria da Conceição Zz",
      lattes: "http://lattes.cnpq.br/0000000000000001",
      researchArea: "Óptica quântica",
    });
  });

  it("lists the programme's active teachers only, by folded name", async () => {
    const names = (await teachers("programme=academico")).map((item) => item.name);
    expect(names).toContain("Ábaco Zz");
    expect(names).not.toContain("Docente Inativo Zz");
    expect(names).not.toContain("Docente Profissional Zz");
    expect(names).not.toContain("Orientanda Zz");
    expect(names.indexOf("Ábaco Zz")).toBeLessThan(names.indexOf("Abelardo Zz"));
    const folded = names.map(foldText);
    expect(folded).toEqual([...folded].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await teachers("programme=profissional")).map((item) => item.name)).toContain("Docente Profissional Zz");
  });

  it("searches the name and the research area without regard to case or accents, never the e-mail", async () => {
    for (const q of ["conceicao", "CONCEIÇÃO", "optica quan"]) {
      expect(
        (await teachers(`programme=academico&q=${encodeURIComponent(q)}`)).map((i) => i.name),
        q,
      ).toEqual(["Maria da Conceição Zz"]);
    }
    expect(await teachers("programme=academico&q=zz-private")).toEqual([]);
    expect(await teachers("programme=academico&q=zz.conceicao")).toEqual([]);
    // LIKE syntax typed is text.
    expect(await teachers("programme=academico&q=%25")).toEqual([]);
  });

  it("refuses a missing or unknown programme and an over-long search (400, not cached), in the request's language", async () => {
    for (const query of ["", "programme=outro", `programme=academico&q=${"x".repeat(101)}`]) {
      const res = await call(t.app, `/api/gov/docentes?${query}`, { headers: { "accept-language": "en" } });
      const body = await expectApiError(res, 400);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(body.fields).toBeDefined();
    }
    const pt = await expectApiError(await call(t.app, "/api/gov/docentes"), 400);
    expect(pt.message).not.toBe("");
  });

  it("answers a logged-in user the same", async () => {
    const cookie = await login(t.app, "discente");
    const res = await call(t.app, "/api/gov/docentes?programme=academico&q=conceicao", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  });
});

describe("GET /api/gov/discentes", () => {
  it("lists the programme's active students with degree, advisor and entry term", async () => {
    const res = await call(t.app, "/api/gov/discentes?programme=academico");
    const text = await res.text();
    expect(text).not.toContain("@");
    expect(text).not.toContain("zz.orientanda");
    const items = govStudentsSchema.parse(JSON.parse(text)).items;
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(["advisor", "degree", "entryTerm", "name", "scholarship"]);
    expect(items).toContainEqual({
      name: "Orientanda Zz",
      degree: "doutorado",
      advisor: "Maria da Conceição Zz",
      entryTerm: "2025.1",
      scholarship: null,
    });
    expect(items).toContainEqual({
      name: "Sem Orientador Zz",
      degree: "mestrado",
      advisor: null,
      entryTerm: "2025.1",
      scholarship: null,
    });
    const names = items.map((item) => item.name);
    for (const absent of ["Trancada Zz", "Egressa Zz", "Outra Programa Zz", "Abelardo Zz"]) {
      expect(names).not.toContain(absent);
    }
    expect((await students("programme=profissional")).map((item) => item.name)).toContain("Outra Programa Zz");
  });

  it("searches the student's and the advisor's names, folded", async () => {
    expect((await students("programme=academico&q=orientanda")).map((i) => i.name)).toEqual(["Orientanda Zz"]);
    expect((await students("programme=academico&q=conceicao zz")).map((i) => i.name)).toEqual(["Orientanda Zz"]);
    expect(await students("programme=academico&q=zz-private")).toEqual([]);
  });
});

describe("GET /api/gov/agenda", () => {
  it("is the current term's timetable, with teachers' names and slots, nothing private", async () => {
    const res = await call(t.app, "/api/gov/agenda");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const text = await res.text();
    expect(text).not.toContain("@");
    expect(text).not.toContain("zz.conceicao");
    const agenda = govAgendaSchema.parse(JSON.parse(text));
    const [current] = await t.db.select({ code: terms.code }).from(terms).where(eq(terms.current, true));
    expect(agenda.term?.code).toBe(current?.code);
    const codes = agenda.items.map((item) => item.subject.code);
    expect(codes).toContain("ZZG-901");
    expect(codes).not.toContain("ZZG-902");
    expect(codes).toEqual([...codes].sort());
    expect(agenda.items.find((item) => item.subject.code === "ZZG-901")).toEqual({
      subject: { code: "ZZG-901", name: { pt: "Eletrodinâmica Zz", en: "Electrodynamics Zz" } },
      teachers: [{ name: "Maria da Conceição Zz", responsible: true }],
      slots: [{ weekday: 3, start: "07:30", end: "09:10", room: "Sala Zz" }],
      language: "en",
    });
  });

  it("searches the subject's code and names and the teachers' names, folded", async () => {
    for (const q of ["zzg-901", "eletrodinamica zz", "ELECTRODYNAMICS ZZ", "conceicao zz"]) {
      const res = await call(t.app, `/api/gov/agenda?q=${encodeURIComponent(q)}`);
      const codes = govAgendaSchema.parse(await res.json()).items.map((item) => item.subject.code);
      expect(codes, q).toEqual(["ZZG-901"]);
    }
  });

  it("without a current term says so with no items", async () => {
    await withoutCurrentTerm(t.db, async () => {
      const res = await call(t.app, "/api/gov/agenda");
      expect(govAgendaSchema.parse(await res.json())).toEqual({ term: null, items: [] });
    });
  });
});
