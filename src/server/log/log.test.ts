import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { accessEntrySchema } from "../../domain/logs.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { accessLog, users } from "../db/schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(accessLog);
});

const rows = () => t.db.select().from(accessLog).orderBy(accessLog.id);

describe("GET /api/_log", () => {
  it("stores an anonymous navigation with the server's time", async () => {
    const before = Date.now();
    const res = await call(t.app, "/api/_log?path=%2Fgov%2Fagenda-disciplinas");
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const [row] = await rows();
    expect(row).toMatchObject({ userId: null, path: "/gov/agenda-disciplinas", clientId: null, clientTime: null });
    expect(row?.serverTime.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it("stores the logged-in user", async () => {
    const cookie = await login(t.app, "discente");
    expect((await call(t.app, "/api/_log?path=/historico", { cookie })).status).toBe(204);
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "discente"));
    expect((await rows())[0]).toMatchObject({ userId: me?.id, path: "/historico" });
  });

  it("stores a retried send once, and keeps the client's time of an offline navigation", async () => {
    const at = Date.UTC(2026, 2, 10, 12, 30);
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, `/api/_log?path=/en/matricula&id=nav_0001-abcd&at=${at}`)).status).toBe(204);
    }
    expect((await call(t.app, `/api/_log?path=/en/matricula&id=nav_0002-abcd&at=${at}`)).status).toBe(204);
    const stored = await rows();
    expect(stored.map((row) => row.clientId)).toEqual(["nav_0001-abcd", "nav_0002-abcd"]);
    expect(stored[0]?.clientTime?.getTime()).toBe(at);
  });

  it("refuses bad queries with 400 and the field (never 500)", async () => {
    const missing = await expectApiError(await call(t.app, "/api/_log"), 400);
    expect(missing.fields).toEqual({ path: "Campo obrigatório." });
    const relative = await expectApiError(await call(t.app, "/api/_log?path=historico"), 400);
    expect(Object.keys(relative.fields ?? {})).toEqual(["path"]);
    for (const query of [
      "at=abc",
      "at=-5",
      "at=1e300",
      "at=99999999999999999",
      "id=short",
      "id=%00%00%00%00%00%00%00%00",
    ]) {
      const res = await call(t.app, `/api/_log?path=/x&${query}`);
      expect(res.status, query).toBe(400);
    }
    const repeated = await call(t.app, "/api/_log?path=/a&path=/b");
    await expectApiError(repeated, 400);
    const long = await call(t.app, `/api/_log?path=/${"a".repeat(5000)}`);
    await expectApiError(long, 400);
    expect(await rows()).toEqual([]);
  });
});

describe("GET /api/acessos", () => {
  it("lets only the office read the log, newest first, filtered by path and user", async () => {
    const discente = await login(t.app, "discente");
    await call(t.app, "/api/_log?path=/historico&id=acessos-0001", { cookie: discente });
    await call(t.app, "/api/_log?path=/gov&id=acessos-0002");
    await call(t.app, "/api/_log?path=/historico&id=acessos-0003");

    expect((await call(t.app, "/api/acessos")).status).toBe(401);
    expect((await call(t.app, "/api/acessos", { cookie: discente })).status).toBe(403);
    expect((await call(t.app, "/api/acessos", { cookie: await login(t.app, "docente") })).status).toBe(403);

    const admin = await login(t.app, "admin");
    const all = (await (await call(t.app, "/api/acessos", { cookie: admin })).json()) as {
      items: { path: string; idcbpf: string | null }[];
      total: number;
    };
    expect(all.total).toBe(3);
    expect(all.items.map((e) => e.path)).toEqual(["/historico", "/gov", "/historico"]);

    const byPath = (await (await call(t.app, "/api/acessos?path=%2Fhistorico", { cookie: admin })).json()) as {
      items: { idcbpf: string | null }[];
      total: number;
    };
    expect(byPath.total).toBe(2);
    expect(byPath.items.map((e) => e.idcbpf)).toEqual([null, "discente"]);

    const byUser = (await (await call(t.app, "/api/acessos?idcbpf=discente", { cookie: admin })).json()) as {
      total: number;
    };
    expect(byUser.total).toBe(1);
    expect((await call(t.app, "/api/acessos?pageSize=1000", { cookie: admin })).status).toBe(400);
  });
});

describe("searching the access log", () => {
  const page = pageAnswer(accessEntrySchema);
  let admin = "";
  const search = async (query: string) => {
    const res = await call(t.app, `/api/acessos?${query}`, { cookie: admin });
    expect(res.status, query).toBe(200);
    return page.parse(await res.json());
  };
  const idOf = async (idcbpf: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf)))[0]?.id ?? null;

  beforeEach(async () => {
    admin ||= await login(t.app, "admin");
    await t.db.delete(accessLog);
    const discente = await idOf("discente");
    const docente = await idOf("docente");
    // Around the first and the last day of a range in São Paulo (UTC−3): 03:00Z is midnight there.
    await t.db.insert(accessLog).values([
      { userId: discente, path: "/historico", serverTime: new Date("2026-08-01T02:59:59Z") },
      { userId: discente, path: "/en/Historico", serverTime: new Date("2026-08-01T03:00:00Z") },
      { userId: docente, path: "/a_b", serverTime: new Date("2026-08-10T12:00:00Z") },
      { userId: null, path: "/axb", serverTime: new Date("2026-08-16T02:59:59Z") },
      { userId: docente, path: "/100%", serverTime: new Date("2026-08-16T03:00:00Z") },
    ]);
  });

  it("gives the person's idcbpf and name on each entry, newest first, and pages", async () => {
    const all = await search("");
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(all.items.map((e) => e.path)).toEqual(["/100%", "/axb", "/a_b", "/en/Historico", "/historico"]);
    expect(all.items[0]).toMatchObject({ idcbpf: "docente", clientTime: null });
    expect(all.items[0]?.name).toBeTruthy();
    expect(all.items[1]).toMatchObject({ idcbpf: null, name: null });
    const second = await search("pageSize=2&page=2");
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((e) => e.path)).toEqual(["/a_b", "/en/Historico"]);
    expect((await search("pageSize=2&page=9")).items).toEqual([]);
  });

  it("finds a person's entries, and none for someone unknown", async () => {
    const mine = await search("idcbpf=Discente");
    expect(mine.items.map((e) => e.path)).toEqual(["/en/Historico", "/historico"]);
    expect(mine.items.every((e) => e.idcbpf === "discente")).toBe(true);
    expect((await search("idcbpf=ninguem.aqui")).total).toBe(0);
  });

  it("finds paths containing the text, in any case, with % and _ taken literally", async () => {
    expect((await search("q=HIST")).items.map((e) => e.path)).toEqual(["/en/Historico", "/historico"]);
    expect((await search("q=a_b")).items.map((e) => e.path)).toEqual(["/a_b"]);
    expect((await search("q=%25")).items.map((e) => e.path)).toEqual(["/100%"]);
    expect((await search("q=historico&idcbpf=docente")).total).toBe(0);
  });

  it("takes days of the institution's time zone, both ends included", async () => {
    const range = await search("from=2026-08-01&to=2026-08-15");
    expect(range.items.map((e) => e.path)).toEqual(["/axb", "/a_b", "/en/Historico"]);
    expect((await search("from=2026-08-16")).items.map((e) => e.path)).toEqual(["/100%"]);
    expect((await search("to=2026-07-31")).items.map((e) => e.path)).toEqual(["/historico"]);
    expect((await search("from=2026-08-10&to=2026-08-10")).items.map((e) => e.path)).toEqual(["/a_b"]);
    // In UTC the same days cover other instants.
    const office = await login(t.app, "admin");
    const utc = await call(t.app, "/api/configuracoes", { method: "PATCH", json: { timeZone: "UTC" }, cookie: office });
    expect(utc.status).toBe(200);
    expect((await search("from=2026-08-01&to=2026-08-15")).items.map((e) => e.path)).toEqual([
      "/a_b",
      "/en/Historico",
      "/historico",
    ]);
    await call(t.app, "/api/configuracoes", {
      method: "PATCH",
      json: { timeZone: "America/Sao_Paulo" },
      cookie: office,
    });
  });

  it("refuses bad searches with 400 naming the field, in the request's language", async () => {
    const days = await expectApiError(await call(t.app, "/api/acessos?from=2026-02-30&to=x", { cookie: admin }), 400);
    expect(days.fields).toEqual({ from: "Data inválida (AAAA-MM-DD).", to: "Data inválida (AAAA-MM-DD)." });
    const order = await expectApiError(
      await call(t.app, "/api/acessos?from=2026-08-02&to=2026-08-01", {
        cookie: admin,
        headers: { "accept-language": "en-US" },
      }),
      400,
    );
    expect(order.fields).toEqual({ to: "The end date cannot be before the start date." });
    const long = await expectApiError(await call(t.app, `/api/acessos?q=${"a".repeat(101)}`, { cookie: admin }), 400);
    expect(long.fields).toEqual({ q: "No máximo 100 caracteres." });
    await expectApiError(await call(t.app, "/api/acessos?idcbpf=N%C3%A3o!", { cookie: admin }), 400);
  });
});
