import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { normalizeCode } from "../../domain/codes.ts";
import { enrolmentCreatedSchema, enrolmentPageSchema } from "../../domain/matriculas.ts";
import { auditLog, enrolments, grades, offerings, settings, terms, users } from "../db/schema.ts";
import {
  addDays,
  addGuidance,
  addOffering,
  addPeople,
  addSubject,
  openWindow,
  setCurrentWindows,
  TODAY,
  type Person,
} from "./test-fixtures.ts";

/**
 * The enrolment API (PRODUCT §7, §8) on the demo plus this file's own subjects, offerings and
 * people (`ZZM-…`, `zzm…`): every rule key, the waitlist and its promotion, decisions by the
 * advisor and the office, each level allowed and refused.
 */
let t: TestApp;
let termId = 0;
let teacher: Person;
let advisor: Person;
let coAdvisor: Person;
let otherTeacher: Person;
let admin: string;
let nextCode = 100;

const MON_10_12 = { weekday: 1, start: "10:00", end: "12:00", room: "Z-1" };
const MON_12_14 = { weekday: 1, start: "12:00", end: "14:00", room: "Z-2" };
const MON_11_13 = { weekday: 1, start: "11:00", end: "13:00", room: "Z-3" };

/** A day as the messages write it: `dd/mm/yy` in Portuguese, `mm/dd/yy` in English. */
const written = (day: string, locale: "pt" | "en") =>
  locale === "pt"
    ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`
    : `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;

async function offering(capacity = 5, slots = [MON_10_12], subject: Parameters<typeof addSubject>[1] | null = null) {
  const subjectId = await addSubject(t.db, subject ?? { code: `ZZM-${nextCode++}` });
  return addOffering(t.db, { termId, subjectId, capacity, slots, teacherId: teacher.id });
}

async function students<N extends number>(count: N, extra: Parameters<typeof addPeople>[4] = {}) {
  return addPeople(t.db, `zzm${nextCode++}-`, count, "Discente", extra);
}

const enrol = (who: string, offeringId: number, headers: Record<string, string> = {}) =>
  call(t.app, "/api/matriculas", { method: "POST", json: { offering: offeringId }, cookie: who, headers });

async function enrolOk(who: Person, offeringId: number) {
  const res = await enrol(who.cookie, offeringId);
  expect(res.status).toBe(201);
  return enrolmentCreatedSchema.parse(await res.json());
}

async function statusOf(codigo: string) {
  const [row] = await t.db
    .select({ status: enrolments.status, rule: enrolments.rule })
    .from(enrolments)
    .where(eq(enrolments.codigo, normalizeCode(codigo) ?? ""));
  return row;
}

async function taken(offeringId: number) {
  const [row] = await t.db.select({ taken: offerings.taken }).from(offerings).where(eq(offerings.id, offeringId));
  return row?.taken;
}

beforeAll(async () => {
  t = await createTestApp();
  termId = await openWindow(t.db);
  [teacher, advisor, coAdvisor, otherTeacher] = await addPeople(t.db, "zzmdoc-", 4, "Docente");
  admin = await login(t.app, "admin");
});
afterAll(async () => t.close());

describe("enrolling", () => {
  it("takes a free seat as pendente and lists it as the student's own", async () => {
    const id = await offering(2);
    const [student] = await students(1);
    const created = await enrolOk(student, id);
    expect(created.status).toBe("pendente");
    expect(created.position).toBeUndefined();
    expect(created.codigo).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);
    expect(await taken(id)).toBe(1);

    const page = enrolmentPageSchema.parse(
      await (await call(t.app, "/api/matriculas", { cookie: student.cookie })).json(),
    );
    expect(page.items.map((item) => item.codigo)).toEqual([created.codigo]);
    expect(page.items[0]).toMatchObject({ status: "pendente", position: null, canDecide: false });
    expect(page.items[0]?.offering.slots).toEqual([MON_10_12]);
  });

  it("refuses outside the window (window_closed), naming the window, in the request's language", async () => {
    const id = await offering();
    const [student] = await students(1);
    await setCurrentWindows(t.db, {
      enrolmentStart: addDays(TODAY, -9),
      enrolmentEnd: addDays(TODAY, -2),
      dropDeadline: addDays(TODAY, 10),
    });
    try {
      const pt = await expectApiError(await enrol(student.cookie, id), 422);
      expect(pt.rule).toBe("window_closed");
      expect(pt.message).toMatch(/^A matrícula está fechada/);
      const [start, end] = [addDays(TODAY, -9), addDays(TODAY, -2)];
      expect(pt.message).toBe(
        `A matrícula está fechada: o período de matrícula é de ${written(start, "pt")} a ${written(end, "pt")}.`,
      );
      const en = await expectApiError(await enrol(student.cookie, id, { "accept-language": "en" }), 422);
      expect(en.message).toMatch(/^Enrolment is closed/);
      expect(en.message).toBe(
        `Enrolment is closed: the enrolment window runs from ${written(start, "en")} to ${written(end, "en")}.`,
      );
      // The office registers outside the window (late registrations).
      const late = await call(t.app, "/api/matriculas", {
        method: "POST",
        cookie: admin,
        json: { offering: id, student: student.idcbpf },
      });
      expect(late.status).toBe(201);
    } finally {
      await openWindow(t.db);
    }
  });

  it("refuses a student who is not active (not_active) and a subject of another level (not_eligible)", async () => {
    const id = await offering();
    const [onLeave] = await students(1);
    await t.db.update(users).set({ status: "trancado" }).where(eq(users.id, onLeave.id));
    const inactive = await expectApiError(await enrol(onLeave.cookie, id), 422);
    expect(inactive.rule).toBe("not_active");
    expect(inactive.message).toBe("Apenas discentes ativos podem se matricular (situação atual: trancado).");

    const code = `ZZM-${nextCode++}`;
    const phd = await offering(5, [MON_10_12], { code, level: "doutorado" });
    const [master] = await students(1);
    const refusal = await expectApiError(await enrol(master.cookie, phd), 422);
    expect(refusal.rule).toBe("not_eligible");
    expect(refusal.message).toContain(code);
  });

  it("refuses the same subject twice in the term (already_enrolled) and a passed one (already_passed)", async () => {
    const id = await offering();
    const [student] = await students(1);
    await enrolOk(student, id);
    expect((await expectApiError(await enrol(student.cookie, id), 422)).rule).toBe("already_enrolled");

    // A final pass in an old offering of the same subject.
    const [past] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, false)).limit(1);
    const code = `ZZM-${nextCode++}`;
    const subjectId = await addSubject(t.db, { code });
    const old = await addOffering(t.db, {
      termId: past?.id ?? 0,
      subjectId,
      capacity: 5,
      slots: [],
      teacherId: teacher.id,
    });
    const now = await addOffering(t.db, { termId, subjectId, capacity: 5, slots: [MON_12_14], teacherId: teacher.id });
    const [passed] = await t.db
      .insert(enrolments)
      .values({ codigo: "0".repeat(27) + "1", studentId: student.id, offeringId: old, status: "deferida" })
      .returning({ id: enrolments.id });
    await t.db.insert(grades).values({ enrolmentId: passed?.id ?? 0, concept: "B", attendance: 90, final: true });
    const refusal = await expectApiError(await enrol(student.cookie, now), 422);
    expect(refusal.rule).toBe("already_passed");
    expect(refusal.message).toContain(code);

    // A failed one may be taken again.
    await t.db
      .update(grades)
      .set({ concept: "D" })
      .where(eq(grades.enrolmentId, passed?.id ?? 0));
    expect((await enrol(student.cookie, now)).status).toBe(201);
  });

  it("refuses without a passed prerequisite (prerequisite_missing), naming it", async () => {
    const base = `ZZM-${nextCode++}`;
    const baseId = await addSubject(t.db, { code: base });
    const id = await offering(5, [MON_10_12], { code: `ZZM-${nextCode++}`, prerequisites: [baseId] });
    const [student] = await students(1);
    const refusal = await expectApiError(await enrol(student.cookie, id), 422);
    expect(refusal.rule).toBe("prerequisite_missing");
    expect(refusal.message).toBe(`Falta o pré-requisito ${base} Disciplina ${base}.`);
  });

  it("refuses overlapping slots (slot_clash) naming the subject; touching slots do not clash", async () => {
    const firstCode = `ZZM-${nextCode}`;
    const first = await offering(5, [MON_10_12]);
    const touching = await offering(5, [MON_12_14]);
    const overlapping = await offering(5, [MON_11_13]);
    const [student] = await students(1);
    await enrolOk(student, first);
    await enrolOk(student, touching);
    const refusal = await expectApiError(await enrol(student.cookie, overlapping, { "accept-language": "en" }), 422);
    expect(refusal.rule).toBe("slot_clash");
    expect(refusal.message).toBe(`The timetable clashes with ${firstCode} Subject ${firstCode}.`);
  });

  it("refuses beyond the term's credit limit (credit_limit), counting pendente and deferida", async () => {
    await t.db.update(settings).set({ creditLimit: 8 });
    try {
      const a = await offering(5, [{ ...MON_10_12, weekday: 2 }]);
      const b = await offering(5, [{ ...MON_10_12, weekday: 3 }]);
      const c = await offering(5, [{ ...MON_10_12, weekday: 4 }]);
      const [student] = await students(1);
      await enrolOk(student, a);
      await enrolOk(student, b);
      const refusal = await expectApiError(await enrol(student.cookie, c), 422);
      expect(refusal.rule).toBe("credit_limit");
      expect(refusal.message).toContain("12");
      expect(refusal.message).toBe("Limite de 8 créditos no período excedido: seriam 12.");
    } finally {
      await t.db.update(settings).set({ creditLimit: 0 });
    }
  });

  it("answers 400 for a malformed body and 404 for an unknown offering, never 500", async () => {
    const [student] = await students(1);
    const bad = await expectApiError(
      await call(t.app, "/api/matriculas", { method: "POST", cookie: student.cookie, json: { offering: "x" } }),
      400,
    );
    expect(bad.fields?.offering).toBeTruthy();
    await expectApiError(await enrol(student.cookie, 2_000_000_000), 404);
    // A Discente names no one else.
    const res = await call(t.app, "/api/matriculas", {
      method: "POST",
      cookie: student.cookie,
      json: { offering: 1, student: "discente" },
    });
    await expectApiError(res, 403);
    // The office must name the student.
    const office = await expectApiError(
      await call(t.app, "/api/matriculas", { method: "POST", cookie: admin, json: { offering: 1 } }),
      400,
    );
    expect(office.fields?.student).toBeTruthy();
    expect(office).toEqual({
      statusCode: 400,
      message: "Requisição inválida.",
      fields: { student: "Informe o discente a matricular." },
    });
    // … a student that exists.
    await expectApiError(
      await call(t.app, "/api/matriculas", {
        method: "POST",
        cookie: admin,
        json: { offering: 1, student: "zzm-nobody" },
      }),
      404,
    );
  });
});

describe("the waitlist", () => {
  it("puts latecomers on the waitlist with positions, promotes on a drop and renumbers", async () => {
    const id = await offering(1);
    const [first, second, third] = await students(3);
    expect((await enrolOk(first, id)).status).toBe("pendente");
    const w2 = await enrolOk(second, id);
    const w3 = await enrolOk(third, id);
    expect(w2).toMatchObject({ status: "em_espera", position: 1 });
    expect(w3).toMatchObject({ status: "em_espera", position: 2 });

    const mine = enrolmentPageSchema.parse(
      await (await call(t.app, "/api/matriculas", { cookie: first.cookie })).json(),
    );
    const dropped = await call(t.app, `/api/matriculas/${mine.items[0]?.codigo ?? ""}`, {
      method: "DELETE",
      cookie: first.cookie,
    });
    expect(dropped.status).toBe(200);
    expect(await dropped.json()).toEqual({ status: "trancada" });

    expect((await statusOf(w2.codigo))?.status).toBe("pendente");
    expect(await taken(id)).toBe(1);
    const list = enrolmentPageSchema.parse(
      await (await call(t.app, `/api/matriculas?offering=${id}&status=em_espera`, { cookie: admin })).json(),
    );
    expect(list.items.map((item) => [item.codigo, item.position])).toEqual([[w3.codigo, 1]]);
  });

  it("skips a waiting student who would now break a rule, refusing it with that rule", async () => {
    const full = await offering(1, [MON_10_12]);
    const clashing = await offering(5, [MON_11_13]);
    const [holder, blocked, next] = await students(3);
    const held = await enrolOk(holder, full);
    const wBlocked = await enrolOk(blocked, full);
    const wNext = await enrolOk(next, full);
    // While waiting (holding nothing), `blocked` takes a seat that clashes with `full`.
    await enrolOk(blocked, clashing);

    await call(t.app, `/api/matriculas/${held.codigo}`, { method: "DELETE", cookie: holder.cookie });
    expect(await statusOf(wBlocked.codigo)).toEqual({ status: "indeferida", rule: "slot_clash" });
    expect((await statusOf(wNext.codigo))?.status).toBe("pendente");
  });

  it("lets a student leave the waitlist at any time, even after the drop deadline", async () => {
    const id = await offering(0);
    const [student] = await students(1);
    const waiting = await enrolOk(student, id);
    expect(waiting.status).toBe("em_espera");
    const res = await call(t.app, `/api/matriculas/${waiting.codigo}`, { method: "DELETE", cookie: student.cookie });
    expect(await res.json()).toEqual({ status: "removida" });
    expect(await statusOf(waiting.codigo)).toBeUndefined();
  });

  it("refuses a drop after the deadline (drop_deadline_passed); the office may still drop", async () => {
    const id = await offering(3);
    const [student] = await students(1);
    const created = await enrolOk(student, id);
    await setCurrentWindows(t.db, {
      enrolmentStart: addDays(TODAY, -9),
      enrolmentEnd: addDays(TODAY, -3),
      dropDeadline: addDays(TODAY, -1),
    });
    try {
      const refusal = await expectApiError(
        await call(t.app, `/api/matriculas/${created.codigo}`, { method: "DELETE", cookie: student.cookie }),
        422,
      );
      expect(refusal.rule).toBe("drop_deadline_passed");
      expect(refusal.message).toBe(`O prazo de trancamento terminou em ${written(addDays(TODAY, -1), "pt")}.`);
      const office = await call(t.app, `/api/matriculas/${created.codigo}`, { method: "DELETE", cookie: admin });
      expect(office.status).toBe(200);
      expect(await taken(id)).toBe(0);
    } finally {
      await openWindow(t.db);
    }
  });

  it("refuses to drop or decide an enrolment that is no longer live (enrolment_not_live)", async () => {
    const id = await offering(3);
    const [student] = await students(1);
    const created = await enrolOk(student, id);
    const drop = () => call(t.app, `/api/matriculas/${created.codigo}`, { method: "DELETE", cookie: student.cookie });
    expect((await drop()).status).toBe(200);
    const again = await expectApiError(await drop(), 422);
    expect(again).toEqual({
      statusCode: 422,
      message: "Esta matrícula já não está ativa (situação: trancada).",
      rule: "enrolment_not_live",
    });
    const decided = await expectApiError(
      await call(t.app, `/api/matriculas/${created.codigo}/decisao`, {
        method: "POST",
        cookie: admin,
        json: { decision: "deferida" },
        headers: { "accept-language": "en" },
      }),
      422,
    );
    expect(decided.message).toBe("This enrolment is no longer active (status: trancada).");
  });

  it("a student cannot drop another's enrolment (404: its existence is not revealed)", async () => {
    const id = await offering(3);
    const [owner, other] = await students(2);
    const created = await enrolOk(owner, id);
    await expectApiError(
      await call(t.app, `/api/matriculas/${created.codigo}`, { method: "DELETE", cookie: other.cookie }),
      404,
    );
    expect((await statusOf(created.codigo))?.status).toBe("pendente");
  });

  it("a student who goes on leave frees its seats for the waitlist and leaves its waitlists", async () => {
    const id = await offering(1);
    const other = await offering(0, [MON_12_14]);
    const [leaving, waiting] = await students(2);
    const seat = await enrolOk(leaving, id);
    const queued = await enrolOk(leaving, other);
    const next = await enrolOk(waiting, id);
    const res = await call(t.app, `/api/usuarios/${leaving.idcbpf}`, {
      method: "PATCH",
      cookie: admin,
      json: { status: "trancado" },
    });
    expect(res.status).toBe(200);
    expect((await statusOf(seat.codigo))?.status).toBe("trancada");
    expect(await statusOf(queued.codigo)).toBeUndefined();
    expect((await statusOf(next.codigo))?.status).toBe("pendente");
    expect(await taken(id)).toBe(1);
  });
});

describe("deciding", () => {
  const decide = (who: string, codigo: string, decision: string, reason?: string) =>
    call(t.app, `/api/matriculas/${codigo}/decisao`, {
      method: "POST",
      cookie: who,
      json: reason === undefined ? { decision } : { decision, reason },
    });

  it("the main advisor decides; co-advisors and other teachers see but may not (403)", async () => {
    const id = await offering(3);
    const [student] = await students(1);
    await addGuidance(t.db, student.id, advisor.id, [coAdvisor.id]);
    const created = await enrolOk(student, id);

    const seenByCo = enrolmentPageSchema.parse(
      await (await call(t.app, "/api/matriculas?status=pendente", { cookie: coAdvisor.cookie })).json(),
    );
    expect(seenByCo.items.find((item) => item.codigo === created.codigo)?.canDecide).toBe(false);
    const seenByAdvisor = enrolmentPageSchema.parse(
      await (await call(t.app, "/api/matriculas?status=pendente", { cookie: advisor.cookie })).json(),
    );
    expect(seenByAdvisor.items.find((item) => item.codigo === created.codigo)?.canDecide).toBe(true);
    const seenByOther = enrolmentPageSchema.parse(
      await (await call(t.app, "/api/matriculas", { cookie: otherTeacher.cookie })).json(),
    );
    expect(seenByOther.items.some((item) => item.codigo === created.codigo)).toBe(false);

    await expectApiError(await decide(coAdvisor.cookie, created.codigo, "deferida"), 403);
    await expectApiError(await decide(otherTeacher.cookie, created.codigo, "deferida"), 403);
    await expectApiError(await decide(student.cookie, created.codigo, "deferida"), 403);

    const ok = await decide(advisor.cookie, created.codigo, "deferida");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ codigo: created.codigo, status: "deferida" });
    const again = await expectApiError(await decide(advisor.cookie, created.codigo, "indeferida"), 422);
    expect(again.rule).toBe("already_decided");
    expect(again.message).toBe("Esta matrícula já foi decidida (deferida); só a secretaria pode revertê-la.");
  });

  it("a rejection frees the seat for the waitlist; the office reverses it when a seat is free (audited)", async () => {
    const code = `ZZM-${nextCode}`;
    const id = await offering(1);
    const [student, waiting] = await students(2);
    await addGuidance(t.db, student.id, advisor.id);
    const created = await enrolOk(student, id);
    const queued = await enrolOk(waiting, id);

    const rejected = await decide(advisor.cookie, created.codigo, "indeferida", "Fora da linha de pesquisa");
    expect(rejected.status).toBe(200);
    expect((await statusOf(queued.codigo))?.status).toBe("pendente");

    // No seat left: the office cannot accept it back.
    const full = await expectApiError(await decide(admin, created.codigo, "deferida"), 422);
    expect(full.rule).toBe("offering_full");
    expect(full.message).toBe(`Não há vagas em ${code} Disciplina ${code} para deferir esta matrícula.`);
    await t.db.update(offerings).set({ capacity: 2 }).where(eq(offerings.id, id));
    expect((await decide(admin, created.codigo, "deferida")).status).toBe(200);
    expect(await taken(id)).toBe(2);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "enrolment.reverse"), eq(auditLog.entityId, normalizeCode(created.codigo) ?? "")))
      .orderBy(auditLog.id);
    expect(audit?.before).toEqual({ status: "indeferida" });
    expect(audit?.after).toMatchObject({ status: "deferida" });
  });

  it("the office decides for students without an advisor, and lists them apart", async () => {
    const id = await offering(3);
    const [student] = await students(1);
    const created = await enrolOk(student, id);
    const list = enrolmentPageSchema.parse(
      await (
        await call(t.app, "/api/matriculas?status=pendente&withoutAdvisor=true&pageSize=100", { cookie: admin })
      ).json(),
    );
    expect(list.items.find((item) => item.codigo === created.codigo)?.canDecide).toBe(true);
    expect((await decide(admin, created.codigo, "deferida")).status).toBe(200);
  });

  it("rejects an unknown decision (400) and an unknown code (404)", async () => {
    const bad = await expectApiError(await decide(admin, "0000-0000-0000-0000-0000-0000-0001", "talvez"), 400);
    expect(bad.fields?.decision).toBeTruthy();
    await expectApiError(await decide(admin, "0000-0000-0000-0000-0000-0000-0009", "deferida"), 404);
    await expectApiError(await decide(admin, "nao-e-codigo", "deferida"), 400);
  });
});

describe("access", () => {
  it("follows the matrix for each level", async () => {
    const expected = EXPECTED_API.matriculaEscrita;
    await expectApiError(await call(t.app, "/api/matriculas", { method: "POST", json: { offering: 1 } }), 401);
    await expectApiError(await call(t.app, "/api/matriculas"), 401);
    const docente = await login(t.app, "docente");
    await expectApiError(
      await call(t.app, "/api/matriculas", { method: "POST", cookie: docente, json: { offering: 1 } }),
      expected.Docente,
    );
    const discente = await login(t.app, "discente");
    await expectApiError(
      await call(t.app, "/api/matriculas/0000-0000-0000-0000-0000-0000-0001/decisao", {
        method: "POST",
        cookie: discente,
        json: { decision: "deferida" },
      }),
      EXPECTED_API.matriculaDecisao.Discente,
    );
  });
});
