import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { callSchema, type Call } from "../../domain/inscricoes.ts";
import { pageAnswer } from "../../domain/paging.ts";
import {
  applicantBody,
  apply,
  callBody,
  createCall,
  dayFromToday,
  lastAudit,
  uploadAll,
} from "../inscricoes/test-fixtures.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(() => t.close());

const page = pageAnswer(callSchema);
const list = async (query = "", cookie?: string) => {
  const res = await call(t.app, `/api/chamadas${query}`, cookie ? { cookie } : {});
  expect(res.status).toBe(200);
  return page.parse(await res.json());
};
const patchCall = (id: number, json: unknown, cookie = admin, headers: Record<string, string> = {}) =>
  call(t.app, `/api/chamadas/${id}`, { method: "PATCH", cookie, json, headers });

describe("GET /api/chamadas", () => {
  let open: Call;
  let future: Call;
  let closed: Call;
  beforeAll(async () => {
    open = await createCall(t.app, admin, { opensOn: dayFromToday(0), closesOn: dayFromToday(0) });
    future = await createCall(t.app, admin, { opensOn: dayFromToday(1), closesOn: dayFromToday(9) });
    closed = await createCall(t.app, admin, { opensOn: dayFromToday(-9), closesOn: dayFromToday(-1) });
  });

  it("the public (and any logged-in user who is not the office) gets only the calls open today", async () => {
    for (const cookie of [undefined, await login(t.app, "discente"), await login(t.app, "docente")]) {
      const answer = await list("?status=encerrada&pageSize=100", cookie);
      const ids = answer.items.map((item) => item.id);
      expect(ids).toContain(open.id); // open today only: both ends inclusive
      expect(ids).not.toContain(future.id);
      expect(ids).not.toContain(closed.id);
      for (const item of answer.items) expect(item.open).toBe(true);
    }
  });

  it("the demo has an open call for each programme", async () => {
    const programmes = new Set((await list("?pageSize=100")).items.map((item) => item.programme));
    expect(programmes).toEqual(new Set(["academico", "profissional"]));
    const professional = await list("?programme=profissional&pageSize=100");
    expect(professional.total).toBeGreaterThan(0);
    for (const item of professional.items) expect(item.programme).toBe("profissional");
  });

  it("the office gets every call, filtered by state and programme, paged", async () => {
    const ids = async (query: string) => (await list(query, admin)).items.map((item) => item.id);
    const all = await ids("?pageSize=100");
    expect(all).toEqual(expect.arrayContaining([open.id, future.id, closed.id]));
    expect(await ids("?status=futura&pageSize=100")).toContain(future.id);
    expect(await ids("?status=futura&pageSize=100")).not.toContain(open.id);
    expect(await ids("?status=encerrada&pageSize=100")).toEqual([closed.id]);
    expect(await ids("?status=aberta&programme=profissional&pageSize=100")).not.toContain(open.id);
    const first = await list("?pageSize=1", admin);
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(all.length);
    expect((await call(t.app, "/api/chamadas?status=x", { cookie: admin })).status).toBe(400);
  });
});

describe("POST /api/chamadas", () => {
  it("creates a call (201, the GET shape) with its audit entry", async () => {
    const body = callBody({ programme: "profissional" });
    const res = await call(t.app, "/api/chamadas", { method: "POST", cookie: admin, json: body });
    expect(res.status).toBe(201);
    const created = callSchema.parse(await res.json());
    expect(created).toMatchObject({ ...body, open: true });
    expect(await lastAudit(t.db, "call", String(created.id))).toMatchObject({
      action: "create",
      before: null,
      after: { id: created.id, title: body.title, documents: body.documents },
    });
  });

  it("validates: dates in order, document keys, repeated keys, at most 10 documents (pt and en)", async () => {
    const post = (json: unknown, headers: Record<string, string> = {}) =>
      call(t.app, "/api/chamadas", { method: "POST", cookie: admin, json, headers });
    let body = await expectApiError(await post(callBody({ opensOn: dayFromToday(3), closesOn: dayFromToday(2) })), 400);
    expect(body.fields).toEqual({ closesOn: "O encerramento não pode vir antes da abertura." });
    body = await expectApiError(
      await post(callBody({ opensOn: dayFromToday(3), closesOn: dayFromToday(2) }), { "accept-language": "en" }),
      400,
    );
    expect(body.fields).toEqual({ closesOn: "The closing date cannot come before the opening date." });
    const label = { pt: "Doc", en: "Doc" };
    body = await expectApiError(
      await post(
        callBody({
          documents: [
            { key: "Bad Key", label },
            { key: "ok", label: { pt: "", en: "x" } },
          ],
        }),
      ),
      400,
    );
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(["documents.0.key", "documents.1.label.pt"]);
    body = await expectApiError(
      await post(
        callBody({
          documents: [
            { key: "cv", label },
            { key: "cv", label },
          ],
        }),
      ),
      400,
    );
    expect(body.fields).toEqual({ "documents.1.key": "Chave de documento repetida." });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ key: `d${i}`, label }));
    body = await expectApiError(await post(callBody({ documents: eleven })), 400);
    expect(body.fields).toEqual({ documents: "No máximo 10 itens." });
    body = await expectApiError(await post({ ...callBody(), id: 5 }), 400);
    expect(Object.keys(body.fields ?? {})).toEqual(["id"]);
  });

  it("is the office's: anonymous 401, Docente and Discente 403", async () => {
    expect((await call(t.app, "/api/chamadas", { method: "POST", json: callBody() })).status).toBe(
      EXPECTED_API.inscricoes.anonymous,
    );
    for (const level of ["Docente", "Discente"] as const) {
      const cookie = await login(t.app, level.toLowerCase());
      const res = await call(t.app, "/api/chamadas", { method: "POST", cookie, json: callBody() });
      expect(res.status).toBe(EXPECTED_API.inscricoes[level]);
      expect((await patchCall(1, { title: { pt: "x", en: "y" } }, cookie)).status).toBe(403);
    }
    expect((await call(t.app, "/api/chamadas/1", { method: "PATCH", json: {} })).status).toBe(401);
  });
});

describe("PATCH /api/chamadas/{id}", () => {
  it("changes any field, audited with before and after", async () => {
    const c = await createCall(t.app, admin);
    const res = await patchCall(c.id, { title: { pt: "ZZ Novo título", en: "ZZ New title" }, degree: "doutorado" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: c.id, degree: "doutorado", title: { pt: "ZZ Novo título" } });
    expect(await lastAudit(t.db, "call", String(c.id))).toMatchObject({
      action: "update",
      before: { degree: "mestrado", title: c.title },
      after: { degree: "doutorado", title: { pt: "ZZ Novo título", en: "ZZ New title" } },
    });
  });

  it("keeps the dates in order against the stored ones; 404 for an unknown call", async () => {
    const c = await createCall(t.app, admin);
    const res = await patchCall(c.id, { opensOn: dayFromToday(30) });
    expect((await expectApiError(res, 400)).fields).toEqual({
      closesOn: "O encerramento não pode vir antes da abertura.",
    });
    await expectApiError(await patchCall(999_999, { degree: "doutorado" }), 404);
    await expectApiError(await patchCall(c.id, { documents: "x" }), 400);
  });

  it("a document key with an uploaded file cannot be removed (409 document_in_use); others can", async () => {
    const c = await createCall(t.app, admin);
    const codigo = await apply(t.app, applicantBody(c.id));
    await uploadAll(t.app, codigo, ["cv"]);
    const diplomaOnly = [{ key: "diploma", label: { pt: "Diploma", en: "Diploma" } }];
    const refused = await expectApiError(await patchCall(c.id, { documents: diplomaOnly }), 409);
    expect(refused.message).toBe("O documento cv já foi enviado em inscrições e não pode ser removido da chamada.");
    const cvOnly = [{ key: "cv", label: { pt: "Currículo (PDF)", en: "CV (PDF)" } }];
    const res = await patchCall(c.id, { documents: cvOnly });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Call).documents).toEqual(cvOnly);
  });
});
