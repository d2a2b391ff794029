import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths } from "../../domain/calendar-days.ts";
import { finalVersionDueDate, studentPhases, type GrantedRequest } from "../../domain/due-dates.ts";
import { FINAL_VERSION_CODE } from "../../domain/phases.ts";
import { overduePageSchema, type OverduePage, type OverdueRow } from "../../domain/prazos.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import {
  committeeFinalVersions,
  committees,
  guidanceCoAdvisors,
  guidances,
  notifications,
  phaseCompletions,
  phaseReminders,
  phases,
  requests,
  users,
} from "../db/schema.ts";
import { addPerson, type Person } from "../declaracoes/test-fixtures.ts";
import { runProgrammeYearJob, withJobLock } from "./job.ts";
import { sendReminders } from "./reminders.ts";

/**
 * The overdue list (rule 20) computed in SQL, held to the TypeScript rules (due-dates.ts) over a
 * spread of students — month ends, holds, extensions, completions, both degrees, the final
 * version —; who sees which rows, the filters and paging; the reminders (rule 23) once per
 * address, student and phase in 7 days; the job's lock. Students here are `zzp-…`, found by `q`.
 */
let t: TestApp;
let admin: string;
let today: string;
let mainAdvisor: Person;
let coAdvisor: Person;
let manyAdvisor: Person;
const spread: { person: Person; degree: "mestrado" | "doutorado"; entryDate: string }[] = [];

async function student(idcbpf: string, entryDate: string, degree: "mestrado" | "doutorado" = "mestrado") {
  const person = await addPerson(t.db, idcbpf, { name: `Zzp ${idcbpf.slice(4)}`, degree });
  await t.db.update(users).set({ entryDate }).where(eq(users.id, person.id));
  spread.push({ person, degree, entryDate });
  return person;
}
async function grant(studentId: number, type: "prorrogacao" | "trancamento", months: number, phase?: string) {
  await t.db.insert(requests).values({
    studentId,
    type,
    months,
    phases: phase ? [phase] : [],
    startDate: type === "trancamento" ? "2090-01-01" : null,
    justification: "Justificativa suficiente.",
    status: "deferido",
    grantedMonths: months,
    decidedAt: new Date(),
    holdStartedAt: new Date(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  today = await todayThere(t.db);
  mainAdvisor = await addPerson(t.db, "zzq-orientador", { level: "Docente" });
  coAdvisor = await addPerson(t.db, "zzq-coorientador", { level: "Docente" });
  // Proficiência (12 months) falling due from 150 days ago to 130 days ahead, a week apart.
  for (let k = 0; k < 40; k++) await student(`zzp-s${k}`, addDays(addMonths(today, -12), 7 * k - 150));
  // Month ends a year and a half to two years back (31st, 30th, February's last day).
  for (let m = 0; m < 14; m++) {
    const first = addMonths(`${today.slice(0, 7)}-01`, -(m + 12));
    await student(`zzp-e${m}`, addDays(addMonths(first, 1), -1), m % 3 === 0 ? "doutorado" : "mestrado");
  }
  const [withHold, withExtension, completed, both, defended, corrected] = spread.map((s) => s.person);
  await grant(withHold?.id ?? 0, "trancamento", 3);
  await grant(withExtension?.id ?? 0, "prorrogacao", 4, "proficiencia");
  await grant(withExtension?.id ?? 0, "prorrogacao", 2, "qualificacao");
  await t.db
    .insert(phaseCompletions)
    .values({ studentId: completed?.id ?? 0, phaseCode: "proficiencia", completedOn: today });
  await grant(both?.id ?? 0, "trancamento", 1);
  await grant(both?.id ?? 0, "prorrogacao", 1, "proficiencia");
  for (const [person, verdict, deadline] of [
    [defended, "aprovado", null],
    [corrected, "aprovado_com_correcoes", addDays(today, 20)],
  ] as const) {
    await t.db.insert(committees).values({
      studentId: person?.id ?? 0,
      kind: "defesa",
      degree: "mestrado",
      title: "Tese",
      language: "pt",
      date: addDays(today, -30),
      time: "10:00",
      place: "Sala",
      status: "realizada",
      verdict,
      correctionsDeadline: deadline,
    });
  }
  // Deposited: no final-version row.
  const deposited = spread[6]?.person;
  const [done] = await t.db
    .insert(committees)
    .values({
      studentId: deposited?.id ?? 0,
      kind: "defesa",
      degree: "mestrado",
      title: "Tese",
      language: "pt",
      date: addDays(today, -30),
      time: "10:00",
      place: "Sala",
      status: "realizada",
      verdict: "aprovado",
    })
    .returning({ id: committees.id });
  await t.db
    .insert(committeeFinalVersions)
    .values({ committeeId: done?.id ?? 0, name: "t.pdf", size: 1, sha256: "b".repeat(64) });
  // Not listed: a student out of `ativo`.
  await student("zzp-fora", addMonths(today, -30));
  await t.db.update(users).set({ status: "trancado" }).where(eq(users.idcbpf, "zzp-fora"));
  // Advised: s10 by the main advisor, s11 co-advised (another Docente its main advisor).
  const other = await addPerson(t.db, "zzq-outro", { level: "Docente" });
  for (const [index, person] of [spread[10]?.person, spread[11]?.person].entries()) {
    const [g] = await t.db
      .insert(guidances)
      .values({
        studentId: person?.id ?? 0,
        advisorId: index === 0 ? mainAdvisor.id : other.id,
        startDate: "2020-01-01",
      })
      .returning({ id: guidances.id });
    if (index === 1) await t.db.insert(guidanceCoAdvisors).values({ guidanceId: g?.id ?? 0, userId: coAdvisor.id });
  }
  // A Docente of many: main advisor of the held, completed and defended students and two more,
  // co-advisor (another the main) of the extended, the held-and-extended and the corrected ones.
  manyAdvisor = await addPerson(t.db, "zzq-varios", { level: "Docente" });
  for (const index of [0, 1, 2, 3, 4, 5, 12, 20]) {
    const main = [1, 3, 5].includes(index) ? other.id : manyAdvisor.id;
    const [g] = await t.db
      .insert(guidances)
      .values({ studentId: spread[index]?.person.id ?? 0, advisorId: main, startDate: "2020-01-01" })
      .returning({ id: guidances.id });
    if (main === other.id)
      await t.db.insert(guidanceCoAdvisors).values({ guidanceId: g?.id ?? 0, userId: manyAdvisor.id });
  }
});
afterAll(() => t.close());

async function page(query: string, cookie = admin): Promise<OverduePage> {
  const res = await call(t.app, `/api/prazos${query}`, { cookie });
  expect(res.status).toBe(200);
  return overduePageSchema.strict().parse(await res.json());
}
async function allOf(query: string, cookie = admin): Promise<OverdueRow[]> {
  const rows: OverdueRow[] = [];
  for (let n = 1; ; n++) {
    const one = await page(`${query}${query ? "&" : "?"}pageSize=100&page=${n}`, cookie);
    rows.push(...one.items);
    if (rows.length >= one.total) return rows;
  }
}

/** The TypeScript rules over the same facts. */
async function expectedRows(): Promise<{ idcbpf: string; code: string; dueDate: string; daysLeft: number }[]> {
  const out: { idcbpf: string; code: string; dueDate: string; daysLeft: number }[] = [];
  for (const { person, degree, entryDate } of spread) {
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, person.id));
    if (row?.status !== "ativo") continue;
    const table = await t.db
      .select()
      .from(phases)
      .where(and(eq(phases.programme, "academico"), eq(phases.degree, degree), eq(phases.active, true)));
    const granted: GrantedRequest[] = (
      await t.db
        .select()
        .from(requests)
        .where(and(eq(requests.studentId, person.id), eq(requests.status, "deferido")))
    ).map((r) => ({ id: r.id, type: r.type, months: r.grantedMonths ?? 0, phases: r.phases, startDate: r.startDate }));
    const completions = new Map(
      (await t.db.select().from(phaseCompletions).where(eq(phaseCompletions.studentId, person.id))).map((c) => [
        c.phaseCode,
        c.completedOn,
      ]),
    );
    const { phases: computed } = studentPhases({
      entryDate,
      phases: table.map((p) => ({
        code: p.code,
        name: { pt: p.namePt, en: p.nameEn },
        months: p.months,
        milestone: p.milestone,
      })),
      granted,
      completions,
      today,
    });
    for (const phase of computed)
      if ((phase.status === "vencida" || phase.status === "a_vencer") && phase.dueDate && phase.daysLeft !== null)
        out.push({ idcbpf: person.idcbpf, code: phase.code, dueDate: phase.dueDate, daysLeft: phase.daysLeft });
    const defences = await t.db
      .select({ id: committees.id, date: committees.date, correctionsDeadline: committees.correctionsDeadline })
      .from(committees)
      .where(and(eq(committees.studentId, person.id), eq(committees.status, "realizada")));
    for (const defence of defences) {
      const [deposit] = await t.db
        .select()
        .from(committeeFinalVersions)
        .where(eq(committeeFinalVersions.committeeId, defence.id));
      const due = finalVersionDueDate(defence);
      const daysLeft = Math.round((Date.parse(due) - Date.parse(today)) / 86_400_000);
      if (!deposit && daysLeft <= 60)
        out.push({ idcbpf: person.idcbpf, code: FINAL_VERSION_CODE, dueDate: due, daysLeft });
    }
  }
  return out;
}
const key = (r: { idcbpf: string; code: string; dueDate: string; daysLeft: number }) =>
  `${r.dueDate} ${r.idcbpf} ${r.code} ${r.daysLeft}`;

describe("GET /api/prazos (rule 20)", () => {
  it("agrees with the TypeScript rules for every student of the spread, by due date then name", async () => {
    const rows = await allOf("?q=zzp-");
    const expected = await expectedRows();
    expect(expected.length).toBeGreaterThan(40);
    expect(
      rows
        .map((r) => key({ idcbpf: r.student.idcbpf, code: r.phase.code, dueDate: r.dueDate, daysLeft: r.daysLeft }))
        .sort(),
    ).toEqual(expected.map(key).sort());
    const dues = rows.map((r) => r.dueDate);
    expect(dues).toEqual([...dues].sort());
    for (const r of rows) expect(r.status).toBe(r.daysLeft < 0 ? "vencida" : "a_vencer");
    expect(rows.some((r) => r.phase.code === FINAL_VERSION_CODE && r.phase.name.pt === "Versão final")).toBe(true);
    expect(rows.some((r) => r.student.idcbpf === "zzp-fora")).toBe(false);
  });

  it("filters by status, degree and main advisor, pages with the true total", async () => {
    const overdue = await allOf("?q=zzp-&status=vencida");
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((r) => r.daysLeft < 0)).toBe(true);
    const soon = await allOf("?q=zzp-&status=a_vencer");
    expect(soon.every((r) => r.daysLeft >= 0 && r.daysLeft <= 60)).toBe(true);
    expect(overdue.length + soon.length).toBe((await page("?q=zzp-")).total);
    expect((await allOf("?q=zzp-&degree=doutorado")).every((r) => r.student.degree === "doutorado")).toBe(true);
    const advised = await allOf(`?advisor=${mainAdvisor.idcbpf}`);
    expect(new Set(advised.map((r) => r.student.idcbpf))).toEqual(new Set(["zzp-s10"]));
    expect(advised[0]?.advisor).toEqual({ idcbpf: mainAdvisor.idcbpf, name: mainAdvisor.name });
    const first = await page("?q=zzp-&pageSize=5");
    expect(first.items).toHaveLength(5);
    const past = await page("?q=zzp-&pageSize=5&page=999");
    expect(past).toMatchObject({ items: [], total: first.total });
  });

  it("shows a Docente its advisees only (main or co-advisor); refuses a Discente", async () => {
    expect(new Set((await allOf("", mainAdvisor.cookie)).map((r) => r.student.idcbpf))).toEqual(new Set(["zzp-s10"]));
    expect(new Set((await allOf("", coAdvisor.cookie)).map((r) => r.student.idcbpf))).toEqual(new Set(["zzp-s11"]));
    await expectApiError(await call(t.app, "/api/prazos", { cookie: spread[0]?.person.cookie ?? "" }), 403);
  });

  it("gives a Docente of many the office's rows of its advisees, in the same order, filtered and paged alike", async () => {
    const advisees = new Set([0, 1, 2, 3, 4, 5, 12, 20].map((index) => spread[index]?.person.idcbpf));
    const line = (r: OverdueRow) =>
      `${r.dueDate} ${r.student.idcbpf} ${r.phase.code} ${r.daysLeft} ${r.advisor?.idcbpf}`;
    for (const query of ["", "?status=vencida", "?status=a_vencer", "?degree=doutorado", "?q=zzp-s1"]) {
      const office = (await allOf(query)).filter((r) => advisees.has(r.student.idcbpf));
      const docente = await allOf(query, manyAdvisor.cookie);
      expect(docente.map(line)).toEqual(office.map(line));
    }
    const all = await allOf("", manyAdvisor.cookie);
    // Held, extended, both, completed, the final versions: each case of the spread is among them.
    expect(new Set(all.map((r) => r.student.idcbpf))).toEqual(advisees);
    expect(all.filter((r) => r.phase.code === FINAL_VERSION_CODE)).toHaveLength(2);
    const expected = (await expectedRows()).filter((r) => advisees.has(r.idcbpf));
    expect(
      all
        .map((r) => key({ idcbpf: r.student.idcbpf, code: r.phase.code, dueDate: r.dueDate, daysLeft: r.daysLeft }))
        .sort(),
    ).toEqual(expected.map(key).sort());
    const second = await page("?pageSize=3&page=2", manyAdvisor.cookie);
    expect(second.items.map(line)).toEqual(all.slice(3, 6).map(line));
    expect(second.total).toBe(all.length);
  });
});

describe("the reminders (rule 23)", () => {
  it("tell the student and its main advisor once per phase in 7 days; POST /api/prazos/lembretes answers {queued}", async () => {
    const advisee = spread[10]?.person;
    const rowsOfAdvisee = (await allOf("?q=zzp-s10")).length;
    expect(rowsOfAdvisee).toBeGreaterThan(0);
    const res = await call(t.app, "/api/prazos/lembretes", { method: "POST", json: {}, cookie: admin });
    expect(res.status).toBe(200);
    const { queued } = (await res.json()) as { queued: number };
    expect(queued).toBeGreaterThanOrEqual(rowsOfAdvisee * 2);
    const noticesOf = async (userId: number) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, "prazo_proximo")))
      ).length;
    expect(await noticesOf(advisee?.id ?? 0)).toBe(rowsOfAdvisee);
    expect(await noticesOf(mainAdvisor.id)).toBe(rowsOfAdvisee);

    // Again now: nothing for anyone; both at once: still nothing twice.
    const [a, b] = await Promise.all([sendReminders(t.db), sendReminders(t.db)]);
    expect(a + b).toBe(0);
    expect(await noticesOf(advisee?.id ?? 0)).toBe(rowsOfAdvisee);

    // Eight days later (the last reminder moved back): the advisee and its advisor again.
    await t.db
      .update(phaseReminders)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(inArray(phaseReminders.studentId, [advisee?.id ?? 0]));
    expect(await sendReminders(t.db)).toBe(rowsOfAdvisee * 2);
    expect(await noticesOf(mainAdvisor.id)).toBe(rowsOfAdvisee * 2);
  });
});

describe("the job (rule 23)", () => {
  it("runs once at a time: a run while another holds the lock does nothing", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holder = withJobLock(t.handle, async () => {
      entered();
      await held;
      return "held";
    });
    await inside;
    expect(await runProgrammeYearJob(t.handle)).toBeNull();
    release();
    expect(await holder).toBe("held");
    expect(await runProgrammeYearJob(t.handle)).toMatchObject({
      started: expect.any(Number),
      queued: expect.any(Number),
    });
  });
});
