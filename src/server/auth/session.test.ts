import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, cookieFrom, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { authThrottle, sessions, users } from "../db/schema.ts";
import { tokenId } from "./tokens.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(authThrottle);
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, "/api/_auth/session", { method: "POST", json: body, headers });

describe("POST /api/_auth/session", () => {
  it("logs a demo user in and answers the user", async () => {
    const res = await post({ idcbpf: "discente", password: "demo1234" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: {
        idcbpf: "discente",
        name: "Ana Beatriz Carvalho",
        email: "ana.carvalho@example.org",
        level: "Discente",
        programme: "academico",
        degree: "mestrado",
        status: "ativo",
        entryTerm: "2025.1",
        lattes: null,
        researchArea: null,
        locale: null,
        mustChangePassword: false,
      },
    });
  });

  it("accepts the idcbpf in any case and with spaces, as people type it", async () => {
    expect((await post({ idcbpf: " Docente ", password: "demo1234" })).status).toBe(200);
  });

  it("answers one generic 401 for a wrong password, an unknown user and an inactive user", async () => {
    const wrong = await expectApiError(await post({ idcbpf: "admin", password: "nope" }), 401);
    const unknown = await expectApiError(await post({ idcbpf: "nobody.here", password: "nope" }), 401);
    const inactive = await expectApiError(await post({ idcbpf: "thiago.souza", password: "demo1234" }), 401);
    expect(wrong).toEqual({ statusCode: 401, message: "Identificador ou senha incorretos." });
    expect(unknown).toEqual(wrong);
    expect(inactive).toEqual(wrong);
  });

  it("takes about as long for an unknown user as for a wrong password (a dummy hash is verified)", async () => {
    const time = async (idcbpf: string) => {
      const start = performance.now();
      await post({ idcbpf, password: "wrong-password" });
      return performance.now() - start;
    };
    await time("admin"); // warm-up: the dummy hash is made on first use
    await time("nobody.1");
    const known = Math.min(await time("admin"), await time("admin"));
    const unknown = Math.min(await time("nobody.2"), await time("nobody.3"));
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it("answers in English when the request asks for it", async () => {
    const body = await expectApiError(
      await post({ idcbpf: "admin", password: "x" }, { "accept-language": "en-US,en;q=0.9" }),
      401,
    );
    expect(body.message).toBe("Incorrect identifier or password.");
    const viaCookie = await call(t.app, "/api/_auth/session", {
      method: "POST",
      json: { idcbpf: "admin", password: "x" },
      cookie: "i18n_redirected=en",
    });
    expect((await expectApiError(viaCookie, 401)).message).toBe("Incorrect identifier or password.");
  });

  it("stores only the sha256 of the token", async () => {
    const res = await post({ idcbpf: "admin", password: "demo1234" });
    const token = cookieFrom(res)?.split("=")[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, tokenId(token)));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
  });
});

describe("GET and DELETE /api/_auth/session", () => {
  it("answers {} when logged out, {user} with the cookie, and {} again after logout", async () => {
    expect(await (await call(t.app, "/api/_auth/session")).json()).toEqual({});
    const cookie = await login(t.app, "docente");
    const me = await call(t.app, "/api/_auth/session", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { idcbpf: "docente", level: "Docente" } });

    const out = await call(t.app, "/api/_auth/session", { method: "DELETE", cookie });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({});
    expect(out.headers.getSetCookie()[0]).toMatch(/^academico_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    const token = cookie.split("=")[1] ?? "";
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, tokenId(token))),
    ).toHaveLength(0);
    expect(await (await call(t.app, "/api/_auth/session", { cookie })).json()).toEqual({});
  });

  it("logging out without a session is fine", async () => {
    const res = await call(t.app, "/api/_auth/session", { method: "DELETE" });
    expect(res.status).toBe(200);
  });

  it("ignores and clears a cookie that is no session", async () => {
    const res = await call(t.app, "/api/_auth/session", { cookie: "academico_session=forged" });
    expect(await res.json()).toEqual({});
    expect(res.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
  });

  it("ends the sessions of a user who becomes inativo", async () => {
    const cookie = await login(t.app, "joao.pereira");
    await t.db.update(users).set({ status: "inativo" }).where(eq(users.idcbpf, "joao.pereira"));
    expect(await (await call(t.app, "/api/_auth/session", { cookie })).json()).toEqual({});
    await t.db.update(users).set({ status: "ativo" }).where(eq(users.idcbpf, "joao.pereira"));
  });
});
