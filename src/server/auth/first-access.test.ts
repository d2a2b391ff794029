import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, cookieFrom, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, codeLookupThrottle, firstAccessTokens, users } from "../db/schema.ts";
import { issueFirstAccessToken } from "./first-access.writes.ts";
import { tokenId } from "./tokens.ts";

/**
 * POST /api/_auth/primeiro-acesso on PGlite and PostgreSQL: a valid link sets the password once,
 * ends the user's other sessions and logs in; a used, expired, unknown or malformed one gets one
 * answer; failures are limited per address; two uses at once → one wins.
 */
let t: TestApp;
let adminCookie: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await login(t.app, "admin");
});
afterAll(() => t.close());
beforeEach(async () => {
  // Every in-process call comes from the same (unknown) address: each test starts with no failures.
  await t.db.delete(codeLookupThrottle).where(like(codeLookupThrottle.key, "primeiro-acesso:%"));
});

/** A new Discente (with a password of its own when given), and its users.id. */
async function newUser(password?: string): Promise<{ idcbpf: string; id: number }> {
  seq += 1;
  const idcbpf = `zz.fa${seq}.${Date.now().toString(36)}`;
  const res = await call(t.app, "/api/usuarios", {
    method: "POST",
    cookie: adminCookie,
    json: {
      idcbpf,
      name: `Conceição Primeiro ${seq}`,
      email: `${idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      ...(password ? { password } : {}),
    },
  });
  expect(res.status).toBe(201);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
  if (!row) throw new Error("user not created");
  return { idcbpf, id: row.id };
}

const use = (token: string, password = "nova-senha-boa", headers: Record<string, string> = {}) =>
  call(t.app, "/api/_auth/primeiro-acesso", { method: "POST", json: { token, password }, headers });

async function whoIs(cookie: string): Promise<string | undefined> {
  const body = (await (await call(t.app, "/api/_auth/session", { cookie })).json()) as { user?: { idcbpf: string } };
  return body.user?.idcbpf;
}

describe("POST /api/_auth/primeiro-acesso", () => {
  it("sets the password, ends the user's other sessions, logs in and records it", async () => {
    const user = await newUser("senha-antiga-1");
    const oldSession = await login(t.app, user.idcbpf, "senha-antiga-1");
    const token = await issueFirstAccessToken(t.db, user.id);

    const res = await use(token, "minha-senha-nova");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { idcbpf: string } }).user.idcbpf).toBe(user.idcbpf);
    const cookie = cookieFrom(res);
    expect(cookie).toMatch(/^academico_session=/);
    expect(await whoIs(cookie ?? "")).toBe(user.idcbpf);
    expect(await whoIs(oldSession)).toBeUndefined();

    // The new password works, the old one no longer does.
    await login(t.app, user.idcbpf, "minha-senha-nova");
    const refused = await call(t.app, "/api/_auth/session", {
      method: "POST",
      json: { idcbpf: user.idcbpf, password: "senha-antiga-1" },
    });
    expect(refused.status).toBe(401);

    const [used] = await t.db
      .select()
      .from(firstAccessTokens)
      .where(eq(firstAccessTokens.tokenHash, tokenId(token)));
    expect(used?.usedAt).toBeInstanceOf(Date);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'first_access' and ${auditLog.entityId} = ${user.idcbpf}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(user.id);
    expect(JSON.stringify(entries[0])).not.toContain("minha-senha-nova");
  });

  it("clears a temporary password's obligation and replaces this browser's previous session", async () => {
    const user = await newUser();
    await t.db.update(users).set({ passwordTemporary: true }).where(eq(users.id, user.id));
    const token = await issueFirstAccessToken(t.db, user.id);
    const docente = await login(t.app, "docente");
    const res = await use(token, "outra-senha-boa", { cookie: docente });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword).toBe(false);
    expect(await whoIs(docente)).toBeUndefined();
  });

  it("refuses a link used before, with the one answer in the request's language", async () => {
    const user = await newUser();
    const token = await issueFirstAccessToken(t.db, user.id);
    expect((await use(token)).status).toBe(200);
    const again = await expectApiError(await use(token, "tentando-de-novo"), 404);
    expect(again.message).toMatch(/link de primeiro acesso não vale/);
    const english = await expectApiError(await use(token, "tentando-de-novo", { "accept-language": "en" }), 404);
    expect(english.message).toMatch(/first-access link is not valid/);
    await expectApiError(
      await call(t.app, "/api/_auth/session", {
        method: "POST",
        json: { idcbpf: user.idcbpf, password: "tentando-de-novo" },
      }),
      401,
    );
  });

  it("gives the same answer to an expired, an unknown and a malformed token, and to a user who left", async () => {
    const user = await newUser();
    const expired = await issueFirstAccessToken(t.db, user.id);
    await t.db
      .update(firstAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(firstAccessTokens.tokenHash, tokenId(expired)));
    const gone = await newUser();
    const goneToken = await issueFirstAccessToken(t.db, gone.id);
    await t.db.update(users).set({ status: "inativo" }).where(eq(users.id, gone.id));

    const answers = await Promise.all(
      [expired, "A".repeat(43), "não é token", "x", goneToken].map(
        async (token) => (await expectApiError(await use(token), 404)).message,
      ),
    );
    expect(new Set(answers).size).toBe(1);
    const [stillUnused] = await t.db
      .select({ usedAt: firstAccessTokens.usedAt })
      .from(firstAccessTokens)
      .where(eq(firstAccessTokens.tokenHash, tokenId(expired)));
    expect(stillUnused?.usedAt).toBeNull();
  });

  it("lets one of two simultaneous uses win", async () => {
    const user = await newUser();
    const token = await issueFirstAccessToken(t.db, user.id);
    const answers = await Promise.all([use(token, "primeira-senha"), use(token, "segunda-senha")]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
    const winner = answers[0]?.status === 200 ? "primeira-senha" : "segunda-senha";
    await login(t.app, user.idcbpf, winner);
  });

  it("checks the new password with the password rules", async () => {
    const user = await newUser();
    const token = await issueFirstAccessToken(t.db, user.id);
    const body = await expectApiError(await use(token, "curta"), 400);
    expect(body.fields?.password).toBeDefined();
    // The link is still good after a refused password.
    expect((await use(token)).status).toBe(200);
  });

  it("answers 429 with Retry-After after 10 invalid links a minute from one address, even for a valid one", async () => {
    for (let i = 0; i < 10; i++) await expectApiError(await use(`desconhecido${i}`), 404);
    const limited = await use("desconhecido-11");
    const body = await expectApiError(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(body.message).toMatch(/Muitas tentativas/);
    const user = await newUser();
    const token = await issueFirstAccessToken(t.db, user.id);
    await expectApiError(await use(token), 429);
    // Another address is not affected (behind a trusted proxy, X-Forwarded-For names it).
    const proxied = await call(t.withEnv({ TRUST_PROXY: "1" }), "/api/_auth/primeiro-acesso", {
      method: "POST",
      json: { token, password: "nova-senha-boa" },
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.status).toBe(200);
  });
});
