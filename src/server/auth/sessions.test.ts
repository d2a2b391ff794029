import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, cookieFrom, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { authThrottle, sessions } from "../db/schema.ts";
import { tokenId } from "./tokens.ts";

/** The session cookie's attributes and the session's sliding lifetime. */
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

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain HTTP", async () => {
    const header = (await post({ idcbpf: "admin", password: "demo1234" })).headers.getSetCookie()[0] ?? "";
    expect(header).toMatch(/^academico_session=/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=1209600/);
    expect(header).not.toMatch(/Secure/);
  });

  it("is Secure and named __Host- when PUBLIC_ORIGIN is https", async () => {
    const app = t.withEnv({ PUBLIC_ORIGIN: "https://academico.example.org" });
    const res = await call(app, "/api/_auth/session", {
      method: "POST",
      json: { idcbpf: "admin", password: "demo1234" },
    });
    const header = res.headers.getSetCookie()[0] ?? "";
    expect(header).toMatch(/^__Host-academico_session=/);
    expect(header).toMatch(/; Secure/);
    expect(header).not.toMatch(/Domain=/i);
    const cookie = cookieFrom(res) ?? "";
    const me = await call(app, "/api/_auth/session", { cookie });
    expect(await me.json()).toMatchObject({ user: { idcbpf: "admin" } });
  });

  it("is Secure behind a trusted proxy that says https, and only then", async () => {
    const headers = { "x-forwarded-proto": "https" };
    const trusted = t.withEnv({ TRUST_PROXY: "1" });
    const viaProxy = await call(trusted, "/api/_auth/session", {
      method: "POST",
      json: { idcbpf: "admin", password: "demo1234" },
      headers,
    });
    expect(viaProxy.headers.getSetCookie()[0]).toMatch(/^__Host-academico_session=.*; Secure/);
    const untrusted = await post({ idcbpf: "admin", password: "demo1234" }, headers);
    expect(untrusted.headers.getSetCookie()[0]).toMatch(/^academico_session=/);
  });
});

describe("sliding expiry", () => {
  const idOf = (cookie: string) => tokenId(cookie.split("=")[1] ?? "");

  it("does not accept an expired session", async () => {
    const cookie = await login(t.app, "discente");
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, idOf(cookie)));
    const res = await call(t.app, "/api/_auth/session", { cookie });
    expect(await res.json()).toEqual({});
    expect(res.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
  });

  it("does not write while the session was seen in the last 10 minutes", async () => {
    const cookie = await login(t.app, "discente");
    const [before] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, idOf(cookie)));
    const res = await call(t.app, "/api/_auth/session", { cookie });
    expect(res.headers.getSetCookie()).toEqual([]);
    const [after] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, idOf(cookie)));
    expect(after?.lastSeenAt).toEqual(before?.lastSeenAt);
    expect(after?.expiresAt).toEqual(before?.expiresAt);
  });

  it("pushes the expiry forward (and re-sends the cookie) after 10 minutes", async () => {
    const cookie = await login(t.app, "discente");
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '11 minutes'`, expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sessions.id, idOf(cookie)));
    const res = await call(t.app, "/api/_auth/session", { cookie });
    expect(await res.json()).toMatchObject({ user: { idcbpf: "discente" } });
    expect(res.headers.getSetCookie()[0]).toMatch(/Max-Age=1209600/);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, idOf(cookie)));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
