import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeePageSchema } from "../../domain/bancas.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, TEST_DB, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, committees, settings } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { mailTo, noticesOf } from "../notificacoes/test-fixtures.ts";
import {
  cast,
  external,
  internal,
  move,
  moved,
  propose,
  proposalBody,
  proposed,
  read,
  refusedWith,
  today,
  type Cast,
} from "./test-fixtures.ts";

/**
 * Committees (programme-year rules 11–14, 18): proposing with the rules in the spec's order, the
 * members and the composition, who sees what (externals' contacts), edits, approval and
 * cancellation with their notices and audit, and two racing proposals leaving one.
 */
let t: TestApp;
let admin: string;
let day: string;
let c: Cast;
let outsider: Person;
let otherStudent: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  day = await today(t.db);
  c = await cast(t.db, "zzb");
  outsider = await addPerson(t.db, "zzb-alheio", { level: "Docente" });
  otherStudent = await addPerson(t.db, "zzb-outro-aluno");
  // The office's own address: every proposal's e-mail lands in one place.
  await t.db.update(settings).set({ officeEmail: "secretaria.bancas@example.org" });
});
afterAll(() => t.close());

const later = (days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("proposing (rules 11–13)", () => {
  it("adds the main advisor first as president; externals keep a default locale; the office is e-mailed", async () => {
    const before = (await mailTo(t.db, "secretaria.bancas@example.org")).length;
    const committee = await proposed(
      t.app,
      proposalBody(c, later(30), {
        members: [
          internal(c.teachers[0] as Person),
          external(0),
          external(1, { document: { kind: "passaporte", number: "ab123456", country: "de" }, role: "suplente" }),
        ],
      }),
      c.advisor.cookie,
    );
    expect(committee).toMatchObject({
      student: { idcbpf: c.student.idcbpf, programme: "academico", degree: "mestrado" },
      kind: "qualificacao",
      degree: "mestrado",
      status: "proposta",
      verdict: null,
      ataCodigo: null,
      finalVersion: null,
      proposedBy: { idcbpf: c.advisor.idcbpf },
    });
    expect(committee.members.map((member) => [member.role, member.external, member.name])).toEqual([
      ["presidente", false, c.advisor.name],
      ["titular", false, (c.teachers[0] as Person).name],
      ["titular", true, "Externa 0"],
      ["suplente", true, "Externa 1"],
    ]);
    expect(committee.members[2]).toMatchObject({ locale: "pt", document: { kind: "cpf", number: "52998224725" } });
    expect(committee.members[3]).toMatchObject({
      locale: "en",
      document: { kind: "passaporte", number: "AB123456", country: "DE" },
    });
    const mails = await mailTo(t.db, "secretaria.bancas@example.org");
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toContain("Banca proposta");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "committee"), eq(auditLog.entityId, String(committee.id))));
    expect(audit).toMatchObject({ action: "create" });
    // Cancelled so the next tests may propose this kind again.
    await moved(await move(t.app, committee.id, "cancelamento", { reason: "Refeita." }, admin));
  });

  it("refuses anyone but the main advisor and the office", async () => {
    const body = proposalBody(c, later(30));
    await expectApiError(await propose(t.app, body, c.coAdvisor.cookie), 403);
    await expectApiError(await propose(t.app, body, outsider.cookie), 403);
    await expectApiError(await propose(t.app, body, c.student.cookie), 403);
    await expectApiError(await propose(t.app, { ...body, student: "zzb-ninguem" }, admin), 404);
  });

  it("refuses with rule 11's keys in order: not_active, no_advisor, committee_open, date_in_past", async () => {
    const gone = await addPerson(t.db, "zzb-inativo", { status: "inativo" });
    const orphan = await addPerson(t.db, "zzb-sem-orientador");
    const inactive = await refusedWith(
      await propose(t.app, { ...proposalBody(c, "2000-01-01"), student: gone.idcbpf }, admin),
      "not_active",
    );
    expect(inactive.message).toContain("inativo");
    await refusedWith(
      await propose(t.app, { ...proposalBody(c, "2000-01-01"), student: orphan.idcbpf }, admin),
      "no_advisor",
    );
    await refusedWith(await propose(t.app, proposalBody(c, "2000-01-01"), c.advisor.cookie), "date_in_past");
    const open = await proposed(t.app, proposalBody(c, later(10)), c.advisor.cookie);
    const second = await refusedWith(await propose(t.app, proposalBody(c, "2000-01-01"), admin), "committee_open");
    expect(second.message).toMatch(/qualificação/);
    await moved(await move(t.app, open.id, "cancelamento", { reason: "Refeita." }, admin));
  });

  it("refuses members by rule 12 in order, and malformed documents with 400", async () => {
    const inactiveTeacher = await addPerson(t.db, "zzb-prof-inativo", { level: "Docente", status: "inativo" });
    const members = (list: unknown[]) => proposalBody(c, later(5), { members: list });
    await refusedWith(await propose(t.app, members([internal(inactiveTeacher), external(0)]), admin), "member_unknown");
    await refusedWith(
      await propose(t.app, members([{ idcbpf: c.advisor.idcbpf, role: "titular" }, external(0)]), admin),
      "member_unknown",
    );
    await refusedWith(await propose(t.app, members([internal(otherStudent), external(0)]), admin), "member_unknown");
    const duplicate = await refusedWith(
      await propose(t.app, members([external(0), external(1, { email: "EXTERNA0@outra.example.org" })]), admin),
      "member_duplicate",
    );
    expect(duplicate.message).toContain("Externa 1");
    await refusedWith(
      await propose(t.app, members([external(0), external(1, { document: external(0).document })]), admin),
      "member_duplicate",
    );
    await refusedWith(
      await propose(t.app, members([external(0), external(1, { highestDegree: "mestrado" })]), admin),
      "member_degree",
    );
    const malformed = await expectApiError(
      await propose(t.app, members([external(0, { document: { kind: "cpf", number: "123.456.789-00" } })]), admin),
      400,
    );
    expect(JSON.stringify(malformed.fields)).toContain("number");
    await expectApiError(
      await propose(t.app, members([external(0, { document: { kind: "passaporte", number: "AB123456" } })]), admin),
      400,
    );
    await expectApiError(
      await propose(t.app, members([{ ...internal(c.teachers[0] as Person), role: "presidente" }]), admin),
      400,
    );
    await expectApiError(await propose(t.app, { ...members([external(0)]), place: undefined }, admin), 400);
  });

  it("counts president and titulares for rule 13, never suplentes, naming needed and present", async () => {
    const [first, second] = c.teachers as [Person, Person];
    const small = await refusedWith(
      await propose(
        t.app,
        proposalBody(c, later(5), { members: [internal(first), internal(second, "suplente")] }),
        admin,
      ),
      "committee_too_small",
    );
    expect(small.message).toMatch(/3/);
    expect(small.message).toMatch(/2/);
    await refusedWith(
      await propose(
        t.app,
        proposalBody(c, later(5), {
          kind: "defesa",
          members: [internal(first), internal(second), external(0, { role: "suplente" })],
        }),
        admin,
      ),
      "committee_external_missing",
    );
    const phd = await cast(t.db, "zzb-dr", { degree: "doutorado", teachers: 3 });
    const [a, b, d] = phd.teachers as [Person, Person, Person];
    await refusedWith(
      await propose(
        t.app,
        proposalBody(phd, later(5), { kind: "defesa", members: [internal(a), internal(b), external(0)] }),
        admin,
      ),
      "committee_too_small",
    );
    await refusedWith(
      await propose(
        t.app,
        proposalBody(phd, later(5), { kind: "defesa", members: [internal(a), internal(b), internal(d), external(0)] }),
        admin,
      ),
      "committee_external_missing",
    );
    const ok = await proposed(
      t.app,
      proposalBody(phd, later(5), { kind: "defesa", members: [internal(a), internal(b), external(0), external(1)] }),
      phd.advisor.cookie,
    );
    expect(ok.degree).toBe("doutorado");
  });
});

describe("who sees a committee (rule 18)", () => {
  let id: number;
  let vis: Cast;
  beforeAll(async () => {
    vis = await cast(t.db, "zzb-vis");
    id = (await proposed(t.app, proposalBody(vis, later(20)), vis.advisor.cookie)).id;
  });

  it("shows externals' e-mail and document to the office and the president only", async () => {
    for (const cookie of [admin, vis.advisor.cookie]) {
      const committee = await read(t.app, id, cookie);
      expect(committee.members[2]).toMatchObject({ email: "externa0@outra.example.org", document: { kind: "cpf" } });
    }
    for (const cookie of [vis.student.cookie, vis.coAdvisor.cookie, (vis.teachers[0] as Person).cookie]) {
      const committee = await read(t.app, id, cookie);
      expect(committee.members[2]).toMatchObject({ email: null, document: null, name: "Externa 0" });
    }
    await expectApiError(await call(t.app, `/api/bancas/${id}`, { cookie: outsider.cookie }), 403);
    await expectApiError(await call(t.app, `/api/bancas/${id}`, { cookie: otherStudent.cookie }), 403);
    await expectApiError(await call(t.app, "/api/bancas/999999", { cookie: admin }), 404);
  });

  it("lists a Discente's own, a Docente's advisees' and those it sits on, the office all, by date", async () => {
    const list = async (cookie: string, query = "") => {
      const res = await call(t.app, `/api/bancas?pageSize=100${query}`, { cookie });
      expect(res.status).toBe(200);
      return committeePageSchema.parse(await res.json()).items.map((item) => item.id);
    };
    expect(await list(vis.student.cookie)).toEqual([id]);
    expect(await list((vis.teachers[0] as Person).cookie)).toEqual([id]);
    expect(await list(vis.coAdvisor.cookie)).toEqual([id]);
    expect(await list(outsider.cookie)).toEqual([]);
    expect(await list(otherStudent.cookie)).toEqual([]);
    expect(await list(admin, `&student=${vis.student.idcbpf}&kind=qualificacao&status=proposta`)).toEqual([id]);
    expect(await list(admin, `&student=${vis.student.idcbpf}&from=${later(21)}`)).toEqual([]);
    expect(await list(admin, `&student=${vis.student.idcbpf}&to=${later(20)}`)).toEqual([id]);
  });
});

describe("moves (rule 14)", () => {
  it("lets the proposer and the office edit while proposta, checking members again; the office only once agendada", async () => {
    const m = await cast(t.db, "zzb-mv");
    const committee = await proposed(t.app, proposalBody(m, later(15)), m.advisor.cookie);
    const patch = (json: unknown, cookie: string) =>
      call(t.app, `/api/bancas/${committee.id}`, { method: "PATCH", json, cookie });
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

    await expectApiError(await move(t.app, committee.id, "aprovacao", {}, m.advisor.cookie), 403);
    const scheduled = await moved(await move(t.app, committee.id, "aprovacao", {}, admin));
    expect(scheduled.status).toBe("agendada");
    expect(scheduled.approvedAt).not.toBeNull();
    expect(await noticesOf(t.db, m.student.id, "banca_agendada")).toHaveLength(1);
    expect(await noticesOf(t.db, m.coAdvisor.id, "banca_agendada")).toHaveLength(1);
    expect(await noticesOf(t.db, (m.teachers[1] as Person).id, "banca_agendada")).toHaveLength(1);
    expect((await mailTo(t.db, "externa2@outra.example.org")).at(-1)?.text).toContain("Novo título");
    await refusedWith(await move(t.app, committee.id, "aprovacao", {}, admin), "committee_state");

    await expectApiError(await patch({ title: "Tarde demais" }, m.advisor.cookie), 403);
    const rescheduled = await moved(await patch({ date: later(16), time: "09:30" }, admin));
    expect(rescheduled).toMatchObject({ date: later(16), time: "09:30", status: "agendada" });
    const told = await noticesOf(t.db, m.student.id, "banca_agendada");
    expect(told).toHaveLength(2);
    expect(told.at(-1)?.title).toMatchObject({ pt: expect.stringContaining("alterada") });

    await expectApiError(await move(t.app, committee.id, "cancelamento", { reason: "x" }, m.advisor.cookie), 403);
    await expectApiError(await move(t.app, committee.id, "cancelamento", { reason: "" }, admin), 400);
    const cancelled = await moved(await move(t.app, committee.id, "cancelamento", { reason: "Sem sala." }, admin));
    expect(cancelled).toMatchObject({ status: "cancelada", cancelReason: "Sem sala." });
    expect((await noticesOf(t.db, m.student.id, "banca_cancelada")).at(-1)?.body).toMatchObject({
      pt: expect.stringContaining("Sem sala."),
    });
    await refusedWith(
      await move(t.app, committee.id, "cancelamento", { reason: "De novo." }, admin),
      "committee_state",
    );
    await refusedWith(await patch({ title: "Depois" }, admin), "committee_state");
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "committee"), eq(auditLog.entityId, String(committee.id))))
      .orderBy(auditLog.id);
    expect(actions.map((entry) => entry.action)).toEqual(["create", "update", "update", "approve", "update", "cancel"]);
  });

  it("lets the proposer cancel its proposta; approval checks the date again", async () => {
    const m = await cast(t.db, "zzb-cx");
    const mine = await proposed(t.app, proposalBody(m, later(3)), m.advisor.cookie);
    await moved(await move(t.app, mine.id, "cancelamento", { reason: "Mudou." }, m.advisor.cookie));
    const stale = await proposed(t.app, proposalBody(m, later(3)), m.advisor.cookie);
    // A proposal left waiting past its date is refused at approval.
    await t.db.update(committees).set({ date: "2001-02-03" }).where(eq(committees.id, stale.id));
    await refusedWith(await move(t.app, stale.id, "aprovacao", {}, admin), "date_in_past");
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
  inside?: (tx: typeof t.db) => Promise<void>,
): Promise<Response[]> {
  const handle = t.handle;
  if (handle.kind !== "postgres") return Promise.all(start());
  let requests: Promise<Response>[] = [];
  await t.db.transaction(async (tx) => {
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
    const r = await cast(t.db, "zzb-race");
    const body = proposalBody(r, later(7));
    const answers = await overlapping(() => [propose(t.app, body, admin), propose(t.app, body, r.advisor.cookie)], 2);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = answers.find((res) => res.status === 422);
    expect((await refused?.json()) as { rule?: string }).toMatchObject({ rule: "committee_open" });
    const open = await t.db
      .select({ id: committees.id })
      .from(committees)
      .where(and(eq(committees.studentId, r.student.id), inArray(committees.status, ["proposta", "agendada"])));
    expect(open).toHaveLength(1);
  });

  // Only PostgreSQL has a second connection to hold an uncommitted committee while the request runs.
  it.skipIf(TEST_DB !== "postgres")(
    "answers 422 committee_open when the open-committee index, not the rule, stops the second",
    async () => {
      const r = await cast(t.db, "zzb-index");
      const body = proposalBody(r, later(7));
      const [answer] = await overlapping(
        () => [propose(t.app, body, admin)],
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
            date: later(7),
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
