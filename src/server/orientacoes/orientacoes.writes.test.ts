import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guidanceSchema, type Guidance } from "../../domain/guidance.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, settings, users } from "../db/schema.ts";
import { addStudents, addTeachers, setStatus } from "./test-fixtures.ts";

/**
 * The office's writes (PRODUCT §7 "Guidance", §8): POST's rules and their keys, the advisee cap
 * (also under two assignments at once), PATCH of advisors and milestones, the egresso
 * proposal and the audit trail. Every person here is this file's own.
 */
let t: TestApp;
let admin = "";
let adminId = 0;

const students = Array.from({ length: 16 }, (_, i) => ({
  idcbpf: `zzw-aluno-${String(i + 1).padStart(2, "0")}`,
  name: `Aluno ${String(i + 1).padStart(2, "0")} Écio`,
}));
const student = (n: number) => students[n - 1]?.idcbpf ?? "";

beforeAll(async () => {
  t = await createTestApp();
  await addTeachers(t.db, [
    { idcbpf: "zzw-prof-amelia", name: "Amélia Souza" },
    { idcbpf: "zzw-prof-bento", name: "Bento Ramos" },
    { idcbpf: "zzw-prof-cecilia", name: "Cecília Dias" },
    { idcbpf: "zzw-prof-davi", name: "Davi Costa" },
  ]);
  await addStudents(t.db, students);
  admin = await login(t.app, "admin");
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
  adminId = row?.id ?? 0;
});
afterAll(() => t.close());

const post = (json: unknown, headers: Record<string, string> = {}) =>
  call(t.app, "/api/orientacoes", { method: "POST", cookie: admin, json, headers });
const patch = (id: number, json: unknown, headers: Record<string, string> = {}) =>
  call(t.app, `/api/orientacoes/${id}`, { method: "PATCH", cookie: admin, json, headers });
const assign = (studentId: string, advisor: string, more: object = {}) =>
  post({ student: studentId, advisor, startDate: "2025-03-01", ...more });

async function created(res: Response): Promise<Guidance> {
  expect(res.status).toBe(201);
  return guidanceSchema.strict().parse(await res.json());
}

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "guidance"), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

async function withCap<T>(cap: number, run: () => Promise<T>): Promise<T> {
  await t.db.update(settings).set({ adviseeCap: cap }).where(eq(settings.id, 1));
  try {
    return await run();
  } finally {
    await t.db.update(settings).set({ adviseeCap: 8 }).where(eq(settings.id, 1));
  }
}

/**
 * Runs two requests so that they truly overlap. On PostgreSQL, a transaction of the test holds
 * the guidances table (EXCLUSIVE: reads go on, inserts wait) until both requests are waiting on
 * a lock: without the advisor's row lock both would have counted the same advisees by then and
 * both would insert. PGlite has one connection and runs transactions one at a time: there the
 * two requests are simply sent together.
 */
async function simultaneously(start: () => Promise<Response>[]): Promise<Response[]> {
  const handle = t.handle;
  if (handle.kind !== "postgres") return Promise.all(start());
  let requests: Promise<Response>[] = [];
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table guidances in exclusive mode`);
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

describe("POST /api/orientacoes", () => {
  it("assigns an advisor and co-advisors, answers 201 as GET does, and audits it", async () => {
    const guidance = await created(
      await assign(student(1), "ZZW-PROF-AMELIA", {
        coAdvisors: ["zzw-prof-cecilia", "zzw-prof-bento"],
        title: "  Ondas gravitacionais  ",
        milestones: [
          { kind: "defesa", date: "2027-02-20", result: null },
          { kind: "qualificacao", date: "2026-03-10", result: "aprovado" },
        ],
      }),
    );
    expect(guidance).toMatchObject({
      student: { idcbpf: student(1), name: "Aluno 01 Écio", status: "ativo" },
      advisor: { idcbpf: "zzw-prof-amelia", name: "Amélia Souza" },
      title: "Ondas gravitacionais",
      startDate: "2025-03-01",
      egressoProposed: false,
    });
    expect(guidance.coAdvisors.map((co) => co.idcbpf)).toEqual(["zzw-prof-bento", "zzw-prof-cecilia"]);
    expect(guidance.milestones.map((m) => m.kind)).toEqual(["qualificacao", "defesa"]);
    const read = await call(t.app, `/api/orientacoes/${guidance.id}`, { cookie: admin });
    expect(await read.json()).toEqual(guidance);
    const [entry, ...more] = await auditOf(guidance.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: adminId, action: "create", before: null, after: guidance });
  });

  it("refuses unknown people with 422 user_unknown, naming them", async () => {
    for (const [body, idcbpf] of [
      [{ student: "zzw-ninguem" }, "zzw-ninguem"],
      [{ advisor: "zzw-prof-ninguem" }, "zzw-prof-ninguem"],
      [{ coAdvisors: ["zzw-prof-bento", "zzw-co-ninguem"] }, "zzw-co-ninguem"],
    ] as const) {
      const res = await post({ student: student(2), advisor: "zzw-prof-amelia", startDate: "2025-03-01", ...body });
      const error = await expectApiError(res, 422);
      expect(error).toMatchObject({ rule: "user_unknown", message: `Usuário desconhecido: ${idcbpf}.` });
    }
  });

  it("refuses a student who is not a Discente (not_a_student) and advisors who are not Docentes (not_a_teacher)", async () => {
    const notStudent = await expectApiError(await assign("zzw-prof-bento", "zzw-prof-amelia"), 422);
    expect(notStudent).toMatchObject({ rule: "not_a_student", message: "zzw-prof-bento não é discente." });
    const english = await expectApiError(
      await post(
        { student: "zzw-prof-bento", advisor: "zzw-prof-amelia", startDate: "2025-03-01" },
        {
          "accept-language": "en-US",
        },
      ),
      422,
    );
    expect(english.message).toBe("zzw-prof-bento is not a student.");
    for (const body of [
      { advisor: student(3) },
      { advisor: "admin" },
      { advisor: "zzw-prof-amelia", coAdvisors: [student(3)] },
    ]) {
      const error = await expectApiError(await assign(student(2), "zzw-prof-amelia", body), 422);
      expect(error.rule).toBe("not_a_teacher");
    }
  });

  it("keeps one guidance per student (409 guidance_exists)", async () => {
    const again = await expectApiError(await assign(student(1), "zzw-prof-bento"), 409);
    expect(again.message).toBe("Aluno 01 Écio já tem orientação; edite-a.");
    expect(again.rule).toBeUndefined();
  });

  it("refuses three co-advisors, a repeated one and the advisor as co-advisor (400)", async () => {
    const three = await expectApiError(
      await assign(student(2), "zzw-prof-amelia", {
        coAdvisors: ["zzw-prof-bento", "zzw-prof-cecilia", "zzw-prof-davi"],
      }),
      400,
    );
    expect(three.fields?.coAdvisors).toBe("No máximo dois coorientadores.");
    const twice = await expectApiError(
      await assign(student(2), "zzw-prof-amelia", { coAdvisors: ["zzw-prof-bento", "zzw-prof-bento"] }),
      400,
    );
    expect(twice.fields?.coAdvisors).toBe("Um coorientador aparece duas vezes.");
    const self = await expectApiError(
      await assign(student(2), "zzw-prof-amelia", { coAdvisors: ["zzw-prof-amelia"] }),
      400,
    );
    expect(self.fields?.coAdvisors).toBe("O orientador principal não pode ser também coorientador.");
  });

  it("checks the fields (400 naming each)", async () => {
    const missing = await expectApiError(await post({ student: student(2) }), 400);
    expect(missing.fields).toMatchObject({ advisor: "Campo obrigatório.", startDate: "Campo obrigatório." });
    const bad = await expectApiError(
      await assign(student(2), "zzw-prof-amelia", {
        startDate: "2025-02-30",
        title: "x".repeat(301),
        milestones: [{ kind: "banca", date: "2025-01-01", result: null }],
      }),
      400,
    );
    expect(bad.fields).toMatchObject({ startDate: "Data inválida (AAAA-MM-DD).", title: "No máximo 300 caracteres." });
    expect(bad.fields?.["milestones.0.kind"]).toBeDefined();
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entity, "guidance"))).toHaveLength(1);
  });
});

describe("the advisee cap (PRODUCT §7)", () => {
  it("counts ativo and trancado advisees of the main advisor, not inativo or egresso ones", async () => {
    await withCap(2, async () => {
      await created(await assign(student(4), "zzw-prof-cecilia"));
      await created(await assign(student(5), "zzw-prof-cecilia", { coAdvisors: ["zzw-prof-davi"] }));
      const full = await expectApiError(await assign(student(6), "zzw-prof-cecilia"), 422);
      expect(full).toMatchObject({
        rule: "advisee_cap",
        message: "Cecília Dias já orienta 2 discentes ativos ou trancados (o limite).",
      });
      const english = await expectApiError(
        await post(
          { student: student(6), advisor: "zzw-prof-cecilia", startDate: "2025-03-01" },
          {
            "accept-language": "en-US",
          },
        ),
        422,
      );
      expect(english.message).toBe("Cecília Dias already advises 2 active or on-leave students (the limit).");
      // Co-advising does not count: Davi co-advises one student and may take two more.
      await created(await assign(student(7), "zzw-prof-davi"));

      await setStatus(t.db, [student(5)], "inativo");
      await created(await assign(student(6), "zzw-prof-cecilia"));
      await expectApiError(await assign(student(8), "zzw-prof-cecilia"), 422);
      await setStatus(t.db, [student(6)], "egresso");
      await created(await assign(student(8), "zzw-prof-cecilia"));
      await setStatus(t.db, [student(8)], "trancado");
      expect((await expectApiError(await assign(student(9), "zzw-prof-cecilia"), 422)).rule).toBe("advisee_cap");
      // A student who would not count (egresso) may still be recorded with a full advisor.
      await setStatus(t.db, [student(9)], "egresso");
      await created(await assign(student(9), "zzw-prof-cecilia"));
    });
  });

  it("holds for a new main advisor on PATCH, not for other changes", async () => {
    await withCap(1, async () => {
      const davis = await call(t.app, "/api/orientacoes?advisor=zzw-prof-davi&pageSize=100", { cookie: admin });
      const guidance = ((await davis.json()) as { items: Guidance[] }).items.find(
        (item) => item.advisor.idcbpf === "zzw-prof-davi",
      );
      if (!guidance) throw new Error("no guidance of Davi");
      const moved = await expectApiError(await patch(guidance.id, { advisor: "zzw-prof-cecilia" }), 422);
      expect(moved.rule).toBe("advisee_cap");
      // Davi is at the cap (1) himself: keeping him and changing the title is fine.
      const renamed = await patch(guidance.id, { advisor: "zzw-prof-davi", title: "Novo título" });
      expect(renamed.status).toBe(200);
    });
  });

  it("lets only one of two simultaneous assignments take the last place", async () => {
    await withCap(3, async () => {
      await created(await assign(student(10), "zzw-prof-bento"));
      await created(await assign(student(11), "zzw-prof-bento"));
      const answers = await simultaneously(() => [
        assign(student(12), "zzw-prof-bento"),
        assign(student(13), "zzw-prof-bento"),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
      const refused = answers.find((res) => res.status === 422);
      expect((await refused?.json()) as unknown).toMatchObject({ rule: "advisee_cap" });
      const list = await call(t.app, "/api/orientacoes?advisor=zzw-prof-bento", { cookie: admin });
      const { items } = (await list.json()) as { items: Guidance[] };
      expect(items.filter((item) => item.advisor.idcbpf === "zzw-prof-bento")).toHaveLength(3);
    });
  });

  it("answers two simultaneous assignments of one student with one 201 and one 409", async () => {
    const answers = await Promise.all([assign(student(14), "zzw-prof-amelia"), assign(student(14), "zzw-prof-davi")]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });
});

describe("PATCH /api/orientacoes/{id}", () => {
  let id = 0;
  beforeAll(async () => {
    id = (await created(await assign(student(15), "zzw-prof-amelia", { title: "Plasma" }))).id;
  });

  it("records milestones; a passed defence proposes egresso until the student is egresso", async () => {
    const res = await patch(id, {
      milestones: [
        { kind: "defesa", date: "2026-11-30", result: "aprovado" },
        { kind: "qualificacao", date: "2026-02-01", result: "aprovado" },
      ],
    });
    expect(res.status).toBe(200);
    const after = guidanceSchema.strict().parse(await res.json());
    expect(after.milestones.map((m) => m.kind)).toEqual(["qualificacao", "defesa"]);
    expect(after).toMatchObject({ title: "Plasma", egressoProposed: true });
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({
      action: "update",
      actorId: adminId,
      before: { milestones: [], egressoProposed: false },
      after,
    });

    await setStatus(t.db, [student(15)], "egresso");
    const read = await call(t.app, `/api/orientacoes/${id}`, { cookie: admin });
    expect(((await read.json()) as Guidance).egressoProposed).toBe(false);
    await setStatus(t.db, [student(15)], "ativo");
    const failed = await patch(id, { milestones: [{ kind: "defesa", date: "2026-11-30", result: "reprovado" }] });
    expect(((await failed.json()) as Guidance).egressoProposed).toBe(false);
  });

  it("changes the advisor, co-advisors, title and start date, audited with before and after", async () => {
    const res = await patch(id, {
      advisor: "zzw-prof-davi",
      coAdvisors: ["zzw-prof-amelia"],
      title: "Plasma frio",
      startDate: "2025-08-01",
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Guidance;
    expect(after).toMatchObject({
      advisor: { idcbpf: "zzw-prof-davi" },
      title: "Plasma frio",
      startDate: "2025-08-01",
    });
    expect(after.coAdvisors.map((co) => co.idcbpf)).toEqual(["zzw-prof-amelia"]);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      before: { advisor: { idcbpf: "zzw-prof-amelia" }, coAdvisors: [] },
      after: { advisor: { idcbpf: "zzw-prof-davi" }, coAdvisors: [{ idcbpf: "zzw-prof-amelia" }] },
    });
  });

  it("writes nothing for an empty change", async () => {
    const before = (await auditOf(id)).length;
    expect((await patch(id, {})).status).toBe(200);
    expect(await auditOf(id)).toHaveLength(before);
  });

  it("refuses an advisor who is also co-advisor, three co-advisors and the student field (400)", async () => {
    const asCo = await expectApiError(await patch(id, { coAdvisors: ["zzw-prof-davi"] }), 400);
    expect(asCo.fields?.coAdvisors).toBe("O orientador principal não pode ser também coorientador.");
    const promoted = await expectApiError(await patch(id, { advisor: "zzw-prof-amelia" }), 400);
    expect(promoted.fields?.advisor).toBe("O orientador principal não pode ser também coorientador.");
    const three = await expectApiError(
      await patch(id, { coAdvisors: ["zzw-prof-bento", "zzw-prof-cecilia", "zzw-prof-amelia"] }),
      400,
    );
    expect(three.fields?.coAdvisors).toBe("No máximo dois coorientadores.");
    await expectApiError(await patch(id, { student: student(16) }), 400);
  });

  it("refuses unknown people and non-teachers (422), and unknown guidances (404)", async () => {
    expect((await expectApiError(await patch(id, { advisor: "zzw-ninguem" }), 422)).rule).toBe("user_unknown");
    expect((await expectApiError(await patch(id, { coAdvisors: [student(16)] }), 422)).rule).toBe("not_a_teacher");
    await expectApiError(await patch(999999, { title: "x" }), 404);
  });
});
