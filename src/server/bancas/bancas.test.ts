import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeePageSchema } from "../../domain/bancas.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, settings } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { mailTo } from "../notificacoes/test-fixtures.ts";
import {
  cast,
  daysAfter,
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
 * Committees (programme-year rules 11–13, 18): proposing with the rules in the spec's order, the
 * members and the composition, who sees what (externals' contacts) and the lists. Edits,
 * approval, cancellation and racing proposals: moves.test.ts.
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

const later = (days: number) => daysAfter(day, days);

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
