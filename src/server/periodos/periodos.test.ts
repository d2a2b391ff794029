import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_API } from "../../../tests/access-matrix.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { TERM_DATE_LABELS, termSchema, type Term, type TermDateField, type TermDates } from "../../domain/terms.ts";
import { EXCLUSION_VIOLATION, pgConstraint, pgErrorCode } from "../db/errors.ts";
import { auditLog, terms } from "../db/schema.ts";

/**
 * Terms on both databases. The demo seed has a current term around today (and more past ones
 * may come): tests create their own terms between 2090 and 2099, so they never touch the demo's.
 */
let t: TestApp;
const cookies = { admin: "", docente: "", discente: "" };
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ["admin", "docente", "discente"] as const) cookies[who] = await login(t.app, who);
});
afterAll(() => t.close());

const EN = { "accept-language": "en-US" };

/** A term of `year` in good order: offering in January, enrolment in February, classes March–mid-July. */
function dates(year: number, shift: Partial<TermDates> = {}): TermDates {
  return {
    offeringStart: `${year}-01-05`,
    offeringEnd: `${year}-01-31`,
    enrolmentStart: `${year}-02-10`,
    enrolmentEnd: `${year}-02-28`,
    startDate: `${year}-03-01`,
    dropDeadline: `${year}-03-20`,
    endDate: `${year}-07-15`,
    gradeDeadline: `${year}-07-31`,
    ...shift,
  };
}

/** The second semester of `year`: offering in June, enrolment in July, classes August–mid-December. */
function second(year: number): TermDates {
  return {
    offeringStart: `${year}-06-01`,
    offeringEnd: `${year}-06-10`,
    enrolmentStart: `${year}-07-01`,
    enrolmentEnd: `${year}-07-31`,
    startDate: `${year}-08-01`,
    dropDeadline: `${year}-08-20`,
    endDate: `${year}-12-10`,
    gradeDeadline: `${year}-12-20`,
  };
}

const post = (json: unknown, headers: Record<string, string> = {}, cookie = cookies.admin) =>
  call(t.app, "/api/periodos", { method: "POST", json, cookie, headers });
const patch = (code: string, json: unknown, headers: Record<string, string> = {}, cookie = cookies.admin) =>
  call(t.app, `/api/periodos/${code}`, { method: "PATCH", json, cookie, headers });

async function created(code: string, termDates: TermDates, current = false): Promise<Term> {
  const res = await post({ code, ...termDates, current });
  expect(res.status, `create ${code}`).toBe(201);
  return termSchema.parse(await res.json());
}

const auditOf = (code: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "term"), eq(auditLog.entityId, code)))
    .orderBy(auditLog.id);

const currentCodes = async () =>
  (await t.db.select({ code: terms.code }).from(terms).where(eq(terms.current, true))).map((row) => row.code);

describe("reading terms", () => {
  it("answers each caller as the access matrix says: every logged-in user", async () => {
    const expected = EXPECTED_API.leitura;
    await expectApiError(await call(t.app, expected.path), expected.anonymous);
    for (const [who, level] of [
      ["admin", "Administrador"],
      ["docente", "Docente"],
      ["discente", "Discente"],
    ] as const) {
      expect((await call(t.app, expected.path, { cookie: cookies[who] })).status).toBe(expected[level]);
      expect((await call(t.app, "/api/periodos/2099.6", { cookie: cookies[who] })).status).toBe(404);
    }
    await expectApiError(await call(t.app, "/api/periodos/2099.6"), 401);
  });

  it("lists newest code first, 50 a page by default, and gives one by its code", async () => {
    await created("2092.1", dates(2092));
    await created("2092.2", second(2092));
    const res = await call(t.app, "/api/periodos", { cookie: cookies.discente });
    const list = pageAnswer(termSchema).parse(await res.json());
    expect(list).toMatchObject({ page: 1, pageSize: 50 });
    const codes = list.items.map((term) => term.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(codes.slice(0, 2)).toEqual(["2092.2", "2092.1"]);
    expect(list.items.filter((term) => term.current)).toHaveLength(1);

    const paged = pageAnswer(termSchema).parse(
      await (await call(t.app, "/api/periodos?page=2&pageSize=1", { cookie: cookies.admin })).json(),
    );
    expect(paged.items.map((term) => term.code)).toEqual(["2092.1"]);
    expect(paged.total).toBe(list.total);

    const one = await call(t.app, "/api/periodos/2092.1", { cookie: cookies.docente });
    expect(termSchema.strict().parse(await one.json())).toEqual({ code: "2092.1", ...dates(2092), current: false });
  });

  it("refuses malformed codes and paging with 400", async () => {
    for (const code of ["2026.7", "2026", "abc", "2026.1x"]) {
      const bad = await expectApiError(await call(t.app, `/api/periodos/${code}`, { cookie: cookies.admin }), 400);
      expect(Object.keys(bad.fields ?? {}), code).toEqual(["code"]);
    }
    await expectApiError(await call(t.app, "/api/periodos?pageSize=101", { cookie: cookies.admin }), 400);
    await expectApiError(await call(t.app, "/api/periodos?page=0", { cookie: cookies.admin }), 400);
  });
});

describe("creating a term", () => {
  it("lets only the office create: 401 anonymous, 403 Docente and Discente", async () => {
    await expectApiError(await post({ code: "2093.1", ...dates(2093) }, {}, ""), 401);
    await expectApiError(await post({ code: "2093.1", ...dates(2093) }, {}, cookies.docente), 403);
    await expectApiError(await post({ code: "2093.1", ...dates(2093) }, {}, cookies.discente), 403);
    expect(await currentCodes()).toHaveLength(1);
    expect((await call(t.app, "/api/periodos/2093.1", { cookie: cookies.admin })).status).toBe(404);
  });

  it("creates it (201, the GET shape), not current unless asked, audited", async () => {
    const term = await created("2093.1", dates(2093));
    expect(term).toEqual({ code: "2093.1", ...dates(2093), current: false });
    const [entry, more] = await auditOf("2093.1");
    expect(more).toBeUndefined();
    expect(entry).toMatchObject({ action: "create", before: null, after: term });
    expect(entry?.actorId).not.toBeNull();
  });

  it("refuses a code that exists with 409, in the request's language", async () => {
    await created("2094.1", dates(2094));
    const pt = await expectApiError(await post({ code: "2094.1", ...dates(2094) }), 409);
    expect(pt.message).toBe("Já existe o período 2094.1.");
    const en = await expectApiError(await post({ code: "2094.1", ...dates(2094) }, EN), 409);
    expect(en.message).toBe("Term 2094.1 already exists.");
  });

  it("refuses bad codes, impossible days and missing dates with 400 naming each field", async () => {
    const bad = await expectApiError(await post({ code: "2095.7", ...dates(2095), startDate: "2095-02-30" }), 400);
    expect(bad.fields).toEqual({
      code: "Período inválido: use AAAA.N, com N de 1 a 6 (ex.: 2026.2).",
      startDate: "Data inválida (AAAA-MM-DD).",
    });
    const { endDate: _gone, ...missing } = dates(2095);
    const en = await expectApiError(await post({ code: "2095.1", ...missing }, EN), 400);
    expect(en.fields).toEqual({ endDate: "Required field." });
    const wrongDay = await expectApiError(
      await post({ code: "2095.1", ...dates(2095), gradeDeadline: "31/07/2095" }),
      400,
    );
    expect(Object.keys(wrongDay.fields ?? {})).toEqual(["gradeDeadline"]);
    await expectApiError(await post({ code: "2095.1", ...dates(2095), extra: 1, current: "yes" }), 400);
  });

  // Each pair of PRODUCT §7's order, broken alone (the first pair the check meets is that one).
  const broken: [TermDateField, TermDateField, Partial<TermDates>][] = [
    ["startDate", "endDate", { endDate: "2096-02-28", dropDeadline: "2096-02-28" }],
    ["offeringStart", "offeringEnd", { offeringStart: "2096-02-01" }],
    ["enrolmentStart", "enrolmentEnd", { enrolmentStart: "2096-03-01" }],
    ["offeringEnd", "enrolmentStart", { offeringEnd: "2096-02-10" }],
    ["enrolmentEnd", "dropDeadline", { dropDeadline: "2096-02-27", startDate: "2096-02-27" }],
    ["dropDeadline", "endDate", { dropDeadline: "2096-07-20" }],
    ["startDate", "dropDeadline", { startDate: "2096-03-25" }],
    ["endDate", "gradeDeadline", { gradeDeadline: "2096-07-10" }],
  ];
  for (const [before, after, shift] of broken) {
    it(`refuses ${before} after ${after}: 422 term_dates_order naming both dates, in pt and en`, async () => {
      const body = { code: "2096.1", ...dates(2096, shift) };
      const pt = await expectApiError(await post(body), 422);
      expect(pt.rule).toBe("term_dates_order");
      expect(pt.message).toContain(TERM_DATE_LABELS[before].pt);
      expect(pt.message).toContain(TERM_DATE_LABELS[after].pt);
      expect(Object.keys(pt.fields ?? {}).sort()).toEqual([before, after].sort());
      const en = await expectApiError(await post(body, EN), 422);
      expect(en.rule).toBe("term_dates_order");
      expect(en.message).toMatch(/^Dates out of order: /);
      expect(en.message).toContain(TERM_DATE_LABELS[before].en);
      expect(en.message).toContain(TERM_DATE_LABELS[after].en);
    });
  }

  it("accepts the same day where the order allows it", async () => {
    const term = await created(
      "2096.2",
      dates(2096, {
        enrolmentEnd: "2096-03-01",
        startDate: "2096-03-01",
        dropDeadline: "2096-03-01",
        gradeDeadline: "2096-07-15",
      }),
    );
    expect(term.dropDeadline).toBe("2096-03-01");
  });

  it("refuses terms sharing a day (touching ends included) with 422 term_overlap naming the other", async () => {
    await created("2097.1", dates(2097));
    // The next one starts on the day 2097.1 ends: one shared day is an overlap.
    const touching = {
      code: "2097.2",
      offeringStart: "2097-06-01",
      offeringEnd: "2097-06-10",
      enrolmentStart: "2097-06-20",
      enrolmentEnd: "2097-07-10",
      startDate: "2097-07-15",
      dropDeadline: "2097-08-10",
      endDate: "2097-12-10",
      gradeDeadline: "2097-12-20",
    };
    const pt = await expectApiError(await post(touching), 422);
    expect(pt).toMatchObject({ rule: "term_overlap", message: "As datas se sobrepõem às do período 2097.1." });
    expect(Object.keys(pt.fields ?? {}).sort()).toEqual(["endDate", "startDate"]);
    const en = await expectApiError(await post(touching, EN), 422);
    expect(en.message).toBe("The dates overlap those of term 2097.1.");
    // Inside the other one.
    const inside = dates(2097, {
      startDate: "2097-04-01",
      dropDeadline: "2097-04-10",
      endDate: "2097-05-01",
      gradeDeadline: "2097-05-10",
    });
    expect((await expectApiError(await post({ code: "2097.3", ...inside }), 422)).rule).toBe("term_overlap");
    // The day after is free; its offering window may fall inside 2097.1 (PRODUCT §7).
    const next = await created("2097.2", { ...touching, startDate: "2097-07-16" } as TermDates & { code: string });
    expect(next.startDate).toBe("2097-07-16");
  });

  it("keeps the database's exclusion constraint as the backstop", async () => {
    await created("2098.1", dates(2098));
    const direct = t.db.insert(terms).values({
      code: "2098.2",
      ...dates(2098, {
        startDate: "2098-07-15",
        endDate: "2098-08-30",
        dropDeadline: "2098-07-20",
        gradeDeadline: "2098-09-10",
      }),
    });
    const error = await direct.then(
      () => null,
      (e: unknown) => e,
    );
    expect(pgErrorCode(error)).toBe(EXCLUSION_VIOLATION);
    expect(pgConstraint(error)).toBe("terms_no_overlap");
  });
});

describe("changing a term", () => {
  it("lets only the office change: 401, 403 Docente and Discente, 404 unknown, 400 bad code or field", async () => {
    await created("2099.1", dates(2099));
    await expectApiError(await patch("2099.1", { endDate: "2099-07-14" }, {}, ""), 401);
    await expectApiError(await patch("2099.1", { endDate: "2099-07-14" }, {}, cookies.docente), 403);
    await expectApiError(await patch("2099.1", { current: true }, {}, cookies.discente), 403);
    await expectApiError(await patch("2099.6", { endDate: "2099-07-14" }), 404);
    await expectApiError(await patch("2099.9", { endDate: "2099-07-14" }), 400);
    const code = await expectApiError(await patch("2099.1", { code: "2099.2" }), 400);
    expect(Object.keys(code.fields ?? {})).toEqual(["code"]); // the code is fixed once created
    await expectApiError(await patch("2099.1", { endDate: "2099-13-01" }), 400);
    expect((await call(t.app, "/api/periodos/2099.1", { cookie: cookies.admin })).status).toBe(200);
  });

  it("merges the dates given with the stored ones, checks them again and audits before and after", async () => {
    const res = await patch("2099.1", { endDate: "2099-07-10", gradeDeadline: "2099-07-20" });
    expect(res.status).toBe(200);
    const after = termSchema.parse(await res.json());
    expect(after).toEqual({
      code: "2099.1",
      ...dates(2099),
      endDate: "2099-07-10",
      gradeDeadline: "2099-07-20",
      current: false,
    });
    const entries = await auditOf("2099.1");
    expect(entries.at(-1)).toMatchObject({
      action: "update",
      before: { code: "2099.1", ...dates(2099), current: false },
      after,
    });

    // The stored term start (03-01) is after a drop deadline moved to February.
    const order = await expectApiError(await patch("2099.1", { dropDeadline: "2099-02-28" }, EN), 422);
    expect(order.rule).toBe("term_dates_order");
    expect(order.message).toContain("Term start");
    expect(order.message).toContain("Drop deadline");
    const nothing = await patch("2099.1", {});
    expect(termSchema.parse(await nothing.json())).toEqual(after);
    expect(await auditOf("2099.1")).toHaveLength(entries.length);
  });

  it("refuses dates that would overlap another term, naming it", async () => {
    await created("2099.2", second(2099));
    const res = await patch("2099.1", { endDate: "2099-08-01", gradeDeadline: "2099-08-10" });
    expect(await expectApiError(res, 422)).toMatchObject({
      rule: "term_overlap",
      message: "As datas se sobrepõem às do período 2099.2.",
    });
    // Its own days never count against it.
    expect((await patch("2099.1", { endDate: "2099-07-31", gradeDeadline: "2099-08-10" })).status).toBe(200);
  });

  it("switches the current term, leaving exactly one, and never leaves none", async () => {
    const [demoCurrent] = await currentCodes();
    expect(demoCurrent).toBeDefined();
    const made = await patch("2099.1", { current: true });
    expect(termSchema.parse(await made.json()).current).toBe(true);
    expect(await currentCodes()).toEqual(["2099.1"]);
    // The term that stopped being current is audited too.
    expect((await auditOf(demoCurrent ?? "")).at(-1)).toMatchObject({
      action: "update",
      before: { current: true },
      after: { current: false },
    });

    const refused = await expectApiError(await patch("2099.1", { current: false }), 422);
    expect(refused).toMatchObject({
      rule: "current_term_required",
      message: "Deve haver um período atual: torne outro período o atual em vez disso.",
    });
    const en = await expectApiError(await patch("2099.1", { current: false }, EN), 422);
    expect(en.message).toBe("There must be a current term: make another term the current one instead.");
    expect(await currentCodes()).toEqual(["2099.1"]);

    // A new term may be created current: the other one stops being current in the same change.
    await created("2091.1", dates(2091), true);
    expect(await currentCodes()).toEqual(["2091.1"]);
    expect((await patch("2091.1", { current: true })).status).toBe(200);
    expect((await patch(demoCurrent ?? "", { current: true })).status).toBe(200);
    expect(await currentCodes()).toEqual([demoCurrent]);
    // `current: false` on a term that is not current changes nothing.
    expect((await patch("2091.1", { current: false })).status).toBe(200);
  });
});
