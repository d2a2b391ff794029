import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { DEFAULT_CONCEPTS, DEFAULT_SETTINGS, settingsSchema, type Concept } from "../../domain/settings.ts";
import { DEMO_CAPES_CODES } from "../db/demo-personal.ts";
import { DEMO_INSTITUTION } from "../db/seed.ts";
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from "../db/errors.ts";
import { auditLog, concepts, enrolments, grades, offerings, subjects, terms, transfers, users } from "../db/schema.ts";

/** The institution's settings and concept table, on both databases. */
let t: TestApp;
const cookies = { admin: "", docente: "", discente: "" };
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ["admin", "docente", "discente"] as const) cookies[who] = await login(t.app, who);
});
afterAll(() => t.close());

const EN = { "accept-language": "en-US" };
const read = async (cookie = cookies.admin) =>
  settingsSchema.strict().parse(await (await call(t.app, "/api/configuracoes", { cookie })).json());
const patch = (json: unknown, headers: Record<string, string> = {}, cookie = cookies.admin) =>
  call(t.app, "/api/configuracoes", { method: "PATCH", json, cookie, headers });
const settingsAudit = () => t.db.select().from(auditLog).where(eq(auditLog.entity, "settings")).orderBy(auditLog.id);

/** A test student and a term far in the future, made directly in the database. */
async function student(idcbpf: string): Promise<number> {
  const [row] = await t.db
    .insert(users)
    .values({ idcbpf, name: `ZZ ${idcbpf}`, email: `${idcbpf}@example.org`, level: "Discente" })
    .returning({ id: users.id });
  return row?.id ?? 0;
}
async function futureTerm(code: string, year: number): Promise<number> {
  const [row] = await t.db
    .insert(terms)
    .values({
      code,
      offeringStart: `${year}-01-05`,
      offeringEnd: `${year}-01-31`,
      enrolmentStart: `${year}-02-10`,
      enrolmentEnd: `${year}-02-28`,
      startDate: `${year}-03-01`,
      dropDeadline: `${year}-03-20`,
      endDate: `${year}-07-15`,
      gradeDeadline: `${year}-07-31`,
    })
    .returning({ id: terms.id });
  return row?.id ?? 0;
}

describe("reading the settings", () => {
  it("answers every logged-in user with PRODUCT's defaults and concept table (the demo names its institute); 401 anonymous", async () => {
    await expectApiError(await call(t.app, "/api/configuracoes"), EXPECTED_API.leitura.anonymous);
    for (const who of ["admin", "docente", "discente"] as const) {
      const settings = await read(cookies[who]);
      expect(settings).toEqual({
        ...DEFAULT_SETTINGS,
        ...DEMO_INSTITUTION,
        capesProgrammeCodes: DEMO_CAPES_CODES,
        concepts: DEFAULT_CONCEPTS,
      });
    }
  });
});

describe("changing the settings", () => {
  it("lets only the office change them: 401 anonymous, 403 Docente and Discente", async () => {
    await expectApiError(await patch({ adviseeCap: 3 }, {}, ""), 401);
    await expectApiError(await patch({ adviseeCap: 3 }, {}, cookies.docente), 403);
    await expectApiError(await patch({ adviseeCap: 3 }, {}, cookies.discente), 403);
    expect((await read()).adviseeCap).toBe(8);
  });

  it("changes the fields given, keeps the others, and audits before and after", async () => {
    const before = await read();
    const res = await patch({
      institutionName: "  Instituto ZZ de Física  ",
      signatory: "Profa. Zulmira Zanetti",
      signatoryTitle: " Coordenadora do Programa ",
      timeZone: "America/Manaus",
      creditLimit: 24,
      attendanceMinimum: 80,
      adviseeCap: 6,
    });
    expect(res.status).toBe(200);
    const after = settingsSchema.parse(await res.json());
    expect(after).toEqual({
      institutionName: "Instituto ZZ de Física",
      signatory: "Profa. Zulmira Zanetti",
      signatoryTitle: "Coordenadora do Programa",
      timeZone: "America/Manaus",
      creditLimit: 24,
      attendanceMinimum: 80,
      adviseeCap: 6,
      temporaryPasswordDays: before.temporaryPasswordDays,
      holdMaxMonths: 12,
      extensionMaxMonths: 12,
      officeEmail: "",
      capesProgrammeCodes: before.capesProgrammeCodes,
      concepts: before.concepts,
    });
    expect(await read(cookies.discente)).toEqual(after);
    const [entry] = (await settingsAudit()).slice(-1);
    expect(entry).toMatchObject({ action: "update", entity: "settings", before, after });
    // 0 means no credit limit; nothing changed is not audited again.
    expect((await patch({ creditLimit: 0 })).status).toBe(200);
    const count = (await settingsAudit()).length;
    expect((await patch({ creditLimit: 0 })).status).toBe(200);
    expect((await patch({})).status).toBe(200);
    expect(await settingsAudit()).toHaveLength(count);
  });

  it("refuses bad values with 400 naming each field and its limit, in the request's language", async () => {
    const pt = await expectApiError(
      await patch({
        timeZone: "Mars/Olympus",
        creditLimit: -1,
        attendanceMinimum: 101,
        adviseeCap: 0,
        institutionName: " ",
      }),
      400,
    );
    expect(pt.fields).toEqual({
      timeZone: "Fuso horário desconhecido (ex.: America/Sao_Paulo).",
      creditLimit: "O mínimo é 0.",
      attendanceMinimum: "O máximo é 100.",
      adviseeCap: "O mínimo é 1.",
      institutionName: "Campo obrigatório.",
    });
    const en = await expectApiError(
      await patch({ signatory: "x".repeat(201), creditLimit: 1.5, timeZone: "Sao_Paulo" }, EN),
      400,
    );
    expect(en.fields).toEqual({
      signatory: "At most 200 characters.",
      creditLimit: "Use a whole number.",
      timeZone: "Unknown time zone (e.g. America/Sao_Paulo).",
    });
    await expectApiError(await patch({ creditLimit: 201 }), 400);
    await expectApiError(await patch({ colour: "blue" }), 400);
    await expectApiError(await patch({ adviseeCap: "8" }), 400);
    expect((await read()).timeZone).toBe("America/Manaus");
  });

  it("keeps how long temporary passwords last: 7 days by default, a whole number from 1 to 90", async () => {
    expect(DEFAULT_SETTINGS.temporaryPasswordDays).toBe(7);
    expect((await read()).temporaryPasswordDays).toBe(7);
    const pt = await expectApiError(await patch({ temporaryPasswordDays: 0 }), 400);
    expect(pt.fields).toEqual({ temporaryPasswordDays: "O mínimo é 1." });
    const en = await expectApiError(await patch({ temporaryPasswordDays: 91 }, EN), 400);
    expect(en.fields).toEqual({ temporaryPasswordDays: "The maximum is 90." });
    await expectApiError(await patch({ temporaryPasswordDays: 2.5 }), 400);
    await expectApiError(await patch({ temporaryPasswordDays: 14 }, {}, cookies.docente), 403);
    const res = await patch({ temporaryPasswordDays: 14 });
    expect(settingsSchema.parse(await res.json()).temporaryPasswordDays).toBe(14);
    expect((await read(cookies.discente)).temporaryPasswordDays).toBe(14);
    const [entry] = (await settingsAudit()).slice(-1);
    expect(entry?.after).toMatchObject({ temporaryPasswordDays: 14 });
    expect((await patch({ temporaryPasswordDays: 7 })).status).toBe(200);
  });

  it("refuses a bad concept table with 400 naming the concept's field", async () => {
    const [a, b] = DEFAULT_CONCEPTS as [Concept, Concept];
    const cases: [unknown, string, string][] = [
      [[], "concepts", "A tabela precisa de ao menos um conceito."],
      [[a, { ...a }], "concepts", "Um conceito aparece duas vezes."],
      [[{ ...a, concept: "A1" }], "concepts.0.concept", "Conceito inválido: uma ou duas letras maiúsculas."],
      [[a, { ...b, weight: 2.555 }], "concepts.1.weight", "Peso com no máximo duas casas decimais."],
      [[{ ...a, weight: 10.5 }], "concepts.0.weight", "O máximo é 10."],
      [[{ ...a, label: { pt: "", en: "x" } }], "concepts.0.label.pt", "Campo obrigatório."],
      [[{ ...a, passes: "yes" }], "concepts.0.passes", "Valor inválido."],
    ];
    for (const [table, field, text] of cases) {
      const error = await expectApiError(await patch({ concepts: table }), 400);
      expect(error.fields?.[field], field).toBe(text);
    }
    expect((await read()).concepts).toEqual(DEFAULT_CONCEPTS);
  });

  it("replaces the concept table in the order given: new, changed and removed concepts", async () => {
    const [a, b, c, d, r, tr] = DEFAULT_CONCEPTS as [Concept, Concept, Concept, Concept, Concept, Concept];
    const ss: Concept = {
      concept: "SS",
      label: { pt: "Suficiente", en: "Sufficient" },
      passes: true,
      weight: 2.5,
      givesCredit: true,
      countsInCr: true,
    };
    // The demo's grades use every default concept: the one removed is this test's own.
    const extra: Concept = { ...d, concept: "E", label: { pt: "Insuficiente", en: "Insufficient" } };
    expect((await patch({ concepts: [...DEFAULT_CONCEPTS, extra] })).status).toBe(200);
    const table = [tr, { ...a, weight: 4.25 }, b, ss, c, d, r];
    const res = await patch({ concepts: [...table.slice(0, 3), { ...ss, concept: " ss " }, ...table.slice(4)] });
    expect(res.status).toBe(200);
    expect(settingsSchema.parse(await res.json()).concepts).toEqual(table);
    expect((await read(cookies.docente)).concepts).toEqual(table);
    expect(table.map((x) => x.concept)).not.toContain(extra.concept);
    const [entry] = (await settingsAudit()).slice(-1);
    expect(entry?.after).toMatchObject({ concepts: table });
    // Back to the defaults for the next tests.
    expect((await patch({ concepts: DEFAULT_CONCEPTS })).status).toBe(200);
  });

  it("refuses removing a concept used by a transfer or a grade (422 concept_in_use), allows changing it", async () => {
    const studentId = await student("zz.conceitos");
    const termId = await futureTerm("2095.1", 2095);
    await t.db
      .insert(transfers)
      .values({ studentId, termId, externalName: "ZZ Física Externa", credits: 4, institution: "ZZ", concept: "T" });

    const withoutT = DEFAULT_CONCEPTS.filter((x) => x.concept !== "T");
    const pt = await expectApiError(await patch({ concepts: withoutT }), 422);
    expect(pt).toMatchObject({
      rule: "concept_in_use",
      message: "O conceito T já foi usado em notas ou aproveitamentos e não pode ser removido.",
    });
    const en = await expectApiError(await patch({ concepts: withoutT, adviseeCap: 2 }, EN), 422);
    expect(en.message).toBe("Concept T is already used in grades or credit transfers and cannot be removed.");
    // Nothing of a refused change is kept.
    expect(await read()).toMatchObject({ adviseeCap: 6, concepts: DEFAULT_CONCEPTS });

    // A grade in an offering of that term uses R.
    const [subject] = await t.db
      .insert(subjects)
      .values({ code: "ZZT-901", namePt: "ZZ Tópicos", nameEn: "ZZ Topics", credits: 4, hours: 60 })
      .returning({ id: subjects.id });
    const [offering] = await t.db
      .insert(offerings)
      .values({ termId, subjectId: subject?.id ?? 0, capacity: 10 })
      .returning({ id: offerings.id });
    const [enrolment] = await t.db
      .insert(enrolments)
      .values({ codigo: generateCanonicalCode(), studentId, offeringId: offering?.id ?? 0, status: "deferida" })
      .returning({ id: enrolments.id });
    await t.db.insert(grades).values({ enrolmentId: enrolment?.id ?? 0, concept: "R", attendance: 90 });
    const withoutR = DEFAULT_CONCEPTS.filter((x) => x.concept !== "R");
    expect(await expectApiError(await patch({ concepts: withoutR }), 422)).toMatchObject({
      rule: "concept_in_use",
      message: "O conceito R já foi usado em notas ou aproveitamentos e não pode ser removido.",
    });

    // Changing a used concept's attributes is allowed (the CR follows the current table).
    const changed = DEFAULT_CONCEPTS.map((x) =>
      x.concept === "T" ? { ...x, label: { pt: "Aproveitamento", en: "Transfer" }, weight: 1 } : x,
    );
    expect((await patch({ concepts: changed })).status).toBe(200);
    expect((await read()).concepts.find((x) => x.concept === "T")).toMatchObject({ weight: 1 });
    // An unused concept goes (the demo's grades use every default one: this test adds its own).
    const extra = { ...(DEFAULT_CONCEPTS[3] as Concept), concept: "E" };
    expect((await patch({ concepts: [...changed, extra] })).status).toBe(200);
    expect(settingsSchema.parse(await (await patch({ concepts: changed })).json()).concepts).toEqual(changed);
  });

  it("keeps the foreign keys as the backstop: a used concept cannot be deleted behind the API", async () => {
    const error = await t.db
      .delete(concepts)
      .where(eq(concepts.concept, "T"))
      .then(
        () => null,
        (e: unknown) => e,
      );
    // PostgreSQL 18 (PGlite) answers ON DELETE RESTRICT with 23001, 15 with 23503: both mapped.
    expect(["23001", FOREIGN_KEY_VIOLATION]).toContain(pgErrorCode(error));
  });
});
