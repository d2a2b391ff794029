import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { call, cookieFrom, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";
import type { authThrottle, codeLookupThrottle } from "../db/schema.ts";
import { auditLog, users } from "../db/schema.ts";

/**
 * The steps the tests of setting a password by link share — first access, recovery, recovery
 * through a real SMTP server: a new Discente made by the office's API (so it is made as the
 * office makes one), who a session is, that only the new password logs in, and the audit row;
 * and their files' one set-up (`passwordLinkSuite`).
 */
export type NewDiscente = { idcbpf: string; id: number; email: string };

let seq = 0;

/**
 * A new Discente `zz.{prefix}{n}.…` named `{name} {n}`, with a password of its own unless none
 * (`undefined` or null), in `locale` when given; e-mail `{idcbpf}@{emailDomain}`.
 */
export async function newDiscente(
  t: TestApp,
  adminCookie: string,
  spec: {
    prefix: string;
    name: string;
    password?: string | null;
    locale?: "pt" | "en" | null;
    emailDomain?: string;
  },
): Promise<NewDiscente> {
  seq += 1;
  const idcbpf = `zz.${spec.prefix}${seq}.${Date.now().toString(36)}`;
  const email = `${idcbpf}@${spec.emailDomain ?? "example.org"}`;
  const res = await call(t.app, "/api/usuarios", {
    method: "POST",
    cookie: adminCookie,
    json: {
      idcbpf,
      name: `${spec.name} ${seq}`,
      email,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      ...(spec.locale ? { locale: spec.locale } : {}),
      ...(spec.password ? { password: spec.password } : {}),
    },
  });
  expect(res.status).toBe(201);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
  if (!row) throw new Error("user not created");
  return { idcbpf, id: row.id, email };
}

/** Whom a session cookie is logged in as; undefined when it is not (ended, unknown). */
export async function whoIs(app: App, cookie: string): Promise<string | undefined> {
  const body = (await (await call(app, "/api/_auth/session", { cookie })).json()) as { user?: { idcbpf: string } };
  return body.user?.idcbpf;
}

/** `password` does not log `idcbpf` in (401). */
export async function loginRefused(app: App, idcbpf: string, password: string): Promise<void> {
  await expectApiError(await call(app, "/api/_auth/session", { method: "POST", json: { idcbpf, password } }), 401);
}

/** Only the new password logs in: `now` does, `before` no longer does. */
export async function passwordIsNow(app: App, idcbpf: string, now: string, before: string): Promise<void> {
  await login(app, idcbpf, now);
  await loginRefused(app, idcbpf, before);
}

/** The audit rows of `action` on the user `idcbpf`. */
export function auditsOf(t: TestApp, action: string, idcbpf: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} and ${auditLog.entityId} = ${idcbpf}`)
    .orderBy(auditLog.id);
}

/**
 * A link's use that worked: answered 200 with `user`, logged in by its cookie; only `password`
 * logs in now, `before` no longer; audited once as `action` by the user, the password nowhere in
 * the row. The new session's cookie.
 */
export async function expectSetByLink(
  t: TestApp,
  res: Response,
  user: { idcbpf: string; id: number },
  { password, before, action }: { password: string; before: string; action: string },
): Promise<string> {
  expect(res.status).toBe(200);
  expect(((await res.json()) as { user: { idcbpf: string } }).user.idcbpf).toBe(user.idcbpf);
  const cookie = cookieFrom(res) ?? "";
  expect(cookie).toMatch(/^academico_session=/);
  expect(await whoIs(t.app, cookie)).toBe(user.idcbpf);
  await passwordIsNow(t.app, user.idcbpf, password, before);
  const entries = await auditsOf(t, action, user.idcbpf);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.actorId).toBe(user.id);
  expect(JSON.stringify(entries[0])).not.toContain(password);
  return cookie;
}

/**
 * A test file's own app (closed after its tests) and the office's session. Every in-process call
 * comes from the same (unknown) address, so before each test that address's counts in the
 * throttles named (`key` a LIKE pattern) are cleared: each test starts with none.
 */
export function passwordLinkSuite(
  throttles: { table: typeof authThrottle | typeof codeLookupThrottle; key: string }[],
) {
  const suite = {} as { t: TestApp; adminCookie: string };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.adminCookie = await login(suite.t.app, "admin");
  });
  afterAll(() => suite.t.close());
  beforeEach(async () => {
    for (const { table, key } of throttles) await suite.t.db.delete(table).where(like(table.key, key));
  });
  return suite;
}
