import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import { generateCanonicalCode, normalizeCode } from "../../domain/codes.ts";
import { timetableSchema, type Timetable } from "../../domain/timetable.ts";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { enrolments, offeringSlots, offeringTeachers, offerings, subjects, terms, users } from "../db/schema.ts";

/**
 * GET /api/horario on the demo data plus a student of this file's own, whose requests cover
 * every status and another term, so what is left out is as visible as what is shown.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
let studentId = 0;
let currentTermId = 0;

/** subject code → offering id in the current (seeded) term. */
const offeringOf = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const [current] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
  currentTermId = current?.id ?? 0;
  const rows = await t.db
    .select({ id: offerings.id, code: subjects.code })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .where(eq(offerings.termId, currentTermId));
  for (const row of rows) offeringOf.set(row.code, row.id);

  const [student] = await t.db
    .insert(users)
    .values({
      idcbpf: "aluna.teste",
      name: "Aluna Teste",
      email: "aluna.teste@example.org",
      level: "Discente",
      programme: "academico",
      degree: "doutorado",
      passwordHash: (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.idcbpf, "discente")))[0]
        ?.h,
    })
    .returning({ id: users.id });
  studentId = student?.id ?? 0;

  // An old term where the same student passed FIS-590 (accepted, but not this term).
  const [old] = await t.db
    .insert(terms)
    .values({
      code: "2020.1",
      startDate: "2020-03-02",
      endDate: "2020-07-10",
      offeringStart: "2020-01-06",
      offeringEnd: "2020-01-31",
      enrolmentStart: "2020-02-10",
      enrolmentEnd: "2020-02-21",
      dropDeadline: "2020-03-27",
      gradeDeadline: "2020-07-31",
    })
    .returning({ id: terms.id });
  const [fis590] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, "FIS-590"));
  const [oldOffering] = await t.db
    .insert(offerings)
    .values({ termId: old?.id ?? 0, subjectId: fis590?.id ?? 0, capacity: 40, language: "pt" })
    .returning({ id: offerings.id });
  await t.db
    .insert(offeringSlots)
    .values({ offeringId: oldOffering?.id ?? 0, weekday: 1, start: "09:00", end: "11:00", room: "Sala Antiga" });

  const requests: [number, EnrolmentStatus][] = [
    [oldOffering?.id ?? 0, "deferida"],
    [offeringOf.get("FIS-601") ?? 0, "deferida"],
    [offeringOf.get("FIS-502") ?? 0, "deferida"],
    [offeringOf.get("FIS-501") ?? 0, "trancada"],
    [offeringOf.get("FIS-503") ?? 0, "em_espera"],
    [offeringOf.get("FIS-504") ?? 0, "pendente"],
    [offeringOf.get("FIS-520") ?? 0, "indeferida"],
  ];
  await t.db
    .insert(enrolments)
    .values(
      requests.map(([offeringId, status]) => ({ codigo: generateCanonicalCode(), studentId, offeringId, status })),
    );

  for (const idcbpf of ["admin", "docente", "discente", "aluna.teste"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

async function timetable(who: string): Promise<Timetable> {
  const res = await call(t.app, "/api/horario", { cookie: cookies[who] });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return timetableSchema.parse(await res.json());
}

const codes = (answer: Timetable) => answer.enrolments.map((e) => e.subject.code);

describe("GET /api/horario", () => {
  it("answers each caller as the access matrix says: the Discente only", async () => {
    const expected = EXPECTED_API.horario;
    await expectApiError(await call(t.app, expected.path), expected.anonymous);
    expect((await call(t.app, expected.path, { cookie: cookies.admin })).status).toBe(expected.Administrador);
    expect((await call(t.app, expected.path, { cookie: cookies.docente })).status).toBe(expected.Docente);
    expect((await call(t.app, expected.path, { cookie: cookies.discente })).status).toBe(expected.Discente);
    await expectApiError(await call(t.app, expected.path, { cookie: cookies.docente }), 403);
  });

  it("refuses in the request's language", async () => {
    const en = await expectApiError(
      await call(t.app, "/api/horario", { headers: { "accept-language": "en-US" } }),
      401,
    );
    expect(en.message).toBe("Log in to continue.");
    const pt = await expectApiError(await call(t.app, "/api/horario", { cookie: cookies.admin }), 403);
    expect(pt.message).toBe("Você não tem acesso a isto.");
  });

  it("gives the current term and only the student's own accepted classes in it", async () => {
    const mine = await timetable("aluna.teste");
    const [term] = await t.db
      .select({ code: terms.code, start: terms.startDate, end: terms.endDate })
      .from(terms)
      .where(eq(terms.current, true));
    expect(mine.term).toEqual(term);
    // Not the old term's FIS-590, not trancada, em_espera, pendente or indeferida.
    expect(codes(mine)).toEqual(["FIS-502", "FIS-601"]);

    // The demo student: its four accepted classes; the pending FIS-504 and rejected FIS-520 are not there.
    const demo = await timetable("discente");
    expect(codes(demo)).toEqual(["FIS-501", "FIS-502", "FIS-503", "FIS-590"]);
    const demoCodigos = demo.enrolments.map((e) => normalizeCode(e.codigo) ?? "");
    expect(new Set(demoCodigos).size).toBe(4);
    const owners = await t.db
      .select({ studentId: enrolments.studentId, status: enrolments.status })
      .from(enrolments)
      .where(inArray(enrolments.codigo, demoCodigos));
    const [demoUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "discente"));
    expect(owners).toEqual(Array.from({ length: 4 }, () => ({ studentId: demoUser?.id, status: "deferida" })));

    // Another student of the same classes sees its own list.
    cookies["larissa.nunes"] = await login(t.app, "larissa.nunes");
    expect(codes(await timetable("larissa.nunes"))).toEqual(["FIS-590", "FIS-710"]);
  });

  it("describes each class fully: printed codigo, names in both languages, slots in order, responsible teacher first", async () => {
    const [fis502] = (await timetable("aluna.teste")).enrolments;
    const [stored] = await t.db
      .select({ codigo: enrolments.codigo })
      .from(enrolments)
      .where(and(eq(enrolments.offeringId, offeringOf.get("FIS-502") ?? 0), eq(enrolments.studentId, studentId)));
    expect(fis502).toEqual({
      codigo: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/),
      subject: { code: "FIS-502", name: { pt: "Eletrodinâmica Clássica", en: "Classical Electrodynamics" } },
      language: "pt",
      slots: [
        { weekday: 1, start: "08:00", end: "10:00", room: "Sala 305" },
        { weekday: 3, start: "08:00", end: "10:00", room: "Sala 305" },
      ],
      teachers: [
        { name: "Ricardo Tavares Lima", idcbpf: "docente", responsible: true },
        { name: "Marina Costa Figueiredo", idcbpf: "marina.costa", responsible: false },
      ],
    });
    expect(normalizeCode(fis502?.codigo ?? "")).toBe(stored?.codigo);
  });

  it("follows the data: a class accepted now appears, one dropped goes, a new co-teacher shows", async () => {
    const fis501 = offeringOf.get("FIS-501") ?? 0;
    await t.db
      .insert(enrolments)
      .values({ codigo: generateCanonicalCode(), studentId, offeringId: fis501, status: "deferida" });
    await t.db
      .update(enrolments)
      .set({ status: "trancada" })
      .where(and(eq(enrolments.offeringId, offeringOf.get("FIS-601") ?? 0), eq(enrolments.studentId, studentId)));
    const [marina] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "marina.costa"));
    await t.db.insert(offeringTeachers).values({ offeringId: fis501, userId: marina?.id ?? 0 });
    const answer = await timetable("aluna.teste");
    expect(codes(answer)).toEqual(["FIS-501", "FIS-502"]);
    expect(answer.enrolments[0]?.teachers.map((teacher) => teacher.idcbpf)).toEqual(["docente", "marina.costa"]);
  });

  it("answers term null and no classes when no term is current", async () => {
    await t.db.update(terms).set({ current: false }).where(eq(terms.id, currentTermId));
    try {
      expect(await timetable("aluna.teste")).toEqual({ term: null, enrolments: [] });
    } finally {
      await t.db.update(terms).set({ current: true }).where(eq(terms.id, currentTermId));
    }
    expect((await timetable("aluna.teste")).term).not.toBeNull();
  });

  it("answers an empty list to a student with no accepted class", async () => {
    await t.db.delete(enrolments).where(eq(enrolments.studentId, studentId));
    expect((await timetable("aluna.teste")).enrolments).toEqual([]);
  });
});
