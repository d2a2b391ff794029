import { beforeAll, describe, expect, it } from "vitest";
import { committeePageSchema } from "../../domain/bancas.ts";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { mailTo } from "../notificacoes/test-fixtures.ts";
import { committeeSuite, external, internal, moved, proposalBody, refusedWith, type Cast } from "./test-fixtures.ts";

/**
 * Committees (programme-year rules 11–13, 18): proposing with the rules in the spec's order, the
 * members and the composition, who sees what (externals' contacts) and the lists. Edits,
 * approval, cancellation and racing proposals: moves.test.ts.
 */
let c: Cast;
let outsider: Person;
let otherStudent: Person;

// The office's own address: every proposal's e-mail lands in one place.
const suite = committeeSuite({ officeEmail: "secretaria.bancas@example.org" });
beforeAll(async () => {
  c = await suite.cast("zzb");
  outsider = await addPerson(suite.db, "zzb-alheio", { level: "Docente" });
  otherStudent = await addPerson(suite.db, "zzb-outro-aluno");
});

describe("proposing (rules 11–13)", () => {
  it("adds the main advisor first as president; externals keep a default locale; the office is e-mailed", async () => {
    const before = (await mailTo(suite.db, "secretaria.bancas@example.org")).length;
    const committee = await suite.proposed(
      proposalBody(c, suite.later(30), {
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
    const mails = await mailTo(suite.db, "secretaria.bancas@example.org");
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toContain("Banca proposta");
    const [audit] = await suite.audits(committee.id);
    expect(audit).toMatchObject({ action: "create" });
    // Cancelled so the next tests may propose this kind again.
    await moved(await suite.move(committee.id, "cancelamento", { reason: "Refeita." }, suite.admin));
  });

  it("refuses anyone but the main advisor and the office", async () => {
    const body = proposalBody(c, suite.later(30));
    await expectApiError(await suite.propose(body, c.coAdvisor.cookie), 403);
    await expectApiError(await suite.propose(body, outsider.cookie), 403);
    await expectApiError(await suite.propose(body, c.student.cookie), 403);
    await expectApiError(await suite.propose({ ...body, student: "zzb-ninguem" }, suite.admin), 404);
  });

  it("refuses with rule 11's keys in order: not_active, no_advisor, committee_open, date_in_past", async () => {
    const gone = await addPerson(suite.db, "zzb-inativo", { status: "inativo" });
    const orphan = await addPerson(suite.db, "zzb-sem-orientador");
    const inactive = await refusedWith(
      await suite.propose({ ...proposalBody(c, "2000-01-01"), student: gone.idcbpf }, suite.admin),
      "not_active",
    );
    expect(inactive.message).toContain("inativo");
    await refusedWith(
      await suite.propose({ ...proposalBody(c, "2000-01-01"), student: orphan.idcbpf }, suite.admin),
      "no_advisor",
    );
    await refusedWith(await suite.propose(proposalBody(c, "2000-01-01"), c.advisor.cookie), "date_in_past");
    const open = await suite.proposed(proposalBody(c, suite.later(10)), c.advisor.cookie);
    const second = await refusedWith(await suite.propose(proposalBody(c, "2000-01-01"), suite.admin), "committee_open");
    expect(second.message).toMatch(/qualificação/);
    await moved(await suite.move(open.id, "cancelamento", { reason: "Refeita." }, suite.admin));
  });

  it("refuses members by rule 12 in order, and malformed documents with 400", async () => {
    const inactiveTeacher = await addPerson(suite.db, "zzb-prof-inativo", { level: "Docente", status: "inativo" });
    const members = (list: unknown[]) => proposalBody(c, suite.later(5), { members: list });
    await refusedWith(
      await suite.propose(members([internal(inactiveTeacher), external(0)]), suite.admin),
      "member_unknown",
    );
    await refusedWith(
      await suite.propose(members([{ idcbpf: c.advisor.idcbpf, role: "titular" }, external(0)]), suite.admin),
      "member_unknown",
    );
    await refusedWith(
      await suite.propose(members([internal(otherStudent), external(0)]), suite.admin),
      "member_unknown",
    );
    const duplicate = await refusedWith(
      await suite.propose(members([external(0), external(1, { email: "EXTERNA0@outra.example.org" })]), suite.admin),
      "member_duplicate",
    );
    expect(duplicate.message).toContain("Externa 1");
    await refusedWith(
      await suite.propose(members([external(0), external(1, { document: external(0).document })]), suite.admin),
      "member_duplicate",
    );
    await refusedWith(
      await suite.propose(members([external(0), external(1, { highestDegree: "mestrado" })]), suite.admin),
      "member_degree",
    );
    const malformed = await expectApiError(
      await suite.propose(members([external(0, { document: { kind: "cpf", number: "123.456.789-00" } })]), suite.admin),
      400,
    );
    expect(JSON.stringify(malformed.fields)).toContain("number");
    await expectApiError(
      await suite.propose(
        members([external(0, { document: { kind: "passaporte", number: "AB123456" } })]),
        suite.admin,
      ),
      400,
    );
    await expectApiError(
      await suite.propose(members([{ ...internal(c.teachers[0] as Person), role: "presidente" }]), suite.admin),
      400,
    );
    await expectApiError(await suite.propose({ ...members([external(0)]), place: undefined }, suite.admin), 400);
  });

  it("counts president and titulares for rule 13, never suplentes, naming needed and present", async () => {
    const [first, second] = c.teachers as [Person, Person];
    const small = await refusedWith(
      await suite.propose(
        proposalBody(c, suite.later(5), { members: [internal(first), internal(second, "suplente")] }),
        suite.admin,
      ),
      "committee_too_small",
    );
    expect(small.message).toMatch(/3/);
    expect(small.message).toMatch(/2/);
    await refusedWith(
      await suite.propose(
        proposalBody(c, suite.later(5), {
          kind: "defesa",
          members: [internal(first), internal(second), external(0, { role: "suplente" })],
        }),
        suite.admin,
      ),
      "committee_external_missing",
    );
    const phd = await suite.cast("zzb-dr", { degree: "doutorado", teachers: 3 });
    const [a, b, d] = phd.teachers as [Person, Person, Person];
    await refusedWith(
      await suite.propose(
        proposalBody(phd, suite.later(5), { kind: "defesa", members: [internal(a), internal(b), external(0)] }),
        suite.admin,
      ),
      "committee_too_small",
    );
    await refusedWith(
      await suite.propose(
        proposalBody(phd, suite.later(5), {
          kind: "defesa",
          members: [internal(a), internal(b), internal(d), external(0)],
        }),
        suite.admin,
      ),
      "committee_external_missing",
    );
    const ok = await suite.proposed(
      proposalBody(phd, suite.later(5), {
        kind: "defesa",
        members: [internal(a), internal(b), external(0), external(1)],
      }),
      phd.advisor.cookie,
    );
    expect(ok.degree).toBe("doutorado");
  });
});

describe("who sees a committee (rule 18)", () => {
  let id: number;
  let vis: Cast;
  beforeAll(async () => {
    vis = await suite.cast("zzb-vis");
    id = (await suite.proposed(proposalBody(vis, suite.later(20)), vis.advisor.cookie)).id;
  });

  it("shows externals' e-mail and document to the office and the president only", async () => {
    for (const cookie of [suite.admin, vis.advisor.cookie]) {
      const committee = await suite.read(id, cookie);
      expect(committee.members[2]).toMatchObject({ email: "externa0@outra.example.org", document: { kind: "cpf" } });
    }
    for (const cookie of [vis.student.cookie, vis.coAdvisor.cookie, (vis.teachers[0] as Person).cookie]) {
      const committee = await suite.read(id, cookie);
      expect(committee.members[2]).toMatchObject({ email: null, document: null, name: "Externa 0" });
    }
    await expectApiError(await call(suite.app, `/api/bancas/${id}`, { cookie: outsider.cookie }), 403);
    await expectApiError(await call(suite.app, `/api/bancas/${id}`, { cookie: otherStudent.cookie }), 403);
    await expectApiError(await call(suite.app, "/api/bancas/999999", { cookie: suite.admin }), 404);
  });

  it("lists a Discente's own, a Docente's advisees' and those it sits on, the office all, by date", async () => {
    const list = async (cookie: string, query = "") => {
      const res = await call(suite.app, `/api/bancas?pageSize=100${query}`, { cookie });
      expect(res.status).toBe(200);
      return committeePageSchema.parse(await res.json()).items.map((item) => item.id);
    };
    expect(await list(vis.student.cookie)).toEqual([id]);
    expect(await list((vis.teachers[0] as Person).cookie)).toEqual([id]);
    expect(await list(vis.coAdvisor.cookie)).toEqual([id]);
    expect(await list(outsider.cookie)).toEqual([]);
    expect(await list(otherStudent.cookie)).toEqual([]);
    expect(await list(suite.admin, `&student=${vis.student.idcbpf}&kind=qualificacao&status=proposta`)).toEqual([id]);
    expect(await list(suite.admin, `&student=${vis.student.idcbpf}&from=${suite.later(21)}`)).toEqual([]);
    expect(await list(suite.admin, `&student=${vis.student.idcbpf}&to=${suite.later(20)}`)).toEqual([id]);
  });
});
