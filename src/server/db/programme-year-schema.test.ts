import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PHASES } from "../../domain/phases.ts";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { addPastTerm } from "../historico/test-fixtures.ts";
import { demoPastTerm } from "./demo-academic.ts";
import { committees, phases, users } from "./schema.ts";

/**
 * What the programme year's migration gives every database, production too: the phase table,
 * a Discente's entry day taken from its entry term, the new settings, and the checks that keep
 * a committee and a dismissal whole whatever path writes them.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addUser(idcbpf: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(users)
    .values({ idcbpf, name: idcbpf, email: `${idcbpf}@example.org`, level: "Discente", ...values })
    .returning({ id: users.id, entryDate: users.entryDate });
  if (!row) throw new Error("user insert");
  return row;
}

/** The PostgreSQL error under drizzle's wrapper (PGlite and node-postgres alike). */
async function violation(write: Promise<unknown>): Promise<string> {
  const error: unknown = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  const cause = (error as { cause?: { constraint?: string; code?: string } } | null)?.cause;
  return cause?.constraint ?? cause?.code ?? String(error);
}

describe("the programme year's migration", () => {
  it("writes the spec's phase table", async () => {
    const rows = await t.db.select().from(phases).orderBy(asc(phases.id));
    const table = rows.map((row) => ({
      programme: row.programme,
      degree: row.degree,
      code: row.code,
      name: { pt: row.namePt, en: row.nameEn },
      months: row.months,
      milestone: row.milestone,
    }));
    const key = (phase: { programme: string; degree: string; code: string }) =>
      `${phase.programme}/${phase.degree}/${phase.code}`;
    expect(table.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...DEFAULT_PHASES].sort((a, b) => key(a).localeCompare(key(b))),
    );
    expect(rows.every((row) => row.active)).toBe(true);
  });

  it("refuses a second phase with the same programme, degree and code, and the reserved code", async () => {
    const phase = { programme: "academico", degree: "mestrado", namePt: "X", nameEn: "X", months: 6 } as const;
    expect(await violation(t.db.insert(phases).values({ ...phase, code: "defesa" }))).toBe("phases_track_code_key");
    expect(await violation(t.db.insert(phases).values({ ...phase, code: "versao_final" }))).toBe("phases_code_check");
  });

  it("dates a Discente's entry from its entry term, unless a day is given; never another level's", async () => {
    const term = demoPastTerm("2003.1");
    await addPastTerm(t.db, term.code);
    expect((await addUser("py-a", { entryTerm: "2003.1" })).entryDate).toBe(term.startDate);
    expect((await addUser("py-b", { entryTerm: "2003.1", entryDate: "2003-04-15" })).entryDate).toBe("2003-04-15");
    expect((await addUser("py-c", { entryTerm: "2003.1", level: "Docente" })).entryDate).toBeNull();
    expect((await addUser("py-d")).entryDate).toBeNull();
  });

  it("dates students when their entry term is created after them", async () => {
    const early = await addUser("py-e", { entryTerm: "2004.2" });
    expect(early.entryDate).toBeNull();
    await addPastTerm(t.db, "2004.2");
    const [row] = await t.db.select({ entryDate: users.entryDate }).from(users).where(eq(users.id, early.id));
    expect(row?.entryDate).toBe(demoPastTerm("2004.2").startDate);
  });

  it("keeps a dismissal whole, and `outro` with its notes", async () => {
    const student = await addUser("py-f");
    const dismiss = (values: Partial<typeof users.$inferInsert>) =>
      t.db.update(users).set(values).where(eq(users.id, student.id));
    expect(await violation(dismiss({ dismissalReason: "abandono" }))).toBe("users_dismissal_check");
    const whole = { dismissalDate: "2026-01-10", dismissedAt: new Date() };
    expect(await violation(dismiss({ dismissalReason: "outro", ...whole }))).toBe("users_dismissal_check");
    await dismiss({ dismissalReason: "outro", dismissalNotes: "Mudou de país", ...whole, status: "inativo" });
  });

  it("keeps one open committee per student and kind, with a place or an https link", async () => {
    const student = await addUser("py-g", { degree: "mestrado", programme: "academico" });
    const committee = {
      studentId: student.id,
      kind: "defesa",
      degree: "mestrado",
      title: "Título",
      language: "pt",
      date: "2030-01-10",
      time: "14:00",
    } as const;
    expect(await violation(t.db.insert(committees).values(committee))).toBe("committees_where_check");
    expect(await violation(t.db.insert(committees).values({ ...committee, remoteLink: "http://x.example" }))).toBe(
      "committees_remote_link_check",
    );
    await t.db.insert(committees).values({ ...committee, place: "Auditório" });
    expect(await violation(t.db.insert(committees).values({ ...committee, place: "Sala 2" }))).toBe(
      "committees_open_key",
    );
    await t.db.insert(committees).values({ ...committee, kind: "qualificacao", place: "Sala 2" });
    const open = await t.db
      .select()
      .from(committees)
      .where(inArray(committees.studentId, [student.id]));
    expect(open).toHaveLength(2);
  });

  it("answers the new settings with their defaults and takes a valid office e-mail only", async () => {
    const admin = await login(t.app, "admin");
    const read = async () => (await call(t.app, "/api/configuracoes", { cookie: admin })).json();
    expect(await read()).toMatchObject({ holdMaxMonths: 12, extensionMaxMonths: 12, officeEmail: "" });
    const patch = (json: unknown) => call(t.app, "/api/configuracoes", { method: "PATCH", json, cookie: admin });
    expect((await patch({ officeEmail: "not-an-address" })).status).toBe(400);
    expect((await patch({ holdMaxMonths: 121 })).status).toBe(400);
    const res = await patch({ officeEmail: "secretaria@example.org", holdMaxMonths: 6, extensionMaxMonths: 3 });
    expect(res.status).toBe(200);
    expect(await read()).toMatchObject({
      holdMaxMonths: 6,
      extensionMaxMonths: 3,
      officeEmail: "secretaria@example.org",
    });
  });
});
