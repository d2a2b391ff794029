import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotaDetailSchema, quotaPageSchema, quotaSchema } from "../../domain/funding.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { addAllocation, addQuota, quotaBody } from "../alocacoes/test-fixtures.ts";
import { auditLog } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";

/**
 * Quotas (funding F1, F2, F6, F11, §6): the office's alone, numbers unique trimmed and
 * case-insensitively, a quota's allocations keep it in place, and status and holder on today.
 * Periods are far from any day the tests run on, or around 2020–2099, so "today" never matters.
 */
let t: TestApp;
let admin: string;
let student: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  student = await addPerson(t.db, "zzq-bolsista", { name: "Ísis Bolsista" });
});
afterAll(() => t.close());

const patch = (id: number, json: unknown, headers: Record<string, string> = {}) =>
  call(t.app, `/api/bolsas/${id}`, { method: "PATCH", cookie: admin, json, headers });

describe("POST and PATCH /api/bolsas", () => {
  it("answers 201 with the quota as GET answers it, audited", async () => {
    const body = quotaBody({ monthlyValue: 2100.5, notes: "Portaria 12" });
    const res = await call(t.app, "/api/bolsas", { method: "POST", cookie: admin, json: body });
    expect(res.status).toBe(201);
    const quota = quotaSchema.strict().parse(await res.json());
    expect(quota).toMatchObject({ ...body, status: "ociosa", holder: null });
    const get = quotaDetailSchema
      .strict()
      .parse(await (await call(t.app, `/api/bolsas/${quota.id}`, { cookie: admin })).json());
    expect(get).toEqual({ ...quota, allocations: [] });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "scholarship"), eq(auditLog.entityId, String(quota.id))))
      .orderBy(auditLog.id);
    expect(entry?.action).toBe("create");
  });

  it("refuses a duplicate number, trimmed and in any case, with 409 (POST and PATCH)", async () => {
    const quota = await addQuota(t.app, admin);
    const twin = quotaBody({ number: `  ${quota.number.toLowerCase()} ` });
    const res = await call(t.app, "/api/bolsas", { method: "POST", cookie: admin, json: twin });
    expect((await expectApiError(res, 409)).message).toContain(quota.number.toLowerCase());
    const other = await addQuota(t.app, admin);
    await expectApiError(await patch(other.id, { number: quota.number.toUpperCase() }), 409);
  });

  it("refuses an end before the start: 422 dates_order, in the request's language", async () => {
    const body = quotaBody({ startDate: "2026-05-01", endDate: "2026-04-30" });
    const res = await call(t.app, "/api/bolsas", {
      method: "POST",
      cookie: admin,
      json: body,
      headers: { "accept-language": "en" },
    });
    const error = await expectApiError(res, 422);
    expect(error).toMatchObject({ rule: "dates_order" });
    expect(error.message).toBe("The start date (05/01/26) must be on or before the end date (04/30/26).");
  });

  it("refuses a monthly value below zero or with three decimals (400)", async () => {
    for (const monthlyValue of [-1, 10.005]) {
      const res = await call(t.app, "/api/bolsas", {
        method: "POST",
        cookie: admin,
        json: quotaBody({ monthlyValue }),
      });
      expect((await expectApiError(res, 400)).fields).toHaveProperty("monthlyValue");
    }
  });

  it("keeps its allocations inside (naming the student) and its level once used", async () => {
    const quota = await addQuota(t.app, admin);
    await addAllocation(t.app, admin, {
      bolsa: quota.id,
      student: student.idcbpf,
      startDate: "2090-01-01",
      endDate: "2090-12-31",
    });
    const outside = await expectApiError(await patch(quota.id, { endDate: "2090-06-30" }), 422);
    expect(outside.rule).toBe("outside_scholarship_period");
    expect(outside.message).toContain("Ísis Bolsista");
    expect((await expectApiError(await patch(quota.id, { level: "doutorado" }), 422)).rule).toBe("scholarship_in_use");
    const ok = await patch(quota.id, { endDate: "2090-12-31", sponsor: "CNPq" });
    expect(ok.status).toBe(200);
    expect(quotaSchema.parse(await ok.json())).toMatchObject({ endDate: "2090-12-31", sponsor: "CNPq" });
    // F11: a quota with allocations stays.
    const del = await call(t.app, `/api/bolsas/${quota.id}`, { method: "DELETE", cookie: admin });
    expect((await expectApiError(del, 422)).rule).toBe("scholarship_in_use");
  });

  it("deletes a quota without allocations (204, audited); an unknown one is 404", async () => {
    const quota = await addQuota(t.app, admin);
    expect((await call(t.app, `/api/bolsas/${quota.id}`, { method: "DELETE", cookie: admin })).status).toBe(204);
    await expectApiError(await call(t.app, `/api/bolsas/${quota.id}`, { cookie: admin }), 404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "scholarship"), eq(auditLog.entityId, String(quota.id)), eq(auditLog.action, "delete")),
      )
      .orderBy(auditLog.id);
    expect(entry).toBeDefined();
  });
});

describe("GET /api/bolsas", () => {
  it("tells status and holder on today, filters by them and finds by holder and number", async () => {
    const sponsor = `Fundo${Math.random().toString(36).slice(2, 6)}`;
    const held = await addQuota(t.app, admin, { sponsor });
    const idle = await addQuota(t.app, admin, { sponsor });
    const ended = await addQuota(t.app, admin, { sponsor, startDate: "2001-01-01", endDate: "2001-12-31" });
    const future = await addQuota(t.app, admin, { sponsor, startDate: "2098-01-01", endDate: "2098-12-31" });
    const holder = await addPerson(t.db, `zzq-h${Math.random().toString(36).slice(2, 6)}`, { name: "Joana Titular" });
    await addAllocation(t.app, admin, {
      bolsa: held.id,
      student: holder.idcbpf,
      startDate: "2020-01-01",
      endDate: "2099-12-31",
    });
    const list = async (query: string) => {
      const res = await call(t.app, `/api/bolsas?sponsor=${sponsor}&${query}`, { cookie: admin });
      expect(res.status).toBe(200);
      return quotaPageSchema.parse(await res.json());
    };
    const all = await list("pageSize=10");
    expect(all.total).toBe(4);
    const byId = new Map(all.items.map((quota) => [quota.id, quota]));
    expect(byId.get(held.id)).toMatchObject({
      status: "ocupada",
      holder: { idcbpf: holder.idcbpf, name: "Joana Titular" },
    });
    expect(byId.get(idle.id)).toMatchObject({ status: "ociosa", holder: null });
    expect(byId.get(ended.id)).toMatchObject({ status: "encerrada", holder: null });
    expect(byId.get(future.id)).toMatchObject({ status: "futura", holder: null });
    expect((await list("status=ocupada")).items.map((quota) => quota.id)).toEqual([held.id]);
    expect((await list("q=joana%20titular")).items.map((quota) => quota.id)).toEqual([held.id]);
    expect((await list(`q=${encodeURIComponent(idle.number.toLowerCase())}`)).items.map((quota) => quota.id)).toEqual([
      idle.id,
    ]);
    const page = await list("pageSize=1&page=2");
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
  });

  it("is the office's alone: 401 anonymous, 403 Docente and Discente", async () => {
    const teacher = await addPerson(t.db, "zzq-prof", { level: "Docente" });
    expect((await call(t.app, "/api/bolsas")).status).toBe(401);
    expect((await call(t.app, "/api/bolsas", { cookie: teacher.cookie })).status).toBe(403);
    expect((await call(t.app, "/api/bolsas", { cookie: student.cookie })).status).toBe(403);
    const quota = await addQuota(t.app, admin);
    expect((await call(t.app, `/api/bolsas/${quota.id}`, { cookie: student.cookie })).status).toBe(403);
  });
});
