import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { startSmtpSink, type SmtpSink } from "../../../tests/node/smtp-sink.ts";
import { mailOutbox } from "../db/schema.ts";
import { enqueueMail } from "./outbox.writes.ts";
import { errorSummary, retryDelaySeconds, sendDueMail } from "./send-due.ts";
import { createMailTransport, startMailWorker } from "./worker.ts";

/**
 * The outbox reaching a real SMTP server (smtp-server, started here) through nodemailer, on
 * PGlite and PostgreSQL: what arrives is parsed with mailparser. Failures keep the message with
 * its error and a later try; two senders at once send each message once.
 */
const FROM = "Acadêmico <no-reply@academico.test>";
let t: TestApp;
let sink: SmtpSink;
const transports: ReturnType<typeof createMailTransport>[] = [];
function transport(url = sink.url) {
  const made = createMailTransport(url);
  transports.push(made);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const made of transports) made.close();
  await sink.close();
  await t.close();
});
afterEach(async () => {
  sink.rejectRecipients = false;
  // Each test starts with nothing due: what an earlier test left is pushed far ahead.
  await t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + interval '10 years'` })
    .where(sql`${mailOutbox.sentAt} is null`);
});

async function row(id: number) {
  const [found] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

const makeDue = (id: number) =>
  t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id));

describe("sendDueMail", () => {
  it("delivers messages in Portuguese and English with their accents intact, and marks them sent", async () => {
    const before = sink.messages.length;
    const pt = await enqueueMail(t.db, {
      to: "conceicao@example.org",
      subject: "Inscrição recebida — código de acompanhamento",
      text: "Olá, Conceição Araújo!\n\nSeu código: 7K3M-9QXR. Acompanhe em https://academico.test/inscricao/7K3M-9QXR\n",
    });
    const en = await enqueueMail(t.db, {
      to: "joao@example.org",
      subject: "Your application — São Paulo",
      text: "Hello, João Müller! Set your password: https://academico.test/en/primeiro-acesso/abc\n",
    });
    const report = await sendDueMail(t.db, transport(), { from: FROM });
    expect(report).toEqual({ claimed: 2, sent: 2, failed: 0 });
    const received = (await sink.waitFor(before + 2)).slice(before);
    const bySubject = new Map(received.map((m) => [m.subject, m]));
    const first = bySubject.get("Inscrição recebida — código de acompanhamento");
    expect(first?.to && !Array.isArray(first.to) ? first.to.value[0]?.address : null).toBe("conceicao@example.org");
    expect(first?.from?.value[0]).toEqual({ name: "Acadêmico", address: "no-reply@academico.test" });
    expect(first?.text).toContain("Olá, Conceição Araújo!");
    expect(first?.text).toContain("https://academico.test/inscricao/7K3M-9QXR");
    const second = bySubject.get("Your application — São Paulo");
    expect(second?.to && !Array.isArray(second.to) ? second.to.text : null).toBe("joao@example.org");
    expect(second?.text).toContain("Hello, João Müller!");

    for (const id of [pt, en]) {
      const stored = await row(id);
      expect(stored.sentAt).toBeInstanceOf(Date);
      expect(stored.attempts).toBe(0);
      expect(stored.lastError).toBeNull();
    }
    // Sent messages are kept (never deleted) and never sent again.
    expect(await sendDueMail(t.db, transport(), { from: FROM })).toEqual({ claimed: 0, sent: 0, failed: 0 });
  });

  it("keeps a refused message with its error and a later try, then sends it once the server takes it", async () => {
    const id = await enqueueMail(t.db, { to: "recusa@example.org", subject: "Tentativa", text: "Corpo" });
    sink.rejectRecipients = true;
    const started = Date.now();
    expect(await sendDueMail(t.db, transport(), { from: FROM })).toEqual({ claimed: 1, sent: 0, failed: 1 });
    let stored = await row(id);
    expect(stored.sentAt).toBeNull();
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toMatch(/550/);
    expect(stored.lastError).not.toContain("secret");
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(started + 30_000);
    // Not due yet: nothing is tried.
    expect((await sendDueMail(t.db, transport(), { from: FROM })).claimed).toBe(0);

    // A second failure doubles the wait.
    await makeDue(id);
    expect((await sendDueMail(t.db, transport(), { from: FROM })).failed).toBe(1);
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 90_000);

    sink.rejectRecipients = false;
    await makeDue(id);
    const before = sink.messages.length;
    expect(await sendDueMail(t.db, transport(), { from: FROM })).toEqual({ claimed: 1, sent: 1, failed: 0 });
    await sink.waitFor(before + 1);
    expect(sink.messages.filter((m) => m.subject === "Tentativa")).toHaveLength(1);
    stored = await row(id);
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.attempts).toBe(2);
    expect(stored.lastError).toBeNull();
  });

  it("keeps the message when the SMTP server is down, and sends it when it is back", async () => {
    const down = await startSmtpSink();
    await down.close();
    const id = await enqueueMail(t.db, { to: "fora@example.org", subject: "Servidor fora", text: "Olá" });
    expect(await sendDueMail(t.db, transport(down.url), { from: FROM })).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const stored = await row(id);
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored.lastError).not.toContain("secret");
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await makeDue(id);
    const before = sink.messages.length;
    expect((await sendDueMail(t.db, transport(), { from: FROM })).sent).toBe(1);
    await sink.waitFor(before + 1);
    expect(sink.messages.filter((m) => m.subject === "Servidor fora")).toHaveLength(1);
  });

  it("sends each message exactly once when two senders run at the same time", async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `Concorrência ${i}`);
    for (const subject of subjects) await enqueueMail(t.db, { to: "par@example.org", subject, text: subject });
    const before = sink.messages.length;
    const [a, b] = await Promise.all([
      sendDueMail(t.db, transport(), { from: FROM, batch: 50 }),
      sendDueMail(t.db, transport(), { from: FROM, batch: 50 }),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(12);
    expect((a?.claimed ?? 0) + (b?.claimed ?? 0)).toBe(12);
    await sink.waitFor(before + 12);
    const got = sink.messages.slice(before).map((m) => m.subject);
    expect(got.sort()).toEqual([...subjects].sort());
    const [pending] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like 'Concorrência %' and ${mailOutbox.sentAt} is null`);
    expect(pending?.n).toBe(0);
  });

  it("sends in batches: one run takes at most `batch` messages", async () => {
    for (let i = 0; i < 3; i++) await enqueueMail(t.db, { to: "lote@example.org", subject: `Lote ${i}`, text: "x" });
    expect((await sendDueMail(t.db, transport(), { from: FROM, batch: 2 })).claimed).toBe(2);
    expect((await sendDueMail(t.db, transport(), { from: FROM, batch: 2 })).claimed).toBe(1);
  });
});

describe("the worker", () => {
  it("sends a message soon after it is queued, and stops cleanly", async () => {
    const worker = startMailWorker(t.db, transport(), {
      from: FROM,
      logger: pino({ level: "silent" }),
      everyMs: 3_600_000,
    });
    const before = sink.messages.length;
    await enqueueMail(t.db, { to: "rapido@example.org", subject: "Logo após", text: "Empurrão" });
    const [arrived] = (await sink.waitFor(before + 1)).slice(before);
    expect(arrived?.subject).toBe("Logo após");
    await worker.stop();
  });
});

describe("retry delays and error summaries", () => {
  it("double from one minute up to one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it("are short, carry the SMTP code and never a password from a URL", () => {
    const error = Object.assign(new Error("Invalid login: 535 denied for smtp://ana:hunter2@mail.example.org\nmore"), {
      code: "EAUTH",
      responseCode: 535,
    });
    expect(errorSummary(error)).toBe("EAUTH 535: Invalid login: 535 denied for smtp://mail.example.org");
    expect(errorSummary(new Error("x".repeat(1000))).length).toBeLessThanOrEqual(300);
  });
});
