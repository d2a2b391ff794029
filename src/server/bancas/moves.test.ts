import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { TEST_DB } from "../../../tests/node/test-app.ts";
import { committees } from "../db/schema.ts";
import type { Person } from "../declaracoes/test-fixtures.ts";
import { mailTo, noticesOf } from "../notificacoes/test-fixtures.ts";
import { committeeSuite, external, internal, moved, proposalBody, refusedWith } from "./test-fixtures.ts";

/**
 * Moving committees (programme-year rule 14): edits by the proposer and the office, approval and
 * cancellation with their notices (rule 21) and audit (rule 22), and two racing proposals for one
 * student and kind leaving one (rule 11).
 */

const suite = committeeSuite({ officeEmail: "secretaria.bancas@example.org" });

describe("moves (rule 14)", () => {
  it("lets the proposer and the office edit while proposta, checking members again; the office only once agendada", async () => {
    const m = await suite.cast("zzb-mv");
    const committee = await suite.proposed(proposalBody(m, suite.later(15)), m.advisor.cookie);
    const patch = (json: unknown, cookie: string) =>
      call(suite.app, `/api/bancas/${committee.id}`, { method: "PATCH", json, cookie });
    const edited = await moved(
      await patch({ title: "Novo título", remoteLink: "https://meet.example.org/x" }, m.advisor.cookie),
    );
    expect(edited).toMatchObject({
      title: "Novo título",
      remoteLink: "https://meet.example.org/x",
      place: "Auditório 2",
    });
    await refusedWith(
      await patch({ members: [internal(m.teachers[0] as Person)] }, m.advisor.cookie),
      "committee_too_small",
    );
    await refusedWith(await patch({ date: "2001-01-01" }, m.advisor.cookie), "date_in_past");
    await expectApiError(await patch({ place: null, remoteLink: null }, m.advisor.cookie), 400);
    const swapped = await moved(
      await patch({ members: [internal(m.teachers[1] as Person), external(2)] }, m.advisor.cookie),
    );
    expect(swapped.members.map((member) => member.name)).toEqual([
      m.advisor.name,
      (m.teachers[1] as Person).name,
      "Externa 2",
    ]);
    await expectApiError(await patch({ title: "Do aluno" }, m.student.cookie), 403);

    await expectApiError(await suite.move(committee.id, "aprovacao", {}, m.advisor.cookie), 403);
    const scheduled = await moved(await suite.move(committee.id, "aprovacao", {}, suite.admin));
    expect(scheduled.status).toBe("agendada");
    expect(scheduled.approvedAt).not.toBeNull();
    expect(await noticesOf(suite.db, m.student.id, "banca_agendada")).toHaveLength(1);
    expect(await noticesOf(suite.db, m.coAdvisor.id, "banca_agendada")).toHaveLength(1);
    expect(await noticesOf(suite.db, (m.teachers[1] as Person).id, "banca_agendada")).toHaveLength(1);
    expect((await mailTo(suite.db, "externa2@outra.example.org")).at(-1)?.text).toContain("Novo título");
    await refusedWith(await suite.move(committee.id, "aprovacao", {}, suite.admin), "committee_state");

    await expectApiError(await patch({ title: "Tarde demais" }, m.advisor.cookie), 403);
    const rescheduled = await moved(await patch({ date: suite.later(16), time: "09:30" }, suite.admin));
    expect(rescheduled).toMatchObject({ date: suite.later(16), time: "09:30", status: "agendada" });
    const told = await noticesOf(suite.db, m.student.id, "banca_agendada");
    expect(told).toHaveLength(2);
    expect(told.at(-1)?.title).toMatchObject({ pt: expect.stringContaining("alterada") });

    await expectApiError(await suite.move(committee.id, "cancelamento", { reason: "x" }, m.advisor.cookie), 403);
    await expectApiError(await suite.move(committee.id, "cancelamento", { reason: "" }, suite.admin), 400);
    const cancelled = await moved(await suite.move(committee.id, "cancelamento", { reason: "Sem sala." }, suite.admin));
    expect(cancelled).toMatchObject({ status: "cancelada", cancelReason: "Sem sala." });
    expect((await noticesOf(suite.db, m.student.id, "banca_cancelada")).at(-1)?.body).toMatchObject({
      pt: expect.stringContaining("Sem sala."),
    });
    await refusedWith(
      await suite.move(committee.id, "cancelamento", { reason: "De novo." }, suite.admin),
      "committee_state",
    );
    await refusedWith(await patch({ title: "Depois" }, suite.admin), "committee_state");
    const actions = await suite.audits(committee.id);
    expect(actions.map((entry) => entry.action)).toEqual(["create", "update", "update", "approve", "update", "cancel"]);
  });

  it("lets the proposer cancel its proposta; approval checks the date again", async () => {
    const m = await suite.cast("zzb-cx");
    const mine = await suite.proposed(proposalBody(m, suite.later(3)), m.advisor.cookie);
    await moved(await suite.move(mine.id, "cancelamento", { reason: "Mudou." }, m.advisor.cookie));
    const stale = await suite.proposed(proposalBody(m, suite.later(3)), m.advisor.cookie);
    // A proposal left waiting past its date is refused at approval.
    await suite.db.update(committees).set({ date: "2001-02-03" }).where(eq(committees.id, stale.id));
    await refusedWith(await suite.move(stale.id, "aprovacao", {}, suite.admin), "date_in_past");
  });
});

/**
 * Runs requests so that they truly overlap. On PostgreSQL, a transaction of the test holds the
 * committees table (EXCLUSIVE: reads go on, inserts wait) — after `inside` ran in it — until
 * `waiting` requests wait on a lock. PGlite has one connection and runs transactions one at a
 * time: there the requests are simply sent together.
 */
async function overlapping(
  start: () => Promise<Response>[],
  waiting: number,
  inside?: (tx: typeof suite.db) => Promise<void>,
): Promise<Response[]> {
  const handle = suite.t.handle;
  if (handle.kind !== "postgres") return Promise.all(start());
  let requests: Promise<Response>[] = [];
  await suite.db.transaction(async (tx) => {
    if (inside) await inside(tx);
    else await tx.execute(sql`lock table committees in exclusive mode`);
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
      .toBe(waiting);
  });
  return Promise.all(requests);
}

describe(`racing proposals (rule 11, ${TEST_DB})`, () => {
  it("leaves one open committee per student and kind: the other is 422 committee_open, never 500", async () => {
    const r = await suite.cast("zzb-race");
    const body = proposalBody(r, suite.later(7));
    const answers = await overlapping(
      () => [suite.propose(body, suite.admin), suite.propose(body, r.advisor.cookie)],
      2,
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = answers.find((res) => res.status === 422);
    expect((await refused?.json()) as { rule?: string }).toMatchObject({ rule: "committee_open" });
    const open = await suite.db
      .select({ id: committees.id })
      .from(committees)
      .where(and(eq(committees.studentId, r.student.id), inArray(committees.status, ["proposta", "agendada"])));
    expect(open).toHaveLength(1);
  });

  // Only PostgreSQL has a second connection to hold an uncommitted committee while the request runs.
  it.skipIf(TEST_DB !== "postgres")(
    "answers 422 committee_open when the open-committee index, not the rule, stops the second",
    async () => {
      const r = await suite.cast("zzb-index");
      const body = proposalBody(r, suite.later(7));
      const [answer] = await overlapping(
        () => [suite.propose(body, suite.admin)],
        1,
        // An open committee of the same kind, not yet committed: the request's read does not see it,
        // and its insert waits on the unique index until this transaction commits.
        async (tx) => {
          await tx.insert(committees).values({
            studentId: r.student.id,
            kind: "qualificacao",
            degree: "mestrado",
            title: "Outra",
            language: "pt",
            date: suite.later(7),
            time: "10:00",
            place: "Sala 1",
          });
        },
      );
      const refused = await refusedWith(answer as Response, "committee_open");
      expect(refused.message).toContain("qualificação");
    },
  );
});
