import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authThrottle } from "../../src/server/db/schema.ts";
import { LIMITS } from "../../src/server/auth/throttle.ts";
import { listen } from "../../src/server/http/listener.ts";
import { createLogger } from "../../src/server/logger.ts";
import { requestFrom } from "./http.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Sign-in throttling through the real HTTP listener (Node's server, as src/server/index.ts
 * serves the app, on all interfaces), each client speaking from its own loopback address
 * (127.0.0.2, 127.0.0.3…: the whole of 127/8 is the loopback on Linux), with no proxy header:
 * the address is the socket's. Someone else's failures never refuse the right password from
 * another address; a pair's wait grows; an address spraying accounts waits; the answer is a
 * 429 with Retry-After and the wait in minutes, in the request's language. PGlite and PostgreSQL.
 */
let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<Server>((resolve) => {
    const started = listen(t.app.fetch, { port: 0, logger: createLogger(t.env) }, () => resolve(started));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(authThrottle);
});

type Answer = { status: number; retryAfter: string | undefined; body: { message?: string } };

/** POST /api/_auth/session from the loopback address `from`, over a socket of its own. */
async function logIn(from: string, idcbpf: string, password: string, language = "pt-BR"): Promise<Answer> {
  const res = await requestFrom(`http://127.0.0.1:${port}`, {
    from,
    path: "/api/_auth/session",
    json: { idcbpf, password },
    headers: { "accept-language": language },
  });
  const retry = res.headers["retry-after"];
  return {
    status: res.status,
    retryAfter: Array.isArray(retry) ? retry[0] : retry,
    body: res.body as { message?: string },
  };
}

/** The clock moved past the waits of the pairs of `idcbpf` (they ended a second ago). */
const endWaits = (idcbpf: string) =>
  t.db
    .update(authThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(like(authThrottle.key, `pair:${idcbpf}|%`));

describe("sign-in throttling over real sockets", () => {
  it("never refuses the right password from another address because of someone else's failures", async () => {
    for (let i = 0; i < LIMITS.pair; i++) expect((await logIn("127.0.0.2", "docente", "wrong")).status).toBe(401);
    const there = await logIn("127.0.0.2", "docente", "demo1234");
    expect(there.status).toBe(429);
    expect(Number(there.retryAfter)).toBeGreaterThan(0);
    expect(Number(there.retryAfter)).toBeLessThanOrEqual(60);
    expect(there.body.message).toBe("Muitas tentativas sem sucesso. Aguarde 1 minuto e tente de novo.");

    expect((await logIn("127.0.0.1", "docente", "demo1234")).status).toBe(200);
    // …and the guesser's address is still waiting for that account (the owner's success is its own).
    expect((await logIn("127.0.0.2", "docente", "demo1234")).status).toBe(429);
  });

  it("makes a pair wait longer after each further failure: 1 minute, then 2 (said in English too)", async () => {
    for (let i = 0; i < LIMITS.pair; i++) await logIn("127.0.0.3", "admin", "wrong");
    const first = await logIn("127.0.0.3", "admin", "demo1234", "en-US");
    expect(first.status).toBe(429);
    expect(first.body.message).toBe("Too many failed attempts. Wait 1 minute and try again.");
    await endWaits("admin");
    expect((await logIn("127.0.0.3", "admin", "wrong")).status).toBe(401);
    const second = await logIn("127.0.0.3", "admin", "demo1234", "en-US");
    expect(second.status).toBe(429);
    expect(Number(second.retryAfter)).toBeGreaterThan(60);
    expect(Number(second.retryAfter)).toBeLessThanOrEqual(120);
    expect(second.body.message).toBe("Too many failed attempts. Wait 2 minutes and try again.");
    const pt = await logIn("127.0.0.3", "admin", "demo1234");
    expect(pt.body.message).toBe("Muitas tentativas sem sucesso. Aguarde 2 minutos e tente de novo.");
    // Once the wait is over the right password gets in, and the pair starts from zero.
    await endWaits("admin");
    expect((await logIn("127.0.0.3", "admin", "demo1234")).status).toBe(200);
    expect((await logIn("127.0.0.3", "admin", "wrong")).status).toBe(401);
  });

  it(`makes an address that failed ${LIMITS.address} times across accounts wait, and no other`, async () => {
    for (let i = 0; i < LIMITS.address; i++) {
      expect((await logIn("127.0.0.4", `alguem.${i}`, "chute")).status).toBe(401);
    }
    const sprayer = await logIn("127.0.0.4", "discente", "demo1234");
    expect(sprayer.status).toBe(429);
    expect(Number(sprayer.retryAfter)).toBeGreaterThan(0);
    expect((await logIn("127.0.0.5", "discente", "demo1234")).status).toBe(200);
  }, 60_000);
});
