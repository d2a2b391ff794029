import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { gradeSheetReportSchema, type GradeSheetReport } from "../../domain/grade-sheet.ts";
import { classListSchema } from "../../domain/offerings.ts";
import { enrolments, grades, users } from "../db/schema.ts";
import { noticesOf } from "../notificacoes/test-fixtures.ts";
import { TEST_PASSWORD } from "../orientacoes/test-fixtures.ts";
import { auditOf, gradedClass } from "./test-fixtures.ts";

/**
 * PUT /api/ofertas/{id}/notas — a class's grade sheet in one request and one transaction: the
 * valid rows saved, each bad one reported on its field; who may; the limits. On this file's own
 * class (test-fixtures.ts `gradedClass`), in a running term and in one whose grade deadline passed.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const EN = { "accept-language": "en-US" };
let open = 0;
let past = 0;
let id: (name: string) => string = (name) => name;

type Row = { idcbpf: string; concept: string; attendance: number };
const sheet = (who: string, offering: number, rows: unknown, headers: Record<string, string> = {}) =>
  call(t.app, `/api/ofertas/${offering}/notas`, { method: "PUT", json: rows, cookie: cookies[who], headers });
async function report(res: Response): Promise<GradeSheetReport> {
  expect(res.status).toBe(200);
  return gradeSheetReportSchema.strict().parse(await res.json());
}
/** Each student's grade as `concept/attendance`, from the class list. */
async function gradesOf(offering: number): Promise<Record<string, string | null>> {
  const res = await call(t.app, `/api/ofertas/${offering}/turma`, { cookie: cookies.admin });
  const list = classListSchema.parse(await res.json());
  return Object.fromEntries(list.map((e) => [e.idcbpf, e.grade ? `${e.grade.concept}/${e.grade.attendance}` : null]));
}
const row = (name: string, concept: string, attendance: number): Row => ({ idcbpf: id(name), concept, attendance });
async function gradeNotices(name: string) {
  const [student] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.idcbpf, id(name)));
  if (!student) throw new Error(`no student ${name}`);
  return noticesOf(t.db, student.id, "nota_lancada");
}

beforeAll(async () => {
  t = await createTestApp();
  ({ open, past, id } = await gradedClass(t.db, "zzn", { open: "2091.1", past: "2002.1" }));
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
  for (const name of ["co", "outro", "ana"]) cookies[name] = await login(t.app, id(name), TEST_PASSWORD);
});
afterAll(() => t.close());

describe("PUT /api/ofertas/{id}/notas", () => {
  it("saves the valid rows and reports each bad one on its field, in the request's language", async () => {
    const body = await report(
      await sheet("docente", open, [
        row("ana", "a", 95),
        { idcbpf: ` ${id("bia").toUpperCase()} `, concept: "B", attendance: 80 },
        row("caio", "T", 90),
        row("duda", "Z", 101),
        row("eva", "C", 75.5),
        row("fabio", "A", 90),
        row("hugo", "A", 90),
        row("ana", "B", 60),
        { idcbpf: "ninguem-aqui", concept: "A", attendance: 90 },
      ]),
    );
    expect(body).toEqual({
      saved: [id("ana"), id("bia")],
      errors: [
        {
          idcbpf: id("caio"),
          field: "concept",
          rule: "concept_not_allowed",
          message: "O conceito T (aproveitamento de créditos) só a secretaria registra, pelo histórico do discente.",
        },
        { idcbpf: id("duda"), field: "concept", message: "Conceito desconhecido: Z." },
        { idcbpf: id("duda"), field: "attendance", message: "O máximo é 100." },
        { idcbpf: id("eva"), field: "attendance", message: "Use um número inteiro." },
        {
          idcbpf: id("fabio"),
          field: "idcbpf",
          rule: "not_enrolled",
          message: "Fábio Zn não tem matrícula deferida nesta oferta.",
        },
        {
          idcbpf: id("hugo"),
          field: "idcbpf",
          rule: "not_enrolled",
          message: "Hugo Zn não tem matrícula deferida nesta oferta.",
        },
        { idcbpf: id("ana"), field: "idcbpf", message: `${id("ana")} aparece mais de uma vez nesta planilha.` },
        {
          idcbpf: "ninguem-aqui",
          field: "idcbpf",
          rule: "not_enrolled",
          message: "ninguem-aqui não tem matrícula deferida nesta oferta.",
        },
      ],
    });
    expect(await gradesOf(open)).toMatchObject({
      [id("ana")]: "A/95",
      [id("bia")]: "B/80",
      [id("caio")]: null,
      [id("duda")]: null,
      [id("eva")]: null,
    });
    const audit = await auditOf(t.db, "grade", `${open}/${id("ana")}`);
    expect(audit.map((entry) => [entry.action, entry.after])).toEqual([
      ["create", { concept: "A", attendance: 95, final: false }],
    ]);

    const en = await report(await sheet("co", open, [row("caio", "t", 90), row("duda", "", 50)], EN));
    expect(en.errors.map((error) => error.message)).toEqual([
      "Concept T (credit transfer) is recorded only by the office, through the student's transcript.",
      "Required field.",
    ]);
  });

  it("is one transaction: a failure while writing keeps nothing of the sheet", async () => {
    await t.db.execute(
      sql.raw(`create function zz_refuse_13() returns trigger language plpgsql as $$
        begin if new.attendance = 13 then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        "create trigger zz_refuse_13 before insert or update on grades for each row execute function zz_refuse_13()",
      ),
    );
    try {
      const res = await sheet("docente", open, [row("ines", "A", 90), row("joao", "B", 13)]);
      await expectApiError(res, 500);
      expect(await gradesOf(open)).toMatchObject({ [id("ines")]: null, [id("joao")]: null });
      expect(await auditOf(t.db, "grade", `${open}/${id("ines")}`)).toEqual([]);
      expect(await gradeNotices("ines")).toEqual([]);
    } finally {
      await t.db.execute(sql.raw("drop trigger zz_refuse_13 on grades"));
      await t.db.execute(sql.raw("drop function zz_refuse_13()"));
    }
    const again = await report(await sheet("docente", open, [row("ines", "A", 90), row("joao", "B", 13)]));
    expect(again).toEqual({ saved: [id("ines"), id("joao")], errors: [] });
    // Each student is told of the grade the sheet entered, in the sheet's transaction; the same
    // sheet saved again tells nobody anything new.
    expect(await gradeNotices("ines")).toHaveLength(1);
    expect(await gradeNotices("joao")).toHaveLength(1);
    await report(await sheet("docente", open, [row("ines", "A", 90), row("joao", "B", 13)]));
    expect(await gradeNotices("ines")).toHaveLength(1);
  });

  it("is its teachers' and the office's: another teacher and a student 403, anonymous 401, unknown 404", async () => {
    const rows = [row("caio", "B", 90)];
    await expectApiError(await sheet("outro", open, rows), 403);
    await expectApiError(await sheet("ana", open, rows), 403);
    await expectApiError(await sheet("discente", open, rows), 403);
    await expectApiError(await sheet("nobody", open, rows), 401);
    await expectApiError(await sheet("admin", 999999, rows), 404);
    expect((await gradesOf(open))[id("caio")]).toBeNull();
    expect(await report(await sheet("co", open, rows))).toEqual({ saved: [id("caio")], errors: [] });
  });

  it("after the grade deadline refuses a teacher's whole sheet; the office corrects, audited", async () => {
    const late = await expectApiError(await sheet("docente", past, [row("ana", "A", 90)], EN), 422);
    expect([late.rule, late.message]).toEqual([
      "grade_deadline_passed",
      "The grade deadline of term 2002.1 ended on 2002-07-15: grades are final; only the office corrects them.",
    ]);
    expect((await gradesOf(past))[id("ana")]).toBeNull();
    expect(await report(await sheet("admin", past, [row("ana", "T", 100)]))).toEqual({
      saved: [id("ana")],
      errors: [],
    });
    expect((await gradesOf(past))[id("ana")]).toBe("T/100");
    const [entry] = await auditOf(t.db, "grade", `${past}/${id("ana")}`);
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
    expect(entry).toMatchObject({ actorId: admin?.id, action: "create", after: { concept: "T", attendance: 100 } });
  });

  it("reports a grade already final as that row's grade_deadline_passed, before the deadline too", async () => {
    const [joao] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.idcbpf, id("joao")));
    const [enrolment] = await t.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.offeringId, open), eq(enrolments.studentId, joao?.id ?? 0)));
    await t.db
      .update(grades)
      .set({ final: true })
      .where(eq(grades.enrolmentId, enrolment?.id ?? 0));
    const body = await report(await sheet("docente", open, [row("joao", "A", 99), row("ines", "B", 88)]));
    expect(body.saved).toEqual([id("ines")]);
    expect(body.errors).toEqual([
      expect.objectContaining({ idcbpf: id("joao"), field: "idcbpf", rule: "grade_deadline_passed" }),
    ]);
    expect(await report(await sheet("admin", open, [row("joao", "A", 99)]))).toEqual({
      saved: [id("joao")],
      errors: [],
    });
  });

  it("refuses a sheet longer than the class list and a malformed one whole; an empty one saves nothing", async () => {
    const rows = ["ana", "bia", "caio", "duda", "eva", "ines", "joao", "fabio", "gil", "hugo"].map((name) =>
      row(name, "A", 90),
    );
    const tooLong = await expectApiError(await sheet("docente", open, rows), 400);
    expect(tooLong.message).toBe("São 10 linhas, mais que os 9 discentes da turma.");
    expect((await gradesOf(open))[id("eva")]).toBeNull();
    await expectApiError(await sheet("docente", open, { idcbpf: id("eva") }), 400);
    const missing = await expectApiError(await sheet("docente", open, [{ idcbpf: id("eva"), concept: "A" }]), 400);
    expect(Object.keys(missing.fields ?? {})).toEqual(["0.attendance"]);
    expect(await report(await sheet("docente", open, []))).toEqual({ saved: [], errors: [] });
  });
});
