import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxItemSchema } from "../../domain/outbox.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { mailOutbox } from "../db/schema.ts";
import { enqueueMail } from "./outbox.writes.ts";

/** GET /api/configuracoes/outbox: the office reads the outbox, in demo mode only; others are refused. */
let t: TestApp;
const cookies: Record<string, string> = {};
const answer = pageAnswer(outboxItemSchema).strict();

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ["admin", "docente", "discente"]) cookies[who] = await login(t.app, who);
});
afterAll(() => t.close());

describe("GET /api/configuracoes/outbox", () => {
  it("lists the messages newest first, paged, with their state", async () => {
    const first = await enqueueMail(t.db, {
      to: "ana@example.org",
      subject: "ZZ Código da inscrição",
      text: "Olá, Ana! https://a.example/inscricao/X",
    });
    const second = await enqueueMail(t.db, { to: "bia@example.org", subject: "ZZ Primeiro acesso", text: "Olá" });
    await t.db
      .update(mailOutbox)
      .set({ attempts: 2, lastError: "550: Mailbox unavailable", nextAttemptAt: sql`now() + interval '2 minutes'` })
      .where(eq(mailOutbox.id, second));
    const res = await call(t.app, "/api/configuracoes/outbox?pageSize=1", { cookie: cookies.admin });
    expect(res.status).toBe(200);
    const page = answer.parse(await res.json());
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.pageSize).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: second,
        to: "bia@example.org",
        subject: "ZZ Primeiro acesso",
        attempts: 2,
        sentAt: null,
        lastError: "550: Mailbox unavailable",
      }),
    ]);
    const next = answer.parse(
      await (await call(t.app, "/api/configuracoes/outbox?pageSize=1&page=2", { cookie: cookies.admin })).json(),
    );
    expect(next.items[0]).toMatchObject({ id: first, text: "Olá, Ana! https://a.example/inscricao/X", attempts: 0 });
  });

  it("is the office's only", async () => {
    await expectApiError(await call(t.app, "/api/configuracoes/outbox"), 401);
    await expectApiError(await call(t.app, "/api/configuracoes/outbox", { cookie: cookies.docente }), 403);
    await expectApiError(await call(t.app, "/api/configuracoes/outbox", { cookie: cookies.discente }), 403);
  });

  it("does not exist outside demo mode", async () => {
    const production = t.withEnv({ DEMO: "0" });
    const body = await expectApiError(
      await call(production, "/api/configuracoes/outbox", {
        cookie: cookies.admin,
        headers: { "accept-language": "en" },
      }),
      404,
    );
    expect(body.message).toBe("The outbox can only be read in demo mode.");
  });

  it("checks its paging", async () => {
    const body = await expectApiError(
      await call(t.app, "/api/configuracoes/outbox?pageSize=500", { cookie: cookies.admin }),
      400,
    );
    expect(body.fields?.pageSize).toBeDefined();
  });
});
