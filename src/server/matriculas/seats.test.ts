import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, TEST_DB, type TestApp } from "../../../tests/node/test-app.ts";
import { normalizeCode } from "../../domain/codes.ts";
import { enrolmentCreatedSchema, enrolmentPageSchema } from "../../domain/matriculas.ts";
import { Refused } from "../../domain/refusal.ts";
import { enrolments, offerings } from "../db/schema.ts";
import { withEnrolmentTransaction } from "./seats.ts";
import { addOffering, addPeople, addSubject, openWindow, type Person } from "./test-fixtures.ts";

/**
 * Never oversell: hundreds of distinct students press "enrol" on one offering
 * at the same moment — on PostgreSQL through a pool of connections, so the transactions really
 * run side by side and meet on the offering's row lock; on PGlite one after another. Then half of
 * the seated drop while some of the waiting leave, all at once, and every freed seat goes to the
 * next waiting student exactly once.
 */
const STUDENTS = 240;
const CAPACITY = 30;

let t: TestApp;
let offeringId = 0;
let people: Person[] = [];
let admin = "";

beforeAll(async () => {
  t = await createTestApp();
  const termId = await openWindow(t.db);
  const [teacher] = await addPeople(t.db, "zzcdoc-", 1, "Docente");
  const subjectId = await addSubject(t.db, { code: "ZZC-001" });
  offeringId = await addOffering(t.db, {
    termId,
    subjectId,
    capacity: CAPACITY,
    slots: [{ weekday: 2, start: "08:00", end: "10:00", room: "C-1" }],
    teacherId: teacher.id,
  });
  people = await addPeople(t.db, "zzc-", STUDENTS, "Discente");
  admin = await login(t.app, "admin");
});
afterAll(async () => t.close());

async function liveRows() {
  return t.db
    .select({
      codigo: enrolments.codigo,
      studentId: enrolments.studentId,
      status: enrolments.status,
      seq: enrolments.waitlistSeq,
    })
    .from(enrolments)
    .where(
      and(eq(enrolments.offeringId, offeringId), inArray(enrolments.status, ["pendente", "deferida", "em_espera"])),
    )
    .orderBy(asc(enrolments.waitlistSeq));
}

async function takenNow() {
  const [row] = await t.db.select({ taken: offerings.taken }).from(offerings).where(eq(offerings.id, offeringId));
  return row?.taken;
}

describe(`${STUDENTS} students at once on ${CAPACITY} seats (${TEST_DB})`, () => {
  it("accepts exactly the capacity and waitlists the rest with distinct positions in commit order", async () => {
    const answers = await Promise.all(
      people.map((person) =>
        call(t.app, "/api/matriculas", { method: "POST", cookie: person.cookie, json: { offering: offeringId } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([201]));
    const bodies = await Promise.all(answers.map(async (res) => enrolmentCreatedSchema.parse(await res.json())));

    const seated = bodies.filter((body) => body.status === "pendente");
    const waiting = bodies.filter((body) => body.status === "em_espera");
    expect(seated).toHaveLength(CAPACITY);
    expect(waiting).toHaveLength(STUDENTS - CAPACITY);
    // Each answer's position is the rank at its commit: together exactly 1..N, each once.
    expect(waiting.map((body) => body.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: STUDENTS - CAPACITY }, (_, index) => index + 1),
    );
    expect(new Set(bodies.map((body) => body.codigo)).size).toBe(STUDENTS);
    expect(await takenNow()).toBe(CAPACITY);

    // The stored order agrees with the answers: the k-th waitlist number belongs to position k.
    const rows = await liveRows();
    const byCode = new Map(waiting.map((body) => [normalizeCode(body.codigo), body.position]));
    const waitingRows = rows.filter((row) => row.status === "em_espera");
    expect(waitingRows.map((row) => byCode.get(row.codigo))).toEqual(
      Array.from({ length: STUDENTS - CAPACITY }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.studentId)).size).toBe(STUDENTS);
  });

  it("gives every seat freed by concurrent drops to the next waiting student exactly once", async () => {
    const before = await liveRows();
    const seated = before.filter((row) => row.status !== "em_espera");
    const waiting = before.filter((row) => row.status === "em_espera");
    const dropping = seated.slice(0, 15);
    // Every third of the first 45 waiting leaves at the same moment.
    const leaving = waiting.slice(0, 45).filter((_, index) => index % 3 === 0);
    const cookieOf = new Map(people.map((person) => [person.id, person.cookie]));

    const answers = await Promise.all(
      [...dropping, ...leaving].map((row) =>
        call(t.app, `/api/matriculas/${row.codigo}`, { method: "DELETE", cookie: cookieOf.get(row.studentId) }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));

    const after = await liveRows();
    const holding = after.filter((row) => row.status !== "em_espera");
    expect(holding).toHaveLength(CAPACITY);
    expect(await takenNow()).toBe(CAPACITY);
    expect(new Set(holding.map((row) => row.studentId)).size).toBe(CAPACITY);

    // Nobody jumped the queue: every entry still waiting came after every promoted one. (A leaver
    // promoted before its own "leave" ran dropped that seat instead — not an error — and the
    // next in line took it.)
    const promoted = new Set(holding.map((row) => row.codigo));
    const stillWaiting = after.filter((row) => row.status === "em_espera");
    const maxPromotedSeq = Math.max(...waiting.filter((row) => promoted.has(row.codigo)).map((row) => row.seq ?? 0));
    expect(stillWaiting.every((row) => (row.seq ?? 0) > maxPromotedSeq)).toBe(true);

    // Positions on the waitlist are renumbered 1..N, listed in that order.
    const positions: (number | null)[] = [];
    for (let page = 1; positions.length < stillWaiting.length; page++) {
      const answer = enrolmentPageSchema.parse(
        await (
          await call(t.app, `/api/matriculas?offering=${offeringId}&status=em_espera&pageSize=100&page=${page}`, {
            cookie: admin,
          })
        ).json(),
      );
      expect(answer.total).toBe(stillWaiting.length);
      positions.push(...answer.items.map((item) => item.position));
    }
    expect(positions).toEqual(stillWaiting.map((_, index) => index + 1));
  });
});

describe(`one student's two clashing requests at the same moment (${TEST_DB})`, () => {
  it("seats one and refuses the other with slot_clash, for every student", async () => {
    // The rules judge facts read before the student's lock; the placement compares them under
    // the lock and, when a request of the same student got in between, judges again.
    const termId = await openWindow(t.db);
    const [teacher] = await addPeople(t.db, "zzkdoc-", 1, "Docente");
    const slot = { weekday: 4, start: "14:00", end: "16:00", room: "K-1" };
    const pair = await Promise.all(
      ["ZZK-001", "ZZK-002"].map(async (code) =>
        addOffering(t.db, {
          termId,
          subjectId: await addSubject(t.db, { code }),
          capacity: 50,
          slots: [slot],
          teacherId: teacher.id,
        }),
      ),
    );
    const students = await addPeople(t.db, "zzk-", 20, "Discente");
    const answers = await Promise.all(
      students.flatMap((person) =>
        pair.map(async (offering) => {
          const res = await call(t.app, "/api/matriculas", {
            method: "POST",
            cookie: person.cookie,
            json: { offering },
          });
          return { student: person.id, status: res.status, body: (await res.json()) as { rule?: string } };
        }),
      ),
    );
    for (const person of students) {
      const mine = answers.filter((answer) => answer.student === person.id);
      expect(mine.map((answer) => answer.status).sort()).toEqual([201, 422]);
      expect(mine.find((answer) => answer.status === 422)?.body.rule).toBe("slot_clash");
    }
    const held = await t.db
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(and(inArray(enrolments.offeringId, pair), inArray(enrolments.status, ["pendente", "deferida"])));
    expect(held.map((row) => row.studentId).sort()).toEqual(students.map((person) => person.id).sort());
  });
});

describe(`a refusal inside an enrolment transaction (${TEST_DB})`, () => {
  const capacityNow = async () =>
    (await t.db.select({ capacity: offerings.capacity }).from(offerings).where(eq(offerings.id, offeringId)))[0]
      ?.capacity;

  it("goes out as thrown, after one run, and keeps nothing the transaction wrote", async () => {
    const before = await capacityNow();
    const refused = Refused.rule("offering_full", { subject: "ZZC-001" });
    let runs = 0;
    const thrown = await withEnrolmentTransaction(t.db, async (tx) => {
      runs += 1;
      await tx.update(offerings).set({ capacity: 999 }).where(eq(offerings.id, offeringId));
      throw refused;
    }).catch((error: unknown) => error);
    expect(thrown).toBe(refused);
    expect(runs).toBe(1);
    expect(await capacityNow()).toBe(before);
  });

  it("while a deadlock's victim is run again from the start", async () => {
    let runs = 0;
    const answer = await withEnrolmentTransaction(t.db, async () => {
      runs += 1;
      if (runs === 1) throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
      return "done";
    });
    expect([answer, runs]).toEqual(["done", 2]);
  });
});
