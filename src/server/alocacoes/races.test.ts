import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../../../tests/node/http.ts";
import { createTestApp, TEST_DB, type TestApp } from "../../../tests/node/test-app.ts";
import { scholarshipAllocations } from "../db/schema.ts";
import { addPerson } from "../declaracoes/test-fixtures.ts";
import { addQuota, allocate } from "./test-fixtures.ts";

/**
 * F14: two offices allocating at once the same quota (F7), or the same student on two quotas (F8),
 * get one 201 and one 422 — never two allocations. On PostgreSQL a transaction of the test holds
 * the row both requests must lock first (the quota's, or the student's) until both wait on it, so
 * they truly overlap; PGlite runs one transaction at a time, where they are simply sent together.
 */
let t: TestApp;
let admin: string;
let admin2: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  admin2 = await login(t.app, "admin");
});
afterAll(() => t.close());

async function overlapping(start: () => Promise<Response>[], hold: string): Promise<Response[]> {
  const handle = t.handle;
  if (handle.kind !== "postgres") return Promise.all(start());
  let requests: Promise<Response>[] = [];
  await t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(hold));
    requests = start();
    await expect
      .poll(
        async () => {
          const result = await handle.pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return result.rows[0]?.n;
        },
        { timeout: 30_000, interval: 20 },
      )
      .toBe(2);
  });
  return Promise.all(requests);
}

describe(`racing allocations (F14, ${TEST_DB})`, () => {
  it("the same quota for two students: one 201, one 422 scholarship_taken, one row", async () => {
    const quota = await addQuota(t.app, admin);
    const a = await addPerson(t.db, "zzc-a");
    const b = await addPerson(t.db, "zzc-b");
    const period = { startDate: "2090-01-01", endDate: "2090-12-31" };
    const answers = await overlapping(
      () => [
        allocate(t.app, admin, { bolsa: quota.id, student: a.idcbpf, ...period }),
        allocate(t.app, admin2, { bolsa: quota.id, student: b.idcbpf, ...period }),
      ],
      `select id from scholarships where id = ${quota.id} for update`,
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = answers.find((res) => res.status === 422);
    expect(await refused?.json()).toMatchObject({ rule: "scholarship_taken" });
    const rows = await t.db
      .select()
      .from(scholarshipAllocations)
      .where(eq(scholarshipAllocations.scholarshipId, quota.id));
    expect(rows).toHaveLength(1);
  });

  it("the same student on two quotas: one 201, one 422 student_has_scholarship, one row", async () => {
    const [q1, q2] = [await addQuota(t.app, admin), await addQuota(t.app, admin)];
    const s = await addPerson(t.db, "zzc-s");
    const period = { startDate: "2090-01-01", endDate: "2090-12-31" };
    const answers = await overlapping(
      () => [
        allocate(t.app, admin, { bolsa: q1?.id, student: s.idcbpf, ...period }),
        allocate(t.app, admin2, { bolsa: q2?.id, student: s.idcbpf, ...period }),
      ],
      `select id from users where id = ${s.id} for update`,
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = answers.find((res) => res.status === 422);
    expect(await refused?.json()).toMatchObject({ rule: "student_has_scholarship" });
    const rows = await t.db.select().from(scholarshipAllocations).where(eq(scholarshipAllocations.studentId, s.id));
    expect(rows).toHaveLength(1);
  });
});
