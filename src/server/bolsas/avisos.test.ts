import { and, asc, desc, eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/calendar-days.ts";
import { WARNING_KINDS, warningPageSchema, type Warning, type WarningKind } from "../../domain/funding.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { addAllocation, addQuota } from "../alocacoes/test-fixtures.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { concepts, terms, users } from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { addAttempt, addSubject, currentTermId } from "../historico/test-fixtures.ts";

/**
 * F15's warnings on today: each kind at its edges (a fail this term or the last ended one but not
 * before; a suspended holder not `no_enrolment`; ending at today + 60 but not + 61; an idle quota
 * only inside its period), the order (kind, then name), the filter, the language, and access.
 * Every record is the test's own, dated from the database's today; assertions look at its quotas
 * only, so whatever else the database holds never matters.
 */
let t: TestApp;
let admin: string;
let today: string;
const mine = new Set<number>();
const quotaOf = new Map<string, number>();
let failConcept: string;
let passConcept: string;

const run = Math.random().toString(36).slice(2, 6);
const subjectCode = `ZZW-${1000 + Math.floor(Math.random() * 9000)}`;

async function student(key: string, name: string): Promise<Person> {
  return addPerson(t.db, `zzw-${key}-${run}`, { name });
}

/** A quota around today and an allocation of `who` on it, from `from` to `to` days from today. */
async function hold(key: string, who: Person, from: number, to: number, more: Record<string, unknown> = {}) {
  const quota = await addQuota(t.app, admin, { startDate: addDays(today, -400), endDate: addDays(today, 400) });
  mine.add(quota.id);
  quotaOf.set(key, quota.id);
  const allocation = await addAllocation(t.app, admin, {
    bolsa: quota.id,
    student: who.idcbpf,
    startDate: addDays(today, from),
    endDate: addDays(today, to),
    ...more,
  });
  return allocation;
}

async function all(query = "", language = "pt"): Promise<{ items: Warning[]; total: number }> {
  const items: Warning[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t.app, `/api/bolsas/avisos?pageSize=100&page=${page}${query}`, {
      cookie: admin,
      headers: { "accept-language": language },
    });
    expect(res.status).toBe(200);
    const answer = warningPageSchema.strict().parse(await res.json());
    items.push(...answer.items);
    if (page * answer.pageSize >= answer.total)
      return { items: items.filter((w) => mine.has(w.quota.id)), total: answer.total };
  }
}

const kindsOf = (items: Warning[], key: string) =>
  items.filter((w) => w.quota.id === quotaOf.get(key)).map((w) => w.kind);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  today = await todayThere(t.db);
  const table = await t.db.select().from(concepts).orderBy(asc(concepts.position));
  failConcept = table.find((c) => !c.passes)?.concept ?? "";
  passConcept = table.find((c) => c.passes)?.concept ?? "";
  expect(failConcept && passConcept, "the demo's concept table has a failing and a passing concept").toBeTruthy();

  const current = await currentTermId(t.db);
  const ended = await t.db
    .select({ id: terms.id })
    .from(terms)
    .where(lt(terms.endDate, today))
    .orderBy(desc(terms.endDate))
    .limit(2);
  const [lastEnded, before] = ended.map((term) => term.id);
  if (lastEnded === undefined || before === undefined) throw new Error("the demo has two ended terms");
  const subject = await addSubject(t.db, subjectCode, 3);
  const attempt = (who: Person, termId: number, concept: string, attendance: number, status = "deferida" as const) =>
    addAttempt(t.db, {
      studentId: who.id,
      termId,
      subjectId: subject,
      status,
      grade: { concept, attendance, final: false },
    });

  // failing_grade: a failing concept now; attendance under the minimum in the last ended term.
  const failsNow = await student("fn", "Aaa Reprova Agora");
  await attempt(failsNow, current, failConcept, 100);
  await hold("failsNow", failsNow, -30, 300);
  const failsAttendance = await student("fa", "Aab Reprova Frequencia");
  await attempt(failsAttendance, lastEnded, passConcept, 74);
  await hold("failsAttendance", failsAttendance, -30, 300);
  // Not failing: a fail two terms ago, a pass at exactly the minimum now (and enrolled: no no_enrolment).
  const failedLongAgo = await student("fo", "Aac Reprovou Antes");
  await attempt(failedLongAgo, before, failConcept, 100);
  await attempt(failedLongAgo, current, passConcept, 75);
  await hold("failedLongAgo", failedLongAgo, -30, 300);

  // no_enrolment: nothing this term; not when suspended today, nor with a pending enrolment.
  const unenrolled = await student("ne", "Bbb Sem Matricula");
  await hold("unenrolled", unenrolled, -30, 300);
  const suspended = await student("su", "Bbc Suspensa");
  const pause = await hold("suspended", suspended, -30, 300);
  const res = await call(t.app, `/api/alocacoes/${pause.id}/suspensoes`, {
    method: "POST",
    cookie: admin,
    json: { startDate: addDays(today, -5), endDate: addDays(today, 5), reason: "Sanduíche" },
  });
  expect(res.status).toBe(201);
  const pending = await student("pe", "Bbd Pendente");
  await addAttempt(t.db, { studentId: pending.id, termId: current, subjectId: subject, status: "pendente" });
  await hold("pending", pending, -30, 300);

  // ending_soon: at today + 60, not + 61; a cancel date within the window counts (its date).
  await hold("ends60", await student("e60", "Ccc Termina Sessenta"), -30, 60);
  await hold("ends61", await student("e61", "Ccd Termina Sessenta E Um"), -30, 61);
  await hold("cancelled", await student("ca", "Cce Cancelada"), -30, 300);
  const cancelled = await call(t.app, "/api/alocacoes?bolsa=" + String(quotaOf.get("cancelled")), { cookie: admin });
  const [allocation] = ((await cancelled.json()) as { items: { id: number }[] }).items;
  const cancel = await call(t.app, `/api/alocacoes/${allocation?.id}`, {
    method: "PATCH",
    cookie: admin,
    json: { cancelDate: addDays(today, 10), cancelReason: "Desistência" },
  });
  expect(cancel.status).toBe(200);

  // idle_quota: in its period with nobody in force (a holder from tomorrow is not in force); not outside it.
  const idle = await addQuota(t.app, admin, { startDate: addDays(today, -10), endDate: addDays(today, 100) });
  const future = await addQuota(t.app, admin, { startDate: addDays(today, 1), endDate: addDays(today, 100) });
  const ended2 = await addQuota(t.app, admin, { startDate: addDays(today, -100), endDate: addDays(today, -1) });
  for (const [key, quota] of [
    ["idle", idle],
    ["future", future],
    ["ended", ended2],
  ] as const) {
    mine.add(quota.id);
    quotaOf.set(key, quota.id);
  }
  await addAllocation(t.app, admin, {
    bolsa: idle.id,
    student: (await student("tm", "Ddd Amanha")).idcbpf,
    startDate: addDays(today, 1),
    endDate: addDays(today, 100),
  });

  // holder_not_active: a holder whose status became trancado (allowed by F12).
  const paused = await student("tr", "Eee Trancada");
  await hold("notActive", paused, -30, 300);
  await t.db
    .update(users)
    .set({ status: "trancado" })
    .where(and(eq(users.id, paused.id)));
});
afterAll(() => t.close());

describe("GET /api/bolsas/avisos: each kind at its edges", () => {
  it("failing_grade: a fail (concept or attendance) this term or the last ended one, not before", async () => {
    const { items } = await all();
    expect(kindsOf(items, "failsNow")).toContain("failing_grade");
    expect(kindsOf(items, "failsAttendance")).toContain("failing_grade");
    expect(kindsOf(items, "failedLongAgo")).toEqual([]);
    const warning = items.find((w) => w.kind === "failing_grade" && w.quota.id === quotaOf.get("failsNow"));
    expect(warning).toMatchObject({ student: { name: "Aaa Reprova Agora" }, date: null });
    expect(warning?.message).toBe(`Aaa Reprova Agora tem reprovação em ${subjectCode}.`);
  });

  it("no_enrolment: in force and not suspended without a pending or accepted enrolment this term", async () => {
    const { items } = await all();
    expect(kindsOf(items, "unenrolled")).toEqual(["no_enrolment"]);
    expect(kindsOf(items, "suspended")).toEqual([]);
    expect(kindsOf(items, "pending")).toEqual([]);
    expect(kindsOf(items, "failsAttendance")).toEqual(["failing_grade", "no_enrolment"]);
  });

  it("ending_soon: an effective end within today … today + 60, dated by it", async () => {
    const { items } = await all("&kind=ending_soon");
    const ending = (key: string) => items.find((w) => w.quota.id === quotaOf.get(key));
    expect(ending("ends60")).toMatchObject({ kind: "ending_soon", date: addDays(today, 60) });
    expect(ending("ends61")).toBeUndefined();
    expect(ending("cancelled")).toMatchObject({ date: addDays(today, 10) });
  });

  it("idle_quota: inside its period with nobody in force; allocation and student null", async () => {
    const { items } = await all();
    const idle = items.filter((w) => w.quota.id === quotaOf.get("idle"));
    expect(idle).toEqual([
      expect.objectContaining({ kind: "idle_quota", allocation: null, student: null, date: null }),
    ]);
    expect(kindsOf(items, "future")).toEqual([]);
    expect(kindsOf(items, "ended")).toEqual([]);
    // A suspended holder still holds the quota: not idle.
    expect(kindsOf(items, "suspended")).not.toContain("idle_quota");
  });

  it("holder_not_active: in force while the student is not ativo, naming the status", async () => {
    const { items } = await all("&kind=holder_not_active", "en");
    const warning = items.find((w) => w.quota.id === quotaOf.get("notActive"));
    expect(warning?.message).toMatch(/^Eee Trancada holds the scholarship .* but the status is trancado\.$/);
  });
});

describe("GET /api/bolsas/avisos: order, filter, paging, access", () => {
  it("sorts by kind in F15's order, then student name", async () => {
    const { items } = await all();
    const rank = (kind: WarningKind) => WARNING_KINDS.indexOf(kind);
    const sorted = [...items].sort(
      (a, b) => rank(a.kind) - rank(b.kind) || (a.student?.name ?? "").localeCompare(b.student?.name ?? ""),
    );
    expect(items.map((w) => `${w.kind} ${w.student?.name}`)).toEqual(sorted.map((w) => `${w.kind} ${w.student?.name}`));
    expect(new Set(items.map((w) => w.kind))).toEqual(new Set(WARNING_KINDS));
  });

  it("filters by kind with counts per kind unfiltered, and pages", async () => {
    const res = await call(t.app, "/api/bolsas/avisos?kind=no_enrolment&pageSize=1&page=2", { cookie: admin });
    const page = warningPageSchema.parse(await res.json());
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: page.counts.no_enrolment });
    expect(page.items.every((w) => w.kind === "no_enrolment")).toBe(true);
    expect(page.items).toHaveLength(1);
    expect(page.counts.ending_soon).toBeGreaterThanOrEqual(2);
    await expectApiError(await call(t.app, "/api/bolsas/avisos?kind=late", { cookie: admin }), 400);
  });

  it("is the office's alone: 401 anonymous, 403 Docente and Discente", async () => {
    const teacher = await addPerson(t.db, `zzw-prof-${run}`, { level: "Docente" });
    const pupil = await student("al", "Fff Aluna");
    expect((await call(t.app, "/api/bolsas/avisos")).status).toBe(401);
    expect((await call(t.app, "/api/bolsas/avisos", { cookie: teacher.cookie })).status).toBe(403);
    expect((await call(t.app, "/api/bolsas/avisos", { cookie: pupil.cookie })).status).toBe(403);
  });
});
