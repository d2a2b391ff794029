import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { normalizeCode } from "../../domain/codes.ts";
import {
  batchDecisionResultSchema,
  enrolmentCreatedSchema,
  enrolmentPageSchema,
  type Enrolment,
} from "../../domain/matriculas.ts";
import { auditLog, enrolments, grades, offerings, subjectPrerequisites, terms } from "../db/schema.ts";
import { addGuidance, addOffering, addPeople, addSubject, openWindow, type Person } from "./test-fixtures.ts";

/**
 * Decisions in bulk (`POST /api/matriculas/decisoes`) and what the approvals list shows beside
 * each request (`GET /api/matriculas`: the student's credits in the term, its CR, the requests
 * that need this subject), on this file's own subjects `ZZD-…` and people `zzd…`.
 */
let t: TestApp;
let termId = 0;
let teacher: Person;
let advisor: Person;
let otherAdvisor: Person;
let admin: string;
let nextCode = 100;

const slot = (weekday: number) => [{ weekday, start: "08:00", end: "10:00", room: "D-1" }];

async function offering(capacity = 5, weekday = 1, credits = 4) {
  const subjectId = await addSubject(t.db, { code: `ZZD-${nextCode++}`, credits });
  return addOffering(t.db, { termId, subjectId, capacity, slots: slot(weekday), teacherId: teacher.id });
}

const students = <N extends number>(count: N) => addPeople(t.db, `zzd${nextCode++}-`, count, "Discente");

async function enrolOk(who: Person, offeringId: number) {
  const res = await call(t.app, "/api/matriculas", {
    method: "POST",
    json: { offering: offeringId },
    cookie: who.cookie,
  });
  expect(res.status).toBe(201);
  return enrolmentCreatedSchema.parse(await res.json());
}

const decideMany = (who: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, "/api/matriculas/decisoes", { method: "POST", json: body, cookie: who, headers });

async function decided(res: Response) {
  expect(res.status).toBe(200);
  return batchDecisionResultSchema.parse(await res.json());
}

async function statusOf(codigo: string) {
  const [row] = await t.db
    .select({ status: enrolments.status, reason: enrolments.reason })
    .from(enrolments)
    .where(eq(enrolments.codigo, normalizeCode(codigo) ?? ""));
  return row;
}

async function listed(who: string, query: string): Promise<Enrolment[]> {
  return enrolmentPageSchema.parse(await (await call(t.app, `/api/matriculas?${query}`, { cookie: who })).json()).items;
}

beforeAll(async () => {
  t = await createTestApp();
  termId = await openWindow(t.db);
  [teacher, advisor, otherAdvisor] = await addPeople(t.db, "zzddoc-", 3, "Docente");
  admin = await login(t.app, "admin");
});
afterAll(async () => t.close());

describe("POST /api/matriculas/decisoes", () => {
  it("the main advisor decides its advisees' requests at once", async () => {
    const [a, b] = await students(2);
    await addGuidance(t.db, a.id, advisor.id);
    await addGuidance(t.db, b.id, advisor.id);
    const first = await enrolOk(a, await offering());
    const second = await enrolOk(b, await offering());
    const answer = await decided(
      await decideMany(advisor.cookie, { codigos: [first.codigo, second.codigo], decision: "deferida" }),
    );
    expect(answer).toEqual({ decided: [first.codigo, second.codigo], errors: [] });
    expect((await statusOf(first.codigo))?.status).toBe("deferida");
    expect((await statusOf(second.codigo))?.status).toBe("deferida");
  });

  it("another advisor's advisee is a per-code 'not found', as an unknown code is; the rest is decided", async () => {
    const [mine, theirs] = await students(2);
    await addGuidance(t.db, mine.id, advisor.id);
    await addGuidance(t.db, theirs.id, otherAdvisor.id);
    const own = await enrolOk(mine, await offering());
    const foreign = await enrolOk(theirs, await offering());
    const unknown = "0000-0000-0000-0000-0000-0000-00ZZ";
    const answer = await decided(
      await decideMany(
        advisor.cookie,
        { codigos: [own.codigo, foreign.codigo, unknown, "not a code"], decision: "deferida" },
        { "accept-language": "en" },
      ),
    );
    expect(answer.decided).toEqual([own.codigo]);
    expect(answer.errors).toEqual([
      { codigo: foreign.codigo, message: "Not found." },
      { codigo: unknown, message: "Not found." },
      { codigo: "not a code", message: "Not found." },
    ]);
    expect((await statusOf(foreign.codigo))?.status).toBe("pendente");
  });

  it("the office decides any request, with or without an advisor, audited", async () => {
    const [advised, alone] = await students(2);
    await addGuidance(t.db, advised.id, otherAdvisor.id);
    const one = await enrolOk(advised, await offering());
    const two = await enrolOk(alone, await offering());
    const answer = await decided(
      await decideMany(admin, { codigos: [one.codigo, two.codigo], decision: "indeferida", reason: "Turma cancelada" }),
    );
    expect(answer.decided).toEqual([one.codigo, two.codigo]);
    expect(await statusOf(two.codigo)).toEqual({ status: "indeferida", reason: "Turma cancelada" });
    const audits = await t.db
      .select({ entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "enrolment.decide"),
          inArray(auditLog.entityId, [normalizeCode(one.codigo) ?? "", normalizeCode(two.codigo) ?? ""]),
        ),
      )
      .orderBy(auditLog.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]?.after).toEqual({ status: "indeferida", reason: "Turma cancelada" });
  });

  it("a rejection needs its reason (400 on the field, nothing decided)", async () => {
    const [student] = await students(1);
    await addGuidance(t.db, student.id, advisor.id);
    const created = await enrolOk(student, await offering());
    for (const body of [
      { codigos: [created.codigo], decision: "indeferida" },
      { codigos: [created.codigo], decision: "indeferida", reason: "   " },
    ]) {
      const refused = await expectApiError(await decideMany(advisor.cookie, body), 400);
      expect(refused.fields?.reason).toBe("Diga o motivo do indeferimento: o discente o lerá.");
    }
    expect(
      (await expectApiError(await decideMany(advisor.cookie, { codigos: [], decision: "deferida" }), 400)).fields,
    ).toHaveProperty("codigos");
    expect((await statusOf(created.codigo))?.status).toBe("pendente");
  });

  it("a rejected seat goes to the first waiting student, as a single rejection does", async () => {
    const id = await offering(2);
    const [a, b, waiting] = await students(3);
    await addGuidance(t.db, a.id, advisor.id);
    await addGuidance(t.db, b.id, advisor.id);
    const first = await enrolOk(a, id);
    const second = await enrolOk(b, id);
    const queued = await enrolOk(waiting, id);
    expect(queued.status).toBe("em_espera");
    await decided(
      await decideMany(advisor.cookie, {
        codigos: [first.codigo, second.codigo],
        decision: "indeferida",
        reason: "Não",
      }),
    );
    expect((await statusOf(queued.codigo))?.status).toBe("pendente");
  });

  it("a mixed batch: decided, already decided (rule), waiting (rule), repeated and foreign codes", async () => {
    const [a, b, c, d] = await students(4);
    for (const s of [a, b, c]) await addGuidance(t.db, s.id, advisor.id);
    await addGuidance(t.db, d.id, otherAdvisor.id);
    const full = await offering(1);
    const ok = await enrolOk(a, await offering());
    const done = await enrolOk(b, await offering());
    await decided(await decideMany(advisor.cookie, { codigos: [done.codigo], decision: "deferida" }));
    await enrolOk(d, full);
    const waiting = await enrolOk(c, full);
    const foreign = await enrolOk(d, await offering(5, 2));
    const answer = await decided(
      await decideMany(advisor.cookie, {
        codigos: [ok.codigo, done.codigo, waiting.codigo, ok.codigo.toLowerCase(), foreign.codigo],
        decision: "deferida",
      }),
    );
    expect(answer.decided).toEqual([ok.codigo]);
    expect(answer.errors).toEqual([
      { codigo: done.codigo, rule: "already_decided", message: expect.stringContaining("deferida") },
      { codigo: waiting.codigo, rule: "enrolment_not_live", message: expect.stringContaining("em_espera") },
      { codigo: foreign.codigo, message: "Não encontrado." },
    ]);
  });

  it("students and anonymous callers are refused as the single decision refuses them", async () => {
    const [student] = await students(1);
    await expectApiError(await decideMany(student.cookie, { codigos: ["X"], decision: "deferida" }), 403);
    await expectApiError(await decideMany("", { codigos: ["X"], decision: "deferida" }), 401);
  });
});

describe("what GET /api/matriculas shows beside each request", () => {
  it("the student's credits in the term (pendente + deferida), its CR, and the requests needing the subject", async () => {
    const [student] = await students(1);
    await addGuidance(t.db, student.id, advisor.id);
    const base = await offering(5, 1, 4);
    const other = await offering(5, 2, 3);
    const waitedFor = await offering(0, 3, 6);
    const baseRequest = await enrolOk(student, base);
    const otherRequest = await enrolOk(student, other);
    await enrolOk(student, waitedFor);
    await decided(await decideMany(advisor.cookie, { codigos: [otherRequest.codigo], decision: "deferida" }));

    // A later catalogue change: the accepted subject now requires the pending one.
    const subjectOf = async (offeringId: number) =>
      (await t.db.select({ id: offerings.subjectId }).from(offerings).where(eq(offerings.id, offeringId)))[0]?.id ?? 0;
    await t.db
      .insert(subjectPrerequisites)
      .values({ subjectId: await subjectOf(other), requiresId: await subjectOf(base) });

    // Two final grades of a past term: A (4 credits, weight 4) and C (2 credits, weight 2) → CR 3.33.
    const [past] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, false)).limit(1);
    for (const [concept, credits, n] of [
      ["A", 4, 1],
      ["C", 2, 2],
    ] as const) {
      const subjectId = await addSubject(t.db, { code: `ZZD-${nextCode++}`, credits });
      const old = await addOffering(t.db, {
        termId: past?.id ?? 0,
        subjectId,
        capacity: 5,
        slots: [],
        teacherId: teacher.id,
      });
      const [row] = await t.db
        .insert(enrolments)
        .values({ codigo: `${"1".repeat(27)}${n}`, studentId: student.id, offeringId: old, status: "deferida" })
        .returning({ id: enrolments.id });
      await t.db.insert(grades).values({ enrolmentId: row?.id ?? 0, concept, attendance: 90, final: true });
    }

    const items = await listed(advisor.cookie, `student=${student.idcbpf}&pageSize=100`);
    const byCode = new Map(items.map((item) => [item.codigo, item]));
    const pending = byCode.get(baseRequest.codigo);
    const accepted = byCode.get(otherRequest.codigo);
    // 4 pending + 3 accepted; the waiting 6 hold nothing.
    expect(pending?.student.termCredits).toBe(7);
    expect(pending?.student.cr).toBe(3.33);
    expect(pending?.prerequisiteOf).toEqual([accepted?.offering.subject.code]);
    expect(accepted?.prerequisiteOf).toEqual([]);
  });

  it("a student with no final grade has no CR", async () => {
    const [student] = await students(1);
    await addGuidance(t.db, student.id, advisor.id);
    await enrolOk(student, await offering(5, 4, 2));
    const [item] = await listed(advisor.cookie, `student=${student.idcbpf}`);
    expect(item?.student).toMatchObject({ termCredits: 2, cr: null });
  });
});
