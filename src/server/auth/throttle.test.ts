import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";
import { authThrottle } from "../db/schema.ts";
import { LIMITS } from "./throttle.ts";

let t: TestApp;
let app: App;
beforeAll(async () => {
  t = await createTestApp();
  // Behind a trusted proxy, so each test can speak from its own client address.
  app = t.withEnv({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(authThrottle);
});

const attempt = (idcbpf: string, password: string, address = "203.0.113.7") =>
  call(app, "/api/_auth/session", {
    method: "POST",
    json: { idcbpf, password },
    headers: { "x-forwarded-for": `${address}, 10.0.0.1` },
  });

describe("login throttling", () => {
  it(`blocks an idcbpf after ${LIMITS.idcbpf} failures with 429, Retry-After and a JSON message`, async () => {
    for (let i = 0; i < LIMITS.idcbpf; i++) expect((await attempt("docente", "wrong")).status).toBe(401);
    const blocked = await attempt("docente", "demo1234"); // even the right password
    const body = await expectApiError(blocked, 429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(body.message).toBe(`Muitas tentativas. Tente novamente em ${retryAfter} s.`);
    // Other accounts from the same address are not blocked by it.
    expect((await attempt("admin", "demo1234")).status).toBe(200);
  });

  it("counts unknown idcbpfs too (no hint of who exists)", async () => {
    for (let i = 0; i < LIMITS.idcbpf; i++) expect((await attempt("ghost.user", "x")).status).toBe(401);
    expect((await attempt("ghost.user", "x")).status).toBe(429);
  });

  it("resets the idcbpf's count on a success", async () => {
    for (let i = 0; i < LIMITS.idcbpf - 1; i++) await attempt("discente", "wrong");
    expect((await attempt("discente", "demo1234")).status).toBe(200);
    for (let i = 0; i < LIMITS.idcbpf - 1; i++) expect((await attempt("discente", "wrong")).status).toBe(401);
    expect((await attempt("discente", "demo1234")).status).toBe(200);
  });

  it("lets the idcbpf in again when the block is over", async () => {
    for (let i = 0; i < LIMITS.idcbpf; i++) await attempt("admin", "wrong");
    expect((await attempt("admin", "demo1234")).status).toBe(429);
    await t.db.update(authThrottle).set({
      windowStart: sql`now() - interval '16 minutes'`,
      blockedUntil: sql`now() - interval '1 second'`,
    });
    expect((await attempt("admin", "demo1234")).status).toBe(200);
  });

  it("starts a new window after 15 minutes without reaching the limit", async () => {
    for (let i = 0; i < LIMITS.idcbpf - 1; i++) await attempt("admin", "wrong");
    await t.db.update(authThrottle).set({ windowStart: sql`now() - interval '16 minutes'` });
    expect((await attempt("admin", "wrong")).status).toBe(401);
    expect((await attempt("admin", "demo1234")).status).toBe(200);
  });

  it(`blocks a client address after ${LIMITS.address} failures, whatever the idcbpfs`, async () => {
    const sprayer = "198.51.100.23";
    for (let i = 0; i < LIMITS.address; i++) {
      expect((await attempt(`someone.${i}`, "guess", sprayer)).status).toBe(401);
    }
    const res = await attempt("admin", "demo1234", sprayer);
    await expectApiError(res, 429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt("admin", "demo1234", "198.51.100.99")).status).toBe(200);
  }, 30_000);

  it("ignores X-Forwarded-For unless TRUST_PROXY=1", async () => {
    for (let i = 0; i < LIMITS.idcbpf; i++) {
      await call(t.app, "/api/_auth/session", {
        method: "POST",
        json: { idcbpf: `spoof.${i}`, password: "x" },
        headers: { "x-forwarded-for": `192.0.2.${i}` },
      });
    }
    const keys = (await t.db.select({ key: authThrottle.key }).from(authThrottle)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith("ip:"))).toEqual(["ip:unknown"]);
  });
});
