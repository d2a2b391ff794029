import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { enrolmentRefusal, fitsStudent, slotsOverlap } from "../../domain/enrolment.ts";
import { enrolmentCreatedSchema, enrolmentPageSchema } from "../../domain/matriculas.ts";
import { DEFAULT_CONCEPTS } from "../../domain/settings.ts";
import { localMoment } from "../../domain/timetable.ts";
import { attemptResult, conceptTable } from "../../domain/transcript.ts";
import { USER_STATUSES } from "../../domain/users.ts";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { demoNextTerm, demoPastTerms, demoTerm } from "./demo-academic.ts";
import { DEMO_SUBJECTS } from "./demo-catalogue.ts";
import { planDemoClasses } from "./demo-classes.ts";
import { demoGuidances } from "./demo-guidance.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.ts";
import { migrateDatabase } from "./migrate.ts";
import {
  enrolments,
  grades,
  guidanceCoAdvisors,
  guidances,
  mailOutbox,
  notifications,
  offeringSlots,
  phaseCompletions,
  phases,
  offeringTeachers,
  offerings,
  subjectPrerequisites,
  subjects,
  terms,
  transfers,
  users,
} from "./schema.ts";
import { seedDemo } from "./seed.ts";
import { studentPhasesSchema } from "../../domain/phases.ts";
import { requestPageSchema } from "../../domain/requerimentos.ts";
import { committeePageSchema } from "../../domain/bancas.ts";
import { addDays } from "../../domain/calendar-days.ts";
import { allocationPageSchema, quotaPageSchema } from "../../domain/funding.ts";

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
    const tables = [terms, subjects, offerings, enrolments, grades, transfers, guidances] as const;
    const counts = async () =>
      Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n));
    const seeded = await counts();
    const plan = demoGuidances(DEMO_USERS, today);
    expect(seeded.slice(0, 2)).toEqual([6, DEMO_SUBJECTS.length]);
    expect(seeded.at(-1)).toBe(plan.length);
    for (const n of seeded) expect(n).toBeGreaterThan(0);
    // A later start adds nothing.
    await seedDemo(t.db);
    expect(await counts()).toEqual(seeded);
  });

  it("puts back a demo user that was removed, leaving the others alone", async () => {
    await t.db.update(users).set({ name: "Renamed" }).where(eq(users.idcbpf, "admin"));
    // A user with no academic rows (those keep their people: users are deactivated, not deleted).
    const plan = demoGuidances(DEMO_USERS, localMoment(new Date()).day);
    const busy = new Set(
      [
        ...(await t.db.select({ id: enrolments.studentId }).from(enrolments)),
        ...(await t.db.select({ id: transfers.studentId }).from(transfers)),
      ].map((row) => row.id),
    );
    const ids = await t.db.select({ id: users.id, idcbpf: users.idcbpf }).from(users);
    const spare = DEMO_USERS.find(
      (user) =>
        user.level === "Discente" &&
        !plan.some((g) => g.student === user.idcbpf) &&
        !busy.has(ids.find((row) => row.idcbpf === user.idcbpf)?.id ?? 0),
    );
    expect(spare).toBeDefined();
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
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .where(and(eq(users.idcbpf, "discente"), eq(offerings.termId, term?.id ?? 0)));
    const statuses = rows.map((row) => row.status).sort();
    expect(statuses.filter((status) => status === "deferida").length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status === "deferida").length).toBeLessThanOrEqual(4);
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

  it("fills every screen of the term: 25–30 classes, no room or teacher clash, seats counted, two waitlists", async () => {
    const [current] = await t.db.select({ id: terms.id }).from(terms).where(eq(terms.current, true));
    const all = await t.db
      .select({ id: offerings.id, termId: offerings.termId, capacity: offerings.capacity, taken: offerings.taken })
      .from(offerings);
    const mine = all.filter((o) => o.termId === current?.id);
    expect(mine.length).toBeGreaterThanOrEqual(25);
    expect(mine.length).toBeLessThanOrEqual(30);
    for (const o of mine) expect([o.id, o.capacity >= 8 && o.capacity <= 40]).toEqual([o.id, true]);

    const requests = await t.db
      .select({
        offeringId: enrolments.offeringId,
        studentId: enrolments.studentId,
        status: enrolments.status,
        seq: enrolments.waitlistSeq,
      })
      .from(enrolments);
    // taken = the live count (pendente + deferida), never above the capacity.
    for (const o of all) {
      const live = requests.filter(
        (r) => r.offeringId === o.id && (r.status === "pendente" || r.status === "deferida"),
      ).length;
      expect([o.id, o.taken]).toEqual([o.id, live]);
      expect(o.taken).toBeLessThanOrEqual(o.capacity);
    }
    // Waiting entries: distinct sequence numbers, only in full offerings; at least one full class waits.
    const waiting = requests.filter((r) => r.status === "em_espera");
    expect(waiting.every((r) => r.seq !== null)).toBe(true);
    expect(new Set(waiting.map((r) => r.seq)).size).toBe(waiting.length);
    expect(requests.filter((r) => r.status !== "em_espera").every((r) => r.seq === null)).toBe(true);
    const full = mine.filter((o) => o.taken === o.capacity && waiting.some((r) => r.offeringId === o.id));
    expect(full.length).toBeGreaterThanOrEqual(1);
    for (const r of waiting) {
      const o = all.find((x) => x.id === r.offeringId);
      expect(o?.taken).toBe(o?.capacity);
    }

    // PRODUCT §7: a room or a teacher is never in two overlapping slots of the same term.
    const slots = await t.db
      .select({
        offeringId: offeringSlots.offeringId,
        weekday: offeringSlots.weekday,
        start: offeringSlots.start,
        end: offeringSlots.end,
        room: offeringSlots.room,
        termId: offerings.termId,
      })
      .from(offeringSlots)
      .innerJoin(offerings, eq(offerings.id, offeringSlots.offeringId));
    const teaching = await t.db
      .select({ offeringId: offeringTeachers.offeringId, userId: offeringTeachers.userId })
      .from(offeringTeachers);
    const teachersOf = (id: number) => teaching.filter((row) => row.offeringId === id).map((row) => row.userId);
    for (const [i, a] of slots.entries())
      for (const b of slots.slice(i + 1)) {
        if (a.termId !== b.termId || a.offeringId === b.offeringId || !slotsOverlap(a, b)) continue;
        expect(a.room, `room of ${a.offeringId} and ${b.offeringId}`).not.toBe(b.room);
        const shared = teachersOf(a.offeringId).filter((id) => teachersOf(b.offeringId).includes(id));
        expect(shared, `teachers of ${a.offeringId} and ${b.offeringId}`).toEqual([]);
      }

    // No student holds two clashing classes in a term.
    const held = requests.filter((r) => r.status === "pendente" || r.status === "deferida");
    const byStudentTerm = new Map<string, number[]>();
    for (const r of held) {
      const termId = all.find((o) => o.id === r.offeringId)?.termId;
      const key = `${r.studentId}|${termId}`;
      byStudentTerm.set(key, [...(byStudentTerm.get(key) ?? []), r.offeringId]);
    }
    for (const [key, ids] of byStudentTerm)
      for (const [i, a] of ids.entries())
        for (const b of ids.slice(i + 1)) {
          const clash = slots.some(
            (x) => x.offeringId === a && slots.some((y) => y.offeringId === b && slotsOverlap(x, y)),
          );
          expect(clash, `student|term ${key}: ${a} and ${b}`).toBe(false);
        }

    // The demo Docente: responsible for two or three classes of the term and co-teacher of one.
    const [docente] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "docente"));
    const own = await t.db
      .select({ responsible: offeringTeachers.responsible })
      .from(offeringTeachers)
      .innerJoin(offerings, eq(offerings.id, offeringTeachers.offeringId))
      .where(and(eq(offeringTeachers.userId, docente?.id ?? 0), eq(offerings.termId, current?.id ?? 0)));
    expect(own.filter((row) => row.responsible).length).toBeGreaterThanOrEqual(2);
    expect(own.filter((row) => row.responsible).length).toBeLessThanOrEqual(3);
    expect(own.filter((row) => !row.responsible)).toHaveLength(1);
    // Every teacher teaches this term or taught before.
    const teacherIds = (await t.db.select({ id: users.id }).from(users).where(eq(users.level, "Docente"))).map(
      (row) => row.id,
    );
    for (const id of teacherIds) expect(teaching.some((row) => row.userId === id)).toBe(true);
  });

  it("keeps the enrolment rules: eligible students, prerequisites passed before the term, approvals waiting", async () => {
    const people = await t.db
      .select({
        id: users.id,
        idcbpf: users.idcbpf,
        status: users.status,
        programme: users.programme,
        degree: users.degree,
      })
      .from(users);
    const termRows = await t.db.select({ id: terms.id, code: terms.code, current: terms.current }).from(terms);
    const codeOf = new Map(termRows.map((row) => [row.id, row.code]));
    const current = termRows.find((row) => row.current);
    const subjectRows = await t.db
      .select({ id: subjects.id, code: subjects.code, programme: subjects.programme, level: subjects.level })
      .from(subjects);
    const requires = await t.db.select().from(subjectPrerequisites);
    const rows = await t.db
      .select({
        studentId: enrolments.studentId,
        status: enrolments.status,
        termId: offerings.termId,
        subjectId: offerings.subjectId,
        concept: grades.concept,
        attendance: grades.attendance,
        final: grades.final,
      })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .leftJoin(grades, eq(grades.enrolmentId, enrolments.id));
    const passedBefore = (studentId: number, term: string) =>
      new Set(
        rows
          .filter(
            (r) =>
              r.studentId === studentId &&
              (codeOf.get(r.termId) ?? "") < term &&
              r.final &&
              ["A", "B", "C"].includes(r.concept ?? "") &&
              (r.attendance ?? 0) >= 75,
          )
          .map((r) => r.subjectId),
      );
    for (const r of rows) {
      if (r.status !== "pendente" && r.status !== "deferida" && r.status !== "em_espera") continue;
      const student = people.find((p) => p.id === r.studentId);
      const subject = subjectRows.find((s) => s.id === r.subjectId);
      const what = `${student?.idcbpf} in ${subject?.code} (${codeOf.get(r.termId)})`;
      if (r.termId === current?.id) expect(student?.status, what).toBe("ativo");
      expect(
        fitsStudent(subject ?? { programme: null, level: null }, student ?? { programme: null, degree: null }),
        what,
      ).toBe(true);
      const passed = passedBefore(r.studentId, codeOf.get(r.termId) ?? "");
      for (const need of requires.filter((p) => p.subjectId === r.subjectId))
        expect(passed.has(need.requiresId), `${what} needs ${need.requiresId}`).toBe(true);
    }

    // Past terms: final grades for every accepted class, a spread of concepts, some below the minimum.
    const past = rows.filter((r) => r.termId !== current?.id && r.status === "deferida");
    expect(past.length).toBeGreaterThan(200);
    expect(past.every((r) => r.final === true)).toBe(true);
    expect(new Set(past.map((r) => r.concept))).toEqual(new Set(["A", "B", "C", "D", "R"]));
    const low = past.filter((r) => (r.attendance ?? 100) < 75).length;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(past.length / 5);
    expect(rows.filter((r) => r.termId === current?.id && r.concept !== null)).toEqual([]);

    // Pending requests: the demo Docente's advisees (its approvals) and students without an advisor (the office's).
    const guidanceRows = await t.db
      .select({ studentId: guidances.studentId, advisorId: guidances.advisorId })
      .from(guidances);
    const docenteId = people.find((p) => p.idcbpf === "docente")?.id;
    const pending = rows.filter((r) => r.termId === current?.id && r.status === "pendente");
    const advisor = (id: number) => guidanceRows.find((g) => g.studentId === id)?.advisorId;
    expect(
      new Set(pending.filter((r) => advisor(r.studentId) === docenteId).map((r) => r.studentId)).size,
    ).toBeGreaterThanOrEqual(2);
    expect(
      new Set(pending.filter((r) => advisor(r.studentId) === undefined).map((r) => r.studentId)).size,
    ).toBeGreaterThanOrEqual(2);
  });

  it("gives the demo student a transcript with a failed-then-passed subject and a transfer, and a class it may still take", async () => {
    const [me] = await t.db.select().from(users).where(eq(users.idcbpf, "discente"));
    const [current] = await t.db.select().from(terms).where(eq(terms.current, true));
    const rows = await t.db
      .select({
        code: subjects.code,
        credits: subjects.credits,
        term: terms.code,
        status: enrolments.status,
        concept: grades.concept,
        attendance: grades.attendance,
        final: grades.final,
        offeringId: offerings.id,
      })
      .from(enrolments)
      .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .leftJoin(grades, eq(grades.enrolmentId, enrolments.id))
      .where(eq(enrolments.studentId, me?.id ?? 0));
    const concepts = conceptTable(DEFAULT_CONCEPTS);
    const result = (r: (typeof rows)[number]) =>
      attemptResult(
        { credits: r.credits, concept: r.concept ?? "", attendance: r.attendance, final: r.final ?? false },
        concepts,
        75,
      );
    const graded = rows.filter((r) => r.concept !== null).sort((a, b) => a.term.localeCompare(b.term));
    const failedThenPassed = graded.filter(
      (fail) =>
        result(fail) === "reprovado" &&
        graded.some((pass) => pass.code === fail.code && pass.term > fail.term && result(pass) === "aprovado"),
    );
    expect(failedThenPassed.length).toBeGreaterThanOrEqual(1);
    const moved = await t.db
      .select()
      .from(transfers)
      .where(eq(transfers.studentId, me?.id ?? 0));
    expect(moved.map((row) => row.concept)).toEqual(["T"]);

    // An offering of the term with seats left that the rules let it take.
    const passed = new Set(graded.filter((r) => result(r) === "aprovado").map((r) => r.code));
    const ofTerm = rows.filter((r) => r.term === current?.code);
    const slots = await t.db.select().from(offeringSlots);
    const slotsOf = (id: number) => slots.filter((s) => s.offeringId === id);
    const holding = ofTerm
      .filter((r) => r.status === "pendente" || r.status === "deferida")
      .map((r) => ({
        code: r.code,
        name: { pt: r.code, en: r.code },
        credits: r.credits,
        slots: slotsOf(r.offeringId),
      }));
    const open = await t.db
      .select({
        id: offerings.id,
        capacity: offerings.capacity,
        taken: offerings.taken,
        code: subjects.code,
        credits: subjects.credits,
        programme: subjects.programme,
        level: subjects.level,
        repeatable: subjects.repeatable,
        subjectId: subjects.id,
      })
      .from(offerings)
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .where(eq(offerings.termId, current?.id ?? 0));
    const requires = await t.db
      .select({ subjectId: subjectPrerequisites.subjectId, code: subjects.code })
      .from(subjectPrerequisites)
      .innerJoin(subjects, eq(subjects.id, subjectPrerequisites.requiresId));
    const facts = (o: (typeof open)[number]) => ({
      today: "",
      window: { start: "", end: "" },
      byOffice: true,
      student: { status: me?.status ?? "ativo", programme: me?.programme ?? null, degree: me?.degree ?? null },
      subject: {
        code: o.code,
        name: { pt: o.code, en: o.code },
        credits: o.credits,
        programme: o.programme,
        level: o.level,
        repeatable: o.repeatable,
        prerequisites: requires
          .filter((p) => p.subjectId === o.subjectId)
          .map((p) => ({ code: p.code, name: { pt: p.code, en: p.code } })),
      },
      slots: slotsOf(o.id),
      holding,
      requested: ofTerm.filter((r) => ["pendente", "deferida", "em_espera"].includes(r.status)).map((r) => r.code),
      passed,
      creditLimit: 0,
    });
    const mayTake = open.filter((o) => enrolmentRefusal(facts(o)) === null);
    expect(mayTake.some((o) => o.taken < o.capacity)).toBe(true);
    // …and a full one whose waitlist it may join.
    expect(mayTake.some((o) => o.taken === o.capacity)).toBe(true);
  });

  it("gives the programme year's screens something to show: completions, a granted, an open, a refused request and a hold", async () => {
    const [admin, docente, discente] = await Promise.all(
      ["admin", "docente", "discente"].map((id) => login(t.app, id)),
    );
    const read = async (cookie: string, path: string) => {
      const res = await call(t.app, path, { cookie });
      expect(res.status, path).toBe(200);
      return res.json();
    };
    const mine = requestPageSchema.parse(await read(discente, "/api/requerimentos"));
    expect(mine.items.map((r) => [r.phases, r.status])).toEqual([
      [["defesa"], "aguardando_orientador"],
      [["qualificacao"], "deferido"],
    ]);
    const phases = studentPhasesSchema.parse(await read(discente, "/api/usuarios/discente/fases"));
    expect(phases.phases.find((p) => p.code === "proficiencia")?.status).toBe("concluida");
    expect(phases.phases.find((p) => p.code === "qualificacao")?.extensionMonths).toBe(3);
    const opinions = requestPageSchema.parse(await read(docente, "/api/requerimentos?status=aguardando_orientador"));
    expect(opinions.total).toBeGreaterThanOrEqual(1);
    const queue = requestPageSchema.parse(await read(admin, "/api/requerimentos?status=aguardando_secretaria"));
    expect(queue.items.map((r) => [r.student.idcbpf, r.type])).toContainEqual(["joao.pereira", "trancamento"]);
    const refused = requestPageSchema.parse(await read(admin, "/api/requerimentos?status=indeferido"));
    expect(refused.total).toBeGreaterThanOrEqual(1);
  });

  it("gives the committees' screens a true picture: the qualifying exam judged, one scheduled, one proposed, nobody told", async () => {
    const [admin, discente] = await Promise.all(["admin", "discente"].map((id) => login(t.app, id)));
    const read = async (cookie: string, path: string) => {
      const res = await call(t.app, path, { cookie });
      expect(res.status, path).toBe(200);
      return res.json();
    };
    // The milestone and the phase say the same: the verdict of its committee recorded both.
    const mine = studentPhasesSchema.parse(await read(discente, "/api/usuarios/discente/fases"));
    const own = committeePageSchema.parse(await read(discente, "/api/bancas"));
    const qualifying = own.items.find((c) => c.kind === "qualificacao");
    expect(qualifying).toMatchObject({ status: "realizada", verdict: "aprovado" });
    expect(mine.phases.find((p) => p.code === "qualificacao")?.completedOn).toBe(qualifying?.date);
    const [guidance] = await t.db
      .select({ milestones: guidances.milestones })
      .from(guidances)
      .innerJoin(users, eq(users.id, guidances.studentId))
      .where(eq(users.idcbpf, "discente"));
    expect(guidance?.milestones.find((m) => m.kind === "qualificacao")).toEqual({
      kind: "qualificacao",
      date: qualifying?.date,
      result: "aprovado",
    });
    // Every passed milestone of an active student has its phase completed.
    const passed = await t.db
      .select({
        studentId: users.id,
        milestones: guidances.milestones,
        programme: users.programme,
        degree: users.degree,
      })
      .from(guidances)
      .innerJoin(users, and(eq(users.id, guidances.studentId), eq(users.status, "ativo")));
    const table = await t.db.select().from(phases);
    const done = new Set((await t.db.select().from(phaseCompletions)).map((c) => `${c.studentId}:${c.phaseCode}`));
    const incoherent = passed.flatMap((row) =>
      row.milestones
        .filter((m) => m.result === "aprovado")
        .map((m) =>
          table.find((p) => p.programme === row.programme && p.degree === row.degree && p.milestone === m.kind),
        )
        .filter((phase) => phase !== undefined && !done.has(`${row.studentId}:${phase.code}`))
        .map((phase) => `${row.studentId}:${phase?.code ?? ""}`),
    );
    expect(incoherent).toEqual([]);

    const proposed = committeePageSchema.parse(await read(admin, "/api/bancas?status=proposta"));
    expect(proposed.items.some((c) => c.proposedBy?.idcbpf === "docente" && c.members[0]?.idcbpf === "docente")).toBe(
      true,
    );
    const scheduled = committeePageSchema.parse(await read(admin, "/api/bancas?status=agendada&kind=defesa"));
    const defence = scheduled.items.find((c) => c.members.some((m) => m.external));
    expect(defence?.members.map((m) => m.idcbpf)).toContain("docente");
    expect(defence?.date && defence.date > localMoment(new Date()).day).toBe(true);
    // The demo tells and mails nobody about its past.
    const told = await t.db.select({ n: count() }).from(notifications).where(like(notifications.kind, "banca_%"));
    expect(told[0]?.n).toBe(0);
    const mailed = await t.db.select({ n: count() }).from(mailOutbox).where(like(mailOutbox.to, "%mitchell%"));
    expect(mailed[0]?.n).toBe(0);
  });

  it("gives every level something to do through the enrolment API", async () => {
    const [admin, docente, discente] = await Promise.all(
      ["admin", "docente", "discente"].map((id) => login(t.app, id)),
    );
    const list = async (cookie: string, query: string) => {
      const res = await call(t.app, `/api/matriculas?${query}`, { cookie });
      expect(res.status).toBe(200);
      return enrolmentPageSchema.parse(await res.json());
    };
    // Approvals: the demo Docente's advisees' pending requests, which it may decide; the office's
    // own (students without an advisor).
    const mine = await list(docente, "status=pendente&pageSize=100");
    expect(mine.items.filter((e) => e.canDecide).length).toBeGreaterThanOrEqual(2);
    expect(mine.items.some((e) => e.student.idcbpf === "discente")).toBe(true);
    expect((await list(admin, "status=pendente&withoutAdvisor=true")).total).toBeGreaterThanOrEqual(2);
    const waiting = (await list(admin, "status=em_espera&pageSize=100")).items;
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(new Set(waiting.map((e) => `${e.offering.id}|${e.position}`)).size).toBe(waiting.length);

    // The demo student enrols in a class with seats and joins a full one's waitlist.
    const offeringOf = async (code: string) =>
      (
        await t.db
          .select({ id: offerings.id })
          .from(offerings)
          .innerJoin(terms, eq(terms.id, offerings.termId))
          .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
          .where(and(eq(terms.current, true), eq(subjects.code, code)))
      )[0]?.id ?? 0;
    const enrol = async (code: string) => {
      const res = await call(t.app, "/api/matriculas", {
        method: "POST",
        cookie: discente,
        json: { offering: await offeringOf(code) },
      });
      expect(res.status, code).toBe(201);
      return enrolmentCreatedSchema.parse(await res.json());
    };
    expect(await enrol("MPF-530")).toMatchObject({ status: "pendente" });
    const full = await enrol("FIS-730");
    expect(full.status).toBe("em_espera");
    expect(full.position).toBe(waiting.filter((e) => e.offering.subject.code === "FIS-730").length + 1);
  });

  it("plans the same classes on every fresh start", () => {
    const today = "2026-11-25";
    const current = demoTerm(today);
    const input = {
      current,
      past: demoPastTerms(current.code),
      next: demoNextTerm({ code: current.code, startDate: current.startDate }),
      people: DEMO_USERS,
      guidances: demoGuidances(DEMO_USERS, today),
      now: new Date(`${today}T15:00:00Z`),
    };
    expect(planDemoClasses(input)).toEqual(planDemoClasses(input));
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
    const [offering] = await t.db
      .select({ id: offerings.id })
      .from(offerings)
      .innerJoin(terms, eq(terms.id, offerings.termId))
      .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
      .where(and(eq(terms.current, true), eq(subjects.code, "FIS-501")));
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

  it("has scholarships of three sponsors that tell the demo's story on any day", async () => {
    const today = localMoment(new Date()).day;
    const admin = await login(t.app, "admin");
    const quotas = quotaPageSchema.parse(
      await (await call(t.app, "/api/bolsas?pageSize=100", { cookie: admin })).json(),
    );
    expect(new Set(quotas.items.map((quota) => quota.sponsor))).toEqual(new Set(["CAPES", "CNPq", "FAPERJ"]));
    expect(quotas.items.filter((quota) => quota.status === "ociosa")).toHaveLength(1);
    const all = allocationPageSchema.parse(
      await (await call(t.app, "/api/alocacoes?pageSize=100", { cookie: admin })).json(),
    ).items;
    const of = (idcbpf: string) => all.find((allocation) => allocation.student.idcbpf === idcbpf);
    expect(of("discente")).toMatchObject({ status: "ativa", bolsa: { sponsor: "CAPES" } });
    expect(of("joao.pereira")).toMatchObject({ status: "suspensa", bolsa: { sponsor: "CNPq" } });
    expect(all.filter((allocation) => allocation.status === "cancelada")).toHaveLength(1);
    const soon = addDays(today, 60);
    expect(
      all.filter(
        (allocation) => allocation.status === "ativa" && allocation.endDate > today && allocation.endDate <= soon,
      ),
    ).toHaveLength(1);
    // `docente` sees its advisees' holders, as its home reads them.
    const docente = await login(t.app, "docente");
    const advisees = allocationPageSchema.parse(
      await (await call(t.app, `/api/alocacoes?activeOn=${today}&pageSize=100`, { cookie: docente })).json(),
    ).items;
    expect(advisees.map((allocation) => allocation.student.idcbpf).sort()).toEqual(["discente", "joao.pereira"]);
  });

  it("enforces the domain's values in the database itself", async () => {
    const bad = { idcbpf: "x.y", name: "X", email: "x@example.org", level: "Discente" as const };
    await expect(t.db.insert(users).values({ ...bad, entryTerm: "2026.9" })).rejects.toThrow();
    await expect(t.db.insert(users).values({ ...bad, email: "SECRETARIA@example.org" })).rejects.toThrow();
  });
});
