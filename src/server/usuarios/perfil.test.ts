import { userProfileSchema } from "../../domain/user-profile.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { User } from "../../domain/users.ts";
import { EXPECTED_API, OWN_PROFILE_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { LIMITS } from "../auth/throttle.ts";
import { auditLog, users } from "../db/schema.ts";

/**
 * One's own profile (PRODUCT §8): who may read and change which fields, changing one's password,
 * the office's reset and the temporary password's gate. Users are this file's own (`zz…`); the
 * demo logins are only read.
 */
// Most tests hash and verify passwords (argon2, ~0.1 s each): generous limits on a loaded machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

let t: TestApp;
const cookies: Record<string, string> = {};
const PASSWORD = "zzSenha123";

beforeAll(async () => {
  t = await createTestApp();
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

const base = (idcbpf: string, level: "Docente" | "Discente" | "Administrador") => ({
  idcbpf,
  name: `Zz ${idcbpf}`,
  email: `${idcbpf}@example.org`,
  level,
  programme: level === "Administrador" ? null : "academico",
  degree: level === "Discente" ? "doutorado" : null,
  password: PASSWORD,
});

/** A user of this file, created by the office with a known password; returns a logged-in cookie. */
async function person(idcbpf: string, level: "Docente" | "Discente" | "Administrador" = "Discente") {
  const res = await call(t.app, "/api/usuarios", { method: "POST", json: base(idcbpf, level), cookie: cookies.admin });
  expect(res.status).toBe(201);
  return login(t.app, idcbpf, PASSWORD);
}

const patchAs = (cookie: string | undefined, idcbpf: string, json: unknown, headers: Record<string, string> = {}) =>
  call(t.app, `/api/usuarios/${idcbpf}`, { method: "PATCH", json, ...(cookie ? { cookie } : {}), headers });

async function userOf(res: Response): Promise<User> {
  expect(res.status).toBe(200);
  return userProfileSchema.strict().parse(((await res.json()) as { user: unknown }).user);
}

describe("reading a profile", () => {
  it("answers each caller as the access matrix says for someone else's profile", async () => {
    await person("outra.pessoa");
    const expected = EXPECTED_API.perfil;
    expect((await call(t.app, expected.path)).status).toBe(expected.anonymous);
    for (const [who, level] of [
      ["admin", "Administrador"],
      ["docente", "Docente"],
      ["discente", "Discente"],
    ] as const) {
      expect((await call(t.app, expected.path, { cookie: cookies[who] })).status, who).toBe(expected[level]);
    }
  });

  it("lets every level read its own, the Docente too, in any case of the idcbpf", async () => {
    expect((await call(t.app, "/api/usuarios/docente")).status).toBe(OWN_PROFILE_API.anonymous);
    for (const [who, level] of [
      ["admin", "Administrador"],
      ["docente", "Docente"],
      ["discente", "Discente"],
    ] as const) {
      expect((await call(t.app, `/api/usuarios/${who}`, { cookie: cookies[who] })).status, who).toBe(
        OWN_PROFILE_API[level],
      );
    }
    expect((await userOf(await call(t.app, "/api/usuarios/docente", { cookie: cookies.docente }))).level).toBe(
      "Docente",
    );
    expect((await userOf(await call(t.app, "/api/usuarios/DISCENTE", { cookie: cookies.discente }))).idcbpf).toBe(
      "discente",
    );
  });

  it("refuses someone else's before looking it up, so a refusal says nothing about who exists", async () => {
    await expectApiError(await call(t.app, "/api/usuarios/no.such.user", { cookie: cookies.discente }), 403);
    await expectApiError(await call(t.app, "/api/usuarios/discente", { cookie: cookies.docente }), 403);
    await expectApiError(await call(t.app, "/api/usuarios/no.such.user", { cookie: cookies.admin }), 404);
    const invalid = await expectApiError(
      await call(t.app, "/api/usuarios/%20bad%20id!", { cookie: cookies.admin }),
      400,
    );
    expect(invalid.fields?.idcbpf).toMatch(/^Identificador inválido/);
  });
});

describe("changing one's own profile", () => {
  it("lets a Discente and a Docente change e-mail, Lattes and preferred language (audited)", async () => {
    const student = await person("zz.aluna");
    const changed = await userOf(
      await patchAs(student, "zz.aluna", {
        email: "Nova.Aluna@example.org",
        lattes: "http://lattes.cnpq.br/9",
        locale: "en",
      }),
    );
    expect(changed).toMatchObject({ email: "Nova.Aluna@example.org", lattes: "http://lattes.cnpq.br/9", locale: "en" });
    expect(await userOf(await patchAs(student, "zz.aluna", { locale: null, lattes: "" }))).toMatchObject({
      locale: null,
      lattes: null,
    });
    const teacher = await person("zz.prof", "Docente");
    expect(await userOf(await patchAs(teacher, "zz.prof", { locale: "pt" }))).toMatchObject({ locale: "pt" });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "zz.aluna")).orderBy(auditLog.id);
    const first = entries.find((entry) => entry.action === "update");
    expect(first).toMatchObject({
      before: { email: "zz.aluna@example.org", lattes: null, locale: null },
      after: { email: "Nova.Aluna@example.org", lattes: "http://lattes.cnpq.br/9", locale: "en" },
    });
  });

  it("refuses any other field with 403 own_fields_only, even with a valid value or beside allowed ones", async () => {
    const student = await person("zz.curioso");
    for (const body of [
      { name: "Outro Nome" },
      { level: "Administrador" },
      { status: "egresso" },
      { email: "ok@example.org", degree: "mestrado" },
      { researchArea: "" },
      { idcbpf: "zz.curioso" },
    ]) {
      const res = await expectApiError(await patchAs(student, "zz.curioso", body), 403);
      expect(res.message).toBe("Você pode alterar apenas e-mail, Lattes, idioma preferido, avisos por e-mail e senha.");
    }
    const teacher = await person("zz.prof2", "Docente");
    const en = await expectApiError(
      await patchAs(teacher, "zz.prof2", { name: "X" }, { "accept-language": "en" }),
      403,
    );
    expect(en.message).toBe(
      "You may change only your e-mail, Lattes, preferred language, e-mail notifications and password.",
    );
    expect(await userOf(await call(t.app, "/api/usuarios/zz.curioso", { cookie: student }))).toMatchObject({
      name: "Zz zz.curioso",
      level: "Discente",
      status: "ativo",
    });
  });

  it("refuses patching someone else's profile (403) and anonymous callers (401)", async () => {
    const student = await person("zz.vizinha");
    await expectApiError(await patchAs(student, "discente", { email: "x@example.org" }), 403);
    await expectApiError(await patchAs(cookies.docente, "zz.vizinha", { lattes: "" }), 403);
    await expectApiError(await patchAs(undefined, "zz.vizinha", { lattes: "" }), 401);
  });

  it("validates the allowed fields and refuses an e-mail that belongs to someone else", async () => {
    const student = await person("zz.valida");
    const bad = await expectApiError(
      await patchAs(student, "zz.valida", { email: "nope", locale: "fr", lattes: "x" }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["email", "lattes", "locale"]);
    await person("zz.dona");
    await expectApiError(await patchAs(student, "zz.valida", { email: "ZZ.DONA@example.org" }), 409);
  });
});

describe("changing one's own password", () => {
  it("needs the current password: missing or wrong is 400 on currentPassword", async () => {
    const cookie = await person("zz.senha1");
    const missing = await expectApiError(await patchAs(cookie, "zz.senha1", { password: "outraSenha1" }), 400);
    expect(missing.fields).toEqual({ currentPassword: "Informe a senha atual." });
    const wrong = await expectApiError(
      await patchAs(cookie, "zz.senha1", { password: "outraSenha1", currentPassword: "errada123" }),
      400,
    );
    expect(wrong.fields).toEqual({ currentPassword: "A senha atual não confere." });
    const short = await expectApiError(
      await patchAs(cookie, "zz.senha1", { password: "curta", currentPassword: PASSWORD }),
      400,
    );
    expect(short.fields?.password).toBe("A senha precisa de ao menos 8 caracteres.");
    await login(t.app, "zz.senha1", PASSWORD);
  });

  it("counts wrong current passwords against the login's counters: then 429 with Retry-After, in minutes", async () => {
    const cookie = await person("zz.senha3");
    const guess = () => patchAs(cookie, "zz.senha3", { password: "outraSenha1", currentPassword: "errada123" });
    for (let i = 0; i < LIMITS.pair; i++) await expectApiError(await guess(), 400);
    const blocked = await patchAs(cookie, "zz.senha3", { password: "outraSenha1", currentPassword: PASSWORD });
    const body = await expectApiError(blocked, 429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.message).toBe("Muitas tentativas sem sucesso. Aguarde 1 minuto e tente de novo.");
    expect(body.fields).toBeUndefined();
  });

  it("ends the user's other sessions, keeps this one, and is audited without any value", async () => {
    const here = await person("zz.senha2");
    const elsewhere = await login(t.app, "zz.senha2", PASSWORD);
    const changed = await userOf(
      await patchAs(here, "zz.senha2", { password: "novaSenhaBoa1", currentPassword: PASSWORD }),
    );
    expect(changed.mustChangePassword).toBe(false);
    await expectApiError(await call(t.app, "/api/usuarios/zz.senha2", { cookie: elsewhere }), 401);
    expect((await call(t.app, "/api/usuarios/zz.senha2", { cookie: here })).status).toBe(200);
    await login(t.app, "zz.senha2", "novaSenhaBoa1");
    const old = await call(t.app, "/api/_auth/session", {
      method: "POST",
      json: { idcbpf: "zz.senha2", password: PASSWORD },
    });
    expect(old.status).toBe(401);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "zz.senha2")).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toContain("password_change");
    expect(JSON.stringify(entries)).not.toMatch(/argon2|novaSenhaBoa1|zzSenha123/);
  });
});

describe("the office's password reset", () => {
  it("is the office's alone", async () => {
    await person("zz.alvo");
    for (const who of ["docente", "discente"])
      await expectApiError(
        await call(t.app, "/api/usuarios/zz.alvo/senha", { method: "POST", cookie: cookies[who] }),
        403,
      );
    await expectApiError(await call(t.app, "/api/usuarios/zz.alvo/senha", { method: "POST" }), 401);
    await expectApiError(
      await call(t.app, "/api/usuarios/zz.ninguem/senha", { method: "POST", cookie: cookies.admin }),
      404,
    );
  });

  it("gives a one-time temporary password, ends the old sessions, and the gate holds until a new one is chosen", async () => {
    const before = await person("zz.reset");
    const res = await call(t.app, "/api/usuarios/zz.reset/senha", { method: "POST", cookie: cookies.admin });
    expect(res.status).toBe(200);
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    await expectApiError(await call(t.app, "/api/usuarios/zz.reset", { cookie: before }), 401);
    const old = await call(t.app, "/api/_auth/session", {
      method: "POST",
      json: { idcbpf: "zz.reset", password: PASSWORD },
    });
    expect(old.status).toBe(401);

    const loginRes = await call(t.app, "/api/_auth/session", {
      method: "POST",
      json: { idcbpf: "zz.reset", password: temporaryPassword },
    });
    expect(loginRes.status).toBe(200);
    expect(((await loginRes.json()) as { user: User }).user.mustChangePassword).toBe(true);
    const cookie = await login(t.app, "zz.reset", temporaryPassword);

    // Allowed: the session, the access log, one's own profile, and changing the password.
    expect((await call(t.app, "/api/_auth/session", { cookie })).status).toBe(200);
    expect((await call(t.app, "/api/_log?path=%2F", { cookie })).status).toBe(204);
    expect((await userOf(await call(t.app, "/api/usuarios/zz.reset", { cookie }))).mustChangePassword).toBe(true);
    // Everything else: 403 password_change_required.
    for (const [path, init] of [
      ["/api/horario", {}],
      ["/api/usuarios/zz.reset", { method: "PATCH", json: { locale: "en" } }],
      ["/api/usuarios/zz.reset", { method: "PATCH", json: { locale: "en", password: "x", currentPassword: "y" } }],
      ["/api/usuarios/discente", {}],
    ] as const) {
      const refused = await expectApiError(await call(t.app, path, { ...init, cookie }), 403);
      expect(refused.message).toBe("Defina uma nova senha para continuar.");
    }
    const wrong = await expectApiError(
      await patchAs(cookie, "zz.reset", { password: "minhaNova123", currentPassword: "errada-123" }),
      400,
    );
    expect(wrong.fields).toHaveProperty("currentPassword");

    const changed = await userOf(
      await patchAs(cookie, "zz.reset", { password: "minhaNova123", currentPassword: temporaryPassword }),
    );
    expect(changed.mustChangePassword).toBe(false);
    expect((await call(t.app, "/api/horario", { cookie })).status).toBe(200);
    await login(t.app, "zz.reset", "minhaNova123");

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "zz.reset")).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(["password_reset", "password_change"]));
    expect(JSON.stringify(entries)).not.toContain(temporaryPassword);
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toMatch(/argon2/);
  });

  it("makes a temporary password expire after the settings' days: then the login's one generic refusal", async () => {
    expect(
      (
        await call(t.app, "/api/configuracoes", {
          method: "PATCH",
          json: { temporaryPasswordDays: 3 },
          cookie: cookies.admin,
        })
      ).status,
    ).toBe(200);
    await person("zz.expira");
    const res = await call(t.app, "/api/usuarios/zz.expira/senha", { method: "POST", cookie: cookies.admin });
    const { temporaryPassword, validUntil } = (await res.json()) as { temporaryPassword: string; validUntil: string };
    const days = (Date.parse(validUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    const tryIt = () =>
      call(t.app, "/api/_auth/session", { method: "POST", json: { idcbpf: "zz.expira", password: temporaryPassword } });
    expect((await tryIt()).status).toBe(200);

    // The term is over (the clock moved by writing the expiry): refused as a wrong password is.
    await t.db
      .update(users)
      .set({ passwordExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(users.idcbpf, "zz.expira"));
    const expired = await expectApiError(await tryIt(), 401);
    const wrong = await expectApiError(
      await call(t.app, "/api/_auth/session", {
        method: "POST",
        json: { idcbpf: "zz.expira", password: "nada-disso" },
      }),
      401,
    );
    expect(expired).toEqual(wrong);

    // A new reset gives a new term; a password the person chooses does not expire.
    const again = await call(t.app, "/api/usuarios/zz.expira/senha", { method: "POST", cookie: cookies.admin });
    const fresh = ((await again.json()) as { temporaryPassword: string }).temporaryPassword;
    const cookie = await login(t.app, "zz.expira", fresh);
    await userOf(await patchAs(cookie, "zz.expira", { password: "escolhida123", currentPassword: fresh }));
    const [row] = await t.db
      .select({ until: users.passwordExpiresAt })
      .from(users)
      .where(eq(users.idcbpf, "zz.expira"));
    expect(row?.until).toBeNull();
    await call(t.app, "/api/configuracoes", {
      method: "PATCH",
      json: { temporaryPasswordDays: 7 },
      cookie: cookies.admin,
    });
  });

  it("holds an office user with a temporary password too", async () => {
    await person("zz.sec", "Administrador");
    const res = await call(t.app, "/api/usuarios/zz.sec/senha", { method: "POST", cookie: cookies.admin });
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    const cookie = await login(t.app, "zz.sec", temporaryPassword);
    const refused = await expectApiError(
      await call(t.app, "/api/usuarios", { cookie, headers: { "accept-language": "en" } }),
      403,
    );
    expect(refused.message).toBe("Choose a new password to continue.");
    await expectApiError(await call(t.app, "/api/usuarios/zz.alvo/senha", { method: "POST", cookie }), 403);
  });
});
