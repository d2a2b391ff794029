import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import { formatCode, generateCanonicalCode } from "../../domain/codes.ts";
import { painelSchema, type Painel } from "../../domain/painel.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import {
  applications,
  calls,
  enrolments,
  grades,
  offeringTeachers,
  offerings,
  settings,
  subjects,
  terms,
  users,
} from "../db/schema.ts";
import { addStudents, addTeachers } from "../orientacoes/test-fixtures.ts";
import { painelOf } from "./painel.queries.ts";

/**
 * GET /api/painel on the demo data plus a past term of this file's own (2001.1: drop deadline
 * 2001-03-30, grade deadline 2001-07-31), with its own teachers, students, offerings and
 * enrolments, so the flags are checked on rows only this file writes. Counts of the current term
 * are checked as differences after this file adds an offering with enrolments to it.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const ids = { term: 0, current: 0, physics: 0, maths: 0, currentOffering: 0 };
const codigo: Record<string, string> = {};

async function subjectId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, code));
  if (!row) throw new Error(`demo subject ${code} missing`);
  return row.id;
}

async function userId(idcbpf: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
  if (!row) throw new Error(`user ${idcbpf} missing`);
  return row.id;
}

async function enrol(key: string, student: string, offeringId: number, status: EnrolmentStatus): Promise<number> {
  const canonical = generateCanonicalCode();
  codigo[key] = formatCode(canonical);
  const [row] = await t.db
    .insert(enrolments)
    .values({ codigo: canonical, studentId: await userId(student), offeringId, status })
    .returning({ id: enrolments.id });
  return row?.id ?? 0;
}

async function painel(cookie = cookies.admin): Promise<Painel> {
  const res = await call(t.app, "/api/painel", { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return painelSchema.strict().parse(await res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  await addTeachers(t.db, [
    { idcbpf: "zzp-prof-a", name: "ZZP Professora A" },
    { idcbpf: "zzp-prof-b", name: "ZZP Professor B" },
  ]);
  await addStudents(t.db, [
    { idcbpf: "zzp-aluno-1", name: "ZZP Aluno Um" },
    { idcbpf: "zzp-aluno-2", name: "ZZP Aluno Dois" },
    { idcbpf: "zzp-aluno-3", name: "ZZP Aluno Três" },
  ]);
  const [term] = await t.db
    .insert(terms)
    .values({
      code: "2001.1",
      startDate: "2001-03-01",
      endDate: "2001-07-10",
      offeringStart: "2001-01-08",
      offeringEnd: "2001-01-31",
      enrolmentStart: "2001-02-05",
      enrolmentEnd: "2001-02-20",
      dropDeadline: "2001-03-30",
      gradeDeadline: "2001-07-31",
    })
    .returning({ id: terms.id });
  ids.term = term?.id ?? 0;
  const made = await t.db
    .insert(offerings)
    .values([
      { termId: ids.term, subjectId: await subjectId("FIS-501"), capacity: 10, taken: 4 },
      { termId: ids.term, subjectId: await subjectId("FIS-502"), capacity: 10, taken: 1 },
    ])
    .returning({ id: offerings.id });
  ids.physics = made[0]?.id ?? 0;
  ids.maths = made[1]?.id ?? 0;
  await t.db.insert(offeringTeachers).values([
    { offeringId: ids.physics, userId: await userId("zzp-prof-a"), responsible: true },
    { offeringId: ids.physics, userId: await userId("zzp-prof-b"), responsible: false },
    { offeringId: ids.maths, userId: await userId("zzp-prof-b"), responsible: true },
  ]);
  // FIS-501: one pending past the drop deadline, two accepted without a grade, one graded,
  // and a rejected and a dropped one (neither flagged). FIS-502: one accepted, graded.
  await enrol("pending", "zzp-aluno-1", ids.physics, "pendente");
  await enrol("noGrade2", "zzp-aluno-2", ids.physics, "deferida");
  await enrol("noGrade3", "zzp-aluno-3", ids.physics, "deferida");
  const graded = await enrol("graded", "discente", ids.physics, "deferida");
  await enrol("rejected", "zzp-aluno-2", ids.maths, "indeferida");
  await enrol("dropped", "zzp-aluno-3", ids.maths, "trancada");
  const gradedMaths = await enrol("gradedMaths", "zzp-aluno-1", ids.maths, "deferida");
  await t.db.insert(grades).values([
    { enrolmentId: graded, concept: "B", attendance: 90, final: false },
    { enrolmentId: gradedMaths, concept: "A", attendance: 100, final: true },
  ]);

  const [current] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
  ids.current = current?.id ?? 0;
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

describe("GET /api/painel", () => {
  it("is the office's: anonymous 401, Docente and Discente 403, in the request's language", async () => {
    const en = await expectApiError(await call(t.app, "/api/painel", { headers: { "accept-language": "en-US" } }), 401);
    expect(en.message).toBe("Log in to continue.");
    const pt = await expectApiError(await call(t.app, "/api/painel", { cookie: cookies.docente }), 403);
    expect(pt.message).toBe("Você não tem acesso a isto.");
    await expectApiError(await call(t.app, "/api/painel", { cookie: cookies.discente }), 403);
    await painel();
  });

  it("gives the current term with its windows, and today in the institution's zone", async () => {
    const answer = await painel();
    const [term] = await t.db.select().from(terms).where(eq(terms.current, true));
    expect(answer.term).toEqual({
      code: term?.code,
      startDate: term?.startDate,
      endDate: term?.endDate,
      offeringStart: term?.offeringStart,
      offeringEnd: term?.offeringEnd,
      enrolmentStart: term?.enrolmentStart,
      enrolmentEnd: term?.enrolmentEnd,
      dropDeadline: term?.dropDeadline,
      gradeDeadline: term?.gradeDeadline,
    });
    expect(answer.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("flags a pending enrolment after its term's drop deadline, with student, subject and codigo", async () => {
    const answer = await painel();
    const mine = answer.attention.pendingPastDrop.items.filter((item) => item.term === "2001.1");
    expect(mine).toEqual([
      {
        codigo: codigo.pending,
        term: "2001.1",
        dropDeadline: "2001-03-30",
        student: { idcbpf: "zzp-aluno-1", name: "ZZP Aluno Um" },
        subject: { code: "FIS-501", name: expect.objectContaining({ pt: expect.any(String) }) as unknown },
        offering: ids.physics,
      },
    ]);
    expect(answer.attention.pendingPastDrop.total).toBeGreaterThanOrEqual(1);
  });

  it("flags, after the grade deadline, each offering with accepted enrolments that have no grade", async () => {
    const answer = await painel();
    const mine = answer.attention.missingGrades.items.filter((item) => item.term === "2001.1");
    // FIS-501: two accepted without a grade (the graded, rejected, dropped and pending ones are not
    // counted); FIS-502's only accepted enrolment is graded, so it is not flagged.
    expect(mine).toEqual([
      {
        offering: ids.physics,
        term: "2001.1",
        gradeDeadline: "2001-07-31",
        subject: { code: "FIS-501", name: expect.objectContaining({ en: expect.any(String) }) as unknown },
        teachers: [
          { idcbpf: "zzp-prof-a", name: "ZZP Professora A", email: "zzp-prof-a@example.org", responsible: true },
          { idcbpf: "zzp-prof-b", name: "ZZP Professor B", email: "zzp-prof-b@example.org", responsible: false },
        ],
        missing: 2,
      },
    ]);
    expect(answer.attention.missingGrades.total).toBeGreaterThanOrEqual(1);
    expect(answer.attention.missingGrades.students).toBeGreaterThanOrEqual(2);
  });

  it("counts deadlines as whole days in the institution's time zone, both ends inclusive", async () => {
    const flagged = async (instant: string) => {
      const answer = await painelOf(t.db, new Date(instant));
      return {
        pending: answer.attention.pendingPastDrop.items.some((item) => item.codigo === codigo.pending),
        grades: answer.attention.missingGrades.items.some((item) => item.offering === ids.physics),
      };
    };
    // 2001-03-31 02:00 UTC is still 30/03 23:00 in São Paulo (UTC-3): the drop deadline's last hour.
    expect(await flagged("2001-03-31T02:59:59Z")).toEqual({ pending: false, grades: false });
    expect(await flagged("2001-03-31T03:00:00Z")).toEqual({ pending: true, grades: false });
    expect(await flagged("2001-08-01T02:59:59Z")).toEqual({ pending: true, grades: false });
    expect(await flagged("2001-08-01T03:00:00Z")).toEqual({ pending: true, grades: true });

    // The same instant in another zone: in Tokyo (UTC+9) 2001-03-30 16:00 UTC is already the 31st.
    await t.db.update(settings).set({ timeZone: "Asia/Tokyo" }).where(eq(settings.id, 1));
    try {
      expect(await flagged("2001-03-30T16:00:00Z")).toEqual({ pending: true, grades: false });
      expect(await flagged("2001-03-30T14:59:59Z")).toEqual({ pending: false, grades: false });
    } finally {
      await t.db.update(settings).set({ timeZone: "America/Sao_Paulo" }).where(eq(settings.id, 1));
    }
  });

  it("stops flagging once the enrolment is decided or the grade recorded", async () => {
    const [extra] = await t.db
      .insert(offerings)
      .values({ termId: ids.term, subjectId: await subjectId("FIS-503"), capacity: 5, taken: 2 })
      .returning({ id: offerings.id });
    const pending = await enrol("later", "zzp-aluno-2", extra?.id ?? 0, "pendente");
    const accepted = await enrol("laterAccepted", "zzp-aluno-3", extra?.id ?? 0, "deferida");
    let answer = await painel();
    expect(answer.attention.pendingPastDrop.items.map((item) => item.codigo)).toContain(codigo.later);
    expect(answer.attention.missingGrades.items.map((item) => item.offering)).toContain(extra?.id);

    await t.db.update(enrolments).set({ status: "deferida" }).where(eq(enrolments.id, pending));
    await t.db.insert(grades).values({ enrolmentId: accepted, concept: "C", attendance: 80 });
    answer = await painel();
    expect(answer.attention.pendingPastDrop.items.map((item) => item.codigo)).not.toContain(codigo.later);
    // Now one accepted without a grade (the one just accepted) instead of the graded one.
    expect(answer.attention.missingGrades.items.find((item) => item.offering === extra?.id)?.missing).toBe(1);
  });

  it("counts the current term: offerings, enrolments per status, seats; active students per programme", async () => {
    const before = await painel();
    const [made] = await t.db
      .insert(offerings)
      .values({ termId: ids.current, subjectId: await subjectId("FIS-590"), capacity: 7, taken: 2 })
      .returning({ id: offerings.id });
    ids.currentOffering = made?.id ?? 0;
    await enrol("c1", "zzp-aluno-1", ids.currentOffering, "pendente");
    await enrol("c2", "zzp-aluno-2", ids.currentOffering, "deferida");
    await enrol("c3", "zzp-aluno-3", ids.currentOffering, "em_espera");
    await addStudents(t.db, [{ idcbpf: "zzp-aluno-4", name: "ZZP Aluno Quatro" }]);
    await addStudents(t.db, [{ idcbpf: "zzp-aluno-5", name: "ZZP Aluno Cinco", status: "trancado" }]);
    const after = await painel();

    expect(after.counts.offerings - before.counts.offerings).toBe(1);
    expect(after.counts.seats.capacity - before.counts.seats.capacity).toBe(7);
    expect(after.counts.seats.taken - before.counts.seats.taken).toBe(2);
    const delta = Object.fromEntries(
      Object.entries(after.counts.enrolments).map(([status, n]) => [
        status,
        n - before.counts.enrolments[status as EnrolmentStatus],
      ]),
    );
    expect(delta).toEqual({ pendente: 1, deferida: 1, em_espera: 1, indeferida: 0, trancada: 0 });
    // The past term's enrolments are not the current term's.
    const academic = (answer: Painel) =>
      answer.counts.activeStudents.find((row) => row.programme === "academico")?.count ?? 0;
    expect(academic(after) - academic(before)).toBe(1); // the active one, not the trancado
  });

  it("counts the applications waiting for review (submetida), of every call", async () => {
    const before = await painel();
    const [made] = await t.db
      .insert(calls)
      .values({
        programme: "academico",
        degree: "mestrado",
        titlePt: "ZZP Chamada",
        titleEn: "ZZP Call",
        opensOn: "2001-01-01",
        closesOn: "2001-02-01",
      })
      .returning({ id: calls.id });
    const callId = made?.id ?? 0;
    const statuses = ["submetida", "submetida", "rascunho", "em_analise", "deferida"] as const;
    await t.db.insert(applications).values(
      statuses.map((status, index) => ({
        codigo: generateCanonicalCode(),
        callId,
        name: `ZZP Candidata ${index}`,
        email: `zzp.cand.${index}@example.org`,
        documentId: "1",
        birthDate: "1990-01-01",
        researchArea: "Física",
        status,
      })),
    );
    const after = await painel();
    expect(after.applications.submitted - before.applications.submitted).toBe(2);
  });

  it("answers with no term and zero counts when no term is current", async () => {
    await t.db.update(terms).set({ current: false }).where(eq(terms.id, ids.current));
    try {
      const answer = await painel();
      expect(answer.term).toBeNull();
      expect(answer.counts.offerings).toBe(0);
      expect(answer.counts.seats).toEqual({ taken: 0, capacity: 0 });
      expect(answer.counts.enrolments).toEqual({ pendente: 0, deferida: 0, indeferida: 0, trancada: 0, em_espera: 0 });
      expect(answer.attention.pendingPastDrop.items.map((item) => item.codigo)).toContain(codigo.pending);
    } finally {
      await t.db.update(terms).set({ current: true }).where(eq(terms.id, ids.current));
    }
  });
});
