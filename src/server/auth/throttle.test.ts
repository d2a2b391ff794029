import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { Refused } from "../../domain/refusal.ts";
import type { App } from "../app.ts";
import { authThrottle } from "../db/schema.ts";
import { attemptSucceeded, LIMITS, loginCounters, takeAttempt, waitMinutes, type Counter } from "./throttle.ts";

/**
 * The attempt counters on PGlite and PostgreSQL: the growth of a wait, the window, what a success
 * does, attempts sent at once; then the login through the in-process app (the real listener with
 * real client addresses: tests/node/login-throttle.test.ts).
 */
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

/** Seconds a refused attempt is told to wait, or 0 when it was counted. */
async function attempt(counters: readonly Counter[]): Promise<number> {
  try {
    await takeAttempt(t.db, counters, "login_wait");
    return 0;
  } catch (error) {
    if (error instanceof Refused && error.status === 429) return error.retryAfter ?? -1;
    throw error;
  }
}

/** Moves the clock past the counter's wait: it ended a second ago. */
const endWait = (key: string) =>
  t.db
    .update(authThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(authThrottle.key, key));

const failures = async (key: string) =>
  (await t.db.select({ n: authThrottle.failures }).from(authThrottle).where(eq(authThrottle.key, key)))[0]?.n ?? 0;

describe("the waits", () => {
  it("grow 1, 2, 4, 8, then 15 minutes from the failure that reaches the limit", () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => waitMinutes(n, 5))).toEqual([0, 0, 1, 2, 4, 8, 15, 15, 15]);
    expect([19, 20, 21, 24, 30].map((n) => waitMinutes(n, LIMITS.address))).toEqual([0, 1, 2, 15, 15]);
  });

  it("are kept in the database: each failure after a wait makes the next wait longer, up to 15 minutes", async () => {
    const pair: Counter[] = [{ key: "pair:ana|198.51.100.1", limit: 5, onSuccess: "reset" }];
    for (let i = 0; i < 5; i++) expect(await attempt(pair)).toBe(0);
    const told: number[] = [];
    for (let round = 0; round < 6; round++) {
      const wait = await attempt(pair);
      told.push(Math.ceil(wait / 60));
      // Each wait is what it says, within the second or two the statements took.
      expect(wait).toBeGreaterThan(waitMinutes(5 + round, 5) * 60 - 5);
      await endWait(pair[0]?.key ?? "");
      expect(await attempt(pair)).toBe(0); // one more failure, counted once the wait is over
    }
    expect(told).toEqual([1, 2, 4, 8, 15, 15]);
    expect(await failures("pair:ana|198.51.100.1")).toBe(11);
  });

  it("count nothing while waiting, and start again once the window after the wait is over", async () => {
    const pair: Counter[] = [{ key: "pair:bia|198.51.100.2", limit: 5, onSuccess: "reset" }];
    for (let i = 0; i < 5; i++) await attempt(pair);
    for (let i = 0; i < 3; i++) expect(await attempt(pair)).toBeGreaterThan(0);
    expect(await failures("pair:bia|198.51.100.2")).toBe(5);
    await t.db
      .update(authThrottle)
      .set({ blockedUntil: sql`now() - interval '15 minutes 1 second'` })
      .where(eq(authThrottle.key, "pair:bia|198.51.100.2"));
    expect(await attempt(pair)).toBe(0);
    expect(await failures("pair:bia|198.51.100.2")).toBe(1);
  });

  it("forget a count that never reached the limit 15 minutes after it began", async () => {
    const pair: Counter[] = [{ key: "pair:caio|198.51.100.3", limit: 5, onSuccess: "reset" }];
    for (let i = 0; i < 4; i++) await attempt(pair);
    await t.db.update(authThrottle).set({ windowStart: sql`now() - interval '15 minutes'` });
    expect(await attempt(pair)).toBe(0);
    expect(await failures("pair:caio|198.51.100.3")).toBe(1);
  });

  it("after a success: the pair starts from zero, the address keeps its other failures", async () => {
    const counters = loginCounters({ idcbpf: "dora", address: "198.51.100.4" });
    for (let i = 0; i < 4; i++) await attempt(counters);
    await attempt(counters);
    await attemptSucceeded(t.db, counters);
    expect(await failures("pair:dora|198.51.100.4")).toBe(0);
    expect(await failures("ip:198.51.100.4")).toBe(4);
  });

  it("a success that reaches the address's limit takes its count and its wait back", async () => {
    const address: Counter = { key: "ip:198.51.100.5", limit: LIMITS.address, onSuccess: "forgive" };
    for (let i = 0; i < LIMITS.address - 1; i++) await attempt([address]);
    expect(await attempt([address])).toBe(0); // the 20th: counted, and waiting until it is judged
    expect(await attempt([address])).toBeGreaterThan(0);
    await attemptSucceeded(t.db, [address]);
    expect(await failures(address.key)).toBe(LIMITS.address - 1);
    expect(await attempt([address])).toBe(0); // not waiting; this one is the 20th failure again
    expect(await attempt([address])).toBeGreaterThan(0);
  });

  it("a waiting address gives back the pair's count it took first", async () => {
    const counters = loginCounters({ idcbpf: "eva", address: "198.51.100.6" });
    await t.db.insert(authThrottle).values({
      key: "ip:198.51.100.6",
      failures: 20,
      windowStart: sql`now()`,
      blockedUntil: sql`now() + interval '1 minute'`,
    });
    expect(await attempt(counters)).toBeGreaterThan(0);
    expect(await failures("pair:eva|198.51.100.6")).toBe(0);
  });

  it("lets exactly one of many attempts sent at once take a pair's last try", async () => {
    const pair: Counter[] = [{ key: "pair:fabio|198.51.100.7", limit: 5, onSuccess: "reset" }];
    for (let i = 0; i < 4; i++) await attempt(pair);
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(pair)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(1);
    expect(await failures("pair:fabio|198.51.100.7")).toBe(5);
  });
});

const login = (idcbpf: string, password: string, address: string, language = "pt-BR") =>
  call(app, "/api/_auth/session", {
    method: "POST",
    json: { idcbpf, password },
    headers: { "x-forwarded-for": `${address}, 10.0.0.1`, "accept-language": language },
  });

describe("the login", () => {
  it("makes one pair wait, in minutes, in the request's language; the right password elsewhere is let in", async () => {
    for (let i = 0; i < LIMITS.pair; i++) expect((await login("docente", "wrong", "203.0.113.7")).status).toBe(401);
    const waiting = await login("docente", "demo1234", "203.0.113.7");
    const body = await expectApiError(waiting, 429);
    const retryAfter = Number(waiting.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.message).toBe("Muitas tentativas sem sucesso. Aguarde 1 minuto e tente de novo.");
    const english = await expectApiError(await login("docente", "demo1234", "203.0.113.7", "en"), 429);
    expect(english.message).toBe("Too many failed attempts. Wait 1 minute and try again.");
    // The owner, from another address, gets in; another account from the guesser's address too.
    expect((await login("docente", "demo1234", "203.0.113.8")).status).toBe(200);
    expect((await login("admin", "demo1234", "203.0.113.7")).status).toBe(200);
  });

  it("says the second wait as 2 minutes", async () => {
    for (let i = 0; i < LIMITS.pair; i++) await login("admin", "wrong", "203.0.113.9");
    await endWait("pair:admin|203.0.113.9");
    expect((await login("admin", "wrong", "203.0.113.9")).status).toBe(401);
    const res = await login("admin", "demo1234", "203.0.113.9", "en-US");
    expect((await expectApiError(res, 429)).message).toBe("Too many failed attempts. Wait 2 minutes and try again.");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(60);
    await endWait("pair:admin|203.0.113.9");
    expect((await login("admin", "demo1234", "203.0.113.9")).status).toBe(200);
  });

  it("counts unknown idcbpfs too (no hint of who exists)", async () => {
    for (let i = 0; i < LIMITS.pair; i++) expect((await login("ghost.user", "x", "203.0.113.10")).status).toBe(401);
    expect((await login("ghost.user", "x", "203.0.113.10")).status).toBe(429);
  });

  it(`makes an address wait after ${LIMITS.address} failures across accounts, and only that address`, async () => {
    const sprayer = "198.51.100.23";
    for (let i = 0; i < LIMITS.address; i++) {
      expect((await login(`someone.${i}`, "guess", sprayer)).status).toBe(401);
    }
    const res = await login("admin", "demo1234", sprayer);
    expect((await expectApiError(res, 429)).message).toMatch(/Aguarde 1 minuto/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("admin", "demo1234", "198.51.100.99")).status).toBe(200);
  }, 60_000);

  it("ignores X-Forwarded-For unless TRUST_PROXY=1", async () => {
    for (let i = 0; i < 3; i++) {
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
