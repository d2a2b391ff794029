import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationPageSchema, declarationSchema, verificationSchema } from "../../domain/declaracoes.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";
import { auditLog, users } from "../db/schema.ts";
import { DEMO_INSTITUTION } from "../db/seed.ts";
import { addAttempt, addPastTerm, addSubject, currentTermId } from "../historico/test-fixtures.ts";
import { addPerson, addTaughtOffering, type Person } from "./test-fixtures.ts";

let t: TestApp;
let admin: string;
let proxied: App;
let address = 0;
let s: Record<"ativo" | "trancado" | "egresso" | "inativo" | "idle", Person>;
let teacher: Person;
let coTeacher: Person;
let outsider: Person;
let offers: { current: number; past: number };

beforeAll(async () => {
  t = await createTestApp();
  proxied = t.withEnv({ TRUST_PROXY: "1" });
  admin = await login(t.app, "admin");
  s = {
    ativo: await addPerson(t.db, "zzd-ativo", { name: "Zé Ativo" }),
    trancado: await addPerson(t.db, "zzd-trancado", { status: "trancado" }),
    egresso: await addPerson(t.db, "zzd-egresso", { status: "egresso", degree: "doutorado" }),
    inativo: await addPerson(t.db, "zzd-inativo", { status: "inativo" }),
    idle: await addPerson(t.db, "zzd-idle"),
  };
  teacher = await addPerson(t.db, "zzd-prof", { level: "Docente", name: "Profa. Zélia" });
  coTeacher = await addPerson(t.db, "zzd-coprof", { level: "Docente" });
  outsider = await addPerson(t.db, "zzd-outro", { level: "Docente" });
  const current = await currentTermId(t.db);
  const past = await addPastTerm(t.db, "2001.1");
  const subject = await addSubject(t.db, "ZZD-100", 4, "Óptica");
  const other = await addSubject(t.db, "ZZD-200", 2, "Ondas");
  await addAttempt(t.db, { studentId: s.ativo.id, termId: current, subjectId: subject });
  await addAttempt(t.db, { studentId: s.ativo.id, termId: current, subjectId: other, status: "pendente" });
  await addAttempt(t.db, {
    studentId: s.ativo.id,
    termId: past,
    subjectId: other,
    grade: { concept: "A", attendance: 100, final: true },
  });
  offers = {
    current: await addTaughtOffering(t.db, current, subject, [teacher.id, coTeacher.id]),
    past: await addTaughtOffering(t.db, past, other, [teacher.id]),
  };
});
afterAll(() => t.close());

const issue = (cookie: string | undefined, json: unknown, headers: Record<string, string> = {}) =>
  call(t.app, "/api/declaracoes", { method: "POST", json, ...(cookie ? { cookie } : {}), headers });

async function issued(cookie: string, json: unknown) {
  const res = await issue(cookie, json);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return declarationSchema.strict().parse(await res.json());
}

/** A public look-up from its own address (so the rate limit is not what a test meets). */
function verify(codigo: string, headers: Record<string, string> = {}) {
  address += 1;
  return call(proxied, `/api/autenticacao/${encodeURIComponent(codigo)}`, {
    headers: { "x-forwarded-for": `198.51.100.${address}`, ...headers },
  });
}

describe("issuing: who gets which declaration (PRODUCT §7)", () => {
  it("refuses visitors with 401", async () => {
    await expectApiError(await issue(undefined, { type: "vinculo" }), 401);
    await expectApiError(await call(t.app, "/api/declaracoes"), 401);
  });

  it("historico: a Discente ativo, trancado or egresso for itself, with the CR and credits of the transcript", async () => {
    const mine = await issued(s.ativo.cookie, { type: "historico" });
    expect(mine).toMatchObject({
      type: "historico",
      holder: { idcbpf: "zzd-ativo", name: "Zé Ativo" },
      status: "valida",
    });
    expect(mine.codigo).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
    expect(mine.url).toBe(`http://localhost/autenciacar-declaracao/${mine.codigo}`);
    expect(mine.statement.pt).toContain("obteve 2 créditos, com coeficiente de rendimento (CR) 4,00");
    expect(mine.statement.pt).toContain("conforme as disciplinas relacionadas neste histórico.");
    expect(mine.statement.en).toContain("has earned 2 credits, with grade point average (CR) 4.00");
    // The subjects are the transcript's tables, stored with it and shown by the verification.
    const verified = verificationSchema.parse(await (await verify(mine.codigo)).json());
    const entries = verified.transcript?.terms.flatMap((term) => term.entries) ?? [];
    expect(entries).toContainEqual(
      expect.objectContaining({ code: "ZZD-200", credits: 2, concept: "A", result: "aprovado", transfer: null }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ code: "ZZD-100", credits: 4, concept: null, attendance: null, result: "em_curso" }),
    );
    expect(verified.transcript).toMatchObject({ idcbpf: "zzd-ativo", status: "ativo", creditsEarned: 2, cr: 4 });
    await issued(s.trancado.cookie, { type: "historico" });
    await issued(s.egresso.cookie, { type: "historico" });
  });

  it("a Discente naming another holder → 403; an unknown holder for the office → 404", async () => {
    const res = await issue(s.ativo.cookie, { type: "historico", holder: "zzd-egresso" });
    expect((await expectApiError(res, 403)).message).toBe("Você só pode emitir declarações para si.");
    const unknown = await issue(admin, { type: "vinculo", holder: "zzd-ninguem" });
    expect((await expectApiError(unknown, 404)).message).toBe("Usuário desconhecido: zzd-ninguem.");
  });

  it("matricula: an ativo student with accepted enrolments this term, naming them (not the pending one)", async () => {
    const mine = await issued(s.ativo.cookie, { type: "matricula" });
    expect(mine.statement.pt).toContain("está regularmente matriculado(a) no período letivo");
    expect(mine.statement.pt).toContain("ZZD-100 Óptica (pt) (4 créditos)");
    expect(mine.statement.pt).not.toContain("ZZD-200");
    expect(mine.statement.en).toContain("is duly enrolled in term");
  });

  it("matricula: refused (422 not_eligible, naming why) without accepted enrolments, or when trancado — the office too", async () => {
    const none = await expectApiError(await issue(s.idle.cookie, { type: "matricula" }), 422);
    expect(none.rule).toBe("not_eligible");
    expect(none.message).toMatch(/^Pessoa zzd-idle não tem matrícula deferida no período [0-9]{4}\.[1-6]\.$/);
    const locked = await expectApiError(await issue(s.trancado.cookie, { type: "matricula" }), 422);
    expect(locked.message).toBe(
      "A declaração de matrícula exige situação ativo; a situação de Pessoa zzd-trancado é trancado.",
    );
    const en = await expectApiError(
      await issue(admin, { type: "matricula", holder: "zzd-trancado" }, { "accept-language": "en" }),
      422,
    );
    expect(en.message).toBe(
      "The enrolment declaration requires status ativo; Pessoa zzd-trancado's status is trancado.",
    );
  });

  it("vinculo: states the status truthfully (egresso), in both languages", async () => {
    const mine = await issued(s.egresso.cookie, { type: "vinculo" });
    expect(mine.statement.pt).toBe(
      "Declaramos que Pessoa zzd-egresso (identificador zzd-egresso) é discente do curso de doutorado do Programa " +
        "Acadêmico, com ingresso em 2024.1, e encontra-se egresso(a), tendo concluído o curso.",
    );
    expect(mine.statement.en).toContain("is a graduate, having completed the course");
  });

  it("a Docente gets no student declaration (422); the office may issue historico and vinculo for an inativo student", async () => {
    const res = await issue(teacher.cookie, { type: "vinculo" });
    expect((await expectApiError(res, 422)).message).toContain("não é discente");
    const left = await issued(admin, { type: "vinculo", holder: "zzd-inativo" });
    expect(left.statement.pt).toContain("desligado(a), sem vínculo ativo");
    expect(left.issuedBy?.idcbpf).toBe("admin");
  });

  it("docencia: the responsible teacher (ministra / ministrou) and the co-teacher; not another Docente", async () => {
    const now = await issued(teacher.cookie, { type: "docencia", offering: offers.current });
    expect(now.statement.pt).toContain("ministra, como docente responsável, a disciplina ZZD-100 Óptica (pt)");
    expect(now.statement.en).toContain("teaches, as the responsible teacher, the subject ZZD-100 Óptica (en)");
    expect(now.offering).toMatchObject({ id: offers.current, subject: { code: "ZZD-100" } });
    const before = await issued(teacher.cookie, { type: "docencia", offering: offers.past });
    expect(before.statement.pt).toContain("ministrou, como docente responsável, a disciplina ZZD-200");
    expect(before.statement.pt).toContain("no período letivo 2001.1");
    const co = await issued(coTeacher.cookie, { type: "docencia", offering: offers.current });
    expect(co.statement.pt).toContain("como docente colaborador(a)");
    const refused = await expectApiError(
      await issue(outsider.cookie, { type: "docencia", offering: offers.current }),
      422,
    );
    expect(refused.rule).toBe("not_eligible");
    expect(refused.message).toContain("não é docente da oferta de ZZD-100 Óptica (pt)");
    await expectApiError(
      await issue(outsider.cookie, { type: "docencia", offering: offers.current, holder: "zzd-prof" }),
      403,
    );
    await expectApiError(await issue(teacher.cookie, { type: "docencia", offering: 2_000_000_000 }), 404);
  });

  it("words a refusal in the request's language: the subject's English name, an unknown offering's id", async () => {
    const en = { "accept-language": "en" };
    const refused = await expectApiError(
      await issue(outsider.cookie, { type: "docencia", offering: offers.current }, en),
      422,
    );
    expect(refused.rule).toBe("not_eligible");
    expect(refused.message).toMatch(
      /^Pessoa zzd-outro does not teach the offering of ZZD-100 Óptica \(en\) in [0-9]{4}\.[1-6]\.$/,
    );
    const unknown = await expectApiError(
      await issue(teacher.cookie, { type: "docencia", offering: 2_000_000_000 }),
      404,
    );
    expect(unknown).toEqual({ statusCode: 404, message: "Oferta desconhecida: 2000000000." });
    const stranger = await expectApiError(await issue(admin, { type: "vinculo", holder: "zzd-ninguem" }, en), 404);
    expect(stranger.message).toBe("Unknown user: zzd-ninguem.");
  });

  it("checks the body: docencia needs an offering, the others take none, unknown fields refused", async () => {
    const missing = await expectApiError(await issue(teacher.cookie, { type: "docencia" }), 400);
    expect(missing.fields?.offering).toBe("Informe a oferta da declaração de docência.");
    const extra = await expectApiError(await issue(s.ativo.cookie, { type: "vinculo", offering: 1 }), 400);
    expect(extra.fields?.offering).toBe("Só a declaração de docência se refere a uma oferta.");
    await expectApiError(await issue(s.ativo.cookie, { type: "diploma" }), 400);
    await expectApiError(await issue(s.ativo.cookie, { type: "vinculo", x: 1 }), 400);
  });

  it("the office issues any type for anyone, audited; a user's own issue is not an office decision", async () => {
    const doc = await issued(admin, { type: "docencia", holder: "zzd-coprof", offering: offers.current });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "declaration"), eq(auditLog.entityId, doc.codigo.replace(/-/g, ""))))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ action: "issue", after: { type: "docencia", holder: "zzd-coprof" } });
    const own = await issued(s.idle.cookie, { type: "vinculo" });
    const none = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, own.codigo.replace(/-/g, "")))
      .orderBy(auditLog.id);
    expect(none).toHaveLength(0);
  });
});

describe("what a declaration states stays as issued", () => {
  it("changing the holder's name does not change the verification nor the list", async () => {
    const person = await addPerson(t.db, "zzd-rename", { name: "Antônia Antiga" });
    const mine = await issued(person.cookie, { type: "vinculo" });
    await t.db.update(users).set({ name: "Antônia Nova" }).where(eq(users.id, person.id));
    const res = await verify(mine.codigo);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { holderName: string; statement: { pt: string } };
    expect(body.holderName).toBe("Antônia Antiga");
    expect(body.statement.pt).toContain("Antônia Antiga");
    const list = declarationPageSchema.parse(
      await (await call(t.app, "/api/declaracoes", { cookie: person.cookie })).json(),
    );
    expect(list.items[0]?.holder.name).toBe("Antônia Antiga");
  });
});

describe("listing", () => {
  it("a user sees its own, newest first; another holder → 403; the office filters by holder", async () => {
    const first = await issued(s.trancado.cookie, { type: "vinculo" });
    const second = await issued(s.trancado.cookie, { type: "historico" });
    const own = declarationPageSchema.parse(
      await (await call(t.app, "/api/declaracoes?type=vinculo", { cookie: s.trancado.cookie })).json(),
    );
    expect(own.items.map((item) => item.codigo)).toContain(first.codigo);
    expect(own.items.every((item) => item.holder.idcbpf === "zzd-trancado" && item.type === "vinculo")).toBe(true);
    const all = declarationPageSchema.parse(
      await (await call(t.app, "/api/declaracoes", { cookie: s.trancado.cookie })).json(),
    );
    expect(all.items[0]?.codigo).toBe(second.codigo);
    await expectApiError(await call(t.app, "/api/declaracoes?holder=zzd-ativo", { cookie: s.trancado.cookie }), 403);
    const office = declarationPageSchema.parse(
      await (await call(t.app, "/api/declaracoes?holder=zzd-trancado&pageSize=1", { cookie: admin })).json(),
    );
    expect(office.items).toHaveLength(1);
    expect(office.total).toBeGreaterThanOrEqual(3);
    expect(office.pageSize).toBe(1);
  });
});

describe("the PDF", () => {
  it("is for its holder, its issuer and the office; anyone else gets the same 404 as an unknown code", async () => {
    const doc = await issued(admin, { type: "vinculo", holder: "zzd-idle" });
    const path = `/api/declaracoes/${doc.codigo}/pdf`;
    for (const cookie of [s.idle.cookie, admin]) {
      const res = await call(t.app, path, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="declaracao-vinculo-${doc.codigo}.pdf"`,
      );
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    const other = await expectApiError(await call(t.app, path, { cookie: s.ativo.cookie }), 404);
    const unknown = await expectApiError(
      await call(t.app, "/api/declaracoes/0000-0000-0000-0000-0000-0000-0000/pdf", { cookie: s.ativo.cookie }),
      404,
    );
    expect(other).toEqual(unknown);
    await expectApiError(await call(t.app, path), 401);
    await expectApiError(await call(t.app, `${path}?lang=fr`, { cookie: admin }), 400);
  });
});

describe("revocation", () => {
  it("the office revokes with a reason (audited); the verification shows when and why; twice → 409", async () => {
    const doc = await issued(s.ativo.cookie, { type: "vinculo" });
    const path = `/api/declaracoes/${doc.codigo.toLowerCase()}/revogacao`;
    await expectApiError(
      await call(t.app, path, { method: "POST", json: { reason: "x" }, cookie: s.ativo.cookie }),
      403,
    );
    const blank = await expectApiError(
      await call(t.app, path, { method: "POST", json: { reason: "   " }, cookie: admin }),
      400,
    );
    expect(blank.fields?.reason).toBe("Informe o motivo da revogação.");
    const long = await expectApiError(
      await call(t.app, path, { method: "POST", json: { reason: "a".repeat(501) }, cookie: admin }),
      400,
    );
    expect(long.fields?.reason).toBe("No máximo 500 caracteres.");
    const res = await call(t.app, path, { method: "POST", json: { reason: "  Emitida por engano  " }, cookie: admin });
    expect(res.status).toBe(200);
    const revoked = declarationSchema.parse(await res.json());
    expect(revoked).toMatchObject({ status: "revogada", reason: "Emitida por engano" });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "revoke"), eq(auditLog.entityId, doc.codigo.replace(/-/g, ""))))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({
      before: { status: "valida" },
      after: { status: "revogada", reason: "Emitida por engano" },
    });
    const seen = (await (await verify(doc.codigo)).json()) as Record<string, unknown>;
    expect(seen).toMatchObject({ status: "revogada", reason: "Emitida por engano", revokedAt: revoked.revokedAt });
    const again = await call(t.app, path, { method: "POST", json: { reason: "outra" }, cookie: admin });
    expect((await expectApiError(again, 409)).message).toMatch(/^Esta declaração já foi revogada em .+\.$/);
    const unknown = "/api/declaracoes/0000-0000-0000-0000-0000-0000-0000/revogacao";
    await expectApiError(await call(t.app, unknown, { method: "POST", json: { reason: "x" }, cookie: admin }), 404);
  });

  it("a second revocation names the day of the first as each language writes it", async () => {
    const doc = await issued(s.egresso.cookie, { type: "vinculo" });
    const path = `/api/declaracoes/${doc.codigo}/revogacao`;
    const revoke = (headers: Record<string, string> = {}) =>
      call(t.app, path, { method: "POST", json: { reason: "Engano" }, cookie: admin, headers });
    expect((await revoke()).status).toBe(200);
    const pt = await expectApiError(await revoke(), 409);
    expect(pt.message).toMatch(/^Esta declaração já foi revogada em [0-9]{1,2} de [a-zç]+ de [0-9]{4}\.$/);
    const en = await expectApiError(await revoke({ "accept-language": "en" }), 409);
    expect(en.message).toMatch(/^This declaration was already revoked on [A-Z][a-z]+ [0-9]{1,2}, [0-9]{4}\.$/);
  });
});

describe("public verification", () => {
  it("answers the declaration as issued, however the code is typed", async () => {
    const doc = await issued(s.egresso.cookie, { type: "vinculo" });
    const typed = doc.codigo.toLowerCase().replace(/-/g, " ").replace(/0/g, "o").replace(/1/g, "l");
    const res = await verify(typed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      codigo: doc.codigo,
      type: "vinculo",
      holderName: "Pessoa zzd-egresso",
      issuedAt: doc.issuedAt,
      statement: doc.statement,
      status: "valida",
      timeZone: "America/Sao_Paulo",
      institution: DEMO_INSTITUTION.institutionName,
      signatory: DEMO_INSTITUTION.signatory,
      signatoryTitle: DEMO_INSTITUTION.signatoryTitle,
    });
  });

  it("gives one and the same 404 to unknown and ill-formed codes, in the request's language", async () => {
    const unknown = await expectApiError(await verify("0000-0000-0000-0000-0000-0000-0000"), 404);
    const bad = await expectApiError(await verify("not-a-code"), 404);
    const long = await expectApiError(await verify("x".repeat(300)), 404);
    expect(bad).toEqual(unknown);
    expect(long).toEqual(unknown);
    expect(unknown.message).toBe("Nenhuma declaração com este código. Confira o código impresso.");
    const en = await expectApiError(await verify("nope", { "accept-language": "en" }), 404);
    expect(en.message).toBe("No declaration has this code. Check the printed code.");
  });

  it("counts every look-up: the 11th in a minute from one address is 429 with Retry-After, even for a valid code", async () => {
    const doc = await issued(s.egresso.cookie, { type: "vinculo" });
    const from = (codigo: string, language = "pt") =>
      call(proxied, `/api/autenticacao/${codigo}`, {
        headers: { "x-forwarded-for": "203.0.113.99, 10.0.0.1", "accept-language": language },
      });
    for (let i = 0; i < 5; i++) expect((await from(doc.codigo)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await from("ZZZZ")).status).toBe(404);
    const blocked = await from(doc.codigo);
    const body = await expectApiError(blocked, 429);
    const wait = Number(blocked.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(body.message).toBe(`Muitas consultas de declarações. Tente novamente em ${wait} s.`);
    const en = await expectApiError(await from(doc.codigo, "en"), 429);
    expect(en.message).toMatch(/^Too many declaration look-ups\. Try again in [0-9]+ s\.$/);
    // Another address is not blocked by it.
    expect((await verify(doc.codigo)).status).toBe(200);
  });
});
