import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { NOTIFICATION_KINDS } from "../../domain/notificacoes.ts";
import { addPeople, type Person } from "../matriculas/test-fixtures.ts";
import { notify } from "./notificacoes.writes.ts";
import { bell, emailOf, mailTo, noticesOf, setPreferences } from "./test-fixtures.ts";

/**
 * `GET /api/notificacoes`, `POST /api/notificacoes/{id}/lida`, `POST /api/notificacoes/lidas`
 * (PRODUCT §8): each person reads and marks only its own; paging newest first; the unread count.
 * Notices are written here with `notify` directly (their causes: notices.test.ts, digest.test.ts).
 */
let t: TestApp;
let ana: Person;
let bruno: Person;

const words = (text: string) => ({ pt: `${text} (pt)`, en: `${text} (en)` });

async function give(person: Person, count: number, label = "Aviso") {
  for (let index = 1; index <= count; index++)
    await t.db.transaction((tx) =>
      notify(tx, {
        userId: person.id,
        kind: "nota_lancada",
        title: words(`${label} ${index}`),
        body: words(`Texto ${index}`),
        link: "/historico",
      }),
    );
}

const post = (path: string, cookie?: string) => call(t.app, path, { method: "POST", ...(cookie ? { cookie } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno] = await addPeople(t.db, "zzb-", 2, "Discente");
  await give(ana, 25);
  await give(bruno, 2, "Do Bruno");
});
afterAll(() => t.close());

describe("GET /api/notificacoes", () => {
  it("answers each level its own (policy row `notificacoes`); anonymous 401", async () => {
    const expected = EXPECTED_API.notificacoes;
    expect(expected.path).toBe("/api/notificacoes");
    await expectApiError(await call(t.app, "/api/notificacoes"), expected.anonymous);
    for (const idcbpf of ["admin", "docente", "discente"] as const) {
      const res = await call(t.app, "/api/notificacoes", { cookie: await login(t.app, idcbpf) });
      expect(res.status).toBe(200);
    }
  });

  it("pages one's own, newest first, with the total and the unread count; never another's", async () => {
    const first = await bell(t.app, ana.cookie, "?pageSize=10");
    expect(first).toMatchObject({ total: 25, unread: 25 });
    expect(first.items.map((item) => item.title.pt)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Aviso ${25 - index} (pt)`),
    );
    expect(first.items[0]).toMatchObject({
      kind: "nota_lancada",
      title: { pt: "Aviso 25 (pt)", en: "Aviso 25 (en)" },
      body: { pt: "Texto 25 (pt)", en: "Texto 25 (en)" },
      link: "/historico",
      readAt: null,
    });
    // Times as everywhere in the API: UTC to the millisecond, whatever the database's offset and precision.
    expect(first.items[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const last = await bell(t.app, ana.cookie, "?pageSize=10&page=3");
    expect(last.items.map((item) => item.title.pt)).toEqual([
      "Aviso 5 (pt)",
      "Aviso 4 (pt)",
      "Aviso 3 (pt)",
      "Aviso 2 (pt)",
      "Aviso 1 (pt)",
    ]);
    // A page past the end has no row to carry the counts: they are still the whole list's.
    expect(await bell(t.app, ana.cookie, "?pageSize=10&page=9")).toMatchObject({ items: [], total: 25, unread: 25 });
    const brunos = await bell(t.app, bruno.cookie);
    expect(brunos.items.map((item) => item.title.pt)).toEqual(["Do Bruno 2 (pt)", "Do Bruno 1 (pt)"]);
    expect(brunos).toMatchObject({ total: 2, unread: 2 });
  });

  it("refuses a bad filter or page with 400 naming the field", async () => {
    const bad = await expectApiError(
      await call(t.app, "/api/notificacoes?unread=sim&pageSize=0", { cookie: ana.cookie }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["pageSize", "unread"]);
  });
});

describe("marking read", () => {
  it("marks one's own read (204, again 204), keeps the count right, and filters by read or unread", async () => {
    const [newest, second] = (await bell(t.app, ana.cookie, "?pageSize=2")).items;
    if (!newest || !second) throw new Error("ana has notices");
    expect((await post(`/api/notificacoes/${newest.id}/lida`, ana.cookie)).status).toBe(204);
    expect((await post(`/api/notificacoes/${newest.id}/lida`, ana.cookie)).status).toBe(204);
    const after = await bell(t.app, ana.cookie, "?pageSize=2");
    expect(after.unread).toBe(24);
    expect(after.items[0]?.readAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const unread = await bell(t.app, ana.cookie, "?unread=true&pageSize=1");
    expect(unread).toMatchObject({ total: 24, unread: 24 });
    expect(unread.items[0]?.id).toBe(second.id);
    const read = await bell(t.app, ana.cookie, "?unread=false");
    expect(read.items.map((item) => item.id)).toEqual([newest.id]);
    expect(read).toMatchObject({ total: 1, unread: 24 });
    expect(await bell(t.app, ana.cookie, "?unread=false&page=2")).toMatchObject({ items: [], total: 1, unread: 24 });
  });

  it("another person's notice, or none, is 404 alike, and stays unread", async () => {
    const [brunos] = (await bell(t.app, bruno.cookie)).items;
    if (!brunos) throw new Error("bruno has notices");
    const foreign = await expectApiError(await post(`/api/notificacoes/${brunos.id}/lida`, ana.cookie), 404);
    const none = await expectApiError(await post("/api/notificacoes/999999999/lida", ana.cookie), 404);
    expect(foreign).toEqual(none);
    expect((await bell(t.app, bruno.cookie)).unread).toBe(2);
    await expectApiError(await post(`/api/notificacoes/${brunos.id}/lida`), 401);
    await expectApiError(await post("/api/notificacoes/abc/lida", ana.cookie), 400);
  });

  it("marks all of one's own read, and nobody else's", async () => {
    expect((await post("/api/notificacoes/lidas", ana.cookie)).status).toBe(204);
    expect(await bell(t.app, ana.cookie, "?unread=true")).toMatchObject({ total: 0, unread: 0, items: [] });
    expect((await bell(t.app, bruno.cookie)).unread).toBe(2);
    await expectApiError(await post("/api/notificacoes/lidas"), 401);
  });
});

describe("notify", () => {
  it("queues the e-mail in the person's language only while its e-mail notifications are on", async () => {
    const [carla] = await addPeople(t.db, "zzb-carla-", 1, "Docente");
    await setPreferences(t.db, carla.id, { locale: "en" });
    await give(carla, 1, "Primeiro");
    await setPreferences(t.db, carla.id, { emailNotifications: false });
    await give(carla, 1, "Segundo");
    await setPreferences(t.db, carla.id, { locale: null, emailNotifications: true });
    await give(carla, 1, "Terceiro");
    expect(await noticesOf(t.db, carla.id)).toHaveLength(3);
    const mails = await mailTo(t.db, await emailOf(t.db, carla.id));
    expect(mails.map((mail) => mail.subject)).toEqual(["Primeiro 1 (en)", "Terceiro 1 (pt)"]);
    expect(mails[0]?.text).toContain("Texto 1 (en)");
    expect(mails[0]?.text).toContain("See it at: http://localhost/en/historico");
    expect(mails[0]?.text).toContain("turn them off there at any time");
    expect(mails[1]?.text).toContain("Veja em: http://localhost/historico");
  });

  it("knows every kind of PRODUCT §7 and of the programme year (rule 21)", () => {
    expect([...NOTIFICATION_KINDS].sort()).toEqual(
      [
        "declaracao_revogada",
        "lista_espera_promovida",
        "lista_espera_recusada",
        "matricula_decidida",
        "matricula_pendente",
        "nota_lancada",
        "requerimento_novo",
        "requerimento_parecer",
        "requerimento_decidido",
        "banca_proposta",
        "banca_agendada",
        "banca_cancelada",
        "banca_resultado",
        "prazo_proximo",
        "desligamento",
      ].sort(),
    );
  });
});
