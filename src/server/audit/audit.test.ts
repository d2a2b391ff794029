import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditEntrySchema } from "../../domain/logs.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { eq } from "drizzle-orm";
import { auditLog, enrolments, offerings, subjects, users } from "../db/schema.ts";
import { recordAudit } from "./audit.writes.ts";

/** GET /api/auditoria on both databases: who may read it, its filters and paging. */
let t: TestApp;
const cookies = { admin: "", docente: "", discente: "" };
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ["admin", "docente", "discente"] as const) cookies[who] = await login(t.app, who);
  await t.db.delete(auditLog);
  // Two real changes by the office, through the API, and a system entry on a chosen day.
  const term = {
    code: "2093.2",
    offeringStart: "2093-06-01",
    offeringEnd: "2093-06-10",
    enrolmentStart: "2093-07-01",
    enrolmentEnd: "2093-07-31",
    startDate: "2093-08-01",
    dropDeadline: "2093-08-20",
    endDate: "2093-12-10",
    gradeDeadline: "2093-12-20",
  };
  const made = await call(t.app, "/api/periodos", { method: "POST", json: term, cookie: cookies.admin });
  expect(made.status).toBe(201);
  const changed = await call(t.app, "/api/periodos/2093.2", {
    method: "PATCH",
    json: { endDate: "2093-12-11" },
    cookie: cookies.admin,
  });
  expect(changed.status).toBe(200);
  await recordAudit(t.db, { actorId: null, action: "sweep", entity: "session", entityId: null, after: { removed: 3 } });
  await t.db.insert(auditLog).values({
    actorId: null,
    action: "create",
    entity: "zz-thing",
    entityId: "zz-1",
    at: new Date("2026-08-01T03:00:00Z"),
  });
});
afterAll(() => t.close());

const page = pageAnswer(auditEntrySchema);
async function search(query: string) {
  const res = await call(t.app, `/api/auditoria?${query}`, { cookie: cookies.admin });
  expect(res.status, query).toBe(200);
  return page.parse(await res.json());
}

describe("GET /api/auditoria", () => {
  it("answers each caller as the access matrix says: the office only", async () => {
    const expected = EXPECTED_API.secretaria;
    await expectApiError(await call(t.app, expected.path), expected.anonymous);
    await expectApiError(await call(t.app, expected.path, { cookie: cookies.docente }), expected.Docente);
    await expectApiError(await call(t.app, expected.path, { cookie: cookies.discente }), expected.Discente);
    expect((await call(t.app, expected.path, { cookie: cookies.admin })).status).toBe(expected.Administrador);
    // The access log is the office's too.
    await expectApiError(await call(t.app, "/api/acessos", { cookie: cookies.docente }), 403);
  });

  it("lists entries newest first, with who did it and before/after", async () => {
    const all = await search("");
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(all.items.map((e) => [e.action, e.entity])).toEqual([
      ["sweep", "session"],
      ["update", "term"],
      ["create", "term"],
      ["create", "zz-thing"],
    ]);
    const [sweep, update, create] = all.items;
    expect(sweep?.actor).toBeNull();
    expect(update?.actor).toMatchObject({ idcbpf: "admin" });
    expect(update?.actor?.name).toBeTruthy();
    expect(update).toMatchObject({
      entityId: "2093.2",
      before: { endDate: "2093-12-10" },
      after: { endDate: "2093-12-11" },
    });
    expect(create).toMatchObject({ before: null, after: { code: "2093.2", current: false } });
    expect((update?.id ?? 0) > (create?.id ?? 0)).toBe(true);
  });

  it("filters by actor, entity, entity id and days (both included), and pages", async () => {
    expect((await search("actor=ADMIN")).items.map((e) => e.action)).toEqual(["update", "create"]);
    expect((await search("actor=docente")).total).toBe(0);
    expect((await search("entity=term")).total).toBe(2);
    expect((await search("entity=term&entityId=2093.2&actor=admin")).total).toBe(2);
    expect((await search("entityId=zz-1")).items.map((e) => e.entity)).toEqual(["zz-thing"]);
    expect((await search("from=2026-08-01&to=2026-08-01")).items.map((e) => e.entityId)).toEqual(["zz-1"]);
    expect((await search("to=2026-07-31")).total).toBe(0);
    const second = await search("pageSize=1&page=2");
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 1 });
    expect(second.items.map((e) => e.action)).toEqual(["update"]);
  });

  it("refuses bad searches with 400 naming the field", async () => {
    const res = await call(t.app, "/api/auditoria?actor=%20&from=2026-13-01&pageSize=500", {
      cookie: cookies.admin,
      headers: { "accept-language": "en-US" },
    });
    const error = await expectApiError(res, 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["actor", "from", "pageSize"]);
    expect(error.fields?.from).toBe("Invalid date (YYYY-MM-DD).");
    const long = await expectApiError(
      await call(t.app, `/api/auditoria?entityId=${"x".repeat(201)}`, { cookie: cookies.admin }),
      400,
    );
    expect(long.fields).toEqual({ entityId: "No máximo 200 caracteres." });
  });
});

describe("GET /api/auditoria: whom each entry is about", () => {
  it("names the student and the subject of an enrolment, a grade and a user, by their own keys", async () => {
    const [row] = await t.db
      .select({
        codigo: enrolments.codigo,
        offeringId: enrolments.offeringId,
        idcbpf: users.idcbpf,
        name: users.name,
        code: subjects.code,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .limit(1);
    if (!row) throw new Error("the test data holds no enrolment");
    const entries = [
      { entity: "enrolment", entityId: row.codigo },
      { entity: "grade", entityId: `${row.offeringId}/${row.idcbpf}` },
      { entity: "user", entityId: row.idcbpf },
    ];
    for (const entry of entries)
      await recordAudit(t.db, { actorId: null, action: "zz-about", ...entry, after: { status: "deferida" } });
    const found = await search("pageSize=100");
    const about = (entity: string) =>
      found.items.find((item) => item.action === "zz-about" && item.entity === entity)?.about;
    expect(about("enrolment")).toEqual({ name: row.name, code: row.code });
    expect(about("grade")).toEqual({ name: row.name, code: row.code });
    expect(about("user")).toEqual({ name: row.name, code: null });
    // An entry about nothing known names nothing.
    expect(found.items.find((item) => item.entity === "zz-thing")?.about).toBeNull();
  });
});
