import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { classListSchema, classListEntrySchema } from "../../domain/offerings.ts";
import { enrolments, grades, users } from "../db/schema.ts";
import { addStudents, addTeachers, TEST_PASSWORD } from "../orientacoes/test-fixtures.ts";
import { addTerm, auditOf, enrol, offeringIn } from "./test-fixtures.ts";

/**
 * GET /api/ofertas/{id}/turma and PUT /api/ofertas/{id}/notas/{idcbpf}: an offering of this file's
 * own in a running term (2090.1) and one whose grade deadline has passed (2001.1).
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const EN = { "accept-language": "en-US" };
let open = 0;
let past = 0;

const grade = (who: string, offering: number, student: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, `/api/ofertas/${offering}/notas/${student}`, {
    method: "PUT",
    json: body,
    cookie: cookies[who],
    headers,
  });
const classList = async (who: string, offering: number) => {
  const res = await call(t.app, `/api/ofertas/${offering}/turma`, { cookie: cookies[who] });
  expect(res.status).toBe(200);
  return classListSchema.parse(await res.json());
};

beforeAll(async () => {
  t = await createTestApp();
  await addTeachers(t.db, [
    { idcbpf: "zzt-co", name: "Co Zz Docente" },
    { idcbpf: "zzt-outro", name: "Outro Zz Docente" },
  ]);
  await addStudents(t.db, [
    { idcbpf: "zzt-bia", name: "Bia Zz" },
    { idcbpf: "zzt-caio", name: "Caio Zz" },
    { idcbpf: "zzt-duda", name: "Duda Zz" },
    { idcbpf: "zzt-eva", name: "Eva Zz" },
    { idcbpf: "zzt-fabio", name: "Fábio Zz" },
    { idcbpf: "zzt-gil", name: "Gil Zz" },
  ]);
  open = await offeringIn(t.db, await addTerm(t.db, "2090.1", "offering"), ["docente", "zzt-co"]);
  past = await offeringIn(t.db, await addTerm(t.db, "2001.1", "past"), ["docente"]);
  await enrol(t.db, open, "zzt-caio", "deferida");
  await enrol(t.db, open, "zzt-bia", "pendente");
  await enrol(t.db, open, "zzt-fabio", "em_espera");
  await enrol(t.db, open, "zzt-eva", "em_espera");
  await enrol(t.db, open, "zzt-duda", "trancada");
  await enrol(t.db, open, "zzt-gil", "indeferida");
  await enrol(t.db, past, "zzt-caio", "deferida");
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
  for (const idcbpf of ["zzt-co", "zzt-outro", "zzt-caio"]) cookies[idcbpf] = await login(t.app, idcbpf, TEST_PASSWORD);
});
afterAll(() => t.close());

describe("GET /api/ofertas/{id}/turma", () => {
  it("answers its teachers and the office; 403 to other Docentes and Discentes, 401 anonymous, 404 unknown", async () => {
    const expected = EXPECTED_API.ofertas;
    const path = `/api/ofertas/${open}/turma`;
    await expectApiError(await call(t.app, path), expected.anonymous);
    expect((await call(t.app, path, { cookie: cookies.admin })).status).toBe(expected.Administrador);
    expect((await call(t.app, path, { cookie: cookies.docente })).status).toBe(expected.Docente);
    expect((await call(t.app, path, { cookie: cookies["zzt-co"] })).status).toBe(200);
    expect((await call(t.app, path, { cookie: cookies.discente })).status).toBe(expected.Discente);
    const other = await expectApiError(await call(t.app, path, { cookie: cookies["zzt-outro"], headers: EN }), 403);
    expect(other.message).toBe("You do not have access to this.");
    await expectApiError(await call(t.app, "/api/ofertas/999999/turma", { cookie: cookies.admin }), 404);
  });

  it("lists pendente and deferida by name, then the waitlist in position order; no dropped or rejected", async () => {
    const list = await classList("docente", open);
    expect(list.map((entry) => [entry.idcbpf, entry.status, entry.position])).toEqual([
      ["zzt-bia", "pendente", undefined],
      ["zzt-caio", "deferida", undefined],
      ["zzt-fabio", "em_espera", 1],
      ["zzt-eva", "em_espera", 2],
    ]);
    expect(classListEntrySchema.strict().parse(list[1])).toEqual({
      idcbpf: "zzt-caio",
      name: "Caio Zz",
      programme: "academico",
      degree: "mestrado",
      codigo: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/),
      status: "deferida",
      grade: null,
    });
  });
});

describe("PUT /api/ofertas/{id}/notas/{idcbpf}", () => {
  it("lets a teacher grade an accepted student before the deadline, audited; the class list shows it", async () => {
    const res = await grade("zzt-co", open, "zzt-caio", { concept: "b", attendance: 90 });
    expect(res.status).toBe(200);
    expect(classListEntrySchema.parse(await res.json()).grade).toEqual({ concept: "B", attendance: 90, final: false });
    expect((await grade("docente", open, "zzt-caio", { concept: "A", attendance: 95 })).status).toBe(200);
    expect((await classList("docente", open))[1]?.grade).toEqual({ concept: "A", attendance: 95, final: false });
    const entries = await auditOf(t.db, "grade", `${open}/zzt-caio`);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["create", null, { concept: "B", attendance: 90, final: false }],
      ["update", { concept: "B", attendance: 90, final: false }, { concept: "A", attendance: 95, final: false }],
    ]);
  });

  it("refuses other Docentes, Discentes and anonymous callers", async () => {
    await expectApiError(await grade("zzt-outro", open, "zzt-caio", { concept: "A", attendance: 90 }), 403);
    await expectApiError(await grade("zzt-caio", open, "zzt-caio", { concept: "A", attendance: 90 }), 403);
    await expectApiError(await grade("nobody", open, "zzt-caio", { concept: "A", attendance: 90 }), 401);
    await expectApiError(await grade("docente", 999999, "zzt-caio", { concept: "A", attendance: 90 }), 404);
  });

  it("checks the concept against the table and the attendance as a whole percentage", async () => {
    const fields = async (body: unknown) =>
      (await expectApiError(await grade("docente", open, "zzt-caio", body), 400)).fields;
    expect(await fields({ concept: "Z", attendance: 90 })).toEqual({ concept: "Conceito desconhecido: Z." });
    expect(await fields({ concept: "A", attendance: 101 })).toEqual({ attendance: "O máximo é 100." });
    expect(await fields({ concept: "A", attendance: -1 })).toEqual({ attendance: "O mínimo é 0." });
    expect(await fields({ concept: "A", attendance: 80.5 })).toHaveProperty("attendance");
    expect(await fields({ concept: "A" })).toEqual({ attendance: "Campo obrigatório." });
  });

  it("keeps the concept T (credit transfer) for the office: a teacher gets 422 concept_not_allowed on the field", async () => {
    const pt = await expectApiError(await grade("zzt-co", open, "zzt-caio", { concept: "t", attendance: 90 }), 422);
    const words = "O conceito T (aproveitamento de créditos) só a secretaria registra, pelo histórico do discente.";
    expect([pt.rule, pt.message, pt.fields]).toEqual(["concept_not_allowed", words, { concept: words }]);
    const en = await expectApiError(
      await grade("docente", open, "zzt-caio", { concept: "T", attendance: 90 }, EN),
      422,
    );
    expect(en.message).toBe(
      "Concept T (credit transfer) is recorded only by the office, through the student's transcript.",
    );
    expect((await classList("docente", open))[1]?.grade?.concept).toBe("A");
    const office = await grade("admin", open, "zzt-caio", { concept: "T", attendance: 90 });
    expect(office.status).toBe(200);
    expect(classListEntrySchema.parse(await office.json()).grade).toEqual({
      concept: "T",
      attendance: 90,
      final: false,
    });
  });

  it("gives a grade only to a deferida enrolment (not_enrolled), in both languages", async () => {
    for (const student of ["zzt-bia", "zzt-eva", "zzt-duda", "zzt-gil", "discente"]) {
      const body = await expectApiError(await grade("docente", open, student, { concept: "A", attendance: 90 }), 422);
      expect(body.rule).toBe("not_enrolled");
    }
    const en = await expectApiError(await grade("docente", open, "zzt-bia", { concept: "A", attendance: 90 }, EN), 422);
    expect(en.message).toBe("Bia Zz has no accepted enrolment in this offering.");
  });

  it("after the grade deadline: final for teachers (grade_deadline_passed), the office corrects, audited", async () => {
    const pt = await expectApiError(await grade("docente", past, "zzt-caio", { concept: "A", attendance: 90 }), 422);
    expect([pt.rule, pt.message]).toEqual([
      "grade_deadline_passed",
      "O prazo de notas do período 2001.1 terminou em 2001-07-15: as notas são finais; só a secretaria as corrige.",
    ]);
    const en = await expectApiError(
      await grade("docente", past, "zzt-caio", { concept: "A", attendance: 90 }, EN),
      422,
    );
    expect(en.message).toMatch(/^The grade deadline of term 2001\.1 ended on 2001-07-15/);
    const res = await grade("admin", past, "zzt-caio", { concept: "C", attendance: 80 });
    expect(res.status).toBe(200);
    expect(classListEntrySchema.parse(await res.json()).grade).toEqual({ concept: "C", attendance: 80, final: true });
    expect(await auditOf(t.db, "grade", `${past}/zzt-caio`)).toHaveLength(1);
  });

  it("a grade stored final is closed to teachers even before the deadline", async () => {
    const [caio] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "zzt-caio"));
    const [row] = await t.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.offeringId, open), eq(enrolments.studentId, caio?.id ?? 0)));
    await t.db
      .update(grades)
      .set({ final: true })
      .where(eq(grades.enrolmentId, row?.id ?? 0));
    expect((await classList("docente", open))[1]?.grade?.final).toBe(true);
    const body = await expectApiError(await grade("docente", open, "zzt-caio", { concept: "B", attendance: 90 }), 422);
    expect(body.rule).toBe("grade_deadline_passed");
    expect((await grade("admin", open, "zzt-caio", { concept: "B", attendance: 90 })).status).toBe(200);
  });
});
