import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
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
