import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { codeLookupThrottle, firstAccessTokens, users } from "../db/schema.ts";
import { issueFirstAccessToken } from "./first-access.writes.ts";
import { expectSetByLink, loginRefused, newDiscente, passwordLinkSuite, whoIs as whoIsIn } from "./test-fixtures.ts";
import { tokenId } from "./tokens.ts";

/**
 * POST /api/_auth/primeiro-acesso on PGlite and PostgreSQL: a valid link sets the password once,
 * ends the user's other sessions and logs in; a used, expired, unknown or malformed one gets one
 * answer; failures are limited per address; two uses at once → one wins.
 */
const suite = passwordLinkSuite([{ table: codeLookupThrottle, key: "primeiro-acesso:%" }]);

/** A new Discente, with a password of its own when given. */
const newUser = (password?: string) =>
  newDiscente(suite.t, suite.adminCookie, { prefix: "fa", name: "Conceição Primeiro", password });

const use = (token: string, password = "nova-senha-boa", headers: Record<string, string> = {}) =>
  call(suite.t.app, "/api/_auth/primeiro-acesso", { method: "POST", json: { token, password }, headers });

const whoIs = (cookie: string) => whoIsIn(suite.t.app, cookie);

describe("POST /api/_auth/primeiro-acesso", () => {
  it("sets the password, ends the user's other sessions, logs in and records it", async () => {
    const user = await newUser("senha-antiga-1");
    const oldSession = await login(suite.t.app, user.idcbpf, "senha-antiga-1");
    const token = await issueFirstAccessToken(suite.t.db, user.id);

    const res = await use(token, "minha-senha-nova");
    await expectSetByLink(suite.t, res, user, {
      password: "minha-senha-nova",
      before: "senha-antiga-1",
      action: "first_access",
    });
    expect(await whoIs(oldSession)).toBeUndefined();
    const [used] = await suite.t.db
      .select()
      .from(firstAccessTokens)
      .where(eq(firstAccessTokens.tokenHash, tokenId(token)));
    expect(used?.usedAt).toBeInstanceOf(Date);
  });

  it("clears a temporary password's obligation and replaces this browser's previous session", async () => {
    const user = await newUser();
    await suite.t.db.update(users).set({ passwordTemporary: true }).where(eq(users.id, user.id));
    const token = await issueFirstAccessToken(suite.t.db, user.id);
    const docente = await login(suite.t.app, "docente");
    const res = await use(token, "outra-senha-boa", { cookie: docente });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword).toBe(false);
    expect(await whoIs(docente)).toBeUndefined();
  });

  it("refuses a link used before, with the one answer in the request's language", async () => {
    const user = await newUser();
    const token = await issueFirstAccessToken(suite.t.db, user.id);
    expect((await use(token)).status).toBe(200);
    const again = await expectApiError(await use(token, "tentando-de-novo"), 404);
    expect(again.message).toMatch(/link de primeiro acesso não vale/);
    const english = await expectApiError(await use(token, "tentando-de-novo", { "accept-language": "en" }), 404);
    expect(english.message).toMatch(/first-access link is not valid/);
    await loginRefused(suite.t.app, user.idcbpf, "tentando-de-novo");
  });

  it("gives the same answer to an expired, an unknown and a malformed token, and to a user who left", async () => {
    const user = await newUser();
    const expired = await issueFirstAccessToken(suite.t.db, user.id);
    await suite.t.db
      .update(firstAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(firstAccessTokens.tokenHash, tokenId(expired)));
    const gone = await newUser();
    const goneToken = await issueFirstAccessToken(suite.t.db, gone.id);
    await suite.t.db.update(users).set({ status: "inativo" }).where(eq(users.id, gone.id));

    const answers = await Promise.all(
      [expired, "A".repeat(43), "não é token", "x", goneToken].map(
        async (token) => (await expectApiError(await use(token), 404)).message,
      ),
    );
    expect(new Set(answers).size).toBe(1);
    const [stillUnused] = await suite.t.db
      .select({ usedAt: firstAccessTokens.usedAt })
      .from(firstAccessTokens)
      .where(eq(firstAccessTokens.tokenHash, tokenId(expired)));
    expect(stillUnused?.usedAt).toBeNull();
  });

  it("lets one of two simultaneous uses win", async () => {
    const user = await newUser();
    const token = await issueFirstAccessToken(suite.t.db, user.id);
    const answers = await Promise.all([use(token, "primeira-senha"), use(token, "segunda-senha")]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
    const winner = answers[0]?.status === 200 ? "primeira-senha" : "segunda-senha";
    await login(suite.t.app, user.idcbpf, winner);
  });

  it("checks the new password with the password rules", async () => {
    const user = await newUser();
    const token = await issueFirstAccessToken(suite.t.db, user.id);
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
    const token = await issueFirstAccessToken(suite.t.db, user.id);
    await expectApiError(await use(token), 429);
    // Another address is not affected (behind a trusted proxy, X-Forwarded-For names it).
    const proxied = await call(suite.t.withEnv({ TRUST_PROXY: "1" }), "/api/_auth/primeiro-acesso", {
      method: "POST",
      json: { token, password: "nova-senha-boa" },
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.status).toBe(200);
  });
});
