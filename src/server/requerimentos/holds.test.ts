import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/calendar-days.ts";
import { holdEndDate } from "../../domain/due-dates.ts";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { auditLog, enrolments, mailOutbox, notifications, requests, settings, users } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { runHolds } from "./holds.ts";
import { advisedStudent, enrolledThisTerm } from "./test-fixtures.ts";

/**
 * Holds (programme-year rule 8) and the requests' notices (rule 21): a hold granted on or after
 * its first day makes the student `trancado` in the decision's transaction, with PRODUCT §7's
 * enrolment changes; the job starts later holds and ends them the day after their last, only
 * while the student is still `trancado`, each once. Filing, opinion, decision and cancellation
 * tell the advisor, the office and the student as rule 21 says.
 */
let t: TestApp;
let admin: string;
let adminId: number;
let advisor: Person;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  advisor = await addPerson(t.db, "zzh-prof", { level: "Docente", name: "Prof. Hora" });
  today = await todayThere(t.db);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
  adminId = row?.id ?? 0;
});
afterAll(() => t.close());

const advised = (idcbpf: string, name: string) => advisedStudent(t.db, advisor.id, idcbpf, name);
const post = (path: string, json: unknown, cookie: string) => call(t.app, path, { method: "POST", json, cookie });
const statusOf = async (id: number) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;
const kindsOf = async (userId: number) =>
  (await t.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.kind,
  );
const auditOf = (idcbpf: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, idcbpf), eq(auditLog.action, action)))
    .orderBy(auditLog.id);
async function grantedHold(studentId: number, startDate: string, months: number, started = false) {
  const [row] = await t.db
    .insert(requests)
    .values({
      studentId,
      type: "trancamento",
      months,
      startDate,
      justification: "Licença de saúde prolongada.",
      status: "deferido",
      grantedMonths: months,
      decidedAt: new Date(),
      holdStartedAt: started ? new Date() : null,
    })
    .returning({ id: requests.id });
  return row?.id ?? 0;
}

describe("a hold granted from today (rule 8, at the decision)", () => {
  it("makes the student trancado at once, its current enrolments trancada; everyone told as rule 21 says", async () => {
    const student = await advised("zzh-hoje", "Helena Hoje");
    const { codigo } = await enrolledThisTerm(t.db, student.id, "ZZH-901", "deferida");

    const filed = await post(
      "/api/requerimentos",
      { type: "trancamento", months: 2, startDate: today, justification: "Licença de saúde prolongada." },
      student.cookie,
    );
    expect(filed.status).toBe(201);
    const { id } = (await filed.json()) as { id: number };
    expect(await kindsOf(advisor.id)).toContain("requerimento_novo");
    expect(
      (await post(`/api/requerimentos/${id}/parecer`, { opinion: "favoravel", text: "De acordo." }, advisor.cookie))
        .status,
    ).toBe(200);
    expect(await kindsOf(adminId)).toContain("requerimento_parecer");
    expect(await statusOf(student.id)).toBe("ativo");

    expect((await post(`/api/requerimentos/${id}/decisao`, { decision: "deferido" }, admin)).status).toBe(200);
    expect(await statusOf(student.id)).toBe("trancado");
    const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.codigo, codigo));
    expect(enrolment?.status).toBe("trancada");
    const [start] = await auditOf(student.idcbpf, "hold_start");
    expect(start).toMatchObject({ actorId: adminId, after: { status: "trancado", request: id } });
    expect(await kindsOf(student.id)).toEqual(["requerimento_decidido"]);
    expect((await kindsOf(advisor.id)).filter((k) => k === "requerimento_decidido")).toHaveLength(1);

    // Started once: the job finds nothing more to do for it today.
    expect(await runHolds(t.db, today)).toMatchObject({ started: 0 });
  });

  it("a hold starting later leaves the student ativo at the decision; a cancellation tells the advisor", async () => {
    const student = await advised("zzh-depois", "Davi Depois");
    const later = await post(
      "/api/requerimentos",
      { type: "trancamento", months: 1, startDate: "2091-01-01", justification: "Licença de saúde prolongada." },
      student.cookie,
    );
    const { id } = (await later.json()) as { id: number };
    expect((await post(`/api/requerimentos/${id}/cancelamento`, {}, student.cookie)).status).toBe(200);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, advisor.id), eq(notifications.kind, "requerimento_decidido")));
    expect(told.map((notice) => notice.title.pt)).toContain("Requerimento cancelado: Davi Depois");
    expect(await statusOf(student.id)).toBe("ativo");
  });

  it("without an advisor the filing goes to the office: officeEmail when set, else every ativo Administrador", async () => {
    const orphan = await addPerson(t.db, "zzh-orfao", { name: "Otto Orfao" });
    const file = () =>
      post(
        "/api/requerimentos",
        { type: "trancamento", months: 1, startDate: "2092-01-01", justification: "Licença de saúde prolongada." },
        orphan.cookie,
      );
    const first = await file();
    expect(first.status).toBe(201);
    expect(await kindsOf(adminId)).toContain("requerimento_novo");
    const { id } = (await first.json()) as { id: number };
    await post(`/api/requerimentos/${id}/cancelamento`, {}, orphan.cookie);

    await t.db.update(settings).set({ officeEmail: "office.zzh@example.org" });
    try {
      const before = (await kindsOf(adminId)).length;
      expect((await file()).status).toBe(201);
      expect((await kindsOf(adminId)).length).toBe(before);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "office.zzh@example.org"));
      expect(mails.map((m) => m.subject)).toEqual(["Novo requerimento: Otto Orfao"]);
    } finally {
      await t.db.update(settings).set({ officeEmail: "" });
    }
  });
});

describe("the job's holds (rule 8)", () => {
  it("starts a hold on its first day and ends it the day after its last, audited without an actor", async () => {
    const student = await advised("zzh-job", "Julia Job");
    const start = addDays(today, -3);
    const id = await grantedHold(student.id, start, 1);
    expect(await runHolds(t.db, addDays(today, -4))).toMatchObject({ started: 0 });
    expect(await statusOf(student.id)).toBe("ativo");
    const first = await runHolds(t.db, today);
    expect(first.started).toBeGreaterThanOrEqual(1);
    expect(await statusOf(student.id)).toBe("trancado");
    expect((await auditOf(student.idcbpf, "hold_start"))[0]).toMatchObject({ actorId: null });

    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(row?.holdStartedAt).not.toBeNull();
    // Last day (the TypeScript rule's, which the SQL must agree with): still trancado; the day after: ativo.
    const endDay = holdEndDate(start, 1);
    await runHolds(t.db, endDay);
    expect(await statusOf(student.id)).toBe("trancado");
    await runHolds(t.db, addDays(endDay, 1));
    expect(await statusOf(student.id)).toBe("ativo");
    expect((await auditOf(student.idcbpf, "hold_end"))[0]).toMatchObject({ actorId: null, after: { status: "ativo" } });
    await runHolds(t.db, addDays(endDay, 2));
    expect(await auditOf(student.idcbpf, "hold_end")).toHaveLength(1);
  });

  it("ends only while trancado: a student dismissed meanwhile stays out; a hand-made trancado without a running hold stays", async () => {
    const dismissed = await advised("zzh-saiu", "Sara Saiu");
    await grantedHold(dismissed.id, "2020-01-01", 1, true);
    await t.db.update(users).set({ status: "inativo" }).where(eq(users.id, dismissed.id));
    const byHand = await advised("zzh-mao", "Mauro Mao");
    await t.db.update(users).set({ status: "trancado" }).where(eq(users.id, byHand.id));
    await runHolds(t.db, today);
    expect(await statusOf(dismissed.id)).toBe("inativo");
    expect(await statusOf(byHand.id)).toBe("trancado");
    const ended = await t.db
      .select({ ended: requests.holdEndedAt })
      .from(requests)
      .where(inArray(requests.studentId, [dismissed.id]));
    expect(ended[0]?.ended).not.toBeNull();
  });
});
