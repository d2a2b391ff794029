import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { localMoment } from "../../domain/timetable.ts";
import { USER_STATUSES } from "../../domain/users.ts";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { DEMO_OFFERINGS, demoNextTerm, demoPastTerms, demoTerm } from "./demo-academic.ts";
import { DEMO_SUBJECTS } from "./demo-catalogue.ts";
import { demoGuidances } from "./demo-guidance.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.ts";
import { migrateDatabase } from "./migrate.ts";
import {
  enrolments,
  guidanceCoAdvisors,
  guidances,
  offeringSlots,
  offeringTeachers,
  offerings,
  subjectPrerequisites,
  subjects,
  terms,
  users,
} from "./schema.ts";
import { seedDemo } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe("migrations and the demo seed", () => {
  it("run again without harm, also from two processes at once", async () => {
    await migrateDatabase(t.handle);
    const today = localMoment(new Date()).day;
    const both = await Promise.all([seedDemo(t.db), seedDemo(t.db)]);
    expect(both.reduce((sum, run) => sum + run.inserted, 0)).toBe(DEMO_USERS.length);
    expect(both.map((run) => run.term).sort()).toEqual([demoTerm(today).code, null].sort());
    await migrateDatabase(t.handle);
    expect(await seedDemo(t.db)).toEqual({ inserted: 0, term: null });
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_USERS.length);
    const counts = await Promise.all(
      [terms, subjects, offerings, enrolments, guidances].map(
        async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n,
      ),
    );
    const requests = DEMO_OFFERINGS.reduce((sum, offering) => sum + Object.keys(offering.enrolments).length, 0);
    const plan = demoGuidances(DEMO_USERS, today);
    expect(counts).toEqual([6, DEMO_SUBJECTS.length, DEMO_OFFERINGS.length, requests, plan.length]);
  });

  it("puts back a demo user that was removed, leaving the others alone", async () => {
    await t.db.update(users).set({ name: "Renamed" }).where(eq(users.idcbpf, "admin"));
    // A user with no academic rows (those keep their people: users are deactivated, not deleted).
    const plan = demoGuidances(DEMO_USERS, localMoment(new Date()).day);
    const spare = DEMO_USERS.find((user) => user.level === "Discente" && !plan.some((g) => g.student === user.idcbpf));
    await t.db.delete(users).where(eq(users.idcbpf, spare?.idcbpf ?? ""));
    expect(await seedDemo(t.db)).toEqual({ inserted: 1, term: null });
    const [admin] = await t.db.select({ name: users.name }).from(users).where(eq(users.idcbpf, "admin"));
    expect(admin?.name).toBe("Renamed");
  });

  it("hashes demo1234 once with argon2id (m=19456, t=2, p=1) for every demo user", async () => {
    const rows = await t.db.select({ hash: users.passwordHash }).from(users);
    const hashes = new Set(rows.map((row) => row.hash));
    expect(hashes.size).toBeLessThanOrEqual(2); // one per seeding run above
    for (const hash of hashes) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(hash ?? "", DEMO_PASSWORD)).toBe(true);
    }
  });

  it("has the three announced logins and the statuses a demo needs", async () => {
    const rows = await t.db.select({ idcbpf: users.idcbpf, level: users.level, status: users.status }).from(users);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ idcbpf: "admin", level: "Administrador" }),
        expect.objectContaining({ idcbpf: "docente", level: "Docente" }),
        expect.objectContaining({ idcbpf: "discente", level: "Discente" }),
      ]),
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(USER_STATUSES));
    for (const idcbpf of ["admin", "docente", "discente"]) {
      const res = await call(t.app, "/api/_auth/session", {
        method: "POST",
        json: { idcbpf, password: DEMO_PASSWORD },
      });
      expect(res.status, idcbpf).toBe(200);
    }
  });

  it("is a realistic institute: two programmes, ~40 subjects, ~15 teachers, ~120 students, guidance under the cap", async () => {
    const people = await t.db
      .select({ id: users.id, level: users.level, programme: users.programme, status: users.status })
      .from(users);
    const teachers = people.filter((p) => p.level === "Docente");
    const students = people.filter((p) => p.level === "Discente");
    expect(teachers.length).toBeGreaterThanOrEqual(15);
    expect(students.length).toBeGreaterThanOrEqual(110);
    for (const programme of ["academico", "profissional"] as const) {
      expect(teachers.some((p) => p.programme === programme)).toBe(true);
      expect(students.filter((p) => p.programme === programme).length).toBeGreaterThan(20);
    }
    expect(DEMO_SUBJECTS.length).toBeGreaterThanOrEqual(38);
    expect(new Set(DEMO_SUBJECTS.map((s) => s.code)).size).toBe(DEMO_SUBJECTS.length);
    // Prerequisites name earlier subjects only, so the catalogue has no cycle.
    const seen = new Set<string>();
    for (const subject of DEMO_SUBJECTS) {
      for (const code of subject.requires ?? []) expect(seen.has(code), `${subject.code} requires ${code}`).toBe(true);
      seen.add(subject.code);
    }

    const rows = await t.db
      .select({ studentId: guidances.studentId, advisorId: guidances.advisorId, milestones: guidances.milestones })
      .from(guidances);
    const status = new Map(people.map((p) => [p.id, p]));
    const load = new Map<number, number>();
    for (const row of rows) {
      expect(status.get(row.studentId)?.level).toBe("Discente");
      expect(status.get(row.advisorId)?.level).toBe("Docente");
      const s = status.get(row.studentId)?.status;
      if (s === "ativo" || s === "trancado") load.set(row.advisorId, (load.get(row.advisorId) ?? 0) + 1);
    }
    expect(Math.max(...load.values())).toBeLessThanOrEqual(8);
    expect(rows.length).toBeGreaterThan(90);
    expect(rows.length).toBeLessThan(students.length); // some newcomers have no advisor yet
    const proposals = rows.filter(
      (row) =>
        status.get(row.studentId)?.status !== "egresso" &&
        row.milestones.some((m) => m.kind === "defesa" && m.result === "aprovado"),
    );
    expect(proposals.length).toBeGreaterThanOrEqual(1);
    const co = await t.db.select({ n: count() }).from(guidanceCoAdvisors);
    expect(co[0]?.n).toBeGreaterThan(5);

    const codes = (await t.db.select({ code: terms.code, current: terms.current }).from(terms)).sort((a, b) =>
      a.code.localeCompare(b.code),
    );
    const current = codes.find((row) => row.current)?.code ?? "";
    expect(codes.map((row) => row.code)).toEqual([
      ...demoPastTerms(current).map((term) => term.code),
      current,
      demoNextTerm({ code: current, startDate: "" }).code,
    ]);
  });

  it("opens on a current term around today, with the demo student's week of real classes", async () => {
    const today = localMoment(new Date()).day;
    const [term] = await t.db.select().from(terms).where(eq(terms.current, true));
    expect(term?.startDate <= today && today <= (term?.endDate ?? "")).toBe(true);
    expect((term?.enrolmentStart ?? "") <= today && today <= (term?.enrolmentEnd ?? "")).toBe(true);

    const rows = await t.db
      .select({ status: enrolments.status, codigo: enrolments.codigo, offeringId: enrolments.offeringId })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .where(eq(users.idcbpf, "discente"));
    const statuses = rows.map((row) => row.status).sort();
    expect(statuses.filter((status) => status === "deferida").length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status !== "deferida")).toEqual(["indeferida", "pendente"]);
    for (const row of rows) expect(row.codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);

    const accepted = rows.filter((row) => row.status === "deferida").map((row) => row.offeringId);
    const slots = await t.db
      .select({ offeringId: offeringSlots.offeringId, weekday: offeringSlots.weekday, room: offeringSlots.room })
      .from(offeringSlots);
    const mine = slots.filter((slot) => accepted.includes(slot.offeringId));
    const perDay = new Map<number, number>();
    for (const slot of mine) perDay.set(slot.weekday, (perDay.get(slot.weekday) ?? 0) + 1);
    expect(perDay.size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(2);
    expect(new Set(mine.map((slot) => slot.room)).size).toBeGreaterThanOrEqual(3);

    // Every offering has exactly one responsible teacher, and the demo Docente teaches.
    const teachers = await t.db
      .select({
        offeringId: offeringTeachers.offeringId,
        responsible: offeringTeachers.responsible,
        idcbpf: users.idcbpf,
      })
      .from(offeringTeachers)
      .innerJoin(users, eq(users.id, offeringTeachers.userId));
    for (const offering of await t.db.select({ id: offerings.id }).from(offerings)) {
      expect(teachers.filter((row) => row.offeringId === offering.id && row.responsible)).toHaveLength(1);
    }
    expect(teachers.some((row) => row.idcbpf === "docente" && row.responsible)).toBe(true);
    expect((await t.db.select({ n: count() }).from(subjectPrerequisites))[0]?.n).toBeGreaterThan(0);
  });

  it("places the demo term on any day of the year, its dates in the order PRODUCT §7 asks", () => {
    for (const today of ["2026-01-01", "2026-02-14", "2026-07-31", "2026-08-01", "2026-11-22", "2026-12-31"]) {
      const term = demoTerm(today);
      expect(term.code).toBe(today < "2026-08-01" ? "2026.1" : "2026.2");
      const ordered = [
        [term.startDate, today, term.endDate],
        [term.offeringStart, term.offeringEnd],
        [term.enrolmentStart, today, term.enrolmentEnd, term.dropDeadline, term.endDate, term.gradeDeadline],
        [term.startDate, term.dropDeadline],
      ];
      for (const days of ordered) expect(days, today).toEqual([...days].sort());
      expect(term.offeringEnd < term.enrolmentStart, today).toBe(true);
    }
  });

  it("enforces the academic rules the database can hold", async () => {
    const [offering] = await t.db.select({ id: offerings.id }).from(offerings).limit(1);
    const [docente] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "docente"));
    const [discente] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "discente"));
    const offeringId = offering?.id ?? 0;
    const slot = { offeringId, weekday: 1, start: "10:00", end: "12:00", room: "Sala 1" };
    await expect(t.db.insert(offeringSlots).values({ ...slot, weekday: 7 })).rejects.toThrow();
    await expect(t.db.insert(offeringSlots).values({ ...slot, start: "12:00", end: "10:00" })).rejects.toThrow();
    await expect(t.db.insert(offeringSlots).values({ ...slot, start: "9:00" })).rejects.toThrow();
    await expect(t.db.insert(offeringSlots).values({ ...slot, end: "24:00" })).rejects.toThrow();
    await expect(t.db.update(offerings).set({ capacity: -1 }).where(eq(offerings.id, offeringId))).rejects.toThrow();
    // One responsible teacher per offering.
    await t.db
      .delete(offeringTeachers)
      .where(and(eq(offeringTeachers.offeringId, offeringId), eq(offeringTeachers.userId, docente?.id ?? 0)));
    await t.db.insert(offeringTeachers).values({ offeringId, userId: docente?.id ?? 0, responsible: false });
    const [marina] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "marina.costa"));
    await t.db.insert(offeringTeachers).values({ offeringId, userId: marina?.id ?? 0, responsible: true });
    await expect(
      t.db
        .update(offeringTeachers)
        .set({ responsible: true })
        .where(and(eq(offeringTeachers.offeringId, offeringId), eq(offeringTeachers.userId, docente?.id ?? 0))),
    ).rejects.toThrow();
    // One current term; codes YYYY.N.
    const base = demoTerm("2031-03-10");
    await expect(t.db.insert(terms).values({ ...base, current: true })).rejects.toThrow();
    await expect(t.db.insert(terms).values({ ...base, code: "2031.7" })).rejects.toThrow();
    await expect(t.db.insert(terms).values({ ...base, dropDeadline: "2031-12-31" })).rejects.toThrow();
    await t.db.insert(terms).values(base);
    // Enrolment statuses and codes; one live request per student and offering.
    const request = { studentId: discente?.id ?? 0, offeringId };
    await expect(
      t.db.insert(enrolments).values({ ...request, codigo: generateCanonicalCode(), status: "aceita" as "deferida" }),
    ).rejects.toThrow();
    await expect(t.db.insert(enrolments).values({ ...request, codigo: "abc" })).rejects.toThrow();
    await t.db
      .delete(enrolments)
      .where(and(eq(enrolments.studentId, request.studentId), eq(enrolments.offeringId, offeringId)));
    await t.db.insert(enrolments).values({ ...request, codigo: generateCanonicalCode(), status: "indeferida" });
    await t.db.insert(enrolments).values({ ...request, codigo: generateCanonicalCode(), status: "pendente" });
    await expect(t.db.insert(enrolments).values({ ...request, codigo: generateCanonicalCode() })).rejects.toThrow();
  });

  it("enforces the domain's values in the database itself", async () => {
    const bad = { idcbpf: "x.y", name: "X", email: "x@example.org", level: "Discente" as const };
    await expect(t.db.insert(users).values({ ...bad, entryTerm: "2026.9" })).rejects.toThrow();
    await expect(t.db.insert(users).values({ ...bad, email: "SECRETARIA@example.org" })).rejects.toThrow();
  });
});
