import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { applicationSchema, type Call } from "../../domain/inscricoes.ts";
import { applications, firstAccessTokens, users } from "../db/schema.ts";
import {
  applicantBody,
  apply,
  createCall,
  dayFromToday,
  decide,
  lastAudit,
  mailsTo,
  uniqueEmail,
  upload,
  uploadAll,
  samplePdf,
} from "./test-fixtures.ts";

let t: TestApp;
let admin: string;
let theCall: Call;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  theCall = await createCall(t.app, admin);
});
afterAll(() => t.close());

const get = async (codigo: string, headers: Record<string, string> = {}) => {
  const res = await call(t.app, `/api/inscricoes/${codigo}`, { headers });
  expect(res.status).toBe(200);
  return applicationSchema.parse(await res.json());
};
const patch = (codigo: string, json: unknown, headers: Record<string, string> = {}) =>
  call(t.app, `/api/inscricoes/${codigo}`, { method: "PATCH", json, headers });
const submit = (codigo: string, headers: Record<string, string> = {}) =>
  call(t.app, `/api/inscricoes/${codigo}/submissao`, { method: "POST", headers });

describe("POST /api/inscricoes", () => {
  it("creates a draft, answers the printed code and mails it in the request's language", async () => {
    const body = applicantBody(theCall.id);
    const res = await call(t.app, "/api/inscricoes", {
      method: "POST",
      json: body,
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { codigo: string; status: string };
    expect(answer).toEqual({
      codigo: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/),
      status: "rascunho",
    });
    const mails = await mailsTo(t.db, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(answer.codigo);
    expect(mails[0]?.text).toContain(`http://localhost/en/inscricao/${answer.codigo}`);
    expect(mails[0]?.text).toContain("ZZ Selection");
    const app = await get(answer.codigo);
    expect(app).toMatchObject({
      codigo: answer.codigo,
      status: "rascunho",
      name: body.name,
      email: body.email,
      desiredAdvisor: null,
      documents: [],
      open: true,
      editable: true,
      user: null,
      call: { id: theCall.id, programme: "academico", degree: "mestrado", documents: theCall.documents },
    });
    expect(app.history.map((entry) => entry.status)).toEqual(["rascunho"]);
  });

  it("a Portuguese request gets the message in Portuguese, with the unprefixed follow-up URL", async () => {
    const body = applicantBody(theCall.id);
    const codigo = await apply(t.app, body);
    const [mail] = await mailsTo(t.db, body.email);
    expect(mail?.subject).toBe(`Código da sua inscrição: ${codigo}`);
    expect(mail?.text).toContain(`http://localhost/inscricao/${codigo}`);
  });

  it("a second attempt with the same e-mail (any case) answers 202 only and re-sends the code to the stored address", async () => {
    const email = uniqueEmail("ZZ-Resend");
    const codigo = await apply(t.app, applicantBody(theCall.id, { email }));
    const again = await call(t.app, "/api/inscricoes", {
      method: "POST",
      json: applicantBody(theCall.id, { email: email.toLowerCase(), name: "Outra Pessoa" }),
    });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ sent: true });
    const mails = await mailsTo(t.db, email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.to).toBe(email);
      expect(mail.text).toContain(codigo);
    }
    expect((await get(codigo)).name).toBe("Zélia Conceição Souza");
  });

  it("two simultaneous first attempts end as one application, one 201 and one 202, two mails", async () => {
    const email = uniqueEmail("zz-race");
    const answers = await Promise.all(
      [0, 1].map(() => call(t.app, "/api/inscricoes", { method: "POST", json: applicantBody(theCall.id, { email }) })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 202]);
    const [row] = await t.db
      .select({ n: count() })
      .from(applications)
      .where(sql`lower(${applications.email}) = ${email}`);
    expect(row?.n).toBe(1);
    expect(await mailsTo(t.db, email)).toHaveLength(2);
  });

  it("the same e-mail may apply to another call", async () => {
    const email = uniqueEmail();
    const other = await createCall(t.app, admin, { programme: "profissional" });
    await apply(t.app, applicantBody(theCall.id, { email }));
    await apply(t.app, applicantBody(other.id, { email }));
  });

  it("refuses a closed or not-yet-open call (422 call_closed), an unknown call (404), bad fields (400)", async () => {
    const closed = await createCall(t.app, admin, { opensOn: dayFromToday(-20), closesOn: dayFromToday(-1) });
    const future = await createCall(t.app, admin, { opensOn: dayFromToday(1), closesOn: dayFromToday(20) });
    for (const c of [closed, future]) {
      const res = await call(t.app, "/api/inscricoes", { method: "POST", json: applicantBody(c.id) });
      const body = await expectApiError(res, 422);
      expect(body.rule).toBe("call_closed");
      expect(body.message).toContain(c.opensOn);
    }
    const en = await call(t.app, "/api/inscricoes", {
      method: "POST",
      json: applicantBody(closed.id),
      headers: { "accept-language": "en" },
    });
    expect((await expectApiError(en, 422)).message).toBe(
      `The call is not open (from ${closed.opensOn} to ${closed.closesOn}).`,
    );
    await expectApiError(await call(t.app, "/api/inscricoes", { method: "POST", json: applicantBody(999_999) }), 404);
    const bad = await expectApiError(
      await call(t.app, "/api/inscricoes", {
        method: "POST",
        json: { ...applicantBody(theCall.id), email: "nope", birthDate: "2000-02-30", name: "" },
      }),
      400,
    );
    expect(bad.fields).toMatchObject({
      email: "E-mail inválido.",
      birthDate: "Data inválida (AAAA-MM-DD).",
      name: "Campo obrigatório.",
    });
  });
});

describe("the lifecycle and its locks", () => {
  it("rascunho → submetida → em_analise locks → deferida creates the Discente and queues its first-access mail; reversible", async () => {
    const body = applicantBody(theCall.id, { name: "Maria da Conceição Souza" });
    const codigo = await apply(t.app, body);

    // Submission needs every required document, named in the request's language.
    const missing = await expectApiError(await submit(codigo), 422);
    expect(missing).toMatchObject({
      rule: "documents_missing",
      message: "Faltam documentos: Currículo Lattes; Diploma de graduação.",
    });
    const missingEn = await expectApiError(await submit(codigo, { "accept-language": "en" }), 422);
    expect(missingEn.message).toBe("Documents missing: Lattes CV; Undergraduate diploma.");
    await uploadAll(t.app, codigo, ["cv"]);
    expect((await expectApiError(await submit(codigo), 422)).message).toBe("Faltam documentos: Diploma de graduação.");
    await uploadAll(t.app, codigo, ["diploma"]);

    let res = await submit(codigo);
    expect(res.status).toBe(200);
    expect(applicationSchema.parse(await res.json())).toMatchObject({ status: "submetida", editable: true });
    // Corrections while submitted; submitting again adds no history row.
    res = await patch(codigo, { researchArea: "Física estatística", desiredAdvisor: "Prof.ª Ana" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ researchArea: "Física estatística", desiredAdvisor: "Prof.ª Ana" });
    expect((await submit(codigo)).status).toBe(200);
    expect((await get(codigo)).history.map((h) => h.status)).toEqual(["rascunho", "submetida"]);

    // The office's review locks it.
    res = await decide(t.app, admin, codigo, { decision: "em_analise" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "em_analise", editable: false });
    for (const attempt of [
      () => patch(codigo, { name: "X" }),
      () => submit(codigo),
      async () => upload(t.app, codigo, "cv", await samplePdf()),
      () => call(t.app, `/api/inscricoes/${codigo}/documentos/cv`, { method: "DELETE" }),
    ]) {
      const refused = await expectApiError(await attempt(), 422);
      expect(refused).toMatchObject({
        rule: "application_locked",
        message: "A inscrição está em análise e não pode mais ser alterada.",
      });
    }
    const lockedEn = await expectApiError(await patch(codigo, { name: "X" }, { "accept-language": "en" }), 422);
    expect(lockedEn.message).toBe("The application is under review and can no longer be changed.");

    // Approval asks for the idcbpf and the entry term when the e-mail is nobody's.
    const needs = await expectApiError(await decide(t.app, admin, codigo, { decision: "deferida" }), 400);
    expect(Object.keys(needs.fields ?? {}).sort()).toEqual(["entryTerm", "idcbpf"]);
    const taken = await expectApiError(
      await decide(t.app, admin, codigo, { decision: "deferida", idcbpf: "docente", entryTerm: "2027.1" }),
      409,
    );
    expect(taken.message).toBe("Já existe o usuário docente.");
    expect((await get(codigo)).status).toBe("em_analise"); // nothing changed

    res = await decide(t.app, admin, codigo, { decision: "deferida", idcbpf: "maria.souza.zz", entryTerm: "2027.1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "deferida", user: "maria.souza.zz", editable: false });
    const [user] = await t.db.select().from(users).where(eq(users.idcbpf, "maria.souza.zz"));
    expect(user).toMatchObject({
      name: "Maria da Conceição Souza",
      email: body.email,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
      entryTerm: "2027.1",
      locale: "pt",
      passwordTemporary: false,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const tokens = await t.db
      .select()
      .from(firstAccessTokens)
      .where(eq(firstAccessTokens.userId, user?.id ?? 0));
    expect(tokens).toHaveLength(1);
    const mails = await mailsTo(t.db, body.email);
    // The code, then each change of status: submitted, under review, approved (its first-access link).
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Código da sua inscrição: ${codigo}`,
      `Inscrição submetida: ${codigo}`,
      `Inscrição em análise: ${codigo}`,
      "Inscrição deferida: defina sua senha",
    ]);
    expect(mails[1]?.text).toContain(`http://localhost/inscricao/${codigo}`);
    expect(mails[3]?.text).toMatch(/http:\/\/localhost\/primeiro-acesso\/[\w-]{20,}/);
    expect(mails[3]?.text).not.toContain("/en/primeiro-acesso"); // made in Portuguese, mailed in Portuguese
    expect(mails[3]?.text).toContain("maria.souza.zz");
    const created = await lastAudit(t.db, "user", "maria.souza.zz");
    expect(created).toMatchObject({ action: "create", after: expect.objectContaining({ level: "Discente" }) });
    expect(JSON.stringify(created?.after)).not.toContain("argon2");
    const decided = await lastAudit(t.db, "application", codigo);
    expect(decided).toMatchObject({
      action: "decide",
      before: { status: "em_analise", reason: null, user: null },
      after: { status: "deferida", reason: null, user: "maria.souza.zz" },
    });

    // Reversal: a rejection needs its reason, which the history keeps.
    const noReason = await expectApiError(await decide(t.app, admin, codigo, { decision: "indeferida" }), 400);
    expect(noReason.fields).toEqual({ reason: "Informe o motivo." });
    res = await decide(t.app, admin, codigo, { decision: "indeferida", reason: "Documentação incompleta" });
    expect(res.status).toBe(200);
    const rejected = applicationSchema.parse(await res.json());
    expect(rejected.status).toBe("indeferida");
    expect(rejected.history.at(-1)).toMatchObject({ status: "indeferida", reason: "Documentação incompleta" });
    expect(await lastAudit(t.db, "application", codigo)).toMatchObject({
      before: { status: "deferida" },
      after: { status: "indeferida", reason: "Documentação incompleta" },
    });

    const rejectedMail = (await mailsTo(t.db, body.email))[4];
    expect(rejectedMail?.subject).toBe(`Inscrição indeferida: ${codigo}`);
    expect(rejectedMail?.text).toContain("Motivo: Documentação incompleta");

    // Approving again links the account made the first time: no second user, no second link — the
    // mail says to log in with that account.
    res = await decide(t.app, admin, codigo, { decision: "deferida" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "deferida", user: "maria.souza.zz" });
    const everyMail = await mailsTo(t.db, body.email);
    expect(everyMail).toHaveLength(6);
    expect(everyMail[5]?.subject).toBe(`Inscrição deferida: ${codigo}`);
    expect(everyMail[5]?.text).toContain("Entre no Acadêmico com o seu identificador maria.souza.zz.");
    expect(everyMail.filter((mail) => mail.text.includes("/primeiro-acesso/"))).toHaveLength(1);
    expect((await get(codigo)).history.map((h) => h.status)).toEqual([
      "rascunho",
      "submetida",
      "em_analise",
      "deferida",
      "indeferida",
      "deferida",
    ]);
  });

  it("approving an e-mail that belongs to a user links that user and creates nothing", async () => {
    const [discente] = await t.db.select().from(users).where(eq(users.idcbpf, "discente"));
    const codigo = await apply(t.app, applicantBody(theCall.id, { email: discente?.email.toUpperCase() }));
    const before = await t.db.select({ n: count() }).from(users);
    const res = await decide(t.app, admin, codigo, { decision: "deferida" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "deferida", user: "discente" });
    expect(await t.db.select({ n: count() }).from(users)).toEqual(before);
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.userId, discente?.id ?? 0));
    expect(row).toBeDefined();
    // The code, then the approval, naming the account to log in with (no first-access link).
    const mails = await mailsTo(t.db, discente?.email ?? "");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("Entre no Acadêmico com o seu identificador discente.");
    expect(mails[1]?.text).not.toContain("/primeiro-acesso/");
  });

  it("an approval refused for a taken idcbpf names it in the message and under fields.idcbpf, in the request's language", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    const body = { decision: "deferida", idcbpf: "docente", entryTerm: "2027.1" };
    const pt = await expectApiError(await decide(t.app, admin, codigo, body), 409);
    expect(pt).toEqual({ statusCode: 409, message: "Já existe o usuário docente.", fields: { idcbpf: pt.message } });
    const en = await call(t.app, `/api/inscricoes/${codigo}/decisao`, {
      method: "POST",
      json: body,
      cookie: admin,
      headers: { "accept-language": "en" },
    });
    const english = await expectApiError(en, 409);
    expect(english).toEqual({
      statusCode: 409,
      message: "User docente already exists.",
      fields: { idcbpf: english.message },
    });
    const needs = await expectApiError(await decide(t.app, admin, codigo, { decision: "deferida" }), 400);
    expect(needs).toEqual({
      statusCode: 400,
      message: "Alguns campos são inválidos.",
      fields: { idcbpf: "Campo obrigatório.", entryTerm: "Campo obrigatório." },
    });
    expect((await get(codigo)).status).toBe("rascunho");
  });

  it("a closed call refuses corrections and submission (call_closed), and the office's decisions still work", async () => {
    const c = await createCall(t.app, admin);
    const codigo = await apply(t.app, applicantBody(c.id));
    await uploadAll(t.app, codigo);
    const closing = await call(t.app, `/api/chamadas/${c.id}`, {
      method: "PATCH",
      cookie: admin,
      json: { opensOn: dayFromToday(-5), closesOn: dayFromToday(-1) },
    });
    expect(closing.status).toBe(200);
    for (const res of [await patch(codigo, { name: "X" }), await submit(codigo)]) {
      expect((await expectApiError(res, 422)).rule).toBe("call_closed");
    }
    expect(await get(codigo)).toMatchObject({ open: false, editable: false });
    expect((await decide(t.app, admin, codigo, { decision: "indeferida", reason: "Fora do prazo" })).status).toBe(200);
  });

  it("a changed e-mail may not collide with another application of the call (409)", async () => {
    const taken = uniqueEmail();
    await apply(t.app, applicantBody(theCall.id, { email: taken }));
    const codigo = await apply(t.app, applicantBody(theCall.id));
    const res = await patch(codigo, { email: taken.toUpperCase() });
    expect((await expectApiError(res, 409)).message).toContain("Já existe outra inscrição nesta chamada");
    const own = uniqueEmail();
    expect((await patch(codigo, { email: own })).status).toBe(200);
    expect((await patch(codigo, { call: 1 })).status).toBe(400);
  });
});

describe("who may do what", () => {
  it("the office's list: filters, search ignoring case and accents, paging; others refused", async () => {
    const c = await createCall(t.app, admin);
    const names = ["Élcio Zzbusca Prado", "Marta Zzbusca Lins", "Outro Nome"];
    const codes = [];
    for (const name of names) codes.push(await apply(t.app, applicantBody(c.id, { name })));
    await uploadAll(t.app, codes[1] ?? "");
    expect((await submit(codes[1] ?? "")).status).toBe(200);
    const list = async (query: string) => {
      const res = await call(t.app, `/api/inscricoes?call=${c.id}${query}`, { cookie: admin });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        items: { codigo: string; name: string; status: string; documents: number }[];
        total: number;
      };
    };
    expect((await list("")).total).toBe(3);
    expect((await list("&q=ELCIO")).items.map((i) => i.name)).toEqual(["Élcio Zzbusca Prado"]);
    expect((await list("&q=zzbusca")).total).toBe(2);
    expect((await list("&status=submetida")).items).toEqual([
      expect.objectContaining({ codigo: codes[1], status: "submetida", documents: 2 }),
    ]);
    expect((await list("&pageSize=2&page=2")).items).toHaveLength(1);
    expect((await call(t.app, "/api/inscricoes?status=nada", { cookie: admin })).status).toBe(400);

    const expected = EXPECTED_API.inscricoes;
    expect((await call(t.app, "/api/inscricoes")).status).toBe(expected.anonymous);
    for (const level of ["Docente", "Discente"] as const) {
      const cookie = await login(t.app, level.toLowerCase());
      expect((await call(t.app, "/api/inscricoes", { cookie })).status).toBe(expected[level]);
      // Deciding is the office's too; following by code is the same as for a visitor.
      expect((await decide(t.app, cookie, codes[0] ?? "", { decision: "em_analise" })).status).toBe(403);
      expect((await call(t.app, `/api/inscricoes/${codes[0]}`, { cookie })).status).toBe(200);
    }
    expect((await decide(t.app, "", codes[0] ?? "", { decision: "em_analise" })).status).toBe(401);
  });

  it("the office's corrections are audited; the applicant's are not", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    expect((await patch(codigo, { researchArea: "Plasmas" })).status).toBe(200);
    expect(await lastAudit(t.db, "application", codigo)).toBeUndefined();
    const res = await call(t.app, `/api/inscricoes/${codigo}`, {
      method: "PATCH",
      cookie: admin,
      json: { researchArea: "Astrofísica" },
    });
    expect(res.status).toBe(200);
    expect(await lastAudit(t.db, "application", codigo)).toMatchObject({
      action: "update",
      before: { researchArea: "Plasmas" },
      after: { researchArea: "Astrofísica" },
    });
  });

  it("the office decides from any status, including a draft", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    for (const decision of ["em_analise", "indeferida", "em_analise"]) {
      const res = await decide(t.app, admin, codigo, {
        decision,
        ...(decision === "indeferida" ? { reason: "r" } : {}),
      });
      expect(res.status).toBe(200);
    }
    const [row] = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.status, "em_analise")));
    expect(row).toBeDefined();
  });
});

describe("the application's language", () => {
  it("an application made in English gets its first-access mail in English and the new user speaks English", async () => {
    const body = applicantBody(theCall.id, { name: "Zoë Ångström" });
    const res = await call(t.app, "/api/inscricoes", {
      method: "POST",
      json: body,
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(201);
    const { codigo } = (await res.json()) as { codigo: string };
    const approved = await decide(t.app, admin, codigo, {
      decision: "deferida",
      idcbpf: "zoe.angstrom.zz",
      entryTerm: "2027.1",
    });
    expect(approved.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.idcbpf, "zoe.angstrom.zz"));
    expect(user?.locale).toBe("en");
    const mails = await mailsTo(t.db, body.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("Application approved: set your password");
    expect(mails[1]?.text).toMatch(/http:\/\/localhost\/en\/primeiro-acesso\/[\w-]{20,}/);
    expect(mails[1]?.text).toContain("Hello, Zoë Ångström.");
  });
});

describe("the applicant is told every change of status by e-mail", () => {
  it("in the application's language: submitted, back to draft, submitted again, under review, rejected with the reason", async () => {
    const body = applicantBody(theCall.id, { name: "Zoë Ångström" });
    const codigo = await apply(t.app, body, { "accept-language": "en" });
    await uploadAll(t.app, codigo);
    expect((await submit(codigo)).status).toBe(200);
    // Submitting again (nothing changes) and a correction send nothing.
    expect((await submit(codigo)).status).toBe(200);
    expect((await patch(codigo, { researchArea: "Plasmas" })).status).toBe(200);
    // A required document removed: back to a draft.
    expect((await call(t.app, `/api/inscricoes/${codigo}/documentos/cv`, { method: "DELETE" })).status).toBe(200);
    await uploadAll(t.app, codigo, ["cv"]);
    expect((await submit(codigo)).status).toBe(200);
    expect((await decide(t.app, admin, codigo, { decision: "em_analise" })).status).toBe(200);
    // The same decision again is no change: no mail.
    expect((await decide(t.app, admin, codigo, { decision: "em_analise" })).status).toBe(200);
    expect((await decide(t.app, admin, codigo, { decision: "indeferida", reason: "Área sem vagas" })).status).toBe(200);

    const mails = await mailsTo(t.db, body.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your application code: ${codigo}`,
      `Application submitted: ${codigo}`,
      `Application back to draft: ${codigo}`,
      `Application submitted: ${codigo}`,
      `Application under review: ${codigo}`,
      `Application rejected: ${codigo}`,
    ]);
    expect(mails[2]?.text).toContain("a required document is missing");
    expect(mails[5]?.text).toContain("Hello, Zoë Ångström.");
    expect(mails[5]?.text).toContain("Reason: Área sem vagas");
    for (const mail of mails) expect(mail.text).toContain(`http://localhost/en/inscricao/${codigo}`);
  });
});
