import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { DEFAULT_TIME_ZONE } from "../../domain/dates.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { guidances, notificationDigests, users } from "../db/schema.ts";
import {
  addGuidance,
  addOffering,
  addPeople,
  addSubject,
  openWindow,
  type Person,
} from "../matriculas/test-fixtures.ts";
import { sendPendingDigests } from "./digest.ts";
import { withMailOrigin } from "./mail-origin.ts";
import { emailOf, mailTo, noticesOf, setPreferences } from "./test-fixtures.ts";

/**
 * `matricula_pendente` (PRODUCT §7): the deciding advisor — or the office for a student without one
 * — gets at most one digest a day while requests wait, also when several processes run the job at
 * once (two runs at the same moment here: on PostgreSQL truly concurrent transactions).
 */
let t: TestApp;
let advisor: Person;
let idle: Person;
let officeIds: number[] = [];
let codes: string[] = [];

/** A fixed moment (noon in São Paulo), so "today" does not move under the test. */
const NOON = new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00Z`);
const NEXT_DAY = new Date(NOON.getTime() + 24 * 60 * 60 * 1000);

async function request(student: Person, offeringId: number) {
  const res = await call(t.app, "/api/matriculas", {
    method: "POST",
    json: { offering: offeringId },
    cookie: student.cookie,
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  const termId = await openWindow(t.db);
  [advisor, idle] = await addPeople(t.db, "zzdig-doc-", 2, "Docente");
  const students = await addPeople(t.db, "zzdig-", 3, "Discente");
  const [first, second, orphan] = students;
  await addGuidance(t.db, first.id, advisor.id);
  await addGuidance(t.db, second.id, advisor.id);
  await setPreferences(t.db, advisor.id, { locale: "en" });
  codes = ["ZZD-101", "ZZD-102"];
  const offerings = [];
  for (const code of codes) {
    const subjectId = await addSubject(t.db, { code });
    offerings.push(await addOffering(t.db, { termId, subjectId, capacity: 5, slots: [], teacherId: idle.id }));
  }
  await request(first, offerings[0] ?? 0);
  await request(second, offerings[1] ?? 0);
  await request(orphan, offerings[0] ?? 0); // no advisor: the office decides
  const office = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.level, "Administrador"), eq(users.status, "ativo")));
  officeIds = office.map((row) => row.id);
});
afterAll(() => t.close());

describe("the pending-requests digest", () => {
  it("goes once a day to the advisor (listing its advisees' requests) and to the office, even from two runs at once", async () => {
    const runs = await withMailOrigin("https://academico.example.org", () =>
      Promise.all([sendPendingDigests(t.db, NOON), sendPendingDigests(t.db, NOON)]),
    );
    const digests = await noticesOf(t.db, advisor.id, "matricula_pendente");
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({
      title: { pt: "Pedidos de matrícula aguardam decisão", en: "Enrolment requests await a decision" },
      body: {
        pt: "2 pedidos de matrícula aguardam a sua decisão.",
        en: "2 enrolment requests await your decision.",
      },
      link: "/orientacoes",
    });
    const mails = await mailTo(t.db, await emailOf(t.db, advisor.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Enrolment requests await a decision");
    for (const code of codes) expect(mails[0]?.text).toContain(`${code} Subject ${code}, requested on`);
    expect(mails[0]?.text).toContain("Pessoa zzdig-0 (zzdig-0000)");
    expect(mails[0]?.text).toContain("See it at: https://academico.example.org/en/orientacoes");

    // Every active member of the office, for the student without an advisor (the demo's too).
    for (const id of officeIds) {
      const office = await noticesOf(t.db, id, "matricula_pendente");
      expect(office, `office member ${id}`).toHaveLength(1);
    }
    const adminMail = (await mailTo(t.db, await emailOf(t.db, officeIds[0] ?? 0))).at(-1);
    expect(adminMail?.text).toContain("Pessoa zzdig-2 (zzdig-0002)");
    expect(adminMail?.text).not.toContain("zzdig-0000");
    // A teacher with no advisee waiting gets nothing; the two runs together sent each digest once.
    expect(await noticesOf(t.db, idle.id)).toEqual([]);
    // Whoever got one (the demo's own advisors too) got exactly one, and the runs sent that many.
    const claimed = await t.db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.day, dayIn(NOON, DEFAULT_TIME_ZONE)));
    for (const row of claimed) expect(await noticesOf(t.db, row.userId, "matricula_pendente")).toHaveLength(1);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(claimed.length);
    expect(claimed.length).toBeGreaterThanOrEqual(1 + officeIds.length);

    // Later the same day: nothing more.
    expect(await sendPendingDigests(t.db, new Date(NOON.getTime() + 3 * 60 * 60 * 1000))).toBe(0);
    expect(await noticesOf(t.db, advisor.id, "matricula_pendente")).toHaveLength(1);
  });

  it("comes again the next day while requests still wait, and stops once none waits for that person", async () => {
    expect(await sendPendingDigests(t.db, NEXT_DAY)).toBeGreaterThan(0);
    expect(await noticesOf(t.db, advisor.id, "matricula_pendente")).toHaveLength(2);
    // Its advisees' requests decided (here: moved to another advisor), the advisor gets no more.
    await t.db.update(guidances).set({ advisorId: idle.id }).where(eq(guidances.advisorId, advisor.id));
    await sendPendingDigests(t.db, new Date(NEXT_DAY.getTime() + 24 * 60 * 60 * 1000));
    expect(await noticesOf(t.db, advisor.id, "matricula_pendente")).toHaveLength(2);
    expect(await noticesOf(t.db, idle.id, "matricula_pendente")).toHaveLength(1);
  });
});
