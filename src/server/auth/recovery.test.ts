import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import type { App } from "../app.ts";
import { authThrottle, codeLookupThrottle, mailOutbox, passwordResetTokens, users } from "../db/schema.ts";
import { RECOVERY_LIMITS } from "./recovery.writes.ts";
import { expectSetByLink, loginRefused, newDiscente, passwordLinkSuite, whoIs as whoIsIn } from "./test-fixtures.ts";
import { tokenId } from "./tokens.ts";

/**
 * Password recovery on PGlite and PostgreSQL (PRODUCT §7, §8): one answer whoever asks; the link
 * mailed through the outbox in the user's language; a link works once, for an hour, and only the
 * newest; using it sets the password, ends the user's sessions and logs in; one answer for every
 * link that does not work; requests limited per login and per address.
 */
const suite = passwordLinkSuite([
  { table: authThrottle, key: "recuperacao%" },
  { table: codeLookupThrottle, key: "redefinicao:%" },
]);

/** A new Discente with a password of its own (none when `password` is null), in `locale`. */
const newUser = (password: string | null = "senha-antiga-1", locale: "pt" | "en" | null = "pt") =>
  newDiscente(suite.t, suite.adminCookie, {
    prefix: "rec",
    name: "Inês Recupera",
    password,
    locale,
    emailDomain: "Example.org",
  });

const ask = (loginText: string, headers: Record<string, string> = {}, app: App = suite.t.app) =>
  call(app, "/api/_auth/recuperacao", { method: "POST", json: { login: loginText }, headers });

const use = (token: string, password = "nova-senha-boa", headers: Record<string, string> = {}) =>
  call(suite.t.app, "/api/_auth/redefinicao", { method: "POST", json: { token, password }, headers });

/** The messages queued to `email`, newest first. */
const mailTo = (email: string) =>
  suite.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));

/** The token of the newest recovery link mailed to `email`, and the link's path. */
async function linkFor(email: string): Promise<{ token: string; path: string }> {
  const [mail] = await mailTo(email);
  const match = /https?:\/\/[^/\s]+((?:\/en)?\/redefinir-senha\/([A-Za-z0-9_-]+))/.exec(mail?.text ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no recovery link mailed to ${email}`);
  return { path: match[1], token: match[2] };
}

const whoIs = (cookie: string) => whoIsIn(suite.t.app, cookie);

describe("POST /api/_auth/recuperacao", () => {
  it("answers 202 {sent: true} alike for an unknown login, a user, a directory user and one who left", async () => {
    const local = await newUser();
    const directoryOnly = await newUser(null);
    const gone = await newUser();
    await suite.t.db.update(users).set({ status: "inativo" }).where(eq(users.id, gone.id));
    // With a directory configured (never asked here: the recovery does not talk to it).
    const withLdap = suite.t.withEnv({}, { ldap: { authenticate: () => Promise.reject(new Error("not asked")) } });
    const answers = [];
    for (const who of ["ninguem.aqui", "ninguem@example.org", local.idcbpf, directoryOnly.idcbpf, gone.email]) {
      const res = await ask(who, {}, withLdap);
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 202, body: { sent: true } })));
    expect(await mailTo(gone.email)).toHaveLength(0);
    expect((await mailTo(local.email))[0]?.text).toMatch(/\/redefinir-senha\//);
    const [directory] = await mailTo(directoryOnly.email);
    expect(directory?.subject).toBe("Sua senha é a do diretório da instituição");
    expect(directory?.text).not.toMatch(/redefinir-senha/);
    expect(
      await suite.t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, directoryOnly.id)),
    ).toEqual([]);
  });

  it("without a directory, a user with no password yet gets the link too", async () => {
    const person = await newUser(null);
    expect((await ask(person.idcbpf)).status).toBe(202);
    expect((await linkFor(person.email)).path).toMatch(/^\/redefinir-senha\//);
  });

  it("mails the link in the user's language, whatever the request's; by idcbpf or e-mail in any case", async () => {
    const english = await newUser("senha-antiga-1", "en");
    expect((await ask(english.email.toUpperCase(), { "accept-language": "pt-BR" })).status).toBe(202);
    const [mail] = await mailTo(english.email);
    expect(mail?.subject).toBe("Set a new password");
    expect(mail?.text).toContain(`Hello, Inês Recupera`);
    const link = await linkFor(english.email);
    expect(link.path).toBe(`/en/redefinir-senha/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

    const portuguese = await newUser("senha-antiga-1", "pt");
    await ask(portuguese.idcbpf.toUpperCase(), { "accept-language": "en" });
    expect((await mailTo(portuguese.email))[0]?.subject).toBe("Defina uma nova senha");
    expect((await linkFor(portuguese.email)).path).toMatch(/^\/redefinir-senha\//);

    // No preferred language: the request's.
    const undecided = await newUser("senha-antiga-1", null);
    await ask(undecided.idcbpf, { "accept-language": "en-US" });
    expect((await linkFor(undecided.email)).path).toMatch(/^\/en\/redefinir-senha\//);

    // Only the token's hash is stored, valid for an hour.
    const [row] = await suite.t.db
      .select({
        hash: passwordResetTokens.tokenHash,
        minutes: sql<number>`round(extract(epoch from ${passwordResetTokens.expiresAt} - now()) / 60)::int`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, english.id));
    expect(row).toEqual({ hash: tokenId(link.token), minutes: 60 });
  });

  it("replaces the older link with a newer one: the old one stops working", async () => {
    const person = await newUser();
    await ask(person.idcbpf);
    const first = await linkFor(person.email);
    await ask(person.email);
    const second = await linkFor(person.email);
    expect(second.token).not.toBe(first.token);
    expect((await expectApiError(await use(first.token), 422)).rule).toBe("token_invalid");
    expect((await use(second.token)).status).toBe(200);
  });

  it(`limits a login to ${RECOVERY_LIMITS.login} requests, then 429 with Retry-After in minutes; unknown logins alike`, async () => {
    const person = await newUser();
    const proxied = suite.t.withEnv({ TRUST_PROXY: "1" });
    const from = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });
    for (const who of [person.idcbpf, "nao.existe"]) {
      for (let i = 0; i < RECOVERY_LIMITS.login; i++) expect((await ask(who, from(i), proxied)).status).toBe(202);
      const limited = await ask(who, { ...from(9), "accept-language": "en" }, proxied);
      const body = await expectApiError(limited, 429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(body.message).toBe("Too many requests for a new password. Wait 1 minute and try again.");
    }
    expect(await mailTo(person.email)).toHaveLength(RECOVERY_LIMITS.login);
  });

  it(`limits an address to ${RECOVERY_LIMITS.address} requests across logins`, async () => {
    const proxied = suite.t.withEnv({ TRUST_PROXY: "1" });
    const from = { "x-forwarded-for": "198.51.100.40" };
    for (let i = 0; i < RECOVERY_LIMITS.address; i++)
      expect((await ask(`alguem.${i}`, from, proxied)).status).toBe(202);
    const limited = await ask("mais.um", from, proxied);
    expect((await expectApiError(limited, 429)).message).toBe(
      "Muitos pedidos de nova senha. Aguarde 1 minuto e tente de novo.",
    );
    expect((await ask("mais.um", { "x-forwarded-for": "198.51.100.41" }, proxied)).status).toBe(202);
  });

  it("refuses an empty login with 400 on the field", async () => {
    const body = await expectApiError(await ask("   "), 400);
    expect(body.fields?.login).toBe("Informe o identificador ou o e-mail.");
  });
});

describe("POST /api/_auth/redefinicao", () => {
  it("sets the password, ends every other session of the user, logs in and records it", async () => {
    const person = await newUser();
    const elsewhere = await login(suite.t.app, person.idcbpf, "senha-antiga-1");
    await ask(person.idcbpf);
    const { token } = await linkFor(person.email);
    const docente = await login(suite.t.app, "docente"); // this browser's previous session (someone else's)

    const res = await use(token, "minha-senha-nova", { cookie: docente });
    await expectSetByLink(suite.t, res, person, {
      password: "minha-senha-nova",
      before: "senha-antiga-1",
      action: "password_recovery",
    });
    expect(await whoIs(elsewhere)).toBeUndefined();
    expect(await whoIs(docente)).toBeUndefined();
  });

  it("works once", async () => {
    const person = await newUser();
    await ask(person.idcbpf);
    const { token } = await linkFor(person.email);
    expect((await use(token)).status).toBe(200);
    const again = await expectApiError(await use(token, "tentando-de-novo"), 422);
    expect(again.rule).toBe("token_invalid");
    await loginRefused(suite.t.app, person.idcbpf, "tentando-de-novo");
  });

  it("gives one answer to a used, an expired, an unknown and a malformed link, in the request's language", async () => {
    const used = await newUser();
    await ask(used.idcbpf);
    const usedToken = (await linkFor(used.email)).token;
    expect((await use(usedToken)).status).toBe(200);
    const late = await newUser();
    await ask(late.idcbpf);
    const lateToken = (await linkFor(late.email)).token;
    // An hour has passed (the clock moved by writing the expiry).
    await suite.t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, late.id));

    const answers = await Promise.all(
      [usedToken, lateToken, "A".repeat(43), "não é token", "x"].map(async (token) => {
        const body = await expectApiError(await use(token), 422);
        return `${body.rule} ${body.message}`;
      }),
    );
    expect(new Set(answers)).toEqual(
      new Set([
        "token_invalid Este link de nova senha não vale: está incompleto, expirou (vale 1 hora) ou já foi usado. Peça outro em “Esqueci minha senha”.",
      ]),
    );
    const english = await expectApiError(await use(lateToken, "nova-senha-boa", { "accept-language": "en" }), 422);
    expect(english.message).toMatch(/^This new-password link is not valid/);
    // The expired link changed nothing.
    await login(suite.t.app, late.idcbpf, "senha-antiga-1");
  });

  it("a link whose user left does not work", async () => {
    const person = await newUser();
    await ask(person.idcbpf);
    const { token } = await linkFor(person.email);
    await suite.t.db.update(users).set({ status: "inativo" }).where(eq(users.id, person.id));
    expect((await expectApiError(await use(token), 422)).rule).toBe("token_invalid");
  });

  it("checks the new password with the password rules: 400 on the field, and the link still works", async () => {
    const person = await newUser();
    await ask(person.idcbpf);
    const { token } = await linkFor(person.email);
    const body = await expectApiError(await use(token, "curta"), 400);
    expect(body.fields?.password).toBe("A senha precisa de ao menos 8 caracteres.");
    expect((await use(token)).status).toBe(200);
  });

  it("lets one of two uses at once win", async () => {
    const person = await newUser();
    await ask(person.idcbpf);
    const { token } = await linkFor(person.email);
    const answers = await Promise.all([use(token, "primeira-senha"), use(token, "segunda-senha")]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    await login(suite.t.app, person.idcbpf, answers[0]?.status === 200 ? "primeira-senha" : "segunda-senha");
  });

  it("clears a temporary password, and is open to a session that must change its password", async () => {
    const person = await newUser();
    const reset = await call(suite.t.app, `/api/usuarios/${person.idcbpf}/senha`, {
      method: "POST",
      cookie: suite.adminCookie,
    });
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    const gated = await login(suite.t.app, person.idcbpf, temporaryPassword);
    expect((await ask(person.idcbpf, { cookie: gated })).status).toBe(202);
    const { token } = await linkFor(person.email);
    const res = await use(token, "escolhida-agora", { cookie: gated });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword).toBe(false);
  });

  it("answers 429 after 10 invalid links a minute from one address", async () => {
    for (let i = 0; i < 10; i++) await expectApiError(await use(`desconhecido${i}`), 422);
    const limited = await use("desconhecido-11");
    expect((await expectApiError(limited, 429)).message).toMatch(
      /^Muitas tentativas com links inválidos. Aguarde 1 minuto/,
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
