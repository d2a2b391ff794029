import { userDetailSchema } from "../../domain/desligamento.ts";
import { userProfileSchema } from "../../domain/user-profile.ts";
import { and, eq } from "drizzle-orm";
import { foldText } from "../../domain/search.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateCanonicalCode } from "../../domain/codes.ts";
import type { User } from "../../domain/users.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, enrolments, offerings, subjects, terms, users } from "../db/schema.ts";

/**
 * The office's side of /api/usuarios: list (search, filters, paging), create, PATCH of every field,
 * status changes and what they do to enrolments. Only the demo logins and this file's own `zz…`
 * users are relied on, never the number of demo users.
 */
// Setup and some tests hash passwords (argon2, ~0.1 s each): generous limits on a loaded machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

type Page = { items: User[]; total: number; page: number; pageSize: number };
const admin = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  call(t.app, path, { ...init, cookie: cookies.admin });

async function list(query: string): Promise<Page> {
  const res = await admin(`/api/usuarios${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}
const ids = (page: Page) => page.items.map((user) => user.idcbpf);

const discente = (idcbpf: string, extra: Record<string, unknown> = {}) => ({
  idcbpf,
  name: `Zz ${idcbpf}`,
  email: `${idcbpf}@example.org`,
  level: "Discente",
  programme: "academico",
  degree: "mestrado",
  ...extra,
});

async function create(body: Record<string, unknown>): Promise<User> {
  const res = await admin("/api/usuarios", { method: "POST", json: body });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return userProfileSchema.strict().parse(((await res.json()) as { user: unknown }).user);
}

async function patch(idcbpf: string, body: Record<string, unknown>): Promise<User> {
  const res = await admin(`/api/usuarios/${idcbpf}`, { method: "PATCH", json: body });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return userProfileSchema.strict().parse(((await res.json()) as { user: unknown }).user);
}

/** A Docente's personal and CAPES fields, none declared. */
const NO_PERSONAL_DATA = [
  "cpf",
  "passport",
  "passportCountry",
  "birthDate",
  "nationality",
  "sex",
  "race",
  "disability",
  "affirmativeAction",
  "capesCategory",
  "workRegime",
  "titulationLevel",
  "titulationYear",
  "titulationInstitution",
  "titulationCountry",
];

const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe("GET /api/usuarios", () => {
  beforeAll(async () => {
    await create(discente("zz.conceicao", { name: "Maria da Conceição Zzlista" }));
    await create(discente("zz.joao", { name: "João Zzlista", programme: "profissional", degree: "doutorado" }));
    await create({ ...discente("zz.docente"), name: "Zzlista Docente", level: "Docente", degree: null });
    await create(discente("zz.egressa", { name: "Egressa Zzlista", status: "egresso" }));
    await create(discente("percent.user", { name: "Cem % Certo" }));
    await create(discente("under_score", { name: "Sub Linha", email: "sub_linha@example.org" }));
    for (const letter of ["a", "b", "c", "d", "e"])
      await create(discente(`zzpage.${letter}`, { name: `Zzpage ${letter}` }));
  });

  it("is for the Administrador only", async () => {
    await expectApiError(await call(t.app, "/api/usuarios", { cookie: cookies.docente }), 403);
    await expectApiError(await call(t.app, "/api/usuarios", { cookie: cookies.discente }), 403);
    await expectApiError(await call(t.app, "/api/usuarios"), 401);
  });

  it("searches name, idcbpf and e-mail without regard to case or accents", async () => {
    expect(ids(await list("?q=conceicao"))).toEqual(["zz.conceicao"]);
    expect(ids(await list(`?q=${encodeURIComponent("CONCEIÇÃO")}`))).toEqual(["zz.conceicao"]);
    expect(ids(await list(`?q=${encodeURIComponent("joão zz")}`))).toEqual(["zz.joao"]);
    expect(ids(await list("?q=ZZ.JOAO%40EXAMPLE"))).toEqual(["zz.joao"]);
    expect(ids(await list("?q=secretaria%40"))).toContain("admin");
    expect((await list("?q=zzlista")).total).toBe(4);
  });

  it("treats % and _ in the search as text", async () => {
    expect(ids(await list("?q=%25"))).toEqual(["percent.user"]);
    expect(ids(await list("?q=b_l"))).toEqual(["under_score"]);
  });

  it("filters by level, programme, degree and status, with the search", async () => {
    expect(ids(await list("?q=zzlista&level=Docente"))).toEqual(["zz.docente"]);
    expect(ids(await list("?q=zzlista&programme=profissional"))).toEqual(["zz.joao"]);
    expect(ids(await list("?q=zzlista&degree=doutorado"))).toEqual(["zz.joao"]);
    expect(ids(await list("?q=zzlista&status=egresso"))).toEqual(["zz.egressa"]);
    expect(ids(await list("?q=zzlista&level=Discente&programme=academico&degree=mestrado&status=ativo"))).toEqual([
      "zz.conceicao",
    ]);
    for (const user of (await list("?level=Docente&pageSize=100")).items) expect(user.level).toBe("Docente");
  });

  it("pages on the server, ordered by the folded name then idcbpf; a page past the end has no items and the true total", async () => {
    expect(await list("?q=zzpage&pageSize=2&page=2")).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(ids(await list("?q=zzpage&pageSize=2&page=2"))).toEqual(["zzpage.c", "zzpage.d"]);
    expect(ids(await list("?q=zzpage&pageSize=2&page=3"))).toEqual(["zzpage.e"]);
    expect(await list("?q=zzpage&pageSize=2&page=999")).toMatchObject({ items: [], total: 5, page: 999 });
    const all = await list("?pageSize=100");
    // By name without regard to accents or case ("Élida" between "Eduardo" and "Fábio").
    const names = all.items.map((user) => foldText(user.name));
    expect(names).toEqual([...names].sort());
    expect(all.pageSize).toBe(100);
    expect((await list("")).pageSize).toBe(20);
  });

  it("refuses bad parameters with 400 naming each field and the limit, in the request's language", async () => {
    for (const query of ["?pageSize=0", "?pageSize=101", "?page=abc", "?level=Reitor", "?degree=x", "?page=1.5"]) {
      await expectApiError(await admin(`/api/usuarios${query}`), 400);
    }
    const both = await expectApiError(await admin("/api/usuarios?level=Reitor&status=x"), 400);
    expect(Object.keys(both.fields ?? {}).sort()).toEqual(["level", "status"]);
    const long = await expectApiError(await admin(`/api/usuarios?q=${"x".repeat(101)}`), 400);
    expect(long.fields?.q).toBe("No máximo 100 caracteres.");
    const en = await expectApiError(
      await admin(`/api/usuarios?q=${"x".repeat(5000)}`, { headers: { "accept-language": "en" } }),
      400,
    );
    expect(en.fields?.q).toBe("At most 100 characters.");
  });
});

describe("POST /api/usuarios", () => {
  it("creates a user (201, the GET shape) with or without a password, and audits it without any hash", async () => {
    const user = await create(
      discente("zz.nova", {
        name: "  Nova Zz  ",
        entryTerm: "2026.1",
        lattes: "http://lattes.cnpq.br/1",
        password: "segredo123",
      }),
    );
    expect(user).toMatchObject({ idcbpf: "zz.nova", name: "Nova Zz", status: "ativo", entryTerm: "2026.1" });
    expect(user.mustChangePassword).toBe(false);
    const got = await admin("/api/usuarios/zz.nova");
    expect(((await got.json()) as { user: User }).user).toEqual(user);
    await login(t.app, "zz.nova", "segredo123");

    const teacher = await create({
      idcbpf: "zz.prof",
      name: "Prof Zz",
      email: "prof.zz@example.org",
      level: "Docente",
      programme: "profissional",
    });
    expect(teacher).toMatchObject({ degree: null, locale: null, lattes: null });
    const office = await create({
      idcbpf: "zz.sec",
      name: "Sec Zz",
      email: "sec.zz@example.org",
      level: "Administrador",
    });
    expect(office).toMatchObject({ programme: null, degree: null });

    const [entry] = await auditOf("zz.nova");
    expect(entry).toMatchObject({ action: "create", before: null, after: userDetailSchema.parse(user) });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|segredo/);
  });

  it("refuses fields that do not fit the level, naming the field", async () => {
    const noDegree = await expectApiError(
      await admin("/api/usuarios", { method: "POST", json: discente("zz.semgrau", { degree: null }) }),
      400,
    );
    expect(noDegree.fields).toEqual({ degree: "Campo obrigatório." });
    const officeWithProgramme = await expectApiError(
      await admin("/api/usuarios", {
        method: "POST",
        json: { idcbpf: "zz.sec2", name: "S", email: "s2@example.org", level: "Administrador", programme: "academico" },
        headers: { "accept-language": "en" },
      }),
      400,
    );
    expect(officeWithProgramme.fields).toEqual({ programme: "Does not apply to this level." });
    const bad = await expectApiError(
      await admin("/api/usuarios", {
        method: "POST",
        json: discente("Bad Id!", { email: "nope", lattes: "ftp://x", entryTerm: "2026.9", password: "short" }),
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["email", "entryTerm", "idcbpf", "lattes", "password"]);
  });

  it("answers 409 for an idcbpf or an e-mail (in any case) that exists", async () => {
    await create(discente("zz.dup"));
    const sameId = await expectApiError(
      await admin("/api/usuarios", { method: "POST", json: discente("zz.dup", { email: "other.dup@example.org" }) }),
      409,
    );
    expect(sameId.message).toBe("Já existe o usuário zz.dup.");
    expect(sameId.fields).toEqual({ idcbpf: sameId.message });
    const sameEmail = await expectApiError(
      await admin("/api/usuarios", {
        method: "POST",
        json: discente("zz.dup2", { email: "ZZ.DUP@Example.org" }),
        headers: { "accept-language": "en-US" },
      }),
      409,
    );
    expect(sameEmail.message).toBe("The e-mail ZZ.DUP@Example.org already belongs to another user.");
    expect(sameEmail.fields).toEqual({ email: sameEmail.message });
  });

  it("is the office's alone", async () => {
    const body = discente("zz.intruso");
    await expectApiError(
      await call(t.app, "/api/usuarios", { method: "POST", json: body, cookie: cookies.docente }),
      403,
    );
    await expectApiError(
      await call(t.app, "/api/usuarios", { method: "POST", json: body, cookie: cookies.discente }),
      403,
    );
    await expectApiError(await call(t.app, "/api/usuarios", { method: "POST", json: body }), 401);
    expect(await t.db.select().from(users).where(eq(users.idcbpf, "zz.intruso"))).toEqual([]);
  });

  it("has no DELETE: nobody is removed", async () => {
    await create(discente("zz.fica"));
    const res = await admin("/api/usuarios/zz.fica", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect((await admin("/api/usuarios/zz.fica")).status).toBe(200);
  });
});

describe("PATCH /api/usuarios/{idcbpf} by the office", () => {
  it("changes every field and audits before and after", async () => {
    await create(discente("zz.muda", { name: "Antes Zz" }));
    const changed = await patch("zz.muda", {
      name: "Depois Zz",
      email: "depois.zz@example.org",
      level: "Docente",
      programme: "profissional",
      degree: null,
      status: "inativo",
      entryTerm: "2024.2",
      lattes: "https://lattes.cnpq.br/2",
      researchArea: "Óptica quântica",
      locale: "en",
      password: "novaSenha123",
    });
    expect(changed).toEqual({
      idcbpf: "zz.muda",
      name: "Depois Zz",
      email: "depois.zz@example.org",
      level: "Docente",
      programme: "profissional",
      degree: null,
      status: "inativo",
      entryTerm: "2024.2",
      lattes: "https://lattes.cnpq.br/2",
      researchArea: "Óptica quântica",
      locale: "en",
      mustChangePassword: false,
      emailNotifications: true,
      entryDate: null,
      dismissal: null,
      ...Object.fromEntries(NO_PERSONAL_DATA.map((field) => [field, null])),
      statusSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const back = await patch("zz.muda", { status: "ativo", lattes: "", locale: null, researchArea: "" });
    expect(back).toMatchObject({ status: "ativo", lattes: null, locale: null, researchArea: null });
    await login(t.app, "zz.muda", "novaSenha123");

    const entries = await auditOf("zz.muda");
    const update = entries.find((entry) => entry.action === "update");
    expect(update?.before).toMatchObject({ name: "Antes Zz", level: "Discente", degree: "mestrado", status: "ativo" });
    expect(update?.after).toMatchObject({ name: "Depois Zz", level: "Docente", degree: null, status: "inativo" });
    expect(update?.before).not.toHaveProperty("idcbpf");
    expect(entries.map((entry) => entry.action)).toContain("password_change");
    expect(JSON.stringify(entries)).not.toMatch(/argon2|novaSenha/);
  });

  it("checks the merged user against its level, naming the field", async () => {
    await create(discente("zz.nivel"));
    const res = await expectApiError(
      await admin("/api/usuarios/zz.nivel", { method: "PATCH", json: { level: "Administrador" } }),
      400,
    );
    expect(res.fields).toEqual({ programme: "Não se aplica a este nível." });
    const noDegree = await expectApiError(
      await admin("/api/usuarios/zz.nivel", { method: "PATCH", json: { degree: null } }),
      400,
    );
    expect(noDegree.fields).toEqual({ degree: "Campo obrigatório." });
    expect(await patch("zz.nivel", { level: "Administrador", programme: null, degree: null })).toMatchObject({
      level: "Administrador",
    });
  });

  it("refuses unknown fields, an idcbpf change, an e-mail of someone else (409) and unknown users (404)", async () => {
    await create(discente("zz.campos"));
    await create(discente("zz.outro"));
    const extra = await expectApiError(
      await admin("/api/usuarios/zz.campos", { method: "PATCH", json: { idcbpf: "x1" } }),
      400,
    );
    // The unknown field is named: the idcbpf is fixed once created.
    expect(extra.fields).toEqual({ idcbpf: "Campo não aceito aqui." });
    const taken = await expectApiError(
      await admin("/api/usuarios/zz.campos", { method: "PATCH", json: { email: "ZZ.Outro@example.ORG" } }),
      409,
    );
    expect(taken.fields).toHaveProperty("email");
    await expectApiError(await admin("/api/usuarios/zz.ninguem", { method: "PATCH", json: { name: "X" } }), 404);
  });

  it("ends the sessions of someone made inativo", async () => {
    await create(discente("zz.sai", { password: "senhaSai123" }));
    const theirs = await login(t.app, "zz.sai", "senhaSai123");
    expect((await call(t.app, "/api/usuarios/zz.sai", { cookie: theirs })).status).toBe(200);
    await patch("zz.sai", { status: "inativo" });
    await expectApiError(await call(t.app, "/api/usuarios/zz.sai", { cookie: theirs }), 401);
  });
});

describe("a student's status change (PRODUCT §7)", () => {
  it("drops its current-term pending and accepted enrolments, removes its waiting ones, leaves other terms alone", async () => {
    const student = await create(discente("zz.tranca"));
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, student.idcbpf));
    const studentId = row?.id ?? 0;
    const [current] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
    const [old] = await t.db
      .insert(terms)
      .values({
        code: "1999.1",
        startDate: "1999-03-01",
        endDate: "1999-07-01",
        offeringStart: "1999-01-04",
        offeringEnd: "1999-01-29",
        enrolmentStart: "1999-02-08",
        enrolmentEnd: "1999-02-19",
        dropDeadline: "1999-03-26",
        gradeDeadline: "1999-07-30",
      })
      .returning({ id: terms.id });
    const subjectIds = await t.db
      .insert(subjects)
      .values(
        ["ZZT-901", "ZZT-902", "ZZT-903", "ZZT-904", "ZZT-905"].map((code) => ({
          code,
          namePt: code,
          nameEn: code,
          credits: 4,
          hours: 60,
        })),
      )
      .returning({ id: subjects.id });
    // `taken` counts the seats the plan's held enrolments occupy, as the enrolment rules keep it.
    const offeringIn = async (termId: number, index: number, taken: number) => {
      const [offering] = await t.db
        .insert(offerings)
        .values({ termId, subjectId: subjectIds[index]?.id ?? 0, capacity: 10, taken })
        .returning({ id: offerings.id });
      return offering?.id ?? 0;
    };
    const plan = [
      { term: current?.id ?? 0, status: "pendente", expected: "trancada" },
      { term: current?.id ?? 0, status: "deferida", expected: "trancada" },
      { term: current?.id ?? 0, status: "em_espera", expected: null },
      { term: current?.id ?? 0, status: "indeferida", expected: "indeferida" },
      { term: old?.id ?? 0, status: "deferida", expected: "deferida" },
    ] as const;
    const codigos: string[] = [];
    for (const [index, step] of plan.entries()) {
      const codigo = generateCanonicalCode();
      codigos.push(codigo);
      await t.db.insert(enrolments).values({
        codigo,
        studentId,
        offeringId: await offeringIn(
          step.term,
          index,
          step.status === "pendente" || step.status === "deferida" ? 1 : 0,
        ),
        status: step.status,
      });
    }

    await patch("zz.tranca", { status: "trancado" });
    for (const [index, step] of plan.entries()) {
      const [found] = await t.db
        .select({ status: enrolments.status })
        .from(enrolments)
        .where(eq(enrolments.codigo, codigos[index] ?? ""));
      expect(found?.status ?? null, `${step.status} in ${step.term === current?.id ? "current" : "old"} term`).toBe(
        step.expected,
      );
    }
    const effects = (await auditOf("zz.tranca")).find((entry) => entry.action === "status_effects");
    expect(effects?.after).toMatchObject({ status: "trancado", withdrawal: { dropped: 2, leftWaitlists: 1 } });
  });
});
