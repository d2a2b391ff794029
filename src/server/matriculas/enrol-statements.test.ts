import { eq } from "drizzle-orm";
import type { Settings } from "../../domain/settings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { readSettings, settingsFromJson } from "../configuracoes/configuracoes.queries.ts";
import { concepts, enrolments, offerings, settings } from "../db/schema.ts";
import { placeEnrolment, readEnrolmentFacts } from "./enrol-statements.ts";
import { offeringOf } from "./facts.ts";
import { lockOffering, lockStudent } from "./row-locks.ts";
import { addOffering, addPeople, addSubject, openWindow } from "./test-fixtures.ts";

/**
 * The enrolment request's two statements (enrol-statements.ts, the SQL functions of migration
 * 0007) answer what the separate reads answer, place only on the facts judged, and never beyond
 * the capacity. The rules and the rush through them are matriculas.test.ts and
 * seats.test.ts.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function offeringFor(prefix: string, capacity: number) {
  const termId = await openWindow(t.db);
  const [teacher] = await addPeople(t.db, `${prefix}-doc`, 1, "Docente");
  const subjectId = await addSubject(t.db, { code: `${prefix.toUpperCase()}-100` });
  const slots = [{ weekday: 3, start: "08:00", end: "10:00", room: "S-1" }];
  return addOffering(t.db, { termId, subjectId, capacity, slots, teacherId: teacher.id });
}

describe("enrolment statements", () => {
  it("read the settings and concept table as readSettings does, an office's change at once", async () => {
    const offeringId = await offeringFor("zzsa", 5);
    const [student] = await addPeople(t.db, "zzsa-alu", 1, "Discente");
    // The fields migration 0007's function selects (the enrolment rules read no other; later
    // settings take their defaults in settingsFromJson).
    const read = (all: Settings) => ({
      institutionName: all.institutionName,
      signatory: all.signatory,
      timeZone: all.timeZone,
      creditLimit: all.creditLimit,
      attendanceMinimum: all.attendanceMinimum,
      adviseeCap: all.adviseeCap,
      concepts: all.concepts,
    });
    const folded = async () =>
      read(settingsFromJson((await readEnrolmentFacts(t.db, student.id, offeringId)).facts.settings));
    expect(await folded()).toEqual(read(await readSettings(t.db)));
    await t.db.update(settings).set({ creditLimit: 17, timeZone: "America/Manaus" });
    await t.db.update(concepts).set({ weight: 3.5 }).where(eq(concepts.concept, "B"));
    const changed = await folded();
    expect(changed).toEqual(read(await readSettings(t.db)));
    expect(changed.creditLimit).toBe(17);
    expect(changed.concepts.find((c) => c.concept === "B")?.weight).toBe(3.5);
  });

  it("read the student and the offering as the row locks do, null when unknown", async () => {
    const offeringId = await offeringFor("zzsb", 1);
    const [student] = await addPeople(t.db, "zzsb-alu", 1, "Discente");
    const { facts, version } = await readEnrolmentFacts(t.db, student.id, offeringId);
    await t.db.transaction(async (tx) => {
      expect(facts.student).toEqual(await lockStudent(tx, student.id));
      const { taken: _, ...locked } = (await lockOffering(tx, offeringId)) ?? { taken: 0 };
      expect(offeringOf(facts)).toEqual(locked);
    });
    expect(facts.slots).toEqual([{ offeringId, weekday: 3, start: "08:00", end: "10:00", room: "S-1" }]);
    // Nothing the student's lock guards changed: the same version.
    expect((await readEnrolmentFacts(t.db, student.id, offeringId)).version).toBe(version);
    expect((await readEnrolmentFacts(t.db, student.id, 2_000_000_000)).facts.offering).toBeNull();
    expect((await readEnrolmentFacts(t.db, 2_000_000_000, offeringId)).facts.student).toBeNull();
  });

  it("take the last seat, then number the waitlist with positions, never beyond the capacity", async () => {
    const offeringId = await offeringFor("zzsc", 1);
    const students = await addPeople(t.db, "zzsc-fila", 3, "Discente");
    const now = new Date();
    const placed = [];
    for (const [n, student] of students.entries()) {
      const { version } = await readEnrolmentFacts(t.db, student.id, offeringId);
      const codigo = `${"0".repeat(27)}${n}`;
      placed.push(await placeEnrolment(t.db, { offeringId, studentId: student.id, codigo, now, version }));
    }
    expect(placed.map((p) => ({ status: p?.status, position: p?.position }))).toEqual([
      { status: "pendente", position: undefined },
      { status: "em_espera", position: 1 },
      { status: "em_espera", position: 2 },
    ]);
    const [offering] = await t.db.select().from(offerings).where(eq(offerings.id, offeringId));
    expect(offering?.taken).toBe(1);
    const rows = await t.db.select().from(enrolments).where(eq(enrolments.offeringId, offeringId));
    expect(rows.map((row) => row.createdAt.toISOString())).toEqual([now, now, now].map((d) => d.toISOString()));
  });

  it("write nothing when what the student's lock guards changed after the facts were read", async () => {
    const first = await offeringFor("zzsd", 3);
    const second = await offeringFor("zzse", 3);
    const [student] = await addPeople(t.db, "zzsd-alu", 1, "Discente");
    const judged = await readEnrolmentFacts(t.db, student.id, second);
    // Meanwhile the same student took a seat elsewhere in the term (a clash the judged facts miss).
    const other = await readEnrolmentFacts(t.db, student.id, first);
    const now = new Date();
    const base = { studentId: student.id, now };
    expect(await placeEnrolment(t.db, { ...base, offeringId: first, codigo: "1".repeat(28), ...other })).not.toBeNull();
    const stale = { ...base, offeringId: second, codigo: "2".repeat(28), version: judged.version };
    expect(await placeEnrolment(t.db, stale)).toBeNull();
    expect(await t.db.select().from(enrolments).where(eq(enrolments.offeringId, second))).toEqual([]);
    const [row] = await t.db.select().from(offerings).where(eq(offerings.id, second));
    expect(row?.taken).toBe(0);
  });
});
