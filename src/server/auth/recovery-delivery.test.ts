import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, cookieFrom, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { startSmtpSink, type SmtpSink } from "../../../tests/node/smtp-sink.ts";
import type { App } from "../app.ts";
import { users } from "../db/schema.ts";
import { sendDueMail } from "../outbox/send-due.ts";
import { createMailTransport } from "../outbox/worker.ts";
import { newDiscente, passwordIsNow, whoIs } from "./test-fixtures.ts";

/**
 * Password recovery as a person lives it, on PGlite and PostgreSQL: the request queues a message,
 * the outbox delivers it to a real SMTP server (smtp-server, parsed with mailparser), and the link
 * read from the delivered text — not from the database — sets the password and logs in, ending
 * the person's other sessions. In the person's language; a directory user is told to use the
 * directory, with no link.
 */
let t: TestApp;
let sink: SmtpSink;
let transport: ReturnType<typeof createMailTransport>;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
  transport = createMailTransport(sink.url);
  adminCookie = await login(t.app, "admin");
});
afterAll(async () => {
  transport.close();
  await sink.close();
  await t.close();
});

/** A new Discente in `locale`, with a password of its own unless `password` is null. */
const newUser = (locale: "pt" | "en", password: string | null = "senha-antiga-1") =>
  newDiscente(t, adminCookie, {
    prefix: "entrega",
    name: locale === "en" ? "João Müller" : "Conceição Araújo",
    password,
    locale,
  });

/** Asks for a new password as the login page does, then lets the outbox deliver what is due. */
async function recover(login: string, app: App = t.app): Promise<void> {
  const res = await call(app, "/api/_auth/recuperacao", { method: "POST", json: { login } });
  expect(res.status).toBe(202);
  const report = await sendDueMail(t.db, transport, { from: "Acadêmico <no-reply@academico.test>" });
  expect(report.failed).toBe(0);
}

/** The newest message the SMTP server received for `email` with `subject`. */
function delivered(email: string, subject: string): ParsedMail {
  const found = sink.messages.filter(
    (m) => m.subject === subject && m.to && !Array.isArray(m.to) && m.to.value[0]?.address === email,
  );
  const mail = found.at(-1);
  if (!mail) throw new Error(`no "${subject}" delivered to ${email}`);
  return mail;
}

describe("password recovery through the outbox and a real SMTP server", () => {
  for (const run of [
    { locale: "pt", subject: "Defina uma nova senha", hello: "Olá, Conceição Araújo", path: "/redefinir-senha/" },
    { locale: "en", subject: "Set a new password", hello: "Hello, João Müller", path: "/en/redefinir-senha/" },
  ] as const) {
    it(`delivers the link in the person's language (${run.locale}); the delivered link sets the password and logs in`, async () => {
      const person = await newUser(run.locale);
      const elsewhere = await login(t.app, person.idcbpf, "senha-antiga-1");
      // Asked by e-mail in capitals from a browser in the other language: the person's language wins.
      await recover(person.email.toUpperCase());

      const mail = delivered(person.email, run.subject);
      expect(mail.text).toContain(run.hello);
      expect(mail.text).toContain(person.idcbpf);
      const match = /(https?:\/\/\S+?)(\/(?:en\/)?redefinir-senha\/)([A-Za-z0-9_-]{43})\b/.exec(mail.text ?? "");
      expect(match?.[2]).toBe(run.path);
      const token = match?.[3] ?? "";

      const res = await call(t.app, "/api/_auth/redefinicao", {
        method: "POST",
        json: { token, password: "escolhida-no-link" },
      });
      expect(res.status).toBe(200);
      expect(await whoIs(t.app, cookieFrom(res) ?? "")).toBe(person.idcbpf);
      // The person's other sessions ended; the new password is the one that works.
      expect(await whoIs(t.app, elsewhere)).toBeUndefined();
      await passwordIsNow(t.app, person.idcbpf, "escolhida-no-link", "senha-antiga-1");
    });
  }

  it("tells a directory user, in its language, to use the directory's reset: no link, the password untouched", async () => {
    const withLdap = t.withEnv({}, { ldap: { authenticate: () => Promise.reject(new Error("not asked")) } });
    for (const run of [
      {
        locale: "pt",
        subject: "Sua senha é a do diretório da instituição",
        advice: "recuperação de senha do próprio diretório",
      },
      {
        locale: "en",
        subject: "Your password is the institution's directory password",
        advice: "directory's own password reset",
      },
    ] as const) {
      const person = await newUser(run.locale, null);
      await recover(person.idcbpf, withLdap);
      const mail = delivered(person.email, run.subject);
      expect(mail.text).toContain(run.advice);
      expect(mail.text).not.toMatch(/redefinir-senha/);
      const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.idcbpf, person.idcbpf));
      expect(row?.hash).toBeNull();
    }
  });
});
