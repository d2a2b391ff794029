import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { declarationPageSchema, declarationSchema } from "../../domain/declaracoes.ts";
import { guidanceSchema } from "../../domain/guidance.ts";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { committees, declarations, guidances, phaseCompletions } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { mailTo, noticesOf } from "../notificacoes/test-fixtures.ts";
import { committeeSuite, external, internal, moved, proposalBody, refusedWith, type Cast } from "./test-fixtures.ts";

/**
 * The verdict (programme-year rule 15) and what it issues: who may record it and when, its one
 * transaction (milestone, phase completion, ata, participation statements, notices) — a failure
 * on the way leaving nothing —, the declarations it makes (rules 17–18: who reads the ata, the
 * external holder by name, issuing again after a revocation), and the defence's final version.
 */
let outsider: Person;

const suite = committeeSuite();
beforeAll(async () => {
  outsider = await addPerson(suite.db, "zzv-alheio", { level: "Docente" });
});

const defesa = (c: Cast) => ({
  kind: "defesa",
  members: [
    internal(c.teachers[0] as Person),
    external(0),
    external(1, {
      document: { kind: "passaporte", number: "X1234567", country: "FR" },
      email: "ext.fr@example.org",
    }),
    internal(c.teachers[1] as Person, "suplente"),
  ],
});

describe("the verdict (rule 15)", () => {
  it("is the president's or the office's; only agendada; from the committee's date on", async () => {
    const c = await suite.cast("zzv-who");
    const proposedOnly = await suite.proposed(proposalBody(c, suite.day), c.advisor.cookie);
    await refusedWith(
      await suite.move(proposedOnly.id, "resultado", { verdict: "aprovado" }, c.advisor.cookie),
      "committee_state",
    );
    await moved(await suite.move(proposedOnly.id, "aprovacao", {}, suite.admin));
    await expectApiError(
      await suite.move(proposedOnly.id, "resultado", { verdict: "aprovado" }, (c.teachers[0] as Person).cookie),
      403,
    );
    await expectApiError(
      await suite.move(proposedOnly.id, "resultado", { verdict: "aprovado" }, c.coAdvisor.cookie),
      403,
    );
    await expectApiError(await suite.move(proposedOnly.id, "resultado", { verdict: "aprovado" }, outsider.cookie), 403);
    const future = await suite.cast("zzv-fut");
    const ahead = await suite.proposed(proposalBody(future, "2999-01-01"), future.advisor.cookie);
    await moved(await suite.move(ahead.id, "aprovacao", {}, suite.admin));
    await refusedWith(
      await suite.move(ahead.id, "resultado", { verdict: "aprovado" }, suite.admin),
      "session_not_held",
    );
  });

  it("checks the corrections deadline and the participants (400)", async () => {
    const c = await suite.cast("zzv-400");
    const committee = await suite.scheduled(c);
    const verdict = (json: unknown) => suite.move(committee.id, "resultado", json, c.advisor.cookie);
    await expectApiError(await verdict({ verdict: "aprovado_com_correcoes" }), 400);
    await expectApiError(await verdict({ verdict: "aprovado", correctionsDeadline: "2999-01-01" }), 400);
    const before = await expectApiError(
      await verdict({ verdict: "aprovado_com_correcoes", correctionsDeadline: suite.day }),
      400,
    );
    expect(Object.keys(before.fields ?? {})).toEqual(["correctionsDeadline"]);
    const unknown = await expectApiError(await verdict({ verdict: "reprovado", participants: [999999] }), 400);
    expect(Object.keys(unknown.fields ?? {})).toEqual(["participants"]);
    expect((await suite.read(committee.id, suite.admin)).status).toBe("agendada");
  });

  it("in one transaction: realizada, milestone, completion, ata, statements, notices, egresso proposed", async () => {
    const c = await suite.cast("zzv-ok");
    const committee = await suite.scheduled(c, defesa(c));
    const held = await moved(
      await suite.move(
        committee.id,
        "resultado",
        { verdict: "aprovado_com_correcoes", correctionsDeadline: "2999-12-31", notes: "Rever o capítulo 3." },
        c.advisor.cookie,
      ),
    );
    expect(held).toMatchObject({
      status: "realizada",
      verdict: "aprovado_com_correcoes",
      correctionsDeadline: "2999-12-31",
      notes: "Rever o capítulo 3.",
    });
    expect(held.ataCodigo).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);
    // Default participants: the president and the titulares; the suplente neither took part nor got a statement.
    expect(held.members.map((member) => [member.role, member.participated, member.declaracao !== null])).toEqual([
      ["presidente", true, true],
      ["titular", true, true],
      ["titular", true, true],
      ["titular", true, true],
      ["suplente", false, false],
    ]);

    const [guidance] = await suite.db.select().from(guidances).where(eq(guidances.studentId, c.student.id));
    expect(guidance?.milestones).toEqual([{ kind: "defesa", date: suite.day, result: "aprovado" }]);
    const [completion] = await suite.db
      .select()
      .from(phaseCompletions)
      .where(and(eq(phaseCompletions.studentId, c.student.id), eq(phaseCompletions.phaseCode, "defesa")));
    expect(completion?.completedOn).toBe(suite.day);
    const read = await call(suite.app, `/api/orientacoes/${guidance?.id}`, { cookie: suite.admin });
    expect(read.status).toBe(200);
    expect(guidanceSchema.parse(await read.json()).egressoProposed).toBe(true);

    expect(await noticesOf(suite.db, c.student.id, "banca_resultado")).toHaveLength(1);
    // The advisor: the verdict, and its own participation statement.
    expect(await noticesOf(suite.db, c.advisor.id, "banca_resultado")).toHaveLength(2);
    expect(await noticesOf(suite.db, (c.teachers[1] as Person).id, "banca_resultado")).toHaveLength(0);
    const external = held.members[2];
    const mail = (await mailTo(suite.db, "externa0@outra.example.org")).at(-1);
    expect(mail?.text).toContain(`/autenciacar-declaracao/${external?.declaracao}`);
    expect(mail?.text).toContain(`/api/autenticacao/`);
    expect(mail?.text).not.toContain("52998224725");
    expect((await mailTo(suite.db, "ext.fr@example.org")).at(-1)?.subject).toBe("Committee participation statement");

    const [audit] = await suite.audits(committee.id, "verdict");
    expect(audit?.after).toMatchObject({ verdict: "aprovado_com_correcoes", status: "realizada" });
    await refusedWith(
      await suite.move(committee.id, "resultado", { verdict: "reprovado" }, suite.admin),
      "committee_state",
    );
  });

  it("a reprovado qualificação completes nothing; named participants are the ones that took part", async () => {
    const c = await suite.cast("zzv-rep");
    const committee = await suite.scheduled(c, {
      members: [internal(c.teachers[0] as Person), external(0), internal(c.teachers[1] as Person, "suplente")],
    });
    const [president, titular, , suplente] = committee.members;
    const held = await moved(
      await suite.move(
        committee.id,
        "resultado",
        { verdict: "reprovado", participants: [president?.id, titular?.id, suplente?.id] },
        suite.admin,
      ),
    );
    expect(held.members.map((member) => member.participated)).toEqual([true, true, false, true]);
    expect(await suite.db.select().from(phaseCompletions).where(eq(phaseCompletions.studentId, c.student.id))).toEqual(
      [],
    );
    const [guidance] = await suite.db.select().from(guidances).where(eq(guidances.studentId, c.student.id));
    expect(guidance?.milestones).toEqual([{ kind: "qualificacao", date: suite.day, result: "reprovado" }]);
  });

  it("leaves nothing when a part of it fails", async () => {
    const c = await suite.cast("zzv-tx");
    const committee = await suite.scheduled(c, defesa(c));
    // A participation statement that cannot be stored: the verdict must roll back whole.
    await suite.db.execute(sql`create or replace function zzv_refuse() returns trigger language plpgsql as $$
      begin if new.type = 'participacao_banca' then raise exception 'zzv refused'; end if; return new; end $$`);
    await suite.db.execute(
      sql`create trigger zzv_refuse before insert on declarations for each row execute function zzv_refuse()`,
    );
    try {
      const res = await suite.move(committee.id, "resultado", { verdict: "aprovado" }, suite.admin);
      expect(res.status).toBe(500);
    } finally {
      await suite.db.execute(sql`drop trigger zzv_refuse on declarations`);
    }
    const after = await suite.read(committee.id, suite.admin);
    expect(after).toMatchObject({ status: "agendada", verdict: null, ataCodigo: null });
    expect(after.members.every((member) => member.participated === null)).toBe(true);
    expect(await suite.db.select().from(declarations).where(eq(declarations.committeeId, committee.id))).toEqual([]);
    expect(await suite.db.select().from(phaseCompletions).where(eq(phaseCompletions.studentId, c.student.id))).toEqual(
      [],
    );
    const [guidance] = await suite.db.select().from(guidances).where(eq(guidances.studentId, c.student.id));
    expect(guidance?.milestones).toEqual([]);
    expect(await noticesOf(suite.db, c.student.id, "banca_resultado")).toEqual([]);
    const [row] = await suite.db.select().from(committees).where(eq(committees.id, committee.id));
    expect(row?.status).toBe("agendada");
  });
});

describe("the committee's declarations (rules 17–18)", () => {
  let c: Cast;
  let committeeId: number;
  let ata: string;
  let externalCode: string;
  let externalMember: number;
  let suplente: number;

  beforeAll(async () => {
    c = await suite.cast("zzv-dec");
    const held = await suite.held(c, defesa(c), "aprovado");
    committeeId = held.id;
    ata = held.ataCodigo ?? "";
    externalCode = held.members[2]?.declaracao ?? "";
    externalMember = held.members[2]?.id ?? 0;
    suplente = held.members[4]?.id ?? 0;
  });

  const pdf = (codigo: string, cookie: string) => call(suite.app, `/api/declaracoes/${codigo}/pdf`, { cookie });

  it("lets the student, the issuer, the internal members and the office read the ata; no one else", async () => {
    for (const cookie of [c.student.cookie, suite.admin, c.advisor.cookie, (c.teachers[0] as Person).cookie]) {
      const res = await pdf(ata, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
    }
    await expectApiError(await pdf(ata, outsider.cookie), 404);
    await expectApiError(await pdf(ata, c.coAdvisor.cookie), 404);
  });

  it("carries the committee and the member; an external holder is a name only", async () => {
    const res = await call(suite.app, `/api/declaracoes?pageSize=100`, { cookie: (c.teachers[0] as Person).cookie });
    const mine = declarationPageSchema.parse(await res.json()).items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: "participacao_banca",
      holder: { idcbpf: (c.teachers[0] as Person).idcbpf, name: (c.teachers[0] as Person).name },
      committee: { id: committeeId, kind: "defesa", date: suite.day, student: { idcbpf: c.student.idcbpf } },
      member: { role: "titular", name: (c.teachers[0] as Person).name },
    });
    expect(mine[0]?.statement.pt).toContain("participou como membro titular da banca de defesa de dissertação");
    const own = await call(suite.app, `/api/declaracoes?type=ata_banca`, { cookie: c.student.cookie });
    expect(declarationPageSchema.parse(await own.json()).items[0]).toMatchObject({
      codigo: ata,
      committee: { id: committeeId },
    });
    const verified = await call(suite.app, `/api/autenticacao/${externalCode}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ holderName: "Externa 0", type: "participacao_banca" });
    const all = await call(suite.app, `/api/declaracoes?type=participacao_banca&pageSize=100`, { cookie: suite.admin });
    const externalOne = declarationPageSchema
      .parse(await all.json())
      .items.find((item) => item.codigo === externalCode);
    expect(externalOne?.holder).toEqual({ idcbpf: null, name: "Externa 0" });
  });

  it("is issued again by the office (after a revocation); ata_banca is never posted; not_eligible otherwise", async () => {
    const post = (json: unknown, cookie: string) =>
      call(suite.app, "/api/declaracoes", { method: "POST", json, cookie });
    const body = { type: "participacao_banca", committee: committeeId, member: externalMember };
    await expectApiError(await post(body, c.advisor.cookie), 403);
    await expectApiError(await post({ type: "ata_banca", committee: committeeId }, suite.admin), 400);
    const revoked = await call(suite.app, `/api/declaracoes/${externalCode}/revogacao`, {
      method: "POST",
      json: { reason: "Nome grafado errado." },
      cookie: suite.admin,
    });
    expect(revoked.status).toBe(200);
    const again = await post(body, suite.admin);
    expect(again.status).toBe(201);
    const issued = declarationSchema.parse(await again.json());
    expect(issued).toMatchObject({ type: "participacao_banca", holder: { idcbpf: null, name: "Externa 0" } });
    expect((await suite.read(committeeId, suite.admin)).members[2]?.declaracao).toBe(issued.codigo);
    const absent = await refusedWith(await post({ ...body, member: suplente }, suite.admin), "not_eligible");
    expect(absent.message).toMatch(/participou|part/);
    const open = await suite.scheduled(await suite.cast("zzv-open"));
    await refusedWith(
      await post({ ...body, committee: open.id, member: open.members[0]?.id }, suite.admin),
      "not_eligible",
    );
    await expectApiError(await post({ ...body, member: 999999 }, suite.admin), 404);
  });
});
