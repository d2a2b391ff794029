import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phasePageSchema, phaseSchema, studentPhasesSchema } from "../../domain/phases.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, guidanceCoAdvisors, guidances, requests, users } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";

/**
 * The phase table and a student's due dates (programme-year rules 1–4, §4): who reads and writes
 * what, and the dates moved by holds, extensions, the table and completions. The students here
 * entered long ago, so every phase is overdue whatever day the tests run.
 */
let t: TestApp;
let admin: string;
let student: Person;
let other: Person;
let advisor: Person;
let coAdvisor: Person;
let outsider: Person;
let doctoral: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  student = await addPerson(t.db, "zzf-aluna", { name: "Ana Fases" });
  other = await addPerson(t.db, "zzf-outro");
  doctoral = await addPerson(t.db, "zzf-doutor", { programme: "profissional", degree: "doutorado" });
  advisor = await addPerson(t.db, "zzf-prof", { level: "Docente" });
  coAdvisor = await addPerson(t.db, "zzf-coprof", { level: "Docente" });
  outsider = await addPerson(t.db, "zzf-alheio", { level: "Docente" });
  await t.db.update(users).set({ entryDate: "2020-01-31" }).where(eq(users.id, student.id));
  await t.db.update(users).set({ entryDate: "2019-08-31" }).where(eq(users.id, doctoral.id));
  const [guidance] = await t.db
    .insert(guidances)
    .values({ studentId: student.id, advisorId: advisor.id, startDate: "2020-02-01" })
    .returning({ id: guidances.id });
  if (!guidance) throw new Error("guidance insert");
  await t.db.insert(guidanceCoAdvisors).values({ guidanceId: guidance.id, userId: coAdvisor.id });
});
afterAll(() => t.close());

const phasesOf = (idcbpf: string, cookie: string) => call(t.app, `/api/usuarios/${idcbpf}/fases`, { cookie });
async function readPhases(idcbpf: string, cookie = admin) {
  const res = await phasesOf(idcbpf, cookie);
  expect(res.status).toBe(200);
  return studentPhasesSchema.strict().parse(await res.json());
}
const post = (json: unknown, cookie = admin) => call(t.app, "/api/fases", { method: "POST", json, cookie });
const patch = (id: number, json: unknown, cookie = admin) =>
  call(t.app, `/api/fases/${id}`, { method: "PATCH", json, cookie });
const complete = (idcbpf: string, code: string, json: unknown, cookie = admin) =>
  call(t.app, `/api/usuarios/${idcbpf}/fases/${code}`, { method: "PUT", json, cookie });

describe("the phase table", () => {
  it("lists the migration's phases by programme, degree, months and code to every logged-in user", async () => {
    const res = await call(t.app, "/api/fases?programme=academico&degree=doutorado", { cookie: student.cookie });
    expect(res.status).toBe(200);
    const page = phasePageSchema.parse(await res.json());
    expect(page.items.map((phase) => [phase.code, phase.months, phase.milestone])).toEqual([
      ["proficiencia", 12, null],
      ["qualificacao", 24, "qualificacao"],
      ["defesa", 48, "defesa"],
    ]);
    expect((await call(t.app, "/api/fases")).status).toBe(401);
  });

  it("lets only the office add a phase, audited; a duplicate is 409 and versao_final is reserved", async () => {
    const phase = {
      code: "estagio",
      programme: "profissional",
      degree: "doutorado",
      name: { pt: "Estágio", en: "Internship" },
      months: 30,
    };
    await expectApiError(await post(phase, advisor.cookie), 403);
    await expectApiError(await post(phase, student.cookie), 403);
    const res = await post(phase);
    expect(res.status).toBe(201);
    const created = phaseSchema.strict().parse(await res.json());
    expect(created).toMatchObject({ ...phase, milestone: null, active: true });
    const conflict = await expectApiError(await post({ ...phase, name: { pt: "Outro", en: "Other" } }), 409);
    expect(conflict.message).toBe("Já existe a fase estagio neste programa e nível.");
    const reserved = await expectApiError(await post({ ...phase, code: "versao_final" }), 400);
    expect(reserved.fields?.code).toBe("Este código é reservado (versão final).");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "phase"), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ action: "create", actorId: expect.any(Number) });
  });

  it("changes months and activity, never the code; a change moves the due dates at once", async () => {
    const list = phasePageSchema.parse(
      await (await call(t.app, "/api/fases?programme=profissional&degree=doutorado", { cookie: admin })).json(),
    );
    const estagio = list.items.find((phase) => phase.code === "estagio");
    if (!estagio) throw new Error("estagio missing");
    // 2019-08-31 + 30 months = 2022-02-28.
    expect((await readPhases(doctoral.idcbpf)).phases).toMatchObject([{ code: "estagio", dueDate: "2022-02-28" }]);
    await expectApiError(await patch(estagio.id, { code: "outro" }), 400);
    await expectApiError(await patch(estagio.id, { months: 31 }, advisor.cookie), 403);
    await expectApiError(await patch(2_000_000, { months: 31 }), 404);
    expect((await patch(estagio.id, { months: 31 })).status).toBe(200);
    expect((await readPhases(doctoral.idcbpf)).phases).toMatchObject([{ code: "estagio", dueDate: "2022-03-31" }]);
    expect((await patch(estagio.id, { active: false })).status).toBe(200);
    expect((await readPhases(doctoral.idcbpf)).phases).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "phase"), eq(auditLog.entityId, String(estagio.id))))
      .orderBy(auditLog.id);
    expect(audits.map((entry) => entry.action)).toEqual(["create", "update", "update"]);
  });
});

describe("a student's phases", () => {
  it("is read by the student, its advisor and co-advisor and the office; anyone else is refused", async () => {
    expect((await phasesOf(student.idcbpf, student.cookie)).status).toBe(200);
    expect((await phasesOf(student.idcbpf, advisor.cookie)).status).toBe(200);
    expect((await phasesOf(student.idcbpf, coAdvisor.cookie)).status).toBe(200);
    await expectApiError(await phasesOf(student.idcbpf, other.cookie), 403);
    await expectApiError(await phasesOf(student.idcbpf, outsider.cookie), 403);
    await expectApiError(await phasesOf("zzf-ninguem", admin), 404);
    await expectApiError(await phasesOf(advisor.idcbpf, admin), 404);
  });

  it("adds every deferido hold and the phase's own deferido extensions in one addition from the entry date", async () => {
    const justification = "Justificativa de teste.";
    await t.db.insert(requests).values([
      {
        studentId: student.id,
        type: "trancamento",
        months: 4,
        grantedMonths: 3,
        startDate: "2020-06-01",
        justification,
        status: "deferido",
        decidedAt: new Date(),
      },
      {
        studentId: student.id,
        type: "prorrogacao",
        months: 2,
        grantedMonths: 2,
        phases: ["qualificacao"],
        justification,
        status: "deferido",
        decidedAt: new Date(),
      },
      // Neither refused nor open requests move anything.
      { studentId: student.id, type: "prorrogacao", months: 6, phases: ["defesa"], justification, status: "cancelado" },
      {
        studentId: student.id,
        type: "prorrogacao",
        months: 6,
        phases: ["defesa"],
        justification,
        status: "aguardando_secretaria",
      },
    ]);
    const read = await readPhases(student.idcbpf, student.cookie);
    expect(read.student).toEqual({
      idcbpf: student.idcbpf,
      name: "Ana Fases",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
    });
    expect(read.entryDate).toBe("2020-01-31");
    expect(read.holdMonths).toBe(3);
    expect(read.holds).toEqual([
      { request: expect.any(Number), startDate: "2020-06-01", endDate: "2020-08-31", months: 3 },
    ]);
    expect(
      read.phases.map(({ code, baseDueDate, extensionMonths, dueDate, status }) => ({
        code,
        baseDueDate,
        extensionMonths,
        dueDate,
        status,
      })),
    ).toEqual([
      // 12 + 3 months: 2021-04-30; 18 + 3 + 2: 2021-12-31; 24 + 3: 2022-04-30.
      { code: "proficiencia", baseDueDate: "2021-01-31", extensionMonths: 0, dueDate: "2021-04-30", status: "vencida" },
      { code: "qualificacao", baseDueDate: "2021-07-31", extensionMonths: 2, dueDate: "2021-12-31", status: "vencida" },
      { code: "defesa", baseDueDate: "2022-01-31", extensionMonths: 0, dueDate: "2022-04-30", status: "vencida" },
    ]);
    expect(read.phases.every((phase) => phase.daysLeft !== null && phase.daysLeft < 0)).toBe(true);
  });

  it("has no dates without an entry date", async () => {
    const read = await readPhases(other.idcbpf);
    expect(read.phases.map((phase) => [phase.status, phase.dueDate, phase.daysLeft])).toEqual([
      ["sem_data", null, null],
      ["sem_data", null, null],
      ["sem_data", null, null],
    ]);
  });

  it("lets the office record and clear a completion, audited; others are refused", async () => {
    await expectApiError(
      await complete(student.idcbpf, "proficiencia", { completedOn: "2021-03-10" }, advisor.cookie),
      403,
    );
    await expectApiError(
      await complete(student.idcbpf, "proficiencia", { completedOn: "2021-03-10" }, student.cookie),
      403,
    );
    await expectApiError(await complete(student.idcbpf, "estagio", { completedOn: "2021-03-10" }), 404);
    await expectApiError(await complete(student.idcbpf, "proficiencia", { completedOn: "2021-02-30" }), 400);
    const res = await complete(student.idcbpf, "proficiencia", { completedOn: "2021-03-10" });
    expect(res.status).toBe(200);
    const done = studentPhasesSchema.parse(await res.json());
    expect(done.phases[0]).toMatchObject({
      code: "proficiencia",
      completedOn: "2021-03-10",
      status: "concluida",
      daysLeft: null,
    });
    const cleared = studentPhasesSchema.parse(
      await (await complete(student.idcbpf, "proficiencia", { completedOn: null })).json(),
    );
    expect(cleared.phases[0]).toMatchObject({ completedOn: null, status: "vencida" });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "phase_completion"), eq(auditLog.entityId, `${student.idcbpf}:proficiencia`)))
      .orderBy(auditLog.id);
    expect(audits.map((entry) => [entry.before, entry.after])).toEqual([
      [{ completedOn: null }, { completedOn: "2021-03-10" }],
      [{ completedOn: "2021-03-10" }, { completedOn: null }],
    ]);
  });
});
