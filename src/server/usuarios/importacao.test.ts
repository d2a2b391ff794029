import { and, count, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importStreamLineSchema } from "../../domain/user-import.ts";
import { CSV_COLUMNS, importReportSchema, type CsvColumn, type ImportReport } from "../../domain/user-input.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, enrolments, offerings, subjects, terms, users } from "../db/schema.ts";

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

/** CSVs built here, with idcbpfs no other test uses. */
let serial = 0;
const uid = (prefix = "zzi") => `${prefix}${(serial++).toString().padStart(3, "0")}`;
type Cells = Partial<Record<CsvColumn, string>>;
const student = (idcbpf: string, more: Cells = {}): Cells => ({
  idcbpf,
  name: `ZZ Aluno ${idcbpf}`,
  email: `${idcbpf}@import.example.org`,
  level: "Discente",
  programme: "academico",
  degree: "mestrado",
  status: "ativo",
  entryTerm: "2026.1",
  ...more,
});
const row = (cells: Cells, delimiter = ",") => CSV_COLUMNS.map((column) => cells[column] ?? "").join(delimiter);
const csv = (...lines: string[]) => `${CSV_COLUMNS.join(",")}\n${lines.join("\n")}\n`;

type Options = { query?: string; who?: string; type?: string; accept?: string; language?: string };
function post(body: BodyInit, options: Options = {}) {
  const { query = "dryRun=true", who = "admin", type = "text/csv", accept, language } = options;
  const headers: Record<string, string> = { "content-type": type };
  if (accept) headers.accept = accept;
  if (language) headers["accept-language"] = language;
  return call(t.app, `/api/usuarios/importacao?${query}`, {
    method: "POST",
    body,
    headers,
    ...(who ? { cookie: cookies[who] } : {}),
  });
}
async function report(body: BodyInit, options: Options = {}): Promise<ImportReport> {
  const res = await post(body, options);
  expect(res.status).toBe(200);
  return importReportSchema.strict().parse(await res.json());
}
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const userNamed = async (idcbpf: string) => (await t.db.select().from(users).where(eq(users.idcbpf, idcbpf)))[0];
const where = (errors: ImportReport["errors"]) => errors.map(({ line, field }) => `${line}:${field}`);

describe("POST /api/usuarios/importacao — a dry run", () => {
  it("reports every bad line by line and field, writes nothing, and counts what the good lines would do", async () => {
    const owner = uid();
    await t.db.insert(users).values({
      idcbpf: owner,
      name: "ZZ Dono",
      email: `${owner}@import.example.org`,
      level: "Docente",
      programme: "academico",
    });
    const [a, b, c, d, e, f] = [uid(), uid(), uid(), uid(), uid(), uid()];
    const file = csv(
      row(student(a)), // 2
      row(student(b, { level: "Reitor" })), // 3: wrong level
      row(student(a, { email: `${a}.outro@import.example.org` })), // 4: idcbpf repeated
      "", // 5: empty, skipped
      row(student(c, { email: `${owner}@IMPORT.example.org` })), // 6: someone else's e-mail
      row(student(d, { name: 'Nome "quebrado' })), // 7: broken quote
      row(student(e)).split(",").slice(0, 5).join(","), // 8: five columns
      row(student(f, { name: '"Souza, Ana\nde Tal"' })), // 9–10: a quoted comma and newline
      row(student(uid(), { programme: "", degree: "" })), // 11: programme required
    );
    const before = await userCount();
    const body = await report(file);
    expect(body).toMatchObject({ dryRun: true, written: false, created: 2, updated: 0, unchanged: 0 });
    expect(where(body.errors)).toEqual(["3:level", "4:idcbpf", "6:email", "7:line", "8:line", "11:programme"]);
    expect(body.errors.map((error) => error.message)).toEqual([
      "Nível inválido: Administrador, Docente ou Discente.",
      "Identificador repetido no arquivo (já na linha 2).",
      `O e-mail já pertence a ${owner}.`,
      "Linha malformada: aspas no meio de um campo sem aspas.",
      "A linha tem 5 colunas; esperadas 9.",
      "Campo obrigatório.",
    ]);
    expect(await userCount()).toBe(before);
    expect(await userNamed(a)).toBeUndefined();

    const english = await report(file, { language: "en-US" });
    expect(english.errors.map((error) => error.message)).toEqual([
      "Invalid level: Administrador, Docente or Discente.",
      "Identifier repeated in the file (already on line 2).",
      `The e-mail already belongs to ${owner}.`,
      "Malformed line: a quote inside a field that does not start with one.",
      "The line has 5 columns; expected 9.",
      "Required field.",
    ]);
  });

  it("reads a BOM, the `;` delimiter, CRLF line ends and the columns in another order", async () => {
    const id = uid();
    const columns = [...CSV_COLUMNS].reverse();
    const cells = student(id, { name: "Joana; da Silva" });
    const line = columns.map((column) => (column === "name" ? `"${cells.name}"` : (cells[column] ?? ""))).join(";");
    const body = await report(`\uFEFF${columns.join(";")}\r\n\r\n${line}\r\n`);
    expect(body).toMatchObject({ created: 1, errors: [] });
    const repeated = await report(`\uFEFF${columns.join(";")}\r\n${line}\r\n${line}\r\n`);
    expect(where(repeated.errors)).toEqual(["3:idcbpf", "3:email"]);
  });

  it("refuses a wrong header at line 1, and reads nothing else", async () => {
    const body = await report(`idcbpf,nome,email,level,programme,degree,status,entryTerm\n${row(student(uid()))}\n`);
    expect(body).toMatchObject({ created: 0, written: false });
    expect(body.errors).toEqual([
      {
        line: 1,
        field: "header",
        message: "Cabeçalho esperado: idcbpf,name,email,level,programme,degree,status,entryTerm,entryDate.",
      },
    ]);
    const missing = await report(`idcbpf;name;email\n`, { language: "en" });
    expect(missing.errors).toEqual([
      {
        line: 1,
        field: "header",
        message: "Expected header: idcbpf;name;email;level;programme;degree;status;entryTerm;entryDate.",
      },
    ]);
  });

  it("reports an unclosed quote at its line and goes on with the next line", async () => {
    const [a, b] = [uid(), uid()];
    const body = await report(csv(row(student(a, { name: '"Sem fim' })), row(student(b))), { language: "en" });
    expect(body.errors).toEqual([
      { line: 2, field: "line", message: "Malformed line: a quote is opened and never closed." },
    ]);
    expect(body.created).toBe(1);
  });

  it("refuses bytes that are not UTF-8, naming the first such line", async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(csv(row(student(uid())))), 0x4a, 0x6f, 0xe3, 0x6f]);
    const body = await report(latin1);
    expect(body.errors).toEqual([{ line: 3, field: "file", message: "O arquivo não está em UTF-8." }]);
  });

  it("says so when the file has no data lines", async () => {
    expect((await report(csv())).errors).toEqual([
      { line: 1, field: "file", message: "O arquivo não tem linhas de dados." },
    ]);
  });

  it("refuses more than 50,000 data lines", async () => {
    const lines = Array.from({ length: 50_001 }, (_, i) => `zzmany${i},N,m${i}@x.org,Docente,academico,,,`);
    const body = await report(csv(...lines), { language: "en" });
    expect(body.errors).toEqual([{ line: 50_002, field: "file", message: "At most 50000 lines per file." }]);
  });
});

describe("POST /api/usuarios/importacao — writing", () => {
  it("writes nothing when there are errors and skipInvalid is false", async () => {
    const [good, bad] = [uid(), uid()];
    const before = await userCount();
    const body = await report(csv(row(student(good)), row(student(bad, { email: "not-an-email" }))), {
      query: "dryRun=false",
    });
    expect(body).toMatchObject({ dryRun: false, written: false, created: 1, errors: [{ line: 3, field: "email" }] });
    expect(await userCount()).toBe(before);
  });

  it("writes the good lines with skipInvalid, and a second import of the same file changes nothing", async () => {
    const [good, other, bad] = [uid(), uid(), uid()];
    const file = csv(row(student(good)), row(student(bad, { degree: "bacharelado" })), row(student(other)));
    const before = await userCount();
    const first = await report(file, { query: "dryRun=false&skipInvalid=true" });
    expect(first).toMatchObject({ written: true, created: 2, updated: 0, unchanged: 0 });
    expect(where(first.errors)).toEqual(["3:degree"]);
    expect(await userCount()).toBe(before + 2);
    const stored = await userNamed(good);
    expect(stored).toMatchObject({ name: `ZZ Aluno ${good}`, level: "Discente", status: "ativo", entryTerm: "2026.1" });
    expect(stored?.passwordHash).toBeNull();

    const second = await report(file, { query: "dryRun=false&skipInvalid=true" });
    expect(second).toMatchObject({ written: false, created: 0, updated: 0, unchanged: 2 });
    expect(await userCount()).toBe(before + 2);
  });

  it("stores names exactly as the file has them, whatever characters they hold", async () => {
    const names = ['Ana "Nica" Souza', "D'Ávila, Júlia", "Back\\slash {chaves}", "NULL", "Zoë\nde Tal", "日本 名前"];
    const ids = names.map(() => uid());
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const lines = ids.map((id, i) => row(student(id, { name: quoted(names[i] ?? "") })));
    lines.push(
      row({ idcbpf: uid("zzt"), name: "ZZ Sem Programa", email: "zzsem@import.example.org", level: "Administrador" }),
    );
    const body = await report(csv(...lines), { query: "dryRun=false" });
    expect(body).toMatchObject({ written: true, created: names.length + 1, errors: [] });
    const stored = await t.db
      .select({ idcbpf: users.idcbpf, name: users.name })
      .from(users)
      .where(inArray(users.idcbpf, ids));
    expect(Object.fromEntries(stored.map((user) => [user.idcbpf, user.name]))).toEqual(
      Object.fromEntries(ids.map((id, i) => [id, names[i]])),
    );
    const admin = await t.db.select().from(users).where(eq(users.email, "zzsem@import.example.org"));
    expect(admin[0]).toMatchObject({
      level: "Administrador",
      programme: null,
      degree: null,
      entryTerm: null,
      status: "ativo",
    });
    expect((await report(csv(...lines), { query: "dryRun=false" })).unchanged).toBe(names.length + 1);
  });

  it("updates only the users whose columns differ, and audits each change with before and after", async () => {
    const [same, renamed, created] = [uid(), uid(), uid()];
    await report(csv(row(student(same)), row(student(renamed))), { query: "dryRun=false" });
    const file = csv(
      row(student(same)),
      row(student(renamed, { name: "ZZ Nome Novo", entryTerm: "" })),
      row(student(created)),
    );
    const dry = await report(file);
    expect(dry).toMatchObject({ written: false, created: 1, updated: 1, unchanged: 1 });
    expect((await userNamed(renamed))?.name).toBe(`ZZ Aluno ${renamed}`);

    const body = await report(file, { query: "dryRun=false" });
    expect(body).toMatchObject({ written: true, created: 1, updated: 1, unchanged: 1, errors: [] });
    expect(await userNamed(renamed)).toMatchObject({ name: "ZZ Nome Novo", entryTerm: null });

    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), inArray(auditLog.entityId, [same, renamed, created])))
      .orderBy(auditLog.id);
    const of = (id: string, action: string) => entries.filter((e) => e.entityId === id && e.action === action);
    expect(of(same, "update")).toEqual([]);
    expect(of(renamed, "update")).toEqual([
      expect.objectContaining({
        actorId: admin?.id,
        before: expect.objectContaining({ name: `ZZ Aluno ${renamed}`, entryTerm: "2026.1" }),
        after: expect.objectContaining({ name: "ZZ Nome Novo", entryTerm: null }),
      }),
    ]);
    expect(of(created, "create")).toEqual([
      expect.objectContaining({
        actorId: admin?.id,
        before: null,
        after: expect.objectContaining({ idcbpf: created }),
      }),
    ]);
    const passwords = entries.flatMap((e) => [e.before, e.after]).filter((v) => JSON.stringify(v).includes("password"));
    expect(passwords).toEqual([]);
  });

  it("takes a Discente who leaves out of the current term's classes, in the same import", async () => {
    const id = uid();
    await report(csv(row(student(id))), { query: "dryRun=false" });
    const [stored] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, id));
    let [term] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
    if (!term) {
      [term] = await t.db
        .insert(terms)
        .values({
          code: "2090.1",
          startDate: "2090-01-01",
          endDate: "2090-07-31",
          offeringStart: "2089-12-01",
          offeringEnd: "2089-12-10",
          enrolmentStart: "2089-12-11",
          enrolmentEnd: "2089-12-20",
          dropDeadline: "2090-01-10",
          gradeDeadline: "2090-08-10",
          current: true,
        })
        .returning({ id: terms.id });
    }
    const [subject] = await t.db
      .insert(subjects)
      .values({ code: "ZZT-901", namePt: "ZZ Import", nameEn: "ZZ Import", credits: 4, hours: 60 })
      .returning({ id: subjects.id });
    const [offering] = await t.db
      .insert(offerings)
      .values({ termId: term?.id ?? 0, subjectId: subject?.id ?? 0, capacity: 10, taken: 1 })
      .returning({ id: offerings.id });
    await t.db
      .insert(enrolments)
      .values([{ codigo: "ZZ00000000000000000000000001", studentId: stored?.id ?? 0, offeringId: offering?.id ?? 0 }]);

    const body = await report(csv(row(student(id, { status: "trancado" }))), { query: "dryRun=false" });
    expect(body).toMatchObject({ written: true, updated: 1 });
    const [enrolment] = await t.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(eq(enrolments.codigo, "ZZ00000000000000000000000001"));
    expect(enrolment?.status).toBe("trancada");
    expect((await userNamed(id))?.status).toBe("trancado");
  });

  it("refuses to change the importer's own level or status", async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.idcbpf, "admin"));
    const self = { idcbpf: "admin", name: admin?.name, email: admin?.email, level: "Docente", programme: "academico" };
    const body = await report(csv(row(self as Cells)), { language: "en" });
    expect(body.errors).toEqual([
      { line: 2, field: "level", message: "You cannot change your own level or status through an import." },
    ]);
  });

  it("answers progress lines and then the report when asked for NDJSON", async () => {
    const ids = [uid(), uid(), uid()];
    const res = await post(csv(...ids.map((id) => row(student(id)))), {
      query: "dryRun=false",
      accept: "application/x-ndjson",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((line) => importStreamLineSchema.parse(JSON.parse(line)));
    const phases = lines.flatMap((line) => ("phase" in line ? [line.phase] : []));
    expect([...new Set(phases)]).toEqual(["parse", "check", "write"]);
    expect(lines.at(-2)).toEqual({ phase: "write", done: 3, total: 3 });
    expect(lines.at(-1)).toEqual({
      report: { dryRun: false, written: true, created: 3, updated: 0, unchanged: 0, errors: [] },
    });
    expect(lines.slice(0, -1).every((line) => "phase" in line && line.done <= line.total)).toBe(true);
  });
});

describe("POST /api/usuarios/importacao — the optional entryDate column", () => {
  const termStart = async (code: string) =>
    (await t.db.select({ startDate: terms.startDate }).from(terms).where(eq(terms.code, code)))[0]?.startDate ?? null;
  /** A file without the entryDate column, as every file was before it existed. */
  const eightColumns = (...lines: Cells[]) => {
    const columns = CSV_COLUMNS.filter((column) => column !== "entryDate");
    return `${columns.join(",")}\n${lines.map((cells) => columns.map((c) => cells[c] ?? "").join(",")).join("\n")}\n`;
  };

  it("reports an impossible or malformed day per line, like any other column, after entryTerm", async () => {
    const [good, leap, slashes, both] = [uid(), uid(), uid(), uid()];
    const body = await report(
      csv(
        row(student(good, { entryDate: "2024-03-15" })),
        row(student(leap, { entryDate: "2023-02-29" })),
        row(student(slashes, { entryDate: "15/03/2024" })),
        row(student(both, { entryTerm: "2024", entryDate: "2024-13-01" })),
      ),
      { language: "en" },
    );
    expect(where(body.errors)).toEqual(["3:entryDate", "4:entryDate", "5:entryTerm", "5:entryDate"]);
    expect(body.errors[0]?.message).toMatch(/date/i);
    expect(body).toMatchObject({ created: 1, written: false });
  });

  it("stores the day; a blank cell gives the entry term's first day; a second import changes nothing", async () => {
    const [dated, blank] = [uid(), uid()];
    const file = csv(row(student(dated, { entryDate: " 2024-03-15 " })), row(student(blank)));
    expect(await report(file, { query: "dryRun=false" })).toMatchObject({ written: true, created: 2, errors: [] });
    expect((await userNamed(dated))?.entryDate).toBe("2024-03-15");
    expect((await userNamed(blank))?.entryDate).toBe(await termStart("2026.1"));
    expect(await report(file, { query: "dryRun=false" })).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    const moved = csv(row(student(dated, { entryDate: "" })), row(student(blank, { entryDate: "2025-08-01" })));
    expect(await report(moved, { query: "dryRun=false" })).toMatchObject({ updated: 2, errors: [] });
    expect((await userNamed(dated))?.entryDate).toBe(await termStart("2026.1"));
    expect((await userNamed(blank))?.entryDate).toBe("2025-08-01");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.action, "update"), eq(auditLog.entityId, blank)))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({
      before: expect.objectContaining({ entryDate: await termStart("2026.1") }),
      after: expect.objectContaining({ entryDate: "2025-08-01" }),
    });
  });

  it("imports an eight-column file without it, leaving stored days as they are", async () => {
    const [kept, fresh] = [uid(), uid()];
    await report(csv(row(student(kept, { entryDate: "2024-03-15" }))), { query: "dryRun=false" });
    const file = eightColumns(student(kept, { name: "ZZ Renomeado" }), student(fresh));
    const body = await report(file, { query: "dryRun=false" });
    expect(body).toMatchObject({ written: true, created: 1, updated: 1, errors: [] });
    expect(await userNamed(kept)).toMatchObject({ name: "ZZ Renomeado", entryDate: "2024-03-15" });
    expect((await userNamed(fresh))?.entryDate).toBe(await termStart("2026.1"));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.action, "update"), eq(auditLog.entityId, kept)))
      .orderBy(auditLog.id);
    expect(audit?.after).not.toHaveProperty("entryDate");
  });

  it("still refuses a header missing a required column or naming one twice", async () => {
    const noEmail = CSV_COLUMNS.filter((column) => column !== "email").join(",");
    expect(where((await report(`${noEmail}\n`)).errors)).toEqual(["1:header"]);
    expect(where((await report(`${CSV_COLUMNS.join(",")},entryDate\n`)).errors)).toEqual(["1:header"]);
  });
});

describe("POST /api/usuarios/importacao — the door", () => {
  it("is for the Administrador only", async () => {
    const file = csv(row(student(uid())));
    await expectApiError(await post(file, { who: "docente" }), 403);
    await expectApiError(await post(file, { who: "discente" }), 403);
    await expectApiError(await post(file, { who: "" }), 401);
  });

  it("takes text/csv, Excel's and plain-text types, and refuses JSON with 415 in the request's language", async () => {
    for (const type of ["text/csv; charset=utf-8", "application/vnd.ms-excel", "text/plain"]) {
      expect((await post(csv(row(student(uid()))), { type })).status).toBe(200);
    }
    const json = await expectApiError(await post(JSON.stringify({ idcbpf: "x" }), { type: "application/json" }), 415);
    expect(json.message).toBe("Envie um arquivo CSV (text/csv).");
    const english = await expectApiError(await post("a", { type: "application/json", language: "en" }), 415);
    expect(english.message).toBe("Send a CSV file (text/csv).");
  });

  it("takes up to 10 MiB (413 as JSON beyond), without loosening any other route", async () => {
    const big = `${csv()}${"x".repeat(10 * 1024 * 1024)}`;
    const tooLarge = await expectApiError(await post(big), 413);
    expect(tooLarge.message).toBe("Conteúdo grande demais.");
    // Other routes keep the JSON-only, 64 KiB rules.
    const session = await call(t.app, "/api/_auth/session", {
      method: "POST",
      body: csv(row(student(uid()))),
      headers: { "content-type": "text/csv" },
    });
    await expectApiError(session, 415);
    const large = JSON.stringify({ idcbpf: "admin", password: "x".repeat(70 * 1024) });
    await expectApiError(
      await call(t.app, "/api/_auth/session", {
        method: "POST",
        body: large,
        headers: { "content-type": "application/json" },
      }),
      413,
    );
  });

  it("validates its query", async () => {
    const res = await post(csv(row(student(uid()))), { query: "dryRun=maybe" });
    expect(Object.keys((await expectApiError(res, 400)).fields ?? {})).toEqual(["dryRun"]);
    expect(await t.db.select({ n: count() }).from(users).where(like(users.idcbpf, "zzmany%"))).toEqual([{ n: 0 }]);
  });
});
