import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { readSettings, settingsFromJson, settingsJson } from "../configuracoes/settings-store.ts";
import { concepts, enrolments, settings } from "../db/schema.ts";
import { lockStudentReadOffering, placeEnrolment } from "./enrol-statements.ts";
import { lockOffering, lockStudent, readOffering } from "./facts.ts";
import { addOffering, addPeople, addSubject, openWindow } from "./test-fixtures.ts";

/**
 * The enrolment path's folded statements (enrol-statements.ts, the settings inside the facts)
 * answer what the separate reads they replace answer. The rules and the rush through them are
 * matriculas.test.ts and concurrency.test.ts.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("enrolment statements", () => {
  it("reads the settings and concept table in a statement as readSettings does, an office's change at once", async () => {
    const folded = async () => {
      const result = await t.db.execute(sql`select ${settingsJson} as settings`);
      const [row] = (result as unknown as { rows: { settings: unknown }[] }).rows;
      const value = typeof row?.settings === "string" ? JSON.parse(row.settings) : row?.settings;
      return settingsFromJson(value as Parameters<typeof settingsFromJson>[0]);
    };
    expect(await folded()).toEqual(await readSettings(t.db));
    await t.db.update(settings).set({ creditLimit: 17, timeZone: "America/Manaus" });
    await t.db.update(concepts).set({ weight: 3.5 }).where(eq(concepts.concept, "B"));
    const changed = await folded();
    expect(changed).toEqual(await readSettings(t.db));
    expect(changed.creditLimit).toBe(17);
    expect(changed.concepts.find((c) => c.concept === "B")?.weight).toBe(3.5);
  });

  it("locks the student and reads the offering as lockStudent and readOffering do", async () => {
    const termId = await openWindow(t.db);
    const [teacher] = await addPeople(t.db, "zzs-doc", 1, "Docente");
    const [student] = await addPeople(t.db, "zzs-alu", 1, "Discente");
    const subjectId = await addSubject(t.db, { code: "ZZS-100" });
    const offeringId = await addOffering(t.db, { termId, subjectId, capacity: 1, slots: [], teacherId: teacher.id });
    await t.db.transaction(async (tx) => {
      const both = await lockStudentReadOffering(tx, student.id, offeringId);
      expect(both.student).toEqual(await lockStudent(tx, student.id));
      expect(both.offering).toEqual(await readOffering(tx, offeringId));
      expect((await lockStudentReadOffering(tx, student.id, 2_000_000_000)).offering).toBeNull();
      expect((await lockStudentReadOffering(tx, 2_000_000_000, offeringId)).student).toBeNull();
    });
  });

  it("takes the last seat, then numbers the waitlist with positions, never beyond the capacity", async () => {
    const termId = await openWindow(t.db);
    const [teacher] = await addPeople(t.db, "zzs-doc2", 1, "Docente");
    const students = await addPeople(t.db, "zzs-fila", 3, "Discente");
    const subjectId = await addSubject(t.db, { code: "ZZS-200" });
    const offeringId = await addOffering(t.db, { termId, subjectId, capacity: 1, slots: [], teacherId: teacher.id });
    const now = new Date();
    const placed = [];
    for (const [n, student] of students.entries())
      placed.push(
        await t.db.transaction(async (tx) => {
          await lockOffering(tx, offeringId);
          return placeEnrolment(tx, { offeringId, studentId: student.id, codigo: `${"0".repeat(27)}${n}`, now });
        }),
      );
    expect(placed.map(({ status, position }) => ({ status, position }))).toEqual([
      { status: "pendente", position: undefined },
      { status: "em_espera", position: 1 },
      { status: "em_espera", position: 2 },
    ]);
    const [offering] = await t.db.transaction(async (tx) => [await lockOffering(tx, offeringId)]);
    expect(offering?.taken).toBe(1);
    const rows = await t.db.select().from(enrolments).where(eq(enrolments.offeringId, offeringId));
    expect(rows.map((row) => row.createdAt.toISOString())).toEqual([now, now, now].map((d) => d.toISOString()));
  });
});
