import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studentPhasesSchema } from "../../domain/phases.ts";
import { requestPageSchema, requestSchema, type Request } from "../../domain/requerimentos.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, guidanceCoAdvisors, guidances, phaseCompletions, users } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { tinyPdf } from "../inscricoes/tiny-pdf.ts";

/**
 * Requests (programme-year rules 5–9): filing with the rules in the spec's order, who sees and
 * moves each request, the opinion, the decision (limits checked again) moving the due dates at
 * once, cancelling, history and audit. Holds here start in 2090, so "today" never reaches them.
 */
let t: TestApp;
let admin: string;
let student: Person;
let orphan: Person;
let other: Person;
let gone: Person;
let advisor: Person;
let coAdvisor: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  student = await addPerson(t.db, "zzr-aluna", { name: "Rita Requer" });
  orphan = await addPerson(t.db, "zzr-sem-orientador");
  other = await addPerson(t.db, "zzr-outro");
  gone = await addPerson(t.db, "zzr-inativo", { status: "inativo" });
  advisor = await addPerson(t.db, "zzr-prof", { level: "Docente", name: "Prof. Rui" });
  coAdvisor = await addPerson(t.db, "zzr-coprof", { level: "Docente" });
  outsider = await addPerson(t.db, "zzr-alheio", { level: "Docente" });
  await t.db.update(users).set({ entryDate: "2020-01-31" }).where(eq(users.id, student.id));
  const [guidance] = await t.db
    .insert(guidances)
    .values({ studentId: student.id, advisorId: advisor.id, startDate: "2020-02-01" })
    .returning({ id: guidances.id });
  if (!guidance) throw new Error("guidance insert");
  await t.db.insert(guidanceCoAdvisors).values({ guidanceId: guidance.id, userId: coAdvisor.id });
  await t.db
    .insert(phaseCompletions)
    .values({ studentId: student.id, phaseCode: "proficiencia", completedOn: "2021-01-10" });
});
afterAll(() => t.close());

const justification = "Coleta de dados adiada pela reforma do laboratório.";
const file = (json: unknown, cookie: string) => call(t.app, "/api/requerimentos", { method: "POST", json, cookie });
async function filed(json: unknown, cookie = student.cookie): Promise<Request> {
  const res = await file({ justification, ...(json as object) }, cookie);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return requestSchema.strict().parse(await res.json());
}
const move = (id: number, what: "parecer" | "decisao" | "cancelamento", json: unknown, cookie: string) =>
  call(t.app, `/api/requerimentos/${id}/${what}`, { method: "POST", json, cookie });
async function refusedWith(res: Response, rule: string) {
  const body = await expectApiError(res, 422);
  expect(body.rule).toBe(rule);
  return body;
}

describe("filing (rules 5–7)", () => {
  it("files for oneself, waiting for the main advisor's opinion; without an advisor, for the office", async () => {
    const request = await filed({ type: "prorrogacao", months: 3, phases: ["qualificacao"] });
    expect(request).toMatchObject({
      student: { idcbpf: student.idcbpf, name: "Rita Requer" },
      type: "prorrogacao",
      months: 3,
      phases: ["qualificacao"],
      startDate: null,
      endDate: null,
      attachment: null,
      status: "aguardando_orientador",
      opinion: null,
      decision: null,
    });
    expect(request.history).toEqual([
      { status: "aguardando_orientador", at: expect.any(String), by: { idcbpf: student.idcbpf, name: "Rita Requer" } },
    ]);
    const hold = await filed({ type: "trancamento", months: 6, startDate: "2090-03-01" }, orphan.cookie);
    expect(hold).toMatchObject({ status: "aguardando_secretaria", startDate: "2090-03-01", endDate: "2090-08-31" });
  });

  it("lets the office file for a student it names; a Discente naming another or a Docente is refused", async () => {
    const byOffice = await filed(
      { type: "trancamento", months: 2, startDate: "2091-01-01", student: other.idcbpf },
      admin,
    );
    expect(byOffice.student.idcbpf).toBe(other.idcbpf);
    await expectApiError(
      await file(
        { justification, type: "trancamento", months: 2, startDate: "2091-06-01", student: other.idcbpf },
        student.cookie,
      ),
      403,
    );
    await expectApiError(
      await file({ justification, type: "trancamento", months: 2, startDate: "2091-06-01" }, advisor.cookie),
      403,
    );
    await expectApiError(
      await file(
        { justification, type: "trancamento", months: 2, startDate: "2091-06-01", student: "zzr-ninguem" },
        admin,
      ),
      404,
    );
  });

  it("refuses with the spec's keys, in its order, in the request's language", async () => {
    const body = (json: object) => ({ justification, ...json });
    // An inativo student cannot log in: the office files for it, and is refused in the request's words.
    const inactive = await refusedWith(
      await file(body({ type: "trancamento", months: 1, startDate: "2092-01-01", student: gone.idcbpf }), admin),
      "not_active",
    );
    expect(inactive.message).toBe(
      "Apenas discentes ativos ou com matrícula trancada podem fazer requerimentos (situação atual: inativo).",
    );
    await refusedWith(
      await file(body({ type: "prorrogacao", months: 1, phases: ["tese"] }), student.cookie),
      "phase_unknown",
    );
    const completed = await refusedWith(
      await file(body({ type: "prorrogacao", months: 1, phases: ["proficiencia"] }), student.cookie),
      "phase_completed",
    );
    expect(completed.message).toContain("10/01/21");
    await refusedWith(
      await file(body({ type: "trancamento", months: 1, startDate: "2001-01-01" }), student.cookie),
      "date_in_past",
    );
    await refusedWith(
      await file(body({ type: "prorrogacao", months: 1, phases: ["qualificacao"] }), student.cookie),
      "request_open",
    );
    await refusedWith(
      await file(body({ type: "prorrogacao", months: 13, phases: ["defesa"] }), student.cookie),
      "extension_limit",
    );
    await refusedWith(
      await file(body({ type: "trancamento", months: 13, startDate: "2092-01-01" }), student.cookie),
      "hold_limit",
    );
    await filed({ type: "trancamento", months: 3, startDate: "2092-01-01" });
    const overlap = await refusedWith(
      await call(t.app, "/api/requerimentos", {
        method: "POST",
        json: body({ type: "trancamento", months: 2, startDate: "2092-03-31" }),
        cookie: student.cookie,
        headers: { "accept-language": "en" },
      }),
      "hold_overlap",
    );
    expect(overlap.message).toBe("The period overlaps another hold (01/01/92 to 03/31/92).");
  });
});

describe("seeing and moving a request (rules 7–9)", () => {
  let extension: Request;

  beforeAll(async () => {
    const list = requestPageSchema.parse(
      await (
        await call(t.app, `/api/requerimentos?student=${student.idcbpf}&type=prorrogacao`, { cookie: admin })
      ).json(),
    );
    const found = list.items[0];
    if (!found) throw new Error("no extension filed");
    extension = found;
  });

  it("is seen by its student, its advisors and the office; anyone else is refused", async () => {
    const get = (cookie: string) => call(t.app, `/api/requerimentos/${extension.id}`, { cookie });
    for (const cookie of [student.cookie, advisor.cookie, coAdvisor.cookie, admin])
      expect((await get(cookie)).status).toBe(200);
    await expectApiError(await get(other.cookie), 403);
    await expectApiError(await get(outsider.cookie), 403);
    await expectApiError(await call(t.app, "/api/requerimentos/2000000", { cookie: admin }), 404);
  });

  it("lists each person's own: the student its requests, the advisor its advisees', the office all", async () => {
    const list = async (cookie: string, query = "") =>
      requestPageSchema.parse(await (await call(t.app, `/api/requerimentos${query}`, { cookie })).json());
    const mine = await list(student.cookie);
    expect(mine.items.every((request) => request.student.idcbpf === student.idcbpf)).toBe(true);
    expect(mine.total).toBe(2);
    expect((await list(advisor.cookie)).total).toBe(2);
    expect((await list(outsider.cookie)).total).toBe(0);
    expect((await list(admin, `?student=${orphan.idcbpf}`)).items.map((request) => request.type)).toEqual([
      "trancamento",
    ]);
  });

  it("refuses a decision before the opinion; only the main advisor gives it, once", async () => {
    await refusedWith(await move(extension.id, "decisao", { decision: "deferido" }, admin), "opinion_pending");
    const opinion = { opinion: "favoravel", text: "De acordo: a coleta depende da reforma." };
    await expectApiError(await move(extension.id, "parecer", opinion, coAdvisor.cookie), 403);
    await expectApiError(await move(extension.id, "parecer", opinion, outsider.cookie), 403);
    await expectApiError(await move(extension.id, "parecer", opinion, admin), 403);
    await expectApiError(await move(extension.id, "parecer", opinion, student.cookie), 403);
    const res = await move(extension.id, "parecer", opinion, advisor.cookie);
    expect(res.status).toBe(200);
    const after = requestSchema.parse(await res.json());
    expect(after).toMatchObject({
      status: "aguardando_secretaria",
      opinion: { by: { idcbpf: advisor.idcbpf }, opinion: "favoravel", text: opinion.text },
    });
    await refusedWith(await move(extension.id, "parecer", opinion, advisor.cookie), "request_state");
  });

  it("lets only the office decide; granting fewer months moves the due date at once", async () => {
    await expectApiError(await move(extension.id, "decisao", { decision: "deferido" }, advisor.cookie), 403);
    await expectApiError(await move(extension.id, "decisao", { decision: "indeferido" }, admin), 400);
    await expectApiError(await move(extension.id, "decisao", { decision: "deferido", months: 4 }, admin), 400);
    const res = await move(extension.id, "decisao", { decision: "deferido", months: 2 }, admin);
    expect(res.status).toBe(200);
    expect(requestSchema.parse(await res.json())).toMatchObject({
      status: "deferido",
      decision: { decision: "deferido", months: 2, reason: null },
    });
    const phases = studentPhasesSchema.parse(
      await (await call(t.app, `/api/usuarios/${student.idcbpf}/fases`, { cookie: student.cookie })).json(),
    );
    // 2020-01-31 + 18 + 2 months.
    expect(phases.phases.find((phase) => phase.code === "qualificacao")).toMatchObject({
      extensionMonths: 2,
      dueDate: "2021-09-30",
    });
    await refusedWith(
      await move(extension.id, "decisao", { decision: "indeferido", reason: "Tarde" }, admin),
      "request_state",
    );
    await refusedWith(await move(extension.id, "cancelamento", {}, student.cookie), "request_state");
  });

  it("checks the limits again at the decision", async () => {
    const more = await filed({ type: "prorrogacao", months: 10, phases: ["qualificacao"] });
    expect(
      (await move(more.id, "parecer", { opinion: "desfavoravel", text: "Longo demais." }, advisor.cookie)).status,
    ).toBe(200);
    const settings = (json: unknown) => call(t.app, "/api/configuracoes", { method: "PATCH", json, cookie: admin });
    expect((await settings({ extensionMaxMonths: 6 })).status).toBe(200);
    try {
      const refused = await refusedWith(
        await move(more.id, "decisao", { decision: "deferido" }, admin),
        "extension_limit",
      );
      expect(refused.message).toContain("restam 4");
      const res = await move(more.id, "decisao", { decision: "indeferido", reason: "Excede o limite." }, admin);
      expect(requestSchema.parse(await res.json()).decision).toMatchObject({
        decision: "indeferido",
        reason: "Excede o limite.",
      });
    } finally {
      expect((await settings({ extensionMaxMonths: 12 })).status).toBe(200);
    }
  });

  it("lets its student or the office cancel an open request, once; others are refused", async () => {
    const hold = await filed({ type: "trancamento", months: 1, startDate: "2093-01-01" });
    await expectApiError(await move(hold.id, "cancelamento", {}, other.cookie), 403);
    await expectApiError(await move(hold.id, "cancelamento", {}, advisor.cookie), 403);
    const res = await move(hold.id, "cancelamento", {}, student.cookie);
    expect(requestSchema.parse(await res.json()).status).toBe("cancelado");
    await refusedWith(await move(hold.id, "cancelamento", {}, admin), "request_state");
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "request"), eq(auditLog.entityId, String(hold.id))))
      .orderBy(auditLog.id);
    expect(audits.map((entry) => entry.action)).toEqual(["create", "cancel"]);
    const decided = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "request"), eq(auditLog.entityId, String(extension.id))))
      .orderBy(auditLog.id);
    expect(decided.map((entry) => entry.action)).toEqual(["create", "opinion", "decide"]);
  });

  it("takes one PDF from its student while open, replaced by the next, downloaded by whoever sees it", async () => {
    const open = await filed({ type: "trancamento", months: 1, startDate: "2094-01-01" });
    const pdf = await tinyPdf(["Laudo médico"]);
    const put = (body: Uint8Array | string, cookie: string, type = "application/pdf", id = open.id) =>
      call(t.app, `/api/requerimentos/${id}/anexo`, {
        method: "PUT",
        body: body as BodyInit,
        cookie,
        headers: { "content-type": type, "content-disposition": 'attachment; filename="../laudo.pdf"' },
      });
    await expectApiError(await put(pdf, admin), 403);
    await expectApiError(await put(pdf, other.cookie), 403);
    await expectApiError(await put("não é um PDF", student.cookie), 415);
    const res = await put(pdf, student.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ name: "laudo.pdf", size: pdf.length });
    const get = (cookie: string) => call(t.app, `/api/requerimentos/${open.id}/anexo`, { cookie });
    const download = await get(advisor.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    await expectApiError(await get(outsider.cookie), 403);
    const read = requestSchema.parse(
      await (await call(t.app, `/api/requerimentos/${open.id}`, { cookie: admin })).json(),
    );
    expect(read.attachment).toEqual({ name: "laudo.pdf", size: pdf.length });
    expect((await move(open.id, "cancelamento", {}, student.cookie)).status).toBe(200);
    await refusedWith(await put(pdf, student.cookie), "request_state");
  });
});
