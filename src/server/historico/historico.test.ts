import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptSchema, type Transcript } from "../../domain/historico.ts";
import { EXPECTED } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, concepts, offerings, subjects, users } from "../db/schema.ts";
import { addStudents, addTeachers, TEST_PASSWORD } from "../orientacoes/test-fixtures.ts";
import { addAttempt, addPastTerm, addSubject, currentTermId } from "./test-fixtures.ts";

/**
 * GET /api/historico/{idcbpf} and POST …/aproveitamentos on records this file writes itself:
 * Alice (advised by Ana, co-advised by Beto) has PRODUCT §7's example over two old terms
 * (A 4 cr, C 2 cr, D 4 cr in 2010.1; B 4 cr in the failed subject in 2010.2), plus enrolments
 * that must not show (dropped, rejected, pending, waiting) and two accepted ones in the current
 * term (one without a grade, one with a grade not final yet). Bruno failed on attendance.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const ALICE = "zzh-alice";
const BRUNO = "zzh-bruno";

beforeAll(async () => {
  t = await createTestApp();
  await addTeachers(t.db, [
    { idcbpf: "zzh-prof-ana", name: "Ana Orientadora" },
    { idcbpf: "zzh-prof-beto", name: "Beto Coorientador" },
    { idcbpf: "zzh-prof-caio", name: "Caio Outro" },
  ]);
  await addStudents(t.db, [
    { idcbpf: ALICE, name: "Alice Histórico" },
    { idcbpf: BRUNO, name: "Bruno Frequência" },
  ]);
  const idOf = async (idcbpf: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf)))[0]?.id ?? 0;
  const alice = await idOf(ALICE);
  const bruno = await idOf(BRUNO);

  const [t1, t2] = [await addPastTerm(t.db, "2010.1"), await addPastTerm(t.db, "2010.2")];
  const now = await currentTermId(t.db);
  const s = {
    a: await addSubject(t.db, "ZZH-101", 4, "Álgebra"),
    c: await addSubject(t.db, "ZZH-102", 2, "Cálculo"),
    d: await addSubject(t.db, "ZZH-103", 4, "Dinâmica"),
    e: await addSubject(t.db, "ZZH-104", 3, "Eletro"),
    f: await addSubject(t.db, "ZZH-105", 2, "Física"),
    g: await addSubject(t.db, "ZZH-106", 2, "Geometria"),
  };
  const graded = (concept: string, attendance = 90, final = true) => ({ concept, attendance, final });
  await addAttempt(t.db, { studentId: alice, termId: t1, subjectId: s.a, grade: graded("A") });
  await addAttempt(t.db, { studentId: alice, termId: t1, subjectId: s.c, grade: graded("C") });
  await addAttempt(t.db, { studentId: alice, termId: t1, subjectId: s.d, grade: graded("D") });
  // Not final by its flag, but the term's grade deadline is long past: final.
  await addAttempt(t.db, { studentId: alice, termId: t2, subjectId: s.d, grade: graded("B", 80, false) });
  // Never on the transcript, graded or not.
  await addAttempt(t.db, { studentId: alice, termId: t2, subjectId: s.e, status: "trancada", grade: graded("R") });
  await addAttempt(t.db, { studentId: alice, termId: t2, subjectId: s.f, status: "indeferida" });
  await addAttempt(t.db, { studentId: alice, termId: now, subjectId: s.e, status: "pendente" });
  await addAttempt(t.db, { studentId: alice, termId: now, subjectId: s.a, status: "em_espera" });
  // The current term: accepted, no grade; accepted, graded but not final yet.
  await addAttempt(t.db, { studentId: alice, termId: now, subjectId: s.f });
  await addAttempt(t.db, { studentId: alice, termId: now, subjectId: s.g, grade: graded("A", 100, false) });
  await addAttempt(t.db, { studentId: bruno, termId: t1, subjectId: s.a, grade: graded("A", 50) });

  cookies.admin = await login(t.app, "admin");
  cookies.docente = await login(t.app, "docente");
  cookies.discente = await login(t.app, "discente");
  for (const idcbpf of [ALICE, BRUNO, "zzh-prof-ana", "zzh-prof-beto", "zzh-prof-caio"])
    cookies[idcbpf] = await login(t.app, idcbpf, TEST_PASSWORD);
  const res = await call(t.app, "/api/orientacoes", {
    method: "POST",
    cookie: cookies.admin,
    json: { student: ALICE, advisor: "zzh-prof-ana", coAdvisors: ["zzh-prof-beto"], startDate: "2010-03-01" },
  });
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

const get = (idcbpf: string, who?: string, headers: Record<string, string> = {}) =>
  call(t.app, `/api/historico/${idcbpf}`, { headers, ...(who ? { cookie: cookies[who] } : {}) });

async function transcript(idcbpf: string, who = "admin"): Promise<Transcript> {
  const res = await get(idcbpf, who);
  expect(res.status).toBe(200);
  return transcriptSchema.strict().parse(await res.json());
}

const codes = (body: Transcript) =>
  body.terms.map((term) => [term.term, term.entries.map((e) => `${e.subject.code ?? e.subject.name.pt}:${e.result}`)]);

describe("GET /api/historico/{idcbpf}: what is on it", () => {
  it("gives §7's example per term, the failed attempt beside the later pass, 10 credits and CR 2.29", async () => {
    const body = await transcript(ALICE);
    expect(body.student).toEqual({
      idcbpf: ALICE,
      name: "Alice Histórico",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
    });
    expect(body.terms.slice(0, 2)).toEqual([
      {
        term: "2010.1",
        entries: [
          {
            subject: { code: "ZZH-101", name: { pt: "Álgebra (pt)", en: "Álgebra (en)" }, credits: 4 },
            concept: "A",
            conceptLabel: { pt: "Excelente", en: "Excellent" },
            attendance: 90,
            result: "aprovado",
            transfer: null,
          },
          expect.objectContaining({ subject: expect.objectContaining({ code: "ZZH-102" }), result: "aprovado" }),
          expect.objectContaining({ subject: expect.objectContaining({ code: "ZZH-103" }), result: "reprovado" }),
        ],
      },
      {
        term: "2010.2",
        entries: [
          expect.objectContaining({
            subject: expect.objectContaining({ code: "ZZH-103" }),
            concept: "B",
            attendance: 80,
          }),
        ],
      },
    ]);
    expect(body.creditsEarned).toBe(10);
    expect(body.cr).toBe(2.29);
  });

  it("shows the current term's accepted enrolments as em_curso (a grade not final shown, counted for nothing)", async () => {
    const body = await transcript(ALICE);
    expect(body.terms).toHaveLength(3);
    const current = body.terms[2];
    expect(current?.entries).toEqual([
      expect.objectContaining({
        subject: expect.objectContaining({ code: "ZZH-105" }),
        concept: null,
        conceptLabel: null,
        attendance: null,
        result: "em_curso",
      }),
      expect.objectContaining({
        subject: expect.objectContaining({ code: "ZZH-106" }),
        concept: "A",
        attendance: 100,
        result: "em_curso",
      }),
    ]);
  });

  it("leaves out dropped, rejected, pending and waiting enrolments", async () => {
    const body = await transcript(ALICE);
    const all = body.terms.flatMap((term) => term.entries.map((entry) => entry.subject.code));
    expect(all).toEqual(["ZZH-101", "ZZH-102", "ZZH-103", "ZZH-103", "ZZH-105", "ZZH-106"]);
  });

  it("fails a pass below the attendance minimum with weight 0: no credit, CR 0.00", async () => {
    const body = await transcript(BRUNO);
    expect(codes(body)).toEqual([["2010.1", ["ZZH-101:reprovado"]]]);
    expect(body).toMatchObject({ creditsEarned: 0, cr: 0 });
  });

  it("answers an empty record with no terms and a null CR (the demo Discente's own, at least its shape)", async () => {
    const res = await get("discente", "discente");
    expect(res.status).toBe(200);
    transcriptSchema.strict().parse(await res.json());
  });
});

describe("through the enrolment engine", () => {
  it("a new enrolment is not on the transcript while pending; once its advisor accepts it, it is em_curso", async () => {
    const [subject] = await t.db
      .insert(subjects)
      .values({ code: "ZZH-120", namePt: "Ótica (pt)", nameEn: "Optics (en)", credits: 3, hours: 45 })
      .returning({ id: subjects.id });
    const [offering] = await t.db
      .insert(offerings)
      .values({ termId: await currentTermId(t.db), subjectId: subject?.id ?? 0, capacity: 5 })
      .returning({ id: offerings.id });
    const enrol = await call(t.app, "/api/matriculas", {
      method: "POST",
      cookie: cookies[ALICE],
      json: { offering: offering?.id },
    });
    expect(enrol.status, await enrol.clone().text()).toBe(201);
    const { codigo, status } = (await enrol.json()) as { codigo: string; status: string };
    expect(status).toBe("pendente");
    const has120 = (body: Transcript) =>
      body.terms.flatMap((term) => term.entries).filter((entry) => entry.subject.code === "ZZH-120");
    expect(has120(await transcript(ALICE))).toEqual([]);

    const decided = await call(t.app, `/api/matriculas/${codigo}/decisao`, {
      method: "POST",
      cookie: cookies["zzh-prof-ana"],
      json: { decision: "deferida" },
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    expect(has120(await transcript(ALICE))).toEqual([
      expect.objectContaining({ concept: null, attendance: null, result: "em_curso" }),
    ]);
    // In the current term, beside the other accepted ones; the totals are unchanged.
    expect(await transcript(ALICE)).toMatchObject({ creditsEarned: 10, cr: 2.29 });
  });
});

describe("GET /api/historico/{idcbpf}: who may see it", () => {
  it("lets the student, its main advisor, a co-advisor and the office in", async () => {
    for (const who of [ALICE, "zzh-prof-ana", "zzh-prof-beto", "admin"])
      expect((await get(ALICE, who)).status).toBe(200);
  });

  it("refuses another student, another teacher and the demo Docente (403); anonymous 401", async () => {
    for (const who of [BRUNO, "discente", "zzh-prof-caio", "docente"]) await expectApiError(await get(ALICE, who), 403);
    await expectApiError(await get(ALICE), 401);
    expect(EXPECTED.historico.anonymous).toBe("/login");
  });

  it("refuses a Discente asking for an unknown idcbpf without saying whether it exists (403)", async () => {
    await expectApiError(await get("zzh-nobody", ALICE), 403);
  });

  it("answers 404 for an unknown idcbpf and for someone who is not a student, in the request's language", async () => {
    expect((await expectApiError(await get("zzh-nobody", "admin"), 404)).message).toBe("Não encontrado.");
    expect(
      (await expectApiError(await get("zzh-nobody", "zzh-prof-ana", { "accept-language": "en" }), 404)).message,
    ).toBe("Not found.");
    const notStudent = await expectApiError(await get("zzh-prof-ana", "admin", { "accept-language": "en" }), 404);
    expect(notStudent.message).toBe("zzh-prof-ana is not a student.");
  });

  it("refuses an invalid idcbpf as a 400", async () => {
    await expectApiError(await get("Not%20valid!", "admin"), 400);
  });
});

describe("POST /api/historico/{idcbpf}/aproveitamentos", () => {
  const post = (idcbpf: string, json: unknown, who?: string, headers: Record<string, string> = {}) =>
    call(t.app, `/api/historico/${idcbpf}/aproveitamentos`, {
      method: "POST",
      json,
      headers,
      ...(who ? { cookie: cookies[who] } : {}),
    });
  const valid = { subject: "ZZH-104", credits: 3, term: "2010.2", institution: "UFRJ", originTerm: "2009.2" };

  it("records a transfer of one of our subjects: 201 with the transcript, credits grow, CR unchanged, audited", async () => {
    const res = await post(BRUNO, valid, "admin");
    expect(res.status).toBe(201);
    const body = transcriptSchema.strict().parse(await res.json());
    expect(body.terms.find((term) => term.term === "2010.2")?.entries).toEqual([
      {
        subject: { code: "ZZH-104", name: { pt: "Eletro (pt)", en: "Eletro (en)" }, credits: 3 },
        concept: "T",
        conceptLabel: { pt: "Aproveitamento de créditos", en: "Credit transfer" },
        attendance: null,
        result: "aprovado",
        transfer: { institution: "UFRJ", originTerm: "2009.2" },
      },
    ]);
    expect(body).toMatchObject({ creditsEarned: 3, cr: 0 });
    expect(await transcript(BRUNO)).toEqual(body);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "transfer"), eq(auditLog.action, "create")))
      .orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      before: null,
      after: { student: BRUNO, subject: "ZZH-104", credits: 3, term: "2010.2", institution: "UFRJ", concept: "T" },
    });
  });

  it("records a subject taken elsewhere by its name; it appears in the term it was recorded in", async () => {
    const res = await post(
      ALICE,
      { externalName: "Mecânica Quântica I", credits: 6, term: "2010.1", institution: "USP" },
      "admin",
    );
    expect(res.status).toBe(201);
    const body = transcriptSchema.parse(await res.json());
    expect(body.terms[0]?.entries.at(-1)).toEqual({
      subject: { code: null, name: { pt: "Mecânica Quântica I", en: "Mecânica Quântica I" }, credits: 6 },
      concept: "T",
      conceptLabel: { pt: "Aproveitamento de créditos", en: "Credit transfer" },
      attendance: null,
      result: "aprovado",
      transfer: { institution: "USP", originTerm: null },
    });
    expect(body).toMatchObject({ creditsEarned: 16, cr: 2.29 });
  });

  it("names the missing subject, both given, a bad number of credits and a missing institution (400, pt and en)", async () => {
    const neither = await expectApiError(
      await post(ALICE, { credits: 2, term: "2010.1", institution: "X" }, "admin"),
      400,
    );
    expect(neither.fields).toEqual({ subject: "Informe a disciplina ou o nome da disciplina cursada fora." });
    const both = await expectApiError(
      await post(ALICE, { ...valid, externalName: "Outra" }, "admin", { "accept-language": "en" }),
      400,
    );
    expect(both.fields).toEqual({ externalName: "Enter the subject or the external name, not both." });
    const credits = await expectApiError(await post(ALICE, { ...valid, credits: 0 }, "admin"), 400);
    expect(credits.fields).toEqual({ credits: "O mínimo é 1." });
    const { institution: _, ...noInstitution } = valid;
    const missing = await expectApiError(await post(ALICE, noInstitution, "admin", { "accept-language": "en" }), 400);
    expect(missing.fields).toEqual({ institution: "Required field." });
    const badTerm = await expectApiError(await post(ALICE, { ...valid, term: "2010" }, "admin"), 400);
    expect(Object.keys(badTerm.fields ?? {})).toEqual(["term"]);
  });

  it("refuses an unknown term or subject, and a target that is not a student (422, naming it)", async () => {
    const term = await expectApiError(await post(ALICE, { ...valid, term: "1990.1" }, "admin"), 422);
    expect(term).toMatchObject({
      rule: "term_unknown",
      message: "Período desconhecido: 1990.1.",
      fields: { term: "Período desconhecido: 1990.1." },
    });
    const subject = await expectApiError(
      await post(ALICE, { ...valid, subject: "zzh-999" }, "admin", { "accept-language": "en" }),
      422,
    );
    expect(subject).toMatchObject({ rule: "subject_unknown", message: "Unknown subject: ZZH-999." });
    const teacher = await expectApiError(await post("zzh-prof-ana", valid, "admin"), 422);
    expect(teacher).toMatchObject({ rule: "not_a_student", message: "zzh-prof-ana não é discente." });
    await expectApiError(await post("zzh-nobody", valid, "admin"), 404);
  });

  it("refuses a transfer while the concept table has no T (422), and records it again once T is back", async () => {
    // Renamed, not deleted: transfers already use it (the rename cascades to them).
    await t.db.update(concepts).set({ concept: "TX" }).where(eq(concepts.concept, "T"));
    try {
      const refused = await expectApiError(await post(BRUNO, valid, "admin", { "accept-language": "en" }), 422);
      expect(refused).toMatchObject({
        rule: "transfer_concept_missing",
        message: "The concept table has no T (credit transfer): add it in Settings.",
      });
    } finally {
      await t.db.update(concepts).set({ concept: "T" }).where(eq(concepts.concept, "TX"));
    }
    expect((await post(BRUNO, { ...valid, term: "2010.1" }, "admin")).status).toBe(201);
  });

  it("is the office's alone: the advisor and the student itself are refused (403), anonymous 401", async () => {
    for (const who of ["zzh-prof-ana", ALICE, "docente"]) await expectApiError(await post(ALICE, valid, who), 403);
    await expectApiError(await post(ALICE, valid), 401);
  });
});
