import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicantBody } from "../../src/server/inscricoes/test-fixtures.ts";
import { buildScene, type Scene } from "./access-scene.ts";
import { call, type CallInit } from "./http.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Object-level access (one record, someone else's) and mass assignment (fields a caller may not
 * set, sent anyway), on the same scene as the access matrix: the Discente's records asked for by a
 * second Discente, by a co-advisor and by a teacher with no tie to them; owner and status fields
 * sent by callers who are not the office — each refused or ignored, never applied.
 *
 * The notifications' object case (another user's notice marked read → 404, PRODUCT §8) is added
 * with their routes, beside these.
 */
let t: TestApp;
let s: Scene;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildScene(t.app, t.db);
  admin = s.cookie.admin ?? "";
}, 120_000);
afterAll(() => t.close());

const cases = { objects: 0, fields: 0 };
afterAll(() => console.log(`access: ${cases.objects} object-level and ${cases.fields} mass-assignment cases`));

async function status(path: string, init: CallInit): Promise<number> {
  if (expect.getState().currentTestName?.startsWith("mass assignment")) cases.fields += 1;
  else cases.objects += 1;
  const res = await call(t.app, path, init);
  await res.arrayBuffer();
  return res.status;
}

async function json<T>(path: string, cookie = admin): Promise<T> {
  const res = await call(t.app, path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const enrolmentStatus = async (codigo: string) => {
  const { items } = await json<{ items: { codigo: string; status: string }[] }>(
    "/api/matriculas?student=discente&pageSize=100",
  );
  return items.find((item) => item.codigo === codigo)?.status;
};

describe("another's record", () => {
  it("an enrolment: another student cannot drop it, nor a co-advisor or another teacher decide it", async () => {
    const codigo = await s.freshEnrolment("pendente");
    expect(await status(`/api/matriculas/${codigo}`, { method: "DELETE", cookie: s.cookie.discente2 })).toBe(404);
    const decide = { method: "POST", json: { decision: "indeferida", reason: "Não" } };
    expect(await status(`/api/matriculas/${codigo}/decisao`, { ...decide, cookie: s.cookie.discente2 })).toBe(403);
    expect(await status(`/api/matriculas/${codigo}/decisao`, { ...decide, cookie: s.coAdvisor })).toBe(403);
    expect(await status(`/api/matriculas/${codigo}/decisao`, { ...decide, cookie: s.otherTeacher })).toBe(403);
    expect(await enrolmentStatus(codigo)).toBe("pendente");
    // Nor read it in a list: each sees its own (a Docente its advisees').
    const theirs = await json<{ items: { codigo: string }[] }>("/api/matriculas?student=discente", s.cookie.discente2);
    expect(theirs.items.map((item) => item.codigo)).not.toContain(codigo);
    const stranger = await json<{ items: { codigo: string }[] }>("/api/matriculas?student=discente", s.otherTeacher);
    expect(stranger.items.map((item) => item.codigo)).not.toContain(codigo);
  });

  it("a transcript: not another student's, not an unrelated teacher's; a co-advisor sees it", async () => {
    expect(await status("/api/historico/discente", { cookie: s.cookie.discente2 })).toBe(403);
    expect(await status("/api/historico/discente", { cookie: s.otherTeacher })).toBe(403);
    expect(await status("/api/historico/discente", { cookie: s.coAdvisor })).toBe(200);
  });

  it("a declaration: its PDF is not another student's or teacher's, nor is it in their lists", async () => {
    const codigo = s.declarationOfDiscente;
    expect(await status(`/api/declaracoes/${codigo}/pdf`, { cookie: s.cookie.discente2 })).toBe(404);
    expect(await status(`/api/declaracoes/${codigo}/pdf`, { cookie: s.otherTeacher })).toBe(404);
    expect(
      await status(`/api/declaracoes/${codigo}/revogacao`, {
        method: "POST",
        json: { reason: "x" },
        cookie: s.cookie.discente,
      }),
    ).toBe(403);
    for (const cookie of [s.cookie.discente2, s.otherTeacher]) {
      expect(await status("/api/declaracoes?holder=discente", { cookie })).toBe(403);
      const list = await json<{ items: { codigo: string }[] }>("/api/declaracoes?pageSize=100", cookie);
      expect(list.items.map((item) => item.codigo)).not.toContain(codigo);
    }
  });

  it("a profile: another student neither reads nor changes it", async () => {
    expect(await status("/api/usuarios/discente", { cookie: s.cookie.discente2 })).toBe(403);
    expect(await status("/api/usuarios/DISCENTE", { cookie: s.cookie.discente2 })).toBe(403);
    const patch = { method: "PATCH", json: { email: "capturado@example.org" } };
    expect(await status("/api/usuarios/discente", { ...patch, cookie: s.cookie.discente2 })).toBe(403);
    expect(await status("/api/usuarios/discente", { ...patch, cookie: s.otherTeacher })).toBe(403);
    const { user } = await json<{ user: { email: string } }>("/api/usuarios/discente");
    expect(user.email).not.toBe("capturado@example.org");
  });

  it("a guidance: not another student's or an unrelated teacher's to read", async () => {
    const path = `/api/orientacoes/${s.guidanceOfDiscente}`;
    expect(await status(path, { cookie: s.cookie.discente2 })).toBe(404);
    expect(await status(path, { cookie: s.otherTeacher })).toBe(404);
    expect(await status(path, { cookie: s.coAdvisor })).toBe(200);
  });

  it("a class list and its grades: not a student's, not a teacher's who does not teach it", async () => {
    const path = `/api/ofertas/${s.offering}/turma`;
    expect(await status(path, { cookie: s.cookie.discente })).toBe(403);
    expect(await status(path, { cookie: s.otherTeacher })).toBe(403);
    const grade = { method: "PUT", json: { concept: "D", attendance: 10 } };
    expect(await status(`/api/ofertas/${s.offering}/notas/discente`, { ...grade, cookie: s.otherTeacher })).toBe(403);
    expect(await status(`/api/ofertas/${s.offering}/notas/discente`, { ...grade, cookie: s.cookie.discente })).toBe(
      403,
    );
  });

  it("an application by code: another code's documents are not reachable through one's own", async () => {
    const mine = await s.freshApplication();
    expect(await status(`/api/inscricoes/${s.application}/documentos/cv`, {})).toBe(200);
    expect(await status(`/api/inscricoes/${mine}/documentos/cv`, {})).toBe(404);
    const unknown = "7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX";
    expect(await status(`/api/inscricoes/${unknown}`, {})).toBe(404);
    expect(await status(`/api/inscricoes/${unknown}`, { method: "PATCH", json: { name: "Outra" } })).toBe(404);
    // Reviewing is the office's, whoever holds the code.
    const decide = { method: "POST", json: { decision: "deferida", idcbpf: "zzx-aprovado" } };
    expect(await status(`/api/inscricoes/${mine}/decisao`, decide)).toBe(401);
    expect(await status(`/api/inscricoes/${mine}/decisao`, { ...decide, cookie: s.cookie.discente })).toBe(403);
  });
});

describe("mass assignment: fields that are not the caller's to set", () => {
  const profile = () => json<{ user: Record<string, unknown> }>("/api/usuarios/discente").then((r) => r.user);

  it("one's own level, status, idcbpf, programme or name: refused, never applied", async () => {
    const before = await profile();
    for (const body of [
      { level: "Administrador" },
      { status: "egresso" },
      { programme: "profissional" },
      { name: "Outro Nome" },
      { entryTerm: "2010.1" },
      { level: "Administrador", lattes: "http://lattes.cnpq.br/1" },
    ]) {
      expect(
        await status("/api/usuarios/discente", { method: "PATCH", json: body, cookie: s.cookie.discente }),
        JSON.stringify(body),
      ).toBe(403);
    }
    for (const body of [
      '{"idcbpf": "admin"}',
      '{"id": 1}',
      '{"mustChangePassword": false}',
      '{"__proto__": {"level": "Administrador"}}',
      '{"constructor": {"prototype": {"level": "Administrador"}}}',
    ]) {
      // Unknown to the schema (400) or not one's own to set (403): either way refused.
      const sent = {
        method: "PATCH",
        body,
        headers: { "content-type": "application/json" },
        cookie: s.cookie.discente,
      };
      expect(await status("/api/usuarios/discente", sent), body).toBeOneOf([400, 403]);
    }
    expect(
      await status("/api/usuarios/docente", {
        method: "PATCH",
        json: { level: "Administrador" },
        cookie: s.cookie.docente,
      }),
    ).toBe(403);
    expect(await profile()).toEqual(before);
    const teacher = await json<{ user: { level: string } }>("/api/usuarios/docente");
    expect(teacher.user.level).toBe("Docente");
  });

  it("an enrolment for someone else: a Discente naming another student is refused, nothing written", async () => {
    const offering = await s.freshOffering();
    const res = await status("/api/matriculas", {
      method: "POST",
      json: { offering, student: "larissa.nunes" },
      cookie: s.cookie.discente,
    });
    expect(res).toBe(403);
    const { items } = await json<{ items: unknown[] }>(`/api/matriculas?offering=${offering}`);
    expect(items).toEqual([]);
  });

  it("a declaration's holder: a Discente or a Docente naming someone else is refused, nothing issued", async () => {
    const count = async () => (await json<{ total: number }>("/api/declaracoes?holder=larissa.nunes")).total;
    const before = await count();
    for (const [cookie, body] of [
      [s.cookie.discente, { type: "vinculo", holder: "larissa.nunes" }],
      [s.cookie.discente, { type: "historico", holder: "larissa.nunes" }],
      [s.cookie.docente, { type: "vinculo", holder: "larissa.nunes" }],
    ] as const) {
      expect(await status("/api/declaracoes", { method: "POST", json: body, cookie })).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it("an offering's responsible teacher: a Docente cannot name another, on creation or change", async () => {
    const created = await status("/api/ofertas", {
      method: "POST",
      cookie: s.cookie.docente,
      json: {
        term: s.offeringTerm,
        subject: await s.freshSubject(),
        slots: [{ weekday: 6, start: "18:00", end: "20:00", room: "Sala M" }],
        capacity: 10,
        language: "pt",
        responsible: "marina.costa",
      },
    });
    expect(created).toBe(403);
    const changed = await status(`/api/ofertas/${s.offering}`, {
      method: "PATCH",
      json: { responsible: "marina.costa" },
      cookie: s.cookie.docente,
    });
    expect(changed).toBe(403);
    const offering = await json<{ teachers: { idcbpf: string; responsible: boolean }[] }>(`/api/ofertas/${s.offering}`);
    expect(offering.teachers.filter((teacher) => teacher.responsible).map((teacher) => teacher.idcbpf)).toEqual([
      "docente",
    ]);
  });

  it("an application's status: the applicant cannot set it, on applying or correcting", async () => {
    const codigo = await s.freshApplication();
    for (const body of [
      { status: "deferida" },
      { status: "em_analise", name: "Zélia" },
      { codigo: "X" },
      { call: 1 },
    ]) {
      expect(await status(`/api/inscricoes/${codigo}`, { method: "PATCH", json: body })).toBe(400);
    }
    expect(
      await status("/api/inscricoes", { method: "POST", json: { ...applicantBody(s.callId), status: "deferida" } }),
    ).toBe(400);
    const application = await json<{ status: string; history: unknown[] }>(`/api/inscricoes/${codigo}`, "");
    expect(application.status).toBe("rascunho");
  });
});
