import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userDetailSchema, type UserDetail } from "../../domain/desligamento.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import {
  auditLog,
  committeeFinalVersions,
  committees,
  enrolments,
  guidances,
  notifications,
  offerings,
  requestHistory,
  requests,
  terms,
} from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { advisedStudent, enrolledThisTerm } from "../requerimentos/test-fixtures.ts";

/**
 * The users' programme-year fields (rules 24–25): the entry date written by the office and its
 * default, the dismissal's refusals in the spec's order, what one dismissal does in its one
 * transaction, and the office's PATCH back to `ativo` clearing it. Committees are inserted
 * directly (their API is another area's).
 */
let t: TestApp;
let admin: string;
let advisor: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  advisor = await addPerson(t.db, "zzdl-prof", { level: "Docente", name: "Prof. Lima" });
});
afterAll(() => t.close());

const api = (path: string, init: { method?: string; json?: unknown } = {}) =>
  call(t.app, path, { ...init, cookie: admin });
async function readUser(idcbpf: string): Promise<UserDetail> {
  const res = await api(`/api/usuarios/${idcbpf}`);
  expect(res.status).toBe(200);
  // The detail without the personal data the profile adds (personal-data.test.ts reads that).
  return userDetailSchema.parse(((await res.json()) as { user: unknown }).user);
}
const dismiss = (idcbpf: string, json: unknown) =>
  api(`/api/usuarios/${idcbpf}/desligamento`, { method: "POST", json });
async function refusedWith(res: Response, rule: string) {
  const body = await expectApiError(res, 422);
  expect(body.rule).toBe(rule);
}
async function currentTerm() {
  const [term] = await t.db
    .select({ code: terms.code, startDate: terms.startDate })
    .from(terms)
    .where(eq(terms.current, true));
  if (!term) throw new Error("the demo has a current term");
  return term;
}
async function addDefence(studentId: number, verdict: "aprovado" | "reprovado", finalVersion: boolean) {
  const [row] = await t.db
    .insert(committees)
    .values({
      studentId,
      kind: "defesa",
      degree: "mestrado",
      title: "Uma tese",
      language: "pt",
      date: "2025-03-10",
      time: "14:00",
      place: "Auditório",
      status: "realizada",
      verdict,
    })
    .returning({ id: committees.id });
  if (!row) throw new Error("committee insert");
  if (finalVersion)
    await t.db
      .insert(committeeFinalVersions)
      .values({ committeeId: row.id, name: "tese.pdf", size: 10, sha256: "a".repeat(64) });
  return row.id;
}

describe("the entry date", () => {
  it("defaults to the entry term's first day, is written by the office and cleared back to the default", async () => {
    const term = await currentTerm();
    const created = await api("/api/usuarios", {
      method: "POST",
      json: {
        idcbpf: "zzdl-nova",
        name: "Nova Dl",
        email: "zzdl-nova@example.org",
        level: "Discente",
        programme: "academico",
        degree: "mestrado",
        entryTerm: term.code,
        entryDate: "2024-03-15",
      },
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { user: UserDetail }).user).toMatchObject({
      entryDate: "2024-03-15",
      dismissal: null,
    });
    const cleared = await api("/api/usuarios/zzdl-nova", { method: "PATCH", json: { entryDate: null } });
    expect(cleared.status).toBe(200);
    expect((await readUser("zzdl-nova")).entryDate).toBe(term.startDate);
    await api("/api/usuarios/zzdl-nova", { method: "PATCH", json: { entryDate: "2024-02-29" } });
    expect((await readUser("zzdl-nova")).entryDate).toBe("2024-02-29");
    const bad = await api("/api/usuarios/zzdl-nova", { method: "PATCH", json: { entryDate: "2024-02-30" } });
    expect(Object.keys((await expectApiError(bad, 400)).fields ?? {})).toEqual(["entryDate"]);
  });

  it("is not the student's own to change", async () => {
    const student = await addPerson(t.db, "zzdl-propria");
    const res = await call(t.app, `/api/usuarios/${student.idcbpf}`, {
      method: "PATCH",
      json: { entryDate: "2020-01-01" },
      cookie: student.cookie,
    });
    await expectApiError(res, 403);
  });
});

describe("dismissal refusals (rule 24, in order)", () => {
  it("refuses another level, a student already out, a future date, conclusion without a passed defence or its final version", async () => {
    await refusedWith(await dismiss(advisor.idcbpf, { reason: "abandono" }), "not_a_student");
    const gone = await addPerson(t.db, "zzdl-inativo", { status: "inativo" });
    await refusedWith(await dismiss(gone.idcbpf, { reason: "abandono", date: "2999-01-01" }), "already_dismissed");
    const student = await addPerson(t.db, "zzdl-recusas");
    await refusedWith(await dismiss(student.idcbpf, { reason: "conclusao", date: "2999-01-01" }), "date_in_future");
    await refusedWith(await dismiss(student.idcbpf, { reason: "conclusao" }), "defence_not_passed");
    await addDefence(student.id, "reprovado", false);
    await refusedWith(await dismiss(student.idcbpf, { reason: "conclusao" }), "defence_not_passed");
    await addDefence(student.id, "aprovado", false);
    await refusedWith(await dismiss(student.idcbpf, { reason: "conclusao" }), "final_version_missing");
    const notes = await expectApiError(await dismiss(student.idcbpf, { reason: "outro" }), 400);
    expect(Object.keys(notes.fields ?? {})).toEqual(["notes"]);
    expect((await dismiss("zzdl-ninguem", { reason: "abandono" })).status).toBe(404);
    expect((await readUser(student.idcbpf)).status).toBe("ativo");
  });

  it("is the office's only", async () => {
    const student = await addPerson(t.db, "zzdl-so-secretaria");
    const res = await call(t.app, `/api/usuarios/${student.idcbpf}/desligamento`, {
      method: "POST",
      json: { reason: "a_pedido" },
      cookie: student.cookie,
    });
    await expectApiError(res, 403);
  });
});

describe("a dismissal (rule 25)", () => {
  it("in one go: inativo, enrolments trancada, requests and committees cancelled, guidance kept, audited and told", async () => {
    const student = await advisedStudent(t.db, advisor.id, "zzdl-abandono", "Ana Abandono");
    const { codigo, offeringId } = await enrolledThisTerm(t.db, student.id, "ZZL-901", "pendente");
    const [request] = await t.db
      .insert(requests)
      .values({
        studentId: student.id,
        type: "trancamento",
        months: 3,
        startDate: "2099-01-01",
        justification: "Motivo longo o bastante.",
        status: "aguardando_orientador",
      })
      .returning({ id: requests.id });
    const [committee] = await t.db
      .insert(committees)
      .values({
        studentId: student.id,
        kind: "qualificacao",
        degree: "mestrado",
        title: "Qualificação",
        language: "pt",
        date: "2099-05-10",
        time: "10:00",
        place: "Sala 1",
      })
      .returning({ id: committees.id });

    const res = await dismiss(student.idcbpf, { reason: "abandono", date: "2025-01-10", notes: "Sem contato." });
    expect(res.status).toBe(200);
    const answered = userDetailSchema.parse(((await res.json()) as { user: unknown }).user);
    expect(answered).toMatchObject({
      status: "inativo",
      dismissal: {
        reason: "abandono",
        date: "2025-01-10",
        notes: "Sem contato.",
        by: { idcbpf: "admin" },
        at: expect.any(String),
      },
    });
    expect(await readUser(student.idcbpf)).toEqual(answered);

    const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.codigo, codigo));
    expect(enrolment?.status).toBe("trancada");
    const [seats] = await t.db.select({ taken: offerings.taken }).from(offerings).where(eq(offerings.id, offeringId));
    expect(seats?.taken).toBe(0);
    const [req] = await t.db
      .select()
      .from(requests)
      .where(eq(requests.id, request?.id ?? 0));
    expect(req?.status).toBe("cancelado");
    const history = await t.db
      .select()
      .from(requestHistory)
      .where(eq(requestHistory.requestId, request?.id ?? 0));
    expect(history.map((h) => h.status)).toEqual(["cancelado"]);
    const [com] = await t.db
      .select()
      .from(committees)
      .where(eq(committees.id, committee?.id ?? 0));
    expect(com).toMatchObject({ status: "cancelada", cancelReason: expect.stringContaining("abandono") });
    const [guidance] = await t.db.select().from(guidances).where(eq(guidances.studentId, student.id));
    expect(guidance?.advisorId).toBe(advisor.id);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, student.idcbpf)))
      .orderBy(auditLog.id);
    expect(audit.find((entry) => entry.action === "dismiss")?.after).toMatchObject({
      status: "inativo",
      requestsCancelled: [request?.id],
      committeesCancelled: [committee?.id],
    });
    for (const person of [student, advisor]) {
      const notices = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), eq(notifications.kind, "desligamento")));
      expect(notices.map((n) => n.title.pt)).toEqual(["Desligamento: Ana Abandono"]);
    }

    await refusedWith(await dismiss(student.idcbpf, { reason: "abandono" }), "already_dismissed");
  });

  it("conclusion with a passed defence and its final version makes the student egresso", async () => {
    const student = await addPerson(t.db, "zzdl-conclui");
    await addDefence(student.id, "aprovado", true);
    const res = await dismiss(student.idcbpf, { reason: "conclusao" });
    expect(res.status).toBe(200);
    const user = await readUser(student.idcbpf);
    expect(user.status).toBe("egresso");
    expect(user.dismissal?.reason).toBe("conclusao");
  });

  it("the office's PATCH back to ativo clears it (audited); a plain status PATCH records none", async () => {
    const student = await addPerson(t.db, "zzdl-volta");
    expect((await dismiss(student.idcbpf, { reason: "outro", notes: "Engano." })).status).toBe(200);
    expect((await api(`/api/usuarios/${student.idcbpf}`, { method: "PATCH", json: { status: "ativo" } })).status).toBe(
      200,
    );
    expect((await readUser(student.idcbpf)).dismissal).toBeNull();
    const updates = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, student.idcbpf), eq(auditLog.action, "update")))
      .orderBy(auditLog.id);
    expect(updates.at(-1)?.before).toMatchObject({ status: "inativo", dismissal: { reason: "outro" } });
    expect(updates.at(-1)?.after).toMatchObject({ status: "ativo", dismissal: null });

    expect(
      (await api(`/api/usuarios/${student.idcbpf}`, { method: "PATCH", json: { status: "inativo" } })).status,
    ).toBe(200);
    const plain = await readUser(student.idcbpf);
    expect(plain).toMatchObject({ status: "inativo", dismissal: null });
  });
});
