import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { normalizeCode } from "../../domain/codes.ts";
import { enrolmentCreatedSchema } from "../../domain/matriculas.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import { users } from "../db/schema.ts";
import { decide } from "../matriculas/matriculas.writes.ts";
import { expireWaitlists } from "../matriculas/seats.ts";
import {
  addDays,
  addGuidance,
  addOffering,
  addPeople,
  addSubject,
  openWindow,
  setCurrentWindows,
  TODAY,
  type Person,
} from "../matriculas/test-fixtures.ts";
import { emailOf, mailTo, noticesOf, setPreferences } from "./test-fixtures.ts";

/**
 * Each kind of PRODUCT §7 written by its cause, through the API, with its words in both languages,
 * its link, and its e-mail in the person's language; none when the cause is rolled back. On the
 * demo plus this file's own subjects (`ZZN-…`), offerings and people (`zzn…`).
 */
let t: TestApp;
let termId = 0;
let teacher: Person;
let advisor: Person;
let admin: string;
let nextCode = 100;

const MON_10_12 = { weekday: 1, start: "10:00", end: "12:00", room: "N-1" };
const MON_11_13 = { weekday: 1, start: "11:00", end: "13:00", room: "N-2" };

async function offering(capacity: number, slots = [MON_10_12]) {
  const code = `ZZN-${nextCode++}`;
  const subjectId = await addSubject(t.db, { code });
  return { id: await addOffering(t.db, { termId, subjectId, capacity, slots, teacherId: teacher.id }), code };
}

async function student(): Promise<Person> {
  const [person] = await addPeople(t.db, `zzn${nextCode++}-`, 1, "Discente");
  await addGuidance(t.db, person.id, advisor.id);
  return person;
}

async function enrol(person: Person, offeringId: number) {
  const res = await call(t.app, "/api/matriculas", {
    method: "POST",
    json: { offering: offeringId },
    cookie: person.cookie,
  });
  expect(res.status).toBe(201);
  return enrolmentCreatedSchema.parse(await res.json());
}

const decideAs = (cookie: string, codigo: string, json: unknown) =>
  call(t.app, `/api/matriculas/${codigo}/decisao`, { method: "POST", cookie, json });

beforeAll(async () => {
  t = await createTestApp();
  termId = await openWindow(t.db);
  [teacher, advisor] = await addPeople(t.db, "zzndoc-", 2, "Docente");
  admin = await login(t.app, "admin");
});
afterAll(() => t.close());

describe("matricula_decidida", () => {
  it("tells the student the subject, the decision and the reason, in both languages, and mails it in its language", async () => {
    const { id, code } = await offering(3);
    const person = await student();
    await setPreferences(t.db, person.id, { locale: "en" });
    const created = await enrol(person, id);
    expect(await noticesOf(t.db, person.id)).toEqual([]); // the request itself tells nobody

    const res = await decideAs(advisor.cookie, created.codigo, {
      decision: "indeferida",
      reason: "Conflito com o estágio",
    });
    expect(res.status).toBe(200);
    const [notice] = await noticesOf(t.db, person.id);
    expect(notice).toMatchObject({
      kind: "matricula_decidida",
      title: { pt: `Matrícula indeferida: ${code}`, en: `Enrolment rejected: ${code}` },
      body: {
        pt: `Seu pedido de matrícula em ${code} Disciplina ${code} foi indeferido. Motivo: Conflito com o estágio`,
        en: `Your enrolment request for ${code} Subject ${code} was rejected. Reason: Conflito com o estágio`,
      },
      link: "/matricula",
      readAt: null,
    });
    const [mail] = await mailTo(t.db, await emailOf(t.db, person.id));
    expect(mail?.subject).toBe(`Enrolment rejected: ${code}`);
    expect(mail?.text).toContain(`Hello, Pessoa zzn`);
    expect(mail?.text).toContain(`Reason: Conflito com o estágio`);
    expect(mail?.text).toContain("See it at: http://localhost/en/matricula");
  });

  it("is not written by a decision that is rolled back, nor by one that changes nothing", async () => {
    const { id } = await offering(3);
    const person = await student();
    const created = await enrol(person, id);
    const settings = await readSettings(t.db);
    const [office] = await t.db
      .select({ id: users.id, level: users.level })
      .from(users)
      .where(eq(users.idcbpf, "admin"));
    if (!office) throw new Error("no demo admin");
    const rollback = new Error("rolled back after the decision");
    // The decision inside a transaction that then fails: its notice and its mail go with it.
    await expect(
      t.db.transaction(async (tx) => {
        await decide(tx, normalizeCode(created.codigo) ?? "", { decision: "deferida" }, office, settings);
        expect(await noticesOf(tx, person.id)).toHaveLength(1); // written, inside
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await noticesOf(t.db, person.id)).toEqual([]);
    expect(await mailTo(t.db, await emailOf(t.db, person.id))).toEqual([]);

    expect((await decideAs(advisor.cookie, created.codigo, { decision: "deferida" })).status).toBe(200);
    // The office confirming the same decision: no change, no second notice.
    expect((await decideAs(admin, created.codigo, { decision: "deferida" })).status).toBe(200);
    expect(await noticesOf(t.db, person.id, "matricula_decidida")).toHaveLength(1);
  });

  it("links its e-mail to the site the request came to (PUBLIC_ORIGIN, else the request's own address)", async () => {
    const { id } = await offering(3);
    const person = await student();
    const created = await enrol(person, id);
    const res = await call(t.app, `/api/matriculas/${created.codigo}/decisao`, {
      method: "POST",
      cookie: advisor.cookie,
      json: { decision: "deferida" },
      headers: { host: "academico.example.org" },
    });
    expect(res.status).toBe(200);
    const [mail] = await mailTo(t.db, await emailOf(t.db, person.id));
    expect(mail?.text).toContain("Veja em: http://academico.example.org/matricula");
  });

  it("sends no e-mail to a person who turned e-mail off; the notice is still there", async () => {
    const { id } = await offering(3);
    const person = await student();
    const off = await call(t.app, `/api/usuarios/${person.idcbpf}`, {
      method: "PATCH",
      cookie: person.cookie,
      json: { emailNotifications: false },
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { user: { emailNotifications: boolean } }).user.emailNotifications).toBe(false);
    const created = await enrol(person, id);
    expect((await decideAs(advisor.cookie, created.codigo, { decision: "deferida" })).status).toBe(200);
    expect(await noticesOf(t.db, person.id, "matricula_decidida")).toHaveLength(1);
    expect(await mailTo(t.db, await emailOf(t.db, person.id))).toEqual([]);
  });
});

describe("the waitlist", () => {
  it("lista_espera_promovida: a seat freed by a drop goes to the first waiting student, who is told", async () => {
    const { id, code } = await offering(1);
    const [holder, waiting] = [await student(), await student()];
    const seat = await enrol(holder, id);
    expect((await enrol(waiting, id)).status).toBe("em_espera");
    const drop = await call(t.app, `/api/matriculas/${seat.codigo}`, { method: "DELETE", cookie: holder.cookie });
    expect(drop.status).toBe(200);
    const [notice] = await noticesOf(t.db, waiting.id);
    expect(notice).toMatchObject({
      kind: "lista_espera_promovida",
      title: { pt: `Vaga da lista de espera: ${code}`, en: `A seat from the waitlist: ${code}` },
      link: "/matricula",
    });
    expect(notice?.body.pt).toContain(`Abriu uma vaga em ${code} Disciplina ${code}`);
    expect(notice?.body.en).toContain(`A seat opened in ${code} Subject ${code}`);
    const [mail] = await mailTo(t.db, await emailOf(t.db, waiting.id));
    expect(mail?.subject).toBe(`Vaga da lista de espera: ${code}`); // no preferred language: Portuguese
    expect(mail?.text).toContain("Veja em: http://localhost/matricula");
  });

  it("lista_espera_recusada: a student whose turn came and who now breaks a rule reads which rule, in words", async () => {
    const full = await offering(1, [MON_10_12]);
    const clashing = await offering(3, [MON_11_13]);
    const [holder, waiting] = [await student(), await student()];
    const seat = await enrol(holder, full.id);
    expect((await enrol(waiting, full.id)).status).toBe("em_espera");
    // Waiting holds nothing: the same student may take a clashing seat meanwhile.
    await enrol(waiting, clashing.id);
    const rejected = await decideAs(advisor.cookie, seat.codigo, { decision: "indeferida" });
    expect(rejected.status).toBe(200);
    const [notice] = await noticesOf(t.db, waiting.id, "lista_espera_recusada");
    expect(notice?.title).toEqual({
      pt: `Pedido recusado na lista de espera: ${full.code}`,
      en: `Waitlist request refused: ${full.code}`,
    });
    expect(notice?.body).toEqual({
      pt: `Abriu uma vaga em ${full.code} Disciplina ${full.code}, mas seu pedido não pôde ser aceito: O horário coincide com o de ${clashing.code} Disciplina ${clashing.code}.`,
      en: `A seat opened in ${full.code} Subject ${full.code}, but your request could not be accepted: The timetable clashes with ${clashing.code} Subject ${clashing.code}.`,
    });
  });

  it("lista_espera_recusada: entries still waiting at the drop deadline expire, and each student is told", async () => {
    const { id, code } = await offering(0);
    const waiting = await student();
    expect((await enrol(waiting, id)).status).toBe("em_espera");
    await setCurrentWindows(t.db, {
      enrolmentStart: addDays(TODAY, -20),
      enrolmentEnd: addDays(TODAY, -10),
      dropDeadline: addDays(TODAY, -1),
    });
    try {
      expect(await expireWaitlists(t.db, "America/Sao_Paulo")).toBeGreaterThanOrEqual(1);
    } finally {
      await openWindow(t.db);
    }
    const [notice] = await noticesOf(t.db, waiting.id, "lista_espera_recusada");
    expect(notice?.title).toEqual({ pt: `Lista de espera expirada: ${code}`, en: `Waitlist expired: ${code}` });
    expect(notice?.body).toEqual({
      pt: `${code} Disciplina ${code}: A lista de espera expirou no prazo de trancamento.`,
      en: `${code} Subject ${code}: The waitlist expired at the drop deadline.`,
    });
  });
});

describe("nota_lancada", () => {
  it("tells the student a grade entered, then corrected; the same grade saved again tells nothing", async () => {
    const { id, code } = await offering(3);
    const person = await student();
    const created = await enrol(person, id);
    expect((await decideAs(advisor.cookie, created.codigo, { decision: "deferida" })).status).toBe(200);
    const put = (json: unknown) =>
      call(t.app, `/api/ofertas/${id}/notas/${person.idcbpf}`, { method: "PUT", json, cookie: teacher.cookie });
    expect((await put({ concept: "B", attendance: 90 })).status).toBe(200);
    expect((await put({ concept: "B", attendance: 90 })).status).toBe(200);
    expect((await put({ concept: "A", attendance: 92 })).status).toBe(200);
    const notices = await noticesOf(t.db, person.id, "nota_lancada");
    expect(notices.map((notice) => notice.title)).toEqual([
      { pt: `Nota lançada: ${code}`, en: `Grade entered: ${code}` },
      { pt: `Nota corrigida: ${code}`, en: `Grade corrected: ${code}` },
    ]);
    const term = (await call(t.app, "/api/periodos", { cookie: admin }).then((res) => res.json())) as {
      items: { code: string; current: boolean }[];
    };
    const current = term.items.find((item) => item.current)?.code;
    expect(notices[1]?.body).toEqual({
      pt: `${code} Disciplina ${code} (${current}): conceito A, frequência 92%.`,
      en: `${code} Subject ${code} (${current}): concept A, attendance 92%.`,
    });
    expect(notices[1]?.link).toBe("/historico");
  });
});

describe("declaracao_revogada", () => {
  it("tells the holder the reason, linking to the declaration's verification page", async () => {
    const person = await student();
    const issued = await call(t.app, "/api/declaracoes", {
      method: "POST",
      cookie: admin,
      json: { type: "vinculo", holder: person.idcbpf },
    });
    expect(issued.status).toBe(201);
    const { codigo } = (await issued.json()) as { codigo: string };
    const revoked = await call(t.app, `/api/declaracoes/${codigo}/revogacao`, {
      method: "POST",
      cookie: admin,
      json: { reason: "Emitida com dados errados" },
    });
    expect(revoked.status).toBe(200);
    const [notice] = await noticesOf(t.db, person.id, "declaracao_revogada");
    expect(notice).toMatchObject({
      title: { pt: "Declaração de vínculo revogada", en: "Declaration of affiliation revoked" },
      body: {
        pt: `A secretaria revogou a declaração ${codigo}. Motivo: Emitida com dados errados`,
        en: `The office revoked declaration ${codigo}. Reason: Emitida com dados errados`,
      },
      link: `/autenciacar-declaracao/${codigo}`,
    });
  });
});
