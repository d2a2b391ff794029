import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CSV_COLUMNS } from "../../domain/user-input.ts";
import { userProfileSchema } from "../../domain/user-profile.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { demoCpf } from "../db/demo-personal.ts";
import { accessLog, auditLog, personalData, users } from "../db/schema.ts";
import { applicantBody, apply, createCall, decide } from "../inscricoes/test-fixtures.ts";

/**
 * Personal data for CAPES (funding spec §1, §4 P1–P3, P6, §6): the fields' validation, who reads
 * and changes them, the masked audit, statusSince on every path, and the application's copy. This
 * file's users are `zp.*`; CPFs are built from running numbers far from the demo's.
 */
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

let t: TestApp;
let today = "";
const cookies: Record<string, string> = {};
const PASSWORD = "senhaSegura1";
beforeAll(async () => {
  t = await createTestApp();
  today = await todayThere(t.db);
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

const cpf = (n: number) => demoCpf(5_000 + n);
const dotted = (digits: string) =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
const as = (
  who: string,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) => call(t.app, path, { ...init, cookie: cookies[who] ?? who });
const admin = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  as("admin", path, init);

function person(idcbpf: string, extra: Record<string, unknown> = {}) {
  return {
    idcbpf,
    name: `Zp ${idcbpf}`,
    email: `${idcbpf}@example.org`,
    level: "Discente",
    programme: "academico",
    degree: "mestrado",
    ...extra,
  };
}
async function create(body: Record<string, unknown>) {
  const res = await admin("/api/usuarios", { method: "POST", json: body });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return userProfileSchema.strict().parse(((await res.json()) as { user: unknown }).user);
}
async function patchAs(who: string, idcbpf: string, json: Record<string, unknown>) {
  const res = await as(who, `/api/usuarios/${idcbpf}`, { method: "PATCH", json });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return userProfileSchema.strict().parse(((await res.json()) as { user: unknown }).user);
}
async function refusedAs(who: string, idcbpf: string, json: Record<string, unknown>, status: number) {
  return expectApiError(await as(who, `/api/usuarios/${idcbpf}`, { method: "PATCH", json }), status);
}
const stored = async (idcbpf: string) => {
  const [row] = await t.db
    .select({ cpf: personalData.cpf, birthDate: personalData.birthDate, statusSince: users.statusSince })
    .from(users)
    .leftJoin(personalData, eq(personalData.userId, users.id))
    .where(eq(users.idcbpf, idcbpf));
  return row;
};
const audits = (entity: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, out);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      out.add(key);
      keysOf(item, out);
    }
  return out;
}

describe("the fields (POST, PATCH)", () => {
  it("takes a CPF with or without punctuation and answers its digits; upper-cases a passport; stamps statusSince", async () => {
    const created = await create(
      person("zp.cria", {
        cpf: dotted(cpf(1)),
        passport: "ab12345",
        passportCountry: "pt",
        birthDate: "1999-04-02",
        nationality: "BR",
        sex: "feminino",
        race: "parda",
        disability: false,
        affirmativeAction: true,
      }),
    );
    expect(created).toMatchObject({
      cpf: cpf(1),
      passport: "AB12345",
      passportCountry: "PT",
      birthDate: "1999-04-02",
      nationality: "BR",
      sex: "feminino",
      race: "parda",
      disability: false,
      affirmativeAction: true,
      statusSince: today,
    });
    expect(created).not.toHaveProperty("capesCategory");
    const [entry] = await audits("user", "zp.cria");
    expect(entry?.after).toMatchObject({ cpf: "***", birthDate: "***", passport: "***" });
    expect(JSON.stringify(entry)).not.toContain(cpf(1));
    const other = await create(person("zp.cria2", { cpf: cpf(2) }));
    expect(other.cpf).toBe(cpf(2));
  });

  it("refuses each bad field with 400 on it, in the request's language", async () => {
    await create(person("zp.campos"));
    await create(person("zp.doc", { level: "Docente", degree: null }));
    const cases: [string, Record<string, unknown>, string][] = [
      ["zp.campos", { cpf: "123.456.789-00" }, "cpf"],
      ["zp.campos", { cpf: "111.111.111-11" }, "cpf"],
      ["zp.campos", { cpf: "1234567890" }, "cpf"],
      ["zp.campos", { passport: "AB1" }, "passport"],
      ["zp.campos", { passport: "AB123456" }, "passportCountry"],
      ["zp.campos", { passportCountry: "AR" }, "passport"],
      ["zp.campos", { passport: "AB123456", passportCountry: "ZZ" }, "passportCountry"],
      ["zp.campos", { nationality: "Brasil" }, "nationality"],
      ["zp.campos", { birthDate: "2999-01-01" }, "birthDate"],
      ["zp.campos", { birthDate: "1999-02-30" }, "birthDate"],
      ["zp.campos", { statusSince: "2999-01-01" }, "statusSince"],
      ["zp.campos", { sex: "outro" }, "sex"],
      ["zp.campos", { race: "azul" }, "race"],
      ["zp.campos", { capesCategory: "permanente" }, "capesCategory"],
      ["zp.doc", { capesCategory: "titular" }, "capesCategory"],
      ["zp.doc", { workRegime: "livre" }, "workRegime"],
      ["zp.doc", { titulationLevel: "graduacao" }, "titulationLevel"],
      ["zp.doc", { titulationYear: 1949 }, "titulationYear"],
      ["zp.doc", { titulationYear: Number(today.slice(0, 4)) + 1 }, "titulationYear"],
      ["zp.doc", { titulationInstitution: "X".repeat(31) }, "titulationInstitution"],
      ["zp.doc", { titulationCountry: "XX" }, "titulationCountry"],
    ];
    for (const [idcbpf, body, field] of cases) {
      const refused = await refusedAs("admin", idcbpf, body, 400);
      expect(Object.keys(refused.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const pt = await refusedAs("admin", "zp.campos", { cpf: "123" }, 400);
    expect(pt.fields?.cpf).toBe("CPF inválido: 11 dígitos com os dígitos verificadores corretos.");
    const en = await expectApiError(
      await admin("/api/usuarios/zp.campos", {
        method: "PATCH",
        json: { passport: "AB123456" },
        headers: { "accept-language": "en" },
      }),
      400,
    );
    expect(en.fields?.passportCountry).toBe("Enter the country that issued the passport.");
    expect(await stored("zp.campos")).toMatchObject({ cpf: null, birthDate: null });

    const teacher = await patchAs("admin", "zp.doc", {
      capesCategory: "permanente",
      workRegime: "dedicacao_exclusiva",
      titulationLevel: "doutorado",
      titulationYear: 2010,
      titulationInstitution: " UFRJ ",
      titulationCountry: "br",
    });
    expect(teacher).toMatchObject({
      capesCategory: "permanente",
      workRegime: "dedicacao_exclusiva",
      titulationLevel: "doutorado",
      titulationYear: 2010,
      titulationInstitution: "UFRJ",
      titulationCountry: "BR",
    });
    const cleared = await patchAs("admin", "zp.doc", { titulationInstitution: "", capesCategory: null });
    expect(cleared).toMatchObject({ titulationInstitution: null, capesCategory: null });
  });

  it("answers a CPF another user holds with 409 naming nobody, and changes nothing", async () => {
    await create(person("zp.dono", { cpf: cpf(3) }));
    await create(person("zp.outro", { birthDate: "2000-01-01" }));
    const refused = await refusedAs("admin", "zp.outro", { cpf: dotted(cpf(3)), birthDate: "2001-01-01" }, 409);
    expect(refused.message).toBe("CPF já cadastrado.");
    expect(refused.fields).toEqual({ cpf: "CPF já cadastrado." });
    expect(JSON.stringify(refused)).not.toMatch(/zp\.dono|Zp zp\.dono/);
    const en = await expectApiError(
      await admin("/api/usuarios", {
        method: "POST",
        json: person("zp.outro2", { cpf: cpf(3) }),
        headers: { "accept-language": "en" },
      }),
      409,
    );
    expect(en.message).toBe("CPF already registered.");
    expect(await stored("zp.outro")).toMatchObject({ cpf: null, birthDate: "2000-01-01" });
    expect(await stored("zp.outro2")).toBeUndefined();
  });
});

describe("who reads them (P1)", () => {
  let mine = "";
  beforeAll(async () => {
    await create(person("zp.leitor", { cpf: cpf(10), birthDate: "1998-01-01", password: PASSWORD, nationality: "BR" }));
    await create(person("zp.prof", { level: "Docente", degree: null, password: PASSWORD, cpf: cpf(11) }));
    mine = await login(t.app, "zp.leitor", PASSWORD);
    cookies["zp.prof"] = await login(t.app, "zp.prof", PASSWORD);
  });

  it("the person itself and the office read them; another Discente, a Docente, anyone anonymous do not", async () => {
    const own = await as(mine, "/api/usuarios/zp.leitor");
    expect(own.status).toBe(200);
    expect(((await own.json()) as { user: object }).user).toMatchObject({ cpf: cpf(10), birthDate: "1998-01-01" });
    const office = await admin("/api/usuarios/zp.leitor");
    expect(((await office.json()) as { user: object }).user).toMatchObject({ cpf: cpf(10) });
    for (const who of ["discente", "docente", "zp.prof"]) {
      const res = await as(who, "/api/usuarios/zp.leitor");
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain(cpf(10));
    }
    const anonymous = await call(t.app, "/api/usuarios/zp.leitor");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain(cpf(10));
    const teacher = await as("zp.prof", "/api/usuarios/zp.prof");
    expect(((await teacher.json()) as { user: object }).user).toMatchObject({ cpf: cpf(11), capesCategory: null });
  });

  it("audits the office's read of someone else's, not one's own", async () => {
    const before = (await audits("personal_data", "zp.leitor")).length;
    await admin("/api/usuarios/zp.leitor");
    const after = await audits("personal_data", "zp.leitor");
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ action: "read", before: null, after: null });
    await as(mine, "/api/usuarios/zp.leitor");
    expect((await audits("personal_data", "zp.leitor")).length).toBe(before + 1);
  });

  it("lists carry no personal key; the office's q finds an exact CPF typed either way", async () => {
    for (const q of [cpf(10), dotted(cpf(10))]) {
      const res = await admin(`/api/usuarios?q=${encodeURIComponent(q)}`);
      const page = (await res.json()) as { items: { idcbpf: string }[] };
      expect(page.items.map((item) => item.idcbpf)).toEqual(["zp.leitor"]);
      const keys = keysOf(page);
      for (const key of ["cpf", "passport", "birthDate", "race", "statusSince"]) expect(keys.has(key)).toBe(false);
    }
    const partial = (await (await admin(`/api/usuarios?q=${cpf(10).slice(0, 6)}`)).json()) as { total: number };
    expect(partial.total).toBe(0);
  });

  it("no /api/gov answer has a cpf key anywhere", async () => {
    for (const path of [
      "/api/gov/docentes?programme=academico",
      "/api/gov/docentes?programme=profissional",
      "/api/gov/discentes?programme=academico",
      "/api/gov/discentes?programme=profissional",
      "/api/gov/agenda",
      "/api/gov/defesas",
    ]) {
      const res = await call(t.app, path);
      expect(res.status, path).toBe(200);
      const keys = keysOf(await res.json());
      for (const key of ["cpf", "passport", "birthDate", "nationality", "race"])
        expect(keys.has(key), path).toBe(false);
    }
  });

  it("keeps a CPF searched for out of the access log", async () => {
    const visited = `/usuarios?q=${encodeURIComponent(dotted(cpf(10)))}&page=1`;
    expect((await admin(`/api/_log?path=${encodeURIComponent(visited)}`)).status).toBe(204);
    expect((await admin(`/api/_log?path=${encodeURIComponent(`/usuarios?q=${cpf(10)}`)}`)).status).toBe(204);
    const rows = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(2);
    expect(rows.map((row) => row.path)).toEqual(["/usuarios?q=***", "/usuarios?q=***&page=1"]);
    expect(JSON.stringify(rows)).not.toContain(cpf(10).slice(0, 9));
  });
});

describe("who changes them (P2, P3)", () => {
  let mine = "";
  beforeAll(async () => {
    await create(person("zp.proprio", { password: PASSWORD, cpf: cpf(20) }));
    await create(person("zp.docprop", { level: "Docente", degree: null, password: PASSWORD }));
    mine = await login(t.app, "zp.proprio", PASSWORD);
    cookies["zp.docprop"] = await login(t.app, "zp.docprop", PASSWORD);
  });

  it("the person corrects birth date, nationality, sex, race and disability", async () => {
    const changed = await patchAs(mine, "zp.proprio", {
      birthDate: "1997-03-03",
      nationality: "pt",
      sex: "masculino",
      race: "nao_declarada",
      disability: true,
    });
    expect(changed).toMatchObject({
      birthDate: "1997-03-03",
      nationality: "PT",
      sex: "masculino",
      race: "nao_declarada",
      disability: true,
      cpf: cpf(20),
    });
    const [entry] = await audits("user", "zp.proprio");
    expect(entry).toMatchObject({
      action: "update",
      before: { birthDate: "***", nationality: "***", sex: "***", race: "***", disability: "***" },
      after: { birthDate: "***", nationality: "***", sex: "***", race: "***", disability: "***" },
    });
    expect(JSON.stringify(entry)).not.toMatch(/1997|PT|masculino/);
  });

  it("refuses the person's documents, affirmative action, statusSince and CAPES fields with 403, changing nothing", async () => {
    for (const body of [
      { cpf: cpf(21) },
      { passport: "AB12345", passportCountry: "PT" },
      { affirmativeAction: true },
      { statusSince: "2020-01-01" },
      { birthDate: "1990-01-01", cpf: cpf(21) },
    ]) {
      const refused = await refusedAs(mine, "zp.proprio", body, 403);
      expect(refused.message).toBeTruthy();
    }
    const teacherRefused = await refusedAs("zp.docprop", "zp.docprop", { capesCategory: "permanente" }, 403);
    expect(Object.keys(teacherRefused.fields ?? {})).toEqual(["capesCategory"]);
    expect(await stored("zp.proprio")).toMatchObject({ cpf: cpf(20), birthDate: "1997-03-03" });
  });
});

describe("statusSince", () => {
  it("is today at creation and on a status change, the day of a dismissal, and the office's when it corrects it", async () => {
    const created = await create(person("zp.situacao"));
    expect(created.statusSince).toBe(today);
    expect((await patchAs("admin", "zp.situacao", { statusSince: "2020-05-05" })).statusSince).toBe("2020-05-05");
    expect((await patchAs("admin", "zp.situacao", { status: "trancado" })).statusSince).toBe(today);
    const both = await patchAs("admin", "zp.situacao", { status: "ativo", statusSince: "2021-01-01" });
    expect(both).toMatchObject({ status: "ativo", statusSince: "2021-01-01" });
    const res = await admin("/api/usuarios/zp.situacao/desligamento", {
      method: "POST",
      json: { reason: "a_pedido", date: "2024-02-10" },
    });
    expect(res.status).toBe(200);
    expect(await stored("zp.situacao")).toMatchObject({ statusSince: "2024-02-10" });
  });

  it("is today for the CSV import's new users and for those whose status it changes", async () => {
    await create(person("zp.csvmuda"));
    await patchAs("admin", "zp.csvmuda", { statusSince: "2020-01-01" });
    await create(person("zp.csvfica"));
    await patchAs("admin", "zp.csvfica", { statusSince: "2020-01-01" });
    const line = (idcbpf: string, status: string) =>
      CSV_COLUMNS.map(
        (column) =>
          ({
            idcbpf,
            name: `Zp ${idcbpf}`,
            email: `${idcbpf}@example.org`,
            level: "Discente",
            programme: "academico",
            degree: "mestrado",
            status,
            entryTerm: "",
            entryDate: "",
          })[column],
      ).join(",");
    const body = `${CSV_COLUMNS.join(",")}\n${line("zp.csvnovo", "ativo")}\n${line("zp.csvmuda", "trancado")}\n${line("zp.csvfica", "ativo")}\n`;
    const res = await call(t.app, "/api/usuarios/importacao?dryRun=false", {
      method: "POST",
      body,
      headers: { "content-type": "text/csv" },
      cookie: cookies.admin,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored("zp.csvnovo")).toMatchObject({ statusSince: today });
    expect(await stored("zp.csvmuda")).toMatchObject({ statusSince: today });
    expect(await stored("zp.csvfica")).toMatchObject({ statusSince: "2020-01-01" });
  });
});

describe("an approved application's data (P6)", () => {
  it("copies the birth date and a valid CPF no one holds; a CPF held by another is left out, the approval goes on", async () => {
    const theCall = await createCall(t.app, cookies.admin ?? "");
    const first = await apply(
      t.app,
      applicantBody(theCall.id, { documentId: dotted(cpf(30)), birthDate: "1996-06-06" }),
    );
    expect(
      (
        await decide(t.app, cookies.admin ?? "", first, {
          decision: "deferida",
          idcbpf: "zp.aprovada",
          entryTerm: "2027.1",
        })
      ).status,
    ).toBe(200);
    expect(await stored("zp.aprovada")).toMatchObject({ cpf: cpf(30), birthDate: "1996-06-06", statusSince: today });

    const second = await apply(t.app, applicantBody(theCall.id, { documentId: cpf(30), birthDate: "1995-05-05" }));
    expect(
      (
        await decide(t.app, cookies.admin ?? "", second, {
          decision: "deferida",
          idcbpf: "zp.aprovada2",
          entryTerm: "2027.1",
        })
      ).status,
    ).toBe(200);
    expect(await stored("zp.aprovada2")).toMatchObject({ cpf: null, birthDate: "1995-05-05" });

    const passport = await apply(t.app, applicantBody(theCall.id, { documentId: "AB123456" }));
    expect(
      (
        await decide(t.app, cookies.admin ?? "", passport, {
          decision: "deferida",
          idcbpf: "zp.aprovada3",
          entryTerm: "2027.1",
        })
      ).status,
    ).toBe(200);
    expect(await stored("zp.aprovada3")).toMatchObject({ cpf: null, birthDate: "1998-05-20" });
    const [entry] = await audits("user", "zp.aprovada");
    expect(JSON.stringify(entry)).not.toContain(cpf(30));
  });
});

describe("the programmes' CAPES codes (settings)", () => {
  it("reads, sets, refuses a bad code on its field, and clears", async () => {
    const patch = (json: unknown) => admin("/api/configuracoes", { method: "PATCH", json });
    const before = ((await (await admin("/api/configuracoes")).json()) as { capesProgrammeCodes: object })
      .capesProgrammeCodes;
    let res = await patch({ capesProgrammeCodes: { academico: "31001017004p3" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      capesProgrammeCodes: {
        academico: "31001017004P3",
        profissional: (before as { profissional: unknown }).profissional,
      },
    });
    const bad = await expectApiError(await patch({ capesProgrammeCodes: { profissional: "3100101" } }), 400);
    expect(Object.keys(bad.fields ?? {})).toEqual(["capesProgrammeCodes.profissional"]);
    res = await patch({ capesProgrammeCodes: { academico: "" } });
    expect(await res.json()).toMatchObject({ capesProgrammeCodes: { academico: null } });
    res = await patch({ capesProgrammeCodes: before });
    expect(res.status).toBe(200);
  });
});
