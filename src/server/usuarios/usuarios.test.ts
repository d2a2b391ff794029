import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldText } from "../../domain/search.ts";
import { userSchema } from "../../domain/users.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { users } from "../db/schema.ts";

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(users).values([
    {
      idcbpf: "percent.user",
      name: "Cem % Certo",
      email: "cem@example.org",
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
    },
    {
      idcbpf: "under_score",
      name: "Sub Linha",
      email: "sub_linha@example.org",
      level: "Discente",
      programme: "profissional",
      degree: "mestrado",
    },
  ]);
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

const get = (path: string, who?: string) => call(t.app, path, who ? { cookie: cookies[who] } : {});

describe("GET /api/usuarios/{idcbpf}", () => {
  it("lets the Administrador open anyone", async () => {
    const res = await get("/api/usuarios/joao.pereira", "admin");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: unknown };
    expect(userSchema.strict().parse(body.user)).toMatchObject({ idcbpf: "joao.pereira", degree: "doutorado" });
  });

  it("lets a Discente open only its own profile", async () => {
    expect((await get("/api/usuarios/discente", "discente")).status).toBe(200);
    expect((await get("/api/usuarios/DISCENTE", "discente")).status).toBe(200);
    await expectApiError(await get("/api/usuarios/joao.pereira", "discente"), 403);
    // Forbidden before looked up: a refusal says nothing about whether the user exists.
    await expectApiError(await get("/api/usuarios/no.such.user", "discente"), 403);
  });

  it("refuses the Docente (403) and anonymous visitors (401)", async () => {
    await expectApiError(await get("/api/usuarios/discente", "docente"), 403);
    await expectApiError(await get("/api/usuarios/docente", "docente"), 403);
    const anonymous = await expectApiError(await get("/api/usuarios/discente"), 401);
    expect(anonymous.message).toBe("Faça login para continuar.");
  });

  it("answers 404 for an unknown user and 400 for an invalid idcbpf", async () => {
    await expectApiError(await get("/api/usuarios/no.such.user", "admin"), 404);
    const invalid = await expectApiError(await get("/api/usuarios/%20bad%20id!", "admin"), 400);
    expect(invalid.fields?.idcbpf).toMatch(/^Identificador inválido/);
  });
});

describe("GET /api/usuarios", () => {
  type Page = { items: { idcbpf: string; name: string }[]; total: number; page: number; pageSize: number };
  const list = async (query: string, who = "admin") => {
    const res = await get(`/api/usuarios${query}`, who);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };

  it("is for the Administrador only", async () => {
    await expectApiError(await get("/api/usuarios", "docente"), 403);
    await expectApiError(await get("/api/usuarios", "discente"), 403);
    await expectApiError(await get("/api/usuarios"), 401);
  });

  it("pages on the server, ordered by name", async () => {
    const all = await list("?pageSize=100");
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(users);
    expect(all.total).toBe(n);
    // Ordered by name without regard to accents or case ("Élida" between "Eduardo" and "Fábio").
    const names = all.items.map((item) => foldText(item.name));
    expect(names).toEqual([...names].sort());
    const second = await list("?page=2&pageSize=4");
    expect(second).toMatchObject({ total: n, page: 2, pageSize: 4 });
    expect(second.items.map((item) => item.idcbpf)).toEqual(all.items.slice(4, 8).map((item) => item.idcbpf));
    expect((await list("?page=99")).items).toEqual([]);
  });

  it("searches name, idcbpf and e-mail, case-insensitively", async () => {
    expect((await list("?q=carvalho")).items.map((u) => u.idcbpf)).toEqual(["discente"]);
    expect((await list("?q=MARINA.C")).items.map((u) => u.idcbpf)).toEqual(["marina.costa"]);
    expect((await list("?q=secretaria%40")).items.map((u) => u.idcbpf)).toEqual(["admin"]);
  });

  it("treats % and _ in the search as text", async () => {
    expect((await list("?q=%25")).items.map((u) => u.idcbpf)).toEqual(["percent.user"]);
    expect((await list("?q=_")).items.map((u) => u.idcbpf)).toEqual(["under_score"]);
  });

  it("filters by level, programme and status", async () => {
    const teachers = await list("?level=Docente&pageSize=100");
    expect(teachers.items.map((u) => u.idcbpf)).toEqual(expect.arrayContaining(["docente", "marina.costa"]));
    expect(teachers.items.every((u) => (u as { level?: string }).level === "Docente")).toBe(true);
    const professional = await list("?level=Discente&programme=profissional&pageSize=100");
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.level, "Discente"), eq(users.programme, "profissional")));
    expect(professional.total).toBe(n);
    expect((await list("?status=egresso&q=camila")).items.map((u) => u.idcbpf)).toEqual(["camila.rocha"]);
    expect((await list("?status=trancado&q=pedro.almeida")).items.map((u) => u.idcbpf)).toEqual(["pedro.almeida"]);
  });

  it("refuses bad parameters with 400 and the fields", async () => {
    for (const query of [
      "?pageSize=0",
      "?pageSize=101",
      "?page=abc",
      "?level=Reitor",
      `?q=${"x".repeat(101)}`,
      "?page=1.5",
    ]) {
      await expectApiError(await get(`/api/usuarios${query}`, "admin"), 400);
    }
    const body = await expectApiError(await get("/api/usuarios?level=Reitor&status=x", "admin"), 400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(["level", "status"]);
  });
});
