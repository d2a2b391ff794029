import { and, asc, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAnswer } from "../../domain/paging.ts";
import { subjectSchema, type Subject } from "../../domain/subjects.ts";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { auditLog, users } from "../db/schema.ts";

/**
 * The catalogue's API on both databases. Only the demo logins are relied on; every subject
 * asserted on is created here with a `ZZT-` code, so the demo catalogue may grow freely.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
  for (const subject of FIXTURES) expect((await post(subject)).status, subject.code).toBe(201);
  // A fresh database, the demo seed and three argon2 logins: seconds on a busy machine, not a timing claim.
}, 60_000);
afterAll(() => t.close());

const FIXTURES = [
  {
    code: "zzt-901",
    name: { pt: "Eletrodinâmica Avançada", en: "Advanced Electrodynamics" },
    syllabus: { pt: "Equações de Maxwell.", en: "Maxwell's equations." },
    credits: 4,
    hours: 60,
    programme: "academico",
    level: "doutorado",
  },
  { code: "ZZT-902", name: { pt: "Óptica Quântica", en: "Quantum Optics" }, credits: 2, hours: 30 },
  {
    code: "ZZT-903",
    name: { pt: "Seminários de Instrumentação", en: "Instrumentation Seminars" },
    credits: 1,
    hours: 15,
    programme: "profissional",
    level: "mestrado",
    repeatable: true,
    active: false,
  },
];

type Who = "admin" | "docente" | "discente" | "anonymous";
const headers = (lang?: string): Record<string, string> => (lang ? { "accept-language": lang } : {});
const as = (who: Who) => (who === "anonymous" ? {} : { cookie: cookies[who] });
const get = (path: string, who: Who = "discente", lang?: string) =>
  call(t.app, path, { ...as(who), headers: headers(lang) });
function post(json: unknown, who: Who = "admin", lang?: string) {
  return call(t.app, "/api/disciplinas", { method: "POST", json, ...as(who), headers: headers(lang) });
}
function patch(code: string, json: unknown, who: Who = "admin", lang?: string) {
  return call(t.app, `/api/disciplinas/${code}`, { method: "PATCH", json, ...as(who), headers: headers(lang) });
}
const minimal = (code: string, prerequisites: string[] = []) => ({
  code,
  name: { pt: `Disciplina ${code}`, en: `Subject ${code}` },
  credits: 2,
  hours: 30,
  prerequisites,
});

const subjectPage = pageAnswer(subjectSchema.strict()).strict();
async function list(query: string, who: Who = "discente") {
  const res = await get(`/api/disciplinas${query}`, who);
  expect(res.status, query).toBe(200);
  return subjectPage.parse(await res.json());
}
const codes = (page: { items: Subject[] }) => page.items.map((item) => item.code);
async function audits(code: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "subject"), eq(auditLog.entityId, code)))
    .orderBy(asc(auditLog.id));
}

describe("who may read and write the catalogue", () => {
  it("lets every logged-in level read, and refuses anonymous visitors", async () => {
    for (const who of ["admin", "docente", "discente"] as const) {
      expect((await get("/api/disciplinas", who)).status, who).toBe(200);
      expect((await get("/api/disciplinas/ZZT-901", who)).status, who).toBe(200);
    }
    const anonymous = await expectApiError(await get("/api/disciplinas", "anonymous"), 401);
    expect(anonymous.message).toBe("Faça login para continuar.");
    await expectApiError(await get("/api/disciplinas/ZZT-901", "anonymous", "en-US"), 401);
  });

  it("lets only the Administrador write, as the access matrix says", async () => {
    const expected = EXPECTED_API.disciplinasEscrita;
    expect(expected.path).toBe("/api/disciplinas (POST)");
    await expectApiError(await post(minimal("ZZT-950"), "anonymous"), expected.anonymous);
    await expectApiError(await post(minimal("ZZT-950"), "docente"), expected.Docente);
    const refused = await expectApiError(await post(minimal("ZZT-950"), "discente", "en-US"), expected.Discente);
    expect(refused.message).toBe("You do not have access to this.");
    await expectApiError(await patch("ZZT-902", { credits: 9 }, "docente"), 403);
    await expectApiError(await patch("ZZT-902", { credits: 9 }, "discente"), 403);
    await expectApiError(await patch("ZZT-902", { credits: 9 }, "anonymous"), 401);
    expect((await post(minimal("ZZT-950"), "admin")).status).toBe(201);
    expect((await list("?q=ZZT-902")).items[0]?.credits).toBe(2);
  });
});

describe("GET /api/disciplinas", () => {
  it("answers each subject in the §8 shape, ordered by code", async () => {
    const page = await list("?q=zzt-90");
    expect(codes(page)).toEqual(["ZZT-901", "ZZT-902", "ZZT-903"]);
    expect(page.items[0]).toEqual({
      code: "ZZT-901",
      name: { pt: "Eletrodinâmica Avançada", en: "Advanced Electrodynamics" },
      syllabus: { pt: "Equações de Maxwell.", en: "Maxwell's equations." },
      credits: 4,
      hours: 60,
      programme: "academico",
      level: "doutorado",
      prerequisites: [],
      repeatable: false,
      active: true,
    });
    expect(page.items[1]).toMatchObject({ programme: null, level: null, syllabus: { pt: "", en: "" } });
  });

  it("searches accent- and case-insensitively, each word anywhere in the code or a name", async () => {
    // The demo catalogue has subjects about electricity too: only ours are asserted on exactly.
    for (const q of ["eletrodinamica avan", "ELETRO", "avançada eletro", "ELETRODINÂMICA", "electrodynamics"]) {
      const found = codes(await list(`?q=${encodeURIComponent(q)}&pageSize=100`));
      expect(found, q).toContain("ZZT-901");
      expect(found, q).not.toContain("ZZT-902");
      expect(codes(await list(`?q=${encodeURIComponent(`zzt ${q}`)}`)), q).toEqual(["ZZT-901"]);
    }
    expect(codes(await list(`?q=${encodeURIComponent("ZZT optica quant")}`))).toEqual(["ZZT-902"]);
    expect((await list(`?q=${encodeURIComponent("eletro%")}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent("zzt_90")}`)).total).toBe(0);
  });

  it("filters by programme and level (that one or both) and by active", async () => {
    expect(codes(await list("?q=zzt-90&programme=academico"))).toEqual(["ZZT-901", "ZZT-902"]);
    expect(codes(await list("?q=zzt-90&programme=profissional"))).toEqual(["ZZT-902", "ZZT-903"]);
    expect(codes(await list("?q=zzt-90&level=mestrado"))).toEqual(["ZZT-902", "ZZT-903"]);
    expect(codes(await list("?q=zzt-90&level=doutorado"))).toEqual(["ZZT-901", "ZZT-902"]);
    expect(codes(await list("?q=zzt-90&active=false"))).toEqual(["ZZT-903"]);
    expect(codes(await list("?q=zzt-90&active=true"))).toEqual(["ZZT-901", "ZZT-902"]);
    expect(codes(await list("?q=zzt-90&programme=academico&level=mestrado&active=true"))).toEqual(["ZZT-902"]);
    expect(codes(await list("?codes=zzt-903,ZZT-901"))).toEqual(["ZZT-901", "ZZT-903"]);
  });

  it("pages on the server; a page past the end has no items and the true total", async () => {
    const first = await list("?q=zzt-90&pageSize=2");
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(codes(first)).toEqual(["ZZT-901", "ZZT-902"]);
    expect(codes(await list("?q=zzt-90&pageSize=2&page=2"))).toEqual(["ZZT-903"]);
    expect(await list("?q=zzt-90&pageSize=2&page=99")).toEqual({ items: [], total: 3, page: 99, pageSize: 2 });
  });

  it("refuses bad filters with 400 naming the field and its limit", async () => {
    const long = await expectApiError(await get(`/api/disciplinas?q=${"a".repeat(101)}`), 400);
    expect(long.fields?.q).toBe("No máximo 100 caracteres.");
    const en = await expectApiError(await get(`/api/disciplinas?q=${"a".repeat(101)}`, "discente", "en-US"), 400);
    expect(en.fields?.q).toBe("At most 100 characters.");
    expect((await expectApiError(await get("/api/disciplinas?programme=both"), 400)).fields?.programme).toBeDefined();
    expect((await expectApiError(await get("/api/disciplinas?active=yes"), 400)).fields?.active).toBeDefined();
    expect((await expectApiError(await get("/api/disciplinas?pageSize=101"), 400)).fields?.pageSize).toBe(
      "O máximo é 100.",
    );
    await expectApiError(await get("/api/disciplinas?codes=not-a-code"), 400);
  });

  it("costs the same few queries whatever the page size", async () => {
    let queries = 0;
    const logger = { logQuery: () => void queries++ };
    const db = (
      t.handle.kind === "pglite"
        ? drizzlePglite({ client: t.handle.client, schema, logger })
        : drizzlePg({ client: t.handle.pool, schema, logger })
    ) as Database;
    const app = t.withEnv({}, { db });
    const count = async (pageSize: number) => {
      queries = 0;
      const res = await call(app, `/api/disciplinas?pageSize=${pageSize}`, { cookie: cookies.discente });
      expect(res.status).toBe(200);
      expect(subjectPage.parse(await res.json()).items.length).toBeGreaterThan(pageSize === 2 ? 1 : 3);
      return queries;
    };
    await count(2); // warm-up: the session's own bookkeeping
    const small = await count(2);
    expect(await count(100)).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
  });
});

describe("GET /api/disciplinas/{code}", () => {
  it("answers one subject, its code in any case", async () => {
    const res = await get("/api/disciplinas/zzt-901");
    expect(res.status).toBe(200);
    expect(subjectSchema.strict().parse(await res.json())).toMatchObject({ code: "ZZT-901", credits: 4 });
  });

  it("answers 404 for an unknown code and 400 for a malformed one", async () => {
    const unknown = await expectApiError(await get("/api/disciplinas/ZZT-999", "discente", "en-US"), 404);
    expect(unknown.message).toBe("Not found.");
    const bad = await expectApiError(await get("/api/disciplinas/nada"), 400);
    expect(bad.fields?.code).toMatch(/^Código inválido/);
  });
});

describe("POST /api/disciplinas", () => {
  it("creates a subject, answers 201 in the GET shape and audits it", async () => {
    const res = await post({ ...minimal("zzt-904", ["ZZT-902", "zzt-901"]), repeatable: true });
    expect(res.status).toBe(201);
    const created = subjectSchema.strict().parse(await res.json());
    expect(created).toMatchObject({ code: "ZZT-904", prerequisites: ["ZZT-901", "ZZT-902"], repeatable: true });
    expect(await (await get("/api/disciplinas/ZZT-904")).json()).toEqual(created);
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
    const [entry, ...more] = await audits("ZZT-904");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: admin?.id, action: "create", before: null, after: created });
  });

  it("refuses invalid fields with 400, each named, in the request's language", async () => {
    const pt = await expectApiError(
      await post({ ...minimal("fis501"), credits: -1, name: { pt: "x".repeat(201), en: "" } }),
      400,
    );
    expect(pt.message).toBe("Alguns campos são inválidos.");
    expect(pt.fields).toMatchObject({
      code: "Código inválido: use letras maiúsculas, hífen e números (ex.: FIS-501).",
      credits: "O mínimo é 0.",
      "name.pt": "No máximo 200 caracteres.",
      "name.en": "Campo obrigatório.",
    });
    const en = await expectApiError(
      await post({ ...minimal("ZZT-960"), hours: 1.5, name: { pt: "a", en: "x".repeat(201) } }, "admin", "en-US"),
      400,
    );
    expect(en.fields).toMatchObject({ "name.en": "At most 200 characters.", hours: "Use a whole number." });
    const missing = await expectApiError(await post({ code: "ZZT-960" }), 400);
    expect(missing.fields).toMatchObject({ name: "Campo obrigatório.", credits: "Campo obrigatório." });
    const twice = await expectApiError(await post(minimal("ZZT-960", ["ZZT-901", "zzt-901"])), 400);
    expect(twice.fields?.prerequisites).toBe("Um pré-requisito aparece duas vezes.");
    expect((await get("/api/disciplinas/ZZT-960")).status).toBe(404);
  });

  it("answers 409 subject_exists for a code already taken, whatever its case", async () => {
    const pt = await expectApiError(await post(minimal("zzt-901")), 409);
    expect(pt.message).toBe("Já existe a disciplina ZZT-901.");
    const en = await expectApiError(await post(minimal("ZZT-901"), "admin", "en-US"), 409);
    expect(en.message).toBe("Subject ZZT-901 already exists.");
    expect((await list("?q=zzt-901")).items[0]?.name.pt).toBe("Eletrodinâmica Avançada");
  });

  it("answers 422 prerequisite_unknown naming the code, and writes nothing", async () => {
    const pt = await expectApiError(await post(minimal("ZZT-961", ["ZZT-901", "ZZT-998"])), 422);
    expect(pt).toMatchObject({ rule: "prerequisite_unknown", message: "Pré-requisito desconhecido: ZZT-998." });
    const en = await expectApiError(await post(minimal("ZZT-961", ["ZZT-998"]), "admin", "en-US"), 422);
    expect(en.message).toBe("Unknown prerequisite: ZZT-998.");
    expect((await get("/api/disciplinas/ZZT-961")).status).toBe(404);
    expect(await audits("ZZT-961")).toEqual([]);
  });

  it("refuses a subject that requires itself as a cycle", async () => {
    const res = await expectApiError(await post(minimal("ZZT-962", ["ZZT-962"])), 422);
    expect(res).toMatchObject({ rule: "prerequisite_cycle", message: "Pré-requisitos em ciclo: ZZT-962 → ZZT-962." });
  });
});

describe("PATCH /api/disciplinas/{code}", () => {
  it("changes the given fields, keeps the code, and audits before and after", async () => {
    expect((await post(minimal("ZZT-905"))).status).toBe(201);
    const before = subjectSchema.parse(await (await get("/api/disciplinas/ZZT-905")).json());
    const res = await patch("zzt-905", {
      name: { pt: "Mecânica Estatística", en: "Statistical Mechanics" },
      credits: 6,
      level: "mestrado",
      prerequisites: ["zzt-902"],
    });
    expect(res.status).toBe(200);
    const after = subjectSchema.strict().parse(await res.json());
    expect(after).toEqual({
      ...before,
      name: { pt: "Mecânica Estatística", en: "Statistical Mechanics" },
      credits: 6,
      level: "mestrado",
      prerequisites: ["ZZT-902"],
    });
    const entries = await audits("ZZT-905");
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(entries[1]).toMatchObject({ before, after });

    // The same values again change nothing, so nothing more is audited.
    expect((await patch("ZZT-905", { credits: 6, prerequisites: ["ZZT-902"] })).status).toBe(200);
    expect((await patch("ZZT-905", {})).status).toBe(200);
    expect(await audits("ZZT-905")).toHaveLength(2);
    // Emptying the prerequisites.
    expect(subjectSchema.parse(await (await patch("ZZT-905", { prerequisites: [] })).json()).prerequisites).toEqual([]);
  });

  it("deactivates and reactivates: the subject stays, shown as inactive", async () => {
    expect((await post(minimal("ZZT-906"))).status).toBe(201);
    const off = await patch("ZZT-906", { active: false });
    expect(off.status).toBe(200);
    expect(subjectSchema.parse(await off.json()).active).toBe(false);
    expect(codes(await list("?q=zzt-906"))).toEqual(["ZZT-906"]);
    expect(codes(await list("?q=zzt-906&active=false"))).toEqual(["ZZT-906"]);
    expect((await patch("ZZT-906", { active: true })).status).toBe(200);
    const entries = await audits("ZZT-906");
    expect(entries.map((entry) => entry.action)).toEqual(["create", "deactivate", "reactivate"]);
    expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect((await call(t.app, "/api/disciplinas/ZZT-906", { method: "DELETE", cookie: cookies.admin })).status).toBe(
      405,
    );
  });

  it("refuses a code change or any unknown field (400), and answers 404 for an unknown subject", async () => {
    const code = await expectApiError(await patch("ZZT-902", { code: "ZZT-999" }), 400);
    expect(code.message).toBe("Alguns campos são inválidos.");
    expect(code.fields).toEqual({ code: "Campo não aceito aqui." });
    const en = await expectApiError(await patch("ZZT-902", { credits: 3, search: "x" }, "admin", "en-US"), 400);
    expect(en.fields).toEqual({ search: "Field not accepted here." });
    const bad = await expectApiError(await patch("ZZT-902", { credits: 61, name: { pt: "ok" } }), 400);
    expect(bad.fields).toMatchObject({ credits: "O máximo é 60.", "name.en": "Campo obrigatório." });
    const long = await expectApiError(
      await patch("ZZT-902", { name: { pt: "ok", en: "y".repeat(201) } }, "admin", "en-US"),
      400,
    );
    expect(long.fields?.["name.en"]).toBe("At most 200 characters.");
    await expectApiError(await patch("ZZT-999", { credits: 2 }), 404);
    await expectApiError(await patch("ZZT-902", { prerequisites: ["ZZT-997"] }), 422);
    expect((await list("?q=zzt-902")).items[0]).toMatchObject({ credits: 2, prerequisites: [] });
  });

  it("answers 422 prerequisite_cycle for a direct cycle, naming the path in pt and en", async () => {
    expect((await post(minimal("ZZT-910"))).status).toBe(201);
    expect((await post(minimal("ZZT-911", ["ZZT-910"]))).status).toBe(201);
    const pt = await expectApiError(await patch("ZZT-910", { prerequisites: ["ZZT-911"] }), 422);
    expect(pt).toMatchObject({
      rule: "prerequisite_cycle",
      message: "Pré-requisitos em ciclo: ZZT-910 → ZZT-911 → ZZT-910.",
    });
    const en = await expectApiError(await patch("ZZT-910", { prerequisites: ["ZZT-911"] }, "admin", "en-US"), 422);
    expect(en.message).toBe("Prerequisites in a cycle: ZZT-910 → ZZT-911 → ZZT-910.");
    expect((await list("?q=zzt-910")).items[0]?.prerequisites).toEqual([]);
  });

  it("answers 422 prerequisite_cycle through others, naming the whole path", async () => {
    expect((await post(minimal("ZZT-920"))).status).toBe(201);
    expect((await post(minimal("ZZT-921", ["ZZT-920"]))).status).toBe(201);
    expect((await post(minimal("ZZT-922", ["ZZT-921"]))).status).toBe(201);
    const pt = await expectApiError(await patch("ZZT-920", { prerequisites: ["ZZT-902", "ZZT-922"] }), 422);
    expect(pt).toMatchObject({
      rule: "prerequisite_cycle",
      message: "Pré-requisitos em ciclo: ZZT-920 → ZZT-922 → ZZT-921 → ZZT-920.",
    });
    const en = await expectApiError(await patch("ZZT-920", { prerequisites: ["ZZT-922"] }, "admin", "en-US"), 422);
    expect(en.message).toBe("Prerequisites in a cycle: ZZT-920 → ZZT-922 → ZZT-921 → ZZT-920.");
    const self = await expectApiError(await patch("ZZT-921", { prerequisites: ["ZZT-921"] }), 422);
    expect(self.message).toBe("Pré-requisitos em ciclo: ZZT-921 → ZZT-921.");
    expect(await audits("ZZT-920")).toHaveLength(1);
  });

  it("lets only one of two concurrent edits that together would close a cycle through", async () => {
    expect((await post(minimal("ZZT-930"))).status).toBe(201);
    expect((await post(minimal("ZZT-931"))).status).toBe(201);
    const answers = await Promise.all([
      patch("ZZT-930", { prerequisites: ["ZZT-931"] }),
      patch("ZZT-931", { prerequisites: ["ZZT-930"] }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    const both = await list("?codes=ZZT-930,ZZT-931");
    expect(both.items.flatMap((item) => item.prerequisites)).toHaveLength(1);
  });
});
