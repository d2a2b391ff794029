import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { call, cookieFrom, expectApiError, login } from "../../../tests/node/http.ts";
import type { TestApp } from "../../../tests/node/test-app.ts";
import { authThrottle, sessions, users } from "../db/schema.ts";
import type * as Argon2 from "@node-rs/argon2";
import { tokenId } from "./tokens.ts";

// The real argon2, watched: an unknown user must cost a real verification too.
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof Argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: TestApp;
let verify: Mock<typeof Argon2.verify>;
beforeAll(async () => {
  // The API files share their worker's modules (vitest.config.ts): a file before this one may have
  // loaded the server with the real argon2, so this one loads it afresh, seeing the watched one.
  vi.resetModules();
  verify = vi.mocked((await import("@node-rs/argon2")).verify);
  const { createTestApp } = await import("../../../tests/node/test-app.ts");
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
        emailNotifications: true,
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

  it("verifies a hash for an unknown user as for a wrong password, so the timing tells nothing", async () => {
    // Not timed (a loaded machine's clock proves nothing): each refusal runs one real argon2id check.
    const checks = verify;
    checks.mockClear();
    await expectApiError(await post({ idcbpf: "admin", password: "wrong-password" }), 401);
    expect(checks).toHaveBeenCalledTimes(1);
    await expectApiError(await post({ idcbpf: "nobody.here", password: "wrong-password" }), 401);
    await expectApiError(await post({ idcbpf: "nobody.else", password: "wrong-password" }), 401);
    expect(checks).toHaveBeenCalledTimes(3);
    for (const [hash] of checks.mock.calls) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const result of checks.mock.results) await expect(result.value).resolves.toBe(false);
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
