import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offeringSchema, type Offering } from "../../domain/offerings.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { enrolments, offerings, subjects } from "../db/schema.ts";
import { addStudents, addTeachers, TEST_PASSWORD } from "../orientacoes/test-fixtures.ts";
import { addTerm, auditOf, enrol, userId } from "./test-fixtures.ts";

/**
 * GET, POST /api/ofertas and GET, PATCH /api/ofertas/{id} on terms of this file's own: one with
 * its offering window open today (2090.1), one whose enrolment has opened (2091.1).
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const EN = { "accept-language": "en-US" };

const slot = (weekday: number, start: string, end: string, room: string) => ({ weekday, start, end, room });
const offer = (extra: Record<string, unknown> = {}) => ({
  term: "2090.1",
  subject: "FIS-501",
  slots: [slot(1, "10:00", "12:00", "Sala ZZ1")],
  capacity: 10,
  language: "pt",
  ...extra,
});

async function post(who: string, body: unknown, headers: Record<string, string> = {}) {
  return call(t.app, "/api/ofertas", { method: "POST", json: body, cookie: cookies[who], headers });
}
async function patch(who: string, id: number, body: unknown, headers: Record<string, string> = {}) {
  return call(t.app, `/api/ofertas/${id}`, { method: "PATCH", json: body, cookie: cookies[who], headers });
}
async function created(res: Response): Promise<Offering> {
  expect(res.status, await res.clone().text()).toBe(201);
  return offeringSchema.strict().parse(await res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  await addTerm(t.db, "2090.1", "offering");
  await addTerm(t.db, "2091.1", "enrolment");
  await addTeachers(t.db, [
    { idcbpf: "zzo-ana", name: "Ana Zz Docente" },
    { idcbpf: "zzo-bruno", name: "Bruno Zz Docente" },
  ]);
  await addStudents(t.db, [
    { idcbpf: "zzo-aluno", name: "Aluno Zz" },
    { idcbpf: "zzo-espera", name: "Espera Zz" },
  ]);
  await t.db.insert(subjects).values({
    code: "ZZT-901",
    namePt: "Tópico Desativado",
    nameEn: "Deactivated Topic",
    credits: 2,
    hours: 30,
    active: false,
  });
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
  for (const idcbpf of ["zzo-ana", "zzo-bruno", "zzo-aluno"])
    cookies[idcbpf] = await login(t.app, idcbpf, TEST_PASSWORD);
});
afterAll(() => t.close());

describe("GET /api/ofertas", () => {
  it("answers every logged-in level with the current term's offerings, paged; 401 anonymous", async () => {
    await expectApiError(await call(t.app, "/api/ofertas"), 401);
    for (const who of ["admin", "docente", "discente"]) {
      const res = await call(t.app, "/api/ofertas?pageSize=5", { cookie: cookies[who] });
      expect(res.status).toBe(200);
      const page = pageAnswer(offeringSchema.strict()).parse(await res.json());
      expect(page.pageSize).toBe(5);
      expect(page.items.length).toBeLessThanOrEqual(5);
      expect(page.total).toBeGreaterThan(0);
    }
    const fis502 = pageAnswer(offeringSchema)
      .parse(await (await call(t.app, "/api/ofertas?q=eletrodin%C3%A2mica", { cookie: cookies.discente })).json())
      .items.find((item) => item.subject.code === "FIS-502");
    expect(fis502?.teachers[0]).toEqual({ idcbpf: "docente", name: "Ricardo Tavares Lima", responsible: true });
  });

  it("filters by term, text and the caller's own teaching (mine=true)", async () => {
    const mine = await created(
      await post("zzo-ana", offer({ subject: "FIS-503", slots: [slot(6, "08:00", "09:00", "Sala ZZ9")] })),
    );
    const list = async (query: string, who = "zzo-ana") =>
      pageAnswer(offeringSchema).parse(
        await (await call(t.app, `/api/ofertas?${query}`, { cookie: cookies[who] })).json(),
      );
    expect((await list("term=2090.1&mine=true")).items.map((o) => o.id)).toEqual([mine.id]);
    expect((await list("term=2090.1&mine=true", "zzo-bruno")).items).toEqual([]);
    expect((await list("term=2090.1&q=ana zz")).items.map((o) => o.id)).toContain(mine.id);
    expect((await list("term=2090.1&q=nada-assim")).total).toBe(0);
    expect(await list("term=2099.1")).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    await expectApiError(await call(t.app, "/api/ofertas?term=2090", { cookie: cookies.admin }), 400);
    const one = await call(t.app, `/api/ofertas/${mine.id}`, { cookie: cookies.discente });
    expect(offeringSchema.strict().parse(await one.json())).toEqual(mine);
    await expectApiError(await call(t.app, "/api/ofertas/999999", { cookie: cookies.discente }), 404);
  });
});

describe("GET /api/ofertas/docentes", () => {
  it("gives Docentes and the office active teachers by name or idcbpf; refuses Discentes", async () => {
    const res = await call(t.app, "/api/ofertas/docentes?q=zz%20docente", { cookie: cookies.docente });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { idcbpf: "zzo-ana", name: "Ana Zz Docente" },
        { idcbpf: "zzo-bruno", name: "Bruno Zz Docente" },
      ],
    });
    const byId = await call(t.app, "/api/ofertas/docentes?q=zzo-b", { cookie: cookies.admin });
    expect(await byId.json()).toEqual({ items: [{ idcbpf: "zzo-bruno", name: "Bruno Zz Docente" }] });
    const students = await call(t.app, "/api/ofertas/docentes?q=aluno%20zz", { cookie: cookies.admin });
    expect(await students.json()).toEqual({ items: [] });
    await expectApiError(await call(t.app, "/api/ofertas/docentes?q=a", { cookie: cookies.discente }), 403);
    await expectApiError(await call(t.app, "/api/ofertas/docentes"), 401);
  });
});

describe("POST /api/ofertas", () => {
  it("lets a Docente offer inside the window as the responsible teacher, audited; refuses a Discente", async () => {
    const res = await post("docente", offer({ subject: "FIS-504", coTeachers: ["zzo-bruno"], notes: "  Turma A " }));
    const offering = await created(res);
    expect(offering).toMatchObject({
      term: "2090.1",
      subject: { code: "FIS-504", credits: expect.any(Number) },
      teachers: [
        { idcbpf: "docente", responsible: true },
        { idcbpf: "zzo-bruno", responsible: false },
      ],
      capacity: 10,
      taken: 0,
      waiting: 0,
      notes: "Turma A",
    });
    const [entry] = await auditOf(t.db, "offering", String(offering.id));
    expect(entry).toMatchObject({ action: "create", after: offering });
    await expectApiError(await post("discente", offer()), 403);
    await expectApiError(await post("docente", offer({ responsible: "zzo-ana" })), 403);
  });

  it("refuses a Docente outside the offering window, in both languages", async () => {
    const pt = await expectApiError(await post("docente", offer({ term: "2091.1" })), 422);
    expect(pt.rule).toBe("offering_window_closed");
    expect(pt.message).toMatch(/^A ofertagem do período 2091\.1 não está aberta \(de \d{4}-\d\d-\d\d a /);
    const en = await expectApiError(await post("docente", offer({ term: "2091.1" }), EN), 422);
    expect(en.message).toMatch(/^Offering for term 2091\.1 is not open/);
  });

  it("lets the office offer at any time naming the responsible teacher", async () => {
    const missing = await expectApiError(await post("admin", offer({ term: "2091.1" })), 400);
    expect(missing.fields).toEqual({ responsible: "Informe o docente responsável." });
    const offering = await created(
      await post(
        "admin",
        offer({ term: "2091.1", responsible: "zzo-ana", slots: [slot(2, "08:00", "10:00", "Sala ZZ2")] }),
      ),
    );
    expect(offering.teachers).toEqual([{ idcbpf: "zzo-ana", name: "Ana Zz Docente", responsible: true }]);
    expect(await auditOf(t.db, "offering", String(offering.id))).toHaveLength(1);
  });

  it("names unknown terms, subjects and people, deactivated subjects and non-teachers", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ term: "2098.1" }, "term_unknown", "Período desconhecido: 2098.1."],
      [{ subject: "ZZZ-999" }, "subject_unknown", "Disciplina desconhecida: ZZZ-999."],
      [{ subject: "ZZT-901" }, "subject_inactive", "A disciplina ZZT-901 está desativada e não pode ser ofertada."],
      [{ coTeachers: ["zzo-ninguem"] }, "user_unknown", "Usuário desconhecido: zzo-ninguem."],
      [{ coTeachers: ["zzo-aluno"] }, "not_a_teacher", "zzo-aluno não é docente."],
    ];
    for (const [extra, rule, text] of cases) {
      const body = await expectApiError(await post("docente", offer(extra)), 422);
      expect([body.rule, body.message]).toEqual([rule, text]);
    }
    const en = await expectApiError(await post("docente", offer({ subject: "ZZT-901" }), EN), 422);
    expect(en.message).toBe("Subject ZZT-901 is deactivated and cannot be offered.");
  });

  it("checks each field: slots, times, rooms, capacity, language, co-teachers", async () => {
    const bad = async (extra: Record<string, unknown>) =>
      (await expectApiError(await post("docente", offer(extra)), 400)).fields ?? {};
    expect(await bad({ slots: [] })).toEqual({ slots: "Informe ao menos um horário." });
    expect(await bad({ slots: [slot(1, "12:00", "10:00", "Sala")] })).toEqual({
      "slots.0.end": "O fim deve ser depois do início.",
    });
    expect(await bad({ slots: [slot(1, "25:00", "26:00", "Sala")] })).toHaveProperty("slots.0.start");
    expect(await bad({ slots: [slot(7, "10:00", "11:00", "Sala")] })).toHaveProperty("slots.0.weekday");
    expect(await bad({ slots: [slot(1, "10:00", "11:00", " ")] })).toEqual({ "slots.0.room": "Campo obrigatório." });
    expect(await bad({ slots: [slot(1, "10:00", "12:00", "A"), slot(1, "11:00", "13:00", "B")] })).toEqual({
      slots: "Dois horários desta oferta se sobrepõem.",
    });
    expect(await bad({ capacity: 0 })).toEqual({ capacity: "O mínimo é 1." });
    expect(await bad({ capacity: 2.5 })).toHaveProperty("capacity");
    expect(await bad({ language: "fr" })).toHaveProperty("language");
    expect(await bad({ coTeachers: ["zzo-ana", "zzo-ana"] })).toEqual({ coTeachers: "Um docente aparece duas vezes." });
    expect(await bad({ coTeachers: ["docente"] })).toEqual({
      coTeachers: "O docente responsável não pode ser também colaborador.",
    });
    expect(await bad({ notes: "x".repeat(2001) })).toEqual({ notes: "No máximo 2000 caracteres." });
    expect(await bad({ extra: 1 })).toEqual({ extra: "Campo não aceito aqui." });
  });
});

describe("room_clash and teacher_clash", () => {
  it("refuses a room in overlapping or nested slots of the term, naming the other offering; touching slots pass", async () => {
    await created(await post("zzo-ana", offer({ subject: "FIS-590", slots: [slot(3, "10:00", "12:00", "Sala ZZ3")] })));
    const pt = await expectApiError(
      await post("zzo-bruno", offer({ slots: [slot(3, "11:00", "13:00", "sala  zz3")] })),
      422,
    );
    expect(pt.rule).toBe("room_clash");
    expect(pt.message).toMatch(/^A sala Sala ZZ3 já está ocupada por FIS-590 .+ \(quarta-feira, 10:00–12:00\)\.$/);
    const nested = await expectApiError(
      await post("zzo-bruno", offer({ slots: [slot(3, "10:30", "11:00", "Sala ZZ3")] }), EN),
      422,
    );
    expect(nested.message).toMatch(/^Room Sala ZZ3 is already taken by FIS-590 .+ \(Wednesday, 10:00–12:00\)\.$/);
    await created(await post("zzo-bruno", offer({ slots: [slot(3, "12:00", "14:00", "Sala ZZ3")] })));
    await created(
      await post("zzo-bruno", offer({ subject: "FIS-502", slots: [slot(3, "08:00", "10:00", "Sala ZZ3")] })),
    );
  });

  it("refuses a teacher in two overlapping slots, naming the teacher and the other offering", async () => {
    await created(await post("zzo-ana", offer({ subject: "FIS-590", slots: [slot(4, "14:00", "16:00", "Sala ZZ4")] })));
    const body = await expectApiError(
      await post("docente", offer({ coTeachers: ["zzo-ana"], slots: [slot(4, "15:00", "17:00", "Sala ZZ5")] })),
      422,
    );
    expect(body.rule).toBe("teacher_clash");
    expect(body.message).toMatch(
      /^Ana Zz Docente já dá aula em FIS-590 .+ nesse horário \(quinta-feira, 14:00–16:00\)\.$/,
    );
    const en = await expectApiError(
      await post("zzo-ana", offer({ slots: [slot(4, "13:00", "14:30", "Sala ZZ6")] }), EN),
      422,
    );
    expect(en.message).toMatch(/^Ana Zz Docente already teaches FIS-590 .+ at that time/);
  });

  it("lets only one of two concurrent offers of the same room and time through", async () => {
    const body = offer({ subject: "FIS-501", slots: [slot(5, "08:00", "10:00", "Sala Concorrida")] });
    const answers = await Promise.all([post("zzo-ana", body), post("zzo-bruno", body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
  });
});

describe("PATCH /api/ofertas/{id}", () => {
  it("lets its teachers change slots and co-teachers before enrolment opens, capacity at any time; audited", async () => {
    const offering = await created(await post("docente", offer({ slots: [slot(0, "08:00", "10:00", "Sala ZZ7")] })));
    await expectApiError(await patch("zzo-bruno", offering.id, { capacity: 12 }), 403);
    await expectApiError(await patch("discente", offering.id, { capacity: 12 }), 403);
    await expectApiError(await patch("docente", offering.id, { responsible: "zzo-ana" }), 403);
    await expectApiError(await patch("docente", 999999, { capacity: 12 }), 404);
    const res = await patch("docente", offering.id, {
      slots: [slot(0, "09:00", "11:00", "Sala ZZ8")],
      coTeachers: ["zzo-bruno"],
      capacity: 12,
    });
    expect(res.status).toBe(200);
    const after = offeringSchema.parse(await res.json());
    expect(after.slots).toEqual([slot(0, "09:00", "11:00", "Sala ZZ8")]);
    expect(after.teachers.map((x) => x.idcbpf)).toEqual(["docente", "zzo-bruno"]);
    // Now a co-teacher: it may edit too.
    expect((await patch("zzo-bruno", offering.id, { notes: "Sala trocada" })).status).toBe(200);
    const entries = await auditOf(t.db, "offering", String(offering.id));
    expect(entries.map((e) => e.action)).toEqual(["create", "update", "update"]);
    expect(entries[1]).toMatchObject({ before: offering, after });
  });

  it("after enrolment opens: only capacity and notes for a Docente, never below the seats taken", async () => {
    const offering = await created(
      await post(
        "admin",
        offer({ term: "2091.1", responsible: "docente", slots: [slot(1, "08:00", "10:00", "Sala ZZ10")] }),
      ),
    );
    const locked = await expectApiError(
      await patch("docente", offering.id, { slots: [slot(2, "08:00", "10:00", "X")] }),
      422,
    );
    expect(locked.rule).toBe("offering_locked");
    expect((await expectApiError(await patch("docente", offering.id, { language: "en" }, EN), 422)).message).toMatch(
      /^Enrolment for term 2091\.1 has opened/,
    );
    await enrol(t.db, offering.id, "discente", "deferida");
    await enrol(t.db, offering.id, "zzo-aluno", "pendente");
    const below = await expectApiError(await patch("docente", offering.id, { capacity: 1 }), 422);
    expect([below.rule, below.message]).toEqual([
      "capacity_below_taken",
      "As vagas não podem ficar abaixo das 2 já ocupadas.",
    ]);
    expect((await patch("docente", offering.id, { capacity: 2 })).status).toBe(200);
    const [row] = await t.db.select().from(offerings).where(eq(offerings.id, offering.id));
    expect([row?.capacity, row?.taken]).toEqual([2, 2]);
    // Raising the capacity promotes the waitlist in the same transaction (PRODUCT §7).
    await enrol(t.db, offering.id, "zzo-espera", "em_espera");
    const raised = offeringSchema.parse(await (await patch("docente", offering.id, { capacity: 3 })).json());
    expect([raised.capacity, raised.taken, raised.waiting]).toEqual([3, 3, 0]);
    const [promoted] = await t.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.offeringId, offering.id), eq(enrolments.studentId, await userId(t.db, "zzo-espera"))));
    expect(promoted?.status).toBe("pendente");
    // The office changes anything at any time, the responsible teacher included (the former one
    // stays only when named among the co-teachers).
    const res = await patch("admin", offering.id, {
      responsible: "zzo-bruno",
      coTeachers: ["docente"],
      slots: [slot(2, "08:00", "10:00", "Sala ZZ11")],
    });
    expect(res.status).toBe(200);
    expect(offeringSchema.parse(await res.json()).teachers).toEqual([
      { idcbpf: "zzo-bruno", name: "Bruno Zz Docente", responsible: true },
      { idcbpf: "docente", name: "Ricardo Tavares Lima", responsible: false },
    ]);
    const last = (await auditOf(t.db, "offering", String(offering.id))).at(-1);
    expect(last?.before).toMatchObject({ teachers: [{ idcbpf: "docente", responsible: true }] });
    expect(last?.after).toMatchObject({
      teachers: [{ idcbpf: "zzo-bruno", responsible: true }, { idcbpf: "docente" }],
    });
    // A co-teacher made responsible leaves the co-teachers; the former responsible goes.
    const alone = await patch("admin", offering.id, { responsible: "docente" });
    expect(offeringSchema.parse(await alone.json()).teachers.map((x) => x.idcbpf)).toEqual(["docente"]);
  });

  it("checks clashes on edits against the other offerings, not itself", async () => {
    const a = await created(
      await post("zzo-ana", offer({ subject: "FIS-502", slots: [slot(2, "16:00", "18:00", "Sala ZZ12")] })),
    );
    const b = await created(
      await post("zzo-bruno", offer({ subject: "FIS-503", slots: [slot(2, "16:00", "18:00", "Sala ZZ13")] })),
    );
    expect((await patch("zzo-ana", a.id, { slots: [slot(2, "16:30", "18:00", "Sala ZZ12")] })).status).toBe(200);
    const clash = await expectApiError(
      await patch("zzo-bruno", b.id, { slots: [slot(2, "17:00", "19:00", "Sala ZZ12")] }),
      422,
    );
    expect(clash.rule).toBe("room_clash");
    const teacher = await expectApiError(await patch("zzo-bruno", b.id, { coTeachers: ["zzo-ana"] }), 422);
    expect(teacher.rule).toBe("teacher_clash");
  });
});
