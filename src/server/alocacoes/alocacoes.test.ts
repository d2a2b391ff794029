import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocationPageSchema, allocationSchema, suspensionSchema, type Quota } from "../../domain/funding.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, guidanceCoAdvisors, guidances } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { addAllocation, addQuota, allocate } from "./test-fixtures.ts";

/**
 * Allocations and suspensions (funding F2–F11, F13, P4, §6): every refusal with its rule and its
 * message, F13's order, who reads what, and no monthly value outside the quota's answers. Periods
 * lie in 2090–2099 (or are compared to each other), so the day the tests run on never matters.
 */
let t: TestApp;
let admin: string;
let student: Person;
let advisor: Person;
let coAdvisor: Person;
let outsider: Person;
let otherStudent: Person;
let quota: Quota;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  student = await addPerson(t.db, "zza-aluna", { name: "Ana Alocada" });
  otherStudent = await addPerson(t.db, "zza-outra");
  advisor = await addPerson(t.db, "zza-prof", { level: "Docente" });
  coAdvisor = await addPerson(t.db, "zza-coprof", { level: "Docente" });
  outsider = await addPerson(t.db, "zza-alheio", { level: "Docente" });
  const [guidance] = await t.db
    .insert(guidances)
    .values({ studentId: student.id, advisorId: advisor.id, startDate: "2024-02-01" })
    .returning({ id: guidances.id });
  if (!guidance) throw new Error("guidance insert");
  await t.db.insert(guidanceCoAdvisors).values({ guidanceId: guidance.id, userId: coAdvisor.id });
  quota = await addQuota(t.app, admin, {
    number: `ZZA-Q-${Date.now()}`,
    startDate: "2090-01-01",
    endDate: "2099-12-31",
  });
});
afterAll(() => t.close());

const body = (more: Record<string, unknown> = {}) => ({
  bolsa: quota.id,
  student: student.idcbpf,
  startDate: "2090-03-01",
  endDate: "2090-12-31",
  ...more,
});
const refused = async (res: Response, rule: string) => {
  const error = await expectApiError(res, 422);
  expect(error.rule).toBe(rule);
  return error.message;
};
const patch = (id: number, json: unknown) =>
  call(t.app, `/api/alocacoes/${id}`, { method: "PATCH", cookie: admin, json });
const suspend = (id: number, json: unknown) =>
  call(t.app, `/api/alocacoes/${id}/suspensoes`, { method: "POST", cookie: admin, json });

describe("POST /api/alocacoes: F2–F8 in F13's order", () => {
  it("answers 201 with the allocation as GET answers it, without a monthly value (P4), audited", async () => {
    const q = await addQuota(t.app, admin, { startDate: "2090-01-01", endDate: "2099-12-31" });
    const who = await addPerson(t.db, "zza-nova");
    const res = await allocate(t.app, admin, body({ bolsa: q.id, student: who.idcbpf, notes: "Edital 3" }));
    expect(res.status).toBe(201);
    const raw = await res.text();
    expect(raw).not.toContain("monthlyValue");
    const created = allocationSchema.strict().parse(JSON.parse(raw));
    expect(created).toMatchObject({
      bolsa: { id: q.id, number: q.number, sponsor: "CAPES", type: "DS", level: "mestrado" },
      student: { idcbpf: who.idcbpf },
      status: "futura",
      cancelDate: null,
      suspensions: [],
      notes: "Edital 3",
    });
    const read = await call(t.app, `/api/alocacoes/${created.id}`, { cookie: admin });
    expect(allocationSchema.strict().parse(await read.json())).toEqual(created);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "allocation"), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(entry?.action).toBe("create");
  });

  it("refuses each rule with its key and message", async () => {
    expect(await refused(await allocate(t.app, admin, body({ bolsa: 2_000_000_000 })), "quota_unknown")).toBe(
      "Bolsa desconhecida.",
    );
    expect(await refused(await allocate(t.app, admin, body({ student: "zza-ninguem" })), "user_unknown")).toContain(
      "zza-ninguem",
    );
    expect(await refused(await allocate(t.app, admin, body({ student: advisor.idcbpf })), "not_a_student")).toContain(
      advisor.idcbpf,
    );
    const locked = await addPerson(t.db, "zza-trancada", { status: "trancado", name: "Tânia Trancada" });
    expect(await refused(await allocate(t.app, admin, body({ student: locked.idcbpf })), "not_active")).toContain(
      "Tânia Trancada",
    );
    const doctoral = await addPerson(t.db, "zza-doutora", { degree: "doutorado" });
    expect(await refused(await allocate(t.app, admin, body({ student: doctoral.idcbpf })), "level_mismatch")).toContain(
      quota.number,
    );
    await refused(
      await allocate(t.app, admin, body({ startDate: "2090-05-01", endDate: "2090-04-01" })),
      "dates_order",
    );
    expect(
      await refused(await allocate(t.app, admin, body({ startDate: "2089-12-01" })), "outside_scholarship_period"),
    ).toContain("Ana Alocada");
  });

  it("checks F3 before F4, F5 before F2, F6 before F8 and F8 before F7", async () => {
    const locked = await addPerson(t.db, "zza-tr2", { status: "trancado", degree: "doutorado" });
    await refused(
      await allocate(t.app, admin, body({ bolsa: 2_000_000_000, student: locked.idcbpf })),
      "quota_unknown",
    );
    await refused(await allocate(t.app, admin, body({ student: locked.idcbpf })), "not_active");
    const doctoral = await addPerson(t.db, "zza-dr2", { degree: "doutorado" });
    await refused(
      await allocate(t.app, admin, body({ student: doctoral.idcbpf, startDate: "2095-01-01", endDate: "2094-01-01" })),
      "level_mismatch",
    );
    const q = await addQuota(t.app, admin, { startDate: "2091-01-01", endDate: "2091-12-31" });
    const holder = await addPerson(t.db, "zza-titular");
    const held = await addAllocation(t.app, admin, {
      bolsa: q.id,
      student: holder.idcbpf,
      startDate: "2091-01-01",
      endDate: "2091-12-31",
    });
    const seeker = await addPerson(t.db, "zza-busca");
    await addAllocation(t.app, admin, {
      bolsa: quota.id,
      student: seeker.idcbpf,
      startDate: "2091-01-01",
      endDate: "2091-12-31",
    });
    // Outside the quota and overlapping both: F6 first.
    const both = { bolsa: q.id, student: seeker.idcbpf, startDate: "2091-06-01", endDate: "2092-01-31" };
    await refused(await allocate(t.app, admin, both), "outside_scholarship_period");
    // Inside: the student's own scholarship (F8, naming its number) before the quota's holder (F7).
    expect(
      await refused(await allocate(t.app, admin, { ...both, endDate: "2091-12-31" }), "student_has_scholarship"),
    ).toContain(quota.number);
    const free = await addPerson(t.db, "zza-livre");
    const taken = await refused(
      await allocate(t.app, admin, { ...both, student: free.idcbpf, endDate: "2091-12-31" }),
      "scholarship_taken",
    );
    expect(taken).toBe(`A bolsa ${q.number} já está alocada de 01/01/91 a 31/12/91.`);
    // Free again from the day after a cancel date.
    const cancelled = await patch(held.id, { cancelDate: "2091-05-31", cancelReason: "Desistência" });
    expect(cancelled.status).toBe(200);
    expect((await allocate(t.app, admin, { ...both, student: free.idcbpf, endDate: "2091-12-31" })).status).toBe(201);
    // Undoing the cancel is F7 again.
    await refused(await patch(held.id, { cancelDate: null }), "scholarship_taken");
  });
});

describe("PATCH and DELETE /api/alocacoes/{id}, suspensions", () => {
  it("fixes quota and student (400), wants a reason with a cancel date, keeps it inside (F9)", async () => {
    const who = await addPerson(t.db, "zza-p1");
    const a = await addAllocation(
      t.app,
      admin,
      body({ student: who.idcbpf, startDate: "2093-01-01", endDate: "2093-12-31" }),
    );
    expect((await expectApiError(await patch(a.id, { student: student.idcbpf }), 400)).fields).toHaveProperty(
      "student",
    );
    expect((await expectApiError(await patch(a.id, { bolsa: quota.id }), 400)).fields).toHaveProperty("bolsa");
    expect((await expectApiError(await patch(a.id, { cancelDate: "2093-06-30" }), 400)).fields).toHaveProperty(
      "cancelReason",
    );
    await refused(await patch(a.id, { cancelDate: "2094-01-01", cancelReason: "X" }), "cancel_outside_allocation");
    const ok = await patch(a.id, { cancelDate: "2093-06-30", cancelReason: "Defendeu" });
    expect(allocationSchema.parse(await ok.json())).toMatchObject({
      cancelDate: "2093-06-30",
      cancelReason: "Defendeu",
    });
    const undone = allocationSchema.parse(await (await patch(a.id, { cancelDate: null })).json());
    expect(undone).toMatchObject({ cancelDate: null, cancelReason: null });
  });

  it("adds suspensions inside the effective period, never overlapping (F10), and deletes them", async () => {
    const who = await addPerson(t.db, "zza-s1");
    const a = await addAllocation(
      t.app,
      admin,
      body({ student: who.idcbpf, startDate: "2094-01-01", endDate: "2094-12-31" }),
    );
    const res = await suspend(a.id, { startDate: "2094-06-01", endDate: "2094-08-31", reason: "Sanduíche" });
    expect(res.status).toBe(201);
    const s = suspensionSchema.strict().parse(await res.json());
    await refused(
      await suspend(a.id, { startDate: "2094-08-31", endDate: "2094-09-30", reason: "X" }),
      "suspension_overlap",
    );
    await refused(
      await suspend(a.id, { startDate: "2094-12-01", endDate: "2095-01-31", reason: "X" }),
      "suspension_outside_allocation",
    );
    await refused(await suspend(a.id, { startDate: "2094-10-02", endDate: "2094-10-01", reason: "X" }), "dates_order");
    // A cancel date that would leave the suspension outside.
    await refused(await patch(a.id, { cancelDate: "2094-07-01", cancelReason: "X" }), "suspension_outside_allocation");
    const read = allocationSchema.parse(await (await call(t.app, `/api/alocacoes/${a.id}`, { cookie: admin })).json());
    expect(read.suspensions).toEqual([s]);
    const del = await call(t.app, `/api/alocacoes/${a.id}/suspensoes/${s.id}`, { method: "DELETE", cookie: admin });
    expect(del.status).toBe(204);
    const again = await call(t.app, `/api/alocacoes/${a.id}/suspensoes/${s.id}`, { method: "DELETE", cookie: admin });
    await expectApiError(again, 404);
    const removed = await call(t.app, `/api/alocacoes/${a.id}`, { method: "DELETE", cookie: admin });
    expect(removed.status).toBe(204);
    await expectApiError(await call(t.app, `/api/alocacoes/${a.id}`, { cookie: admin }), 404);
    const entities = await t.db
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(s.id)), eq(auditLog.entity, "suspension")))
      .orderBy(auditLog.id);
    expect(entities.map((e) => e.action).sort()).toEqual(["create", "delete"]);
  });
});

describe("who reads allocations (P4)", () => {
  let mine: number;
  beforeAll(async () => {
    mine = (await addAllocation(t.app, admin, body({ startDate: "2096-01-01", endDate: "2096-12-31" }))).id;
  });

  it("lets the office, the student, its advisor and co-advisor read it; anyone else 403", async () => {
    for (const cookie of [admin, student.cookie, advisor.cookie, coAdvisor.cookie]) {
      const res = await call(t.app, `/api/alocacoes/${mine}`, { cookie });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain("monthlyValue");
    }
    for (const cookie of [otherStudent.cookie, outsider.cookie])
      await expectApiError(await call(t.app, `/api/alocacoes/${mine}`, { cookie }), 403);
    expect((await call(t.app, `/api/alocacoes/${mine}`)).status).toBe(401);
  });

  it("lists each its own: the student, the advisors their advisees', others nothing", async () => {
    const ids = async (cookie: string, query = "") => {
      const res = await call(t.app, `/api/alocacoes?pageSize=100${query}`, { cookie });
      expect(res.status).toBe(200);
      const raw = await res.text();
      expect(raw).not.toContain("monthlyValue");
      return allocationPageSchema.parse(JSON.parse(raw)).items.map((a) => a.id);
    };
    expect(await ids(student.cookie)).toContain(mine);
    expect(await ids(advisor.cookie)).toContain(mine);
    expect(await ids(coAdvisor.cookie)).toContain(mine);
    expect(await ids(otherStudent.cookie)).not.toContain(mine);
    expect(await ids(outsider.cookie)).not.toContain(mine);
    expect(await ids(admin, `&student=${student.idcbpf}&activeOn=2096-06-15`)).toEqual([mine]);
    expect(await ids(admin, `&student=${student.idcbpf}&status=futura&bolsa=${quota.id}`)).toContain(mine);
  });

  it("gives an advisor its advisees' allocations in force on a day (activeOn), as the homes read them", async () => {
    const inForce = async (cookie: string, day: string) => {
      const res = await call(t.app, `/api/alocacoes?activeOn=${day}&pageSize=100`, { cookie });
      expect(res.status).toBe(200);
      return allocationPageSchema.parse(await res.json()).items.map((a) => a.id);
    };
    expect(await inForce(advisor.cookie, "2096-06-15")).toEqual([mine]);
    expect(await inForce(coAdvisor.cookie, "2096-06-15")).toEqual([mine]);
    expect(await inForce(advisor.cookie, "2089-06-15")).toEqual([]);
    expect(await inForce(outsider.cookie, "2096-06-15")).toEqual([]);
  });

  it("refuses a student filter naming someone the caller may not see (403)", async () => {
    await expectApiError(
      await call(t.app, `/api/alocacoes?student=${student.idcbpf}`, { cookie: otherStudent.cookie }),
      403,
    );
    await expectApiError(
      await call(t.app, `/api/alocacoes?student=${student.idcbpf}`, { cookie: outsider.cookie }),
      403,
    );
    expect((await call(t.app, `/api/alocacoes?student=${student.idcbpf}`, { cookie: advisor.cookie })).status).toBe(
      200,
    );
  });
});
