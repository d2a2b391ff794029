import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { CurrentUser } from "../context.ts";
import { createSessionCache } from "./session-cache.ts";

/**
 * Reads served by a session resolved a moment ago (session-cache.ts): what this app changes it
 * sees at once; another app on the same database (another process) may serve reads for at most
 * SESSION_CACHE_SECONDS more, never a write.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (app: TestApp["app"], cookie: string) => call(app, "/api/_auth/session", { cookie });
const idOf = async (res: Response) => ((await res.json()) as { user?: { idcbpf: string } }).user?.idcbpf;

describe("a read served by the session resolved a moment ago", () => {
  it("in this app, sees a logout and the office's password reset at once", async () => {
    const cookie = await login(t.app, "discente");
    expect((await call(t.app, "/api/horario", { cookie })).status).toBe(200);
    expect((await call(t.app, "/api/_auth/session", { method: "DELETE", cookie })).status).toBe(200);
    await expectApiError(await call(t.app, "/api/horario", { cookie }), 401);

    const again = await login(t.app, "discente");
    expect((await call(t.app, "/api/horario", { cookie: again })).status).toBe(200);
    const office = await login(t.app, "admin");
    expect((await call(t.app, "/api/usuarios/discente/senha", { method: "POST", cookie: office })).status).toBe(200);
    await expectApiError(await call(t.app, "/api/horario", { cookie: again }), 401);
  });

  it("in another app on the same database, may serve a read until it expires, never a write", async () => {
    const other = t.withEnv({ SESSION_CACHE_SECONDS: "60" });
    const cookie = await login(t.app, "docente");
    expect(await idOf(await me(other, cookie))).toBe("docente");
    expect((await call(t.app, "/api/_auth/session", { method: "DELETE", cookie })).status).toBe(200);
    // The documented window: the other process still knows the session it resolved.
    expect(await idOf(await me(other, cookie))).toBe("docente");
    // A write asks the database, and makes that app forget what it knew.
    await expectApiError(
      await call(other, "/api/usuarios/docente", { method: "PATCH", json: { locale: "en" }, cookie }),
      401,
    );
    expect(await idOf(await me(other, cookie))).toBeUndefined();
  });

  it("is never used with SESSION_CACHE_SECONDS=0", async () => {
    const other = t.withEnv({ SESSION_CACHE_SECONDS: "0" });
    const cookie = await login(t.app, "docente");
    expect(await idOf(await me(other, cookie))).toBe("docente");
    expect((await call(t.app, "/api/_auth/session", { method: "DELETE", cookie })).status).toBe(200);
    expect(await idOf(await me(other, cookie))).toBeUndefined();
  });
});

describe("the cache itself", () => {
  const user = { id: 1, idcbpf: "ana" } as CurrentUser;
  const far = new Date(8.64e15);

  it("keeps an entry for its time, never past the session's expiry", () => {
    let now = 1_000;
    const cache = createSessionCache(2_000, () => now);
    cache.set("a", user, far, cache.generation());
    cache.set("b", user, new Date(1_500), cache.generation());
    now = 1_499;
    expect(cache.get("a")).toEqual(user);
    expect(cache.get("b")).toEqual(user);
    now = 1_500;
    expect(cache.get("b")).toBeUndefined();
    now = 2_999;
    expect(cache.get("a")).toEqual(user);
    now = 3_000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not keep a lookup that began before a forget, and hands out frozen users", () => {
    const cache = createSessionCache(2_000, () => 0);
    const before = cache.generation();
    cache.forgetAll();
    cache.set("a", user, far, before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", user, far, cache.generation());
    expect(Object.isFrozen(cache.get("a"))).toBe(true);
    cache.forgetAll();
    expect(cache.get("a")).toBeUndefined();
  });
});
