import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/calendar-days.ts";
import { govStudentsSchema } from "../../domain/gov.ts";
import { call, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { addAllocation, addQuota } from "../alocacoes/test-fixtures.ts";
import { todayThere } from "../configuracoes/configuracoes.queries.ts";
import { addPerson } from "../declaracoes/test-fixtures.ts";

/**
 * P5: the one public fact of funding. `/api/gov/discentes` and the `/gov/discente-*` pages give
 * the sponsor of the allocation in force today (suspended or not) beside the student, and nothing
 * else of it (no number, type, value, dates, reasons). Periods are relative to the institution's
 * today, so that "in force", "ended", "future" and "cancelled" hold on whatever day this runs.
 */
let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t.app, "admin");
  today = await todayThere(t.db);
  const student = (idcbpf: string, name: string) => addPerson(t.db, idcbpf, { name, entryTerm: "2025.1" });
  const holder = await student("zzp-holder", "Bolsista Zzp");
  const suspended = await student("zzp-suspensa", "Suspensa Zzp");
  const ended = await student("zzp-encerrada", "Encerrada Zzp");
  const future = await student("zzp-futura", "Futura Zzp");
  const cancelled = await student("zzp-cancelada", "Cancelada Zzp");
  await student("zzp-sem", "Sem Bolsa Zzp");
  const quota = (sponsor: string) =>
    addQuota(t.app, admin, {
      number: `ZZP-SECRET-${sponsor}-${Math.random().toString(36).slice(2, 7)}`,
      sponsor,
      type: "PROEXZZP",
      monthlyValue: 3141.59,
      startDate: addDays(today, -400),
      endDate: addDays(today, 400),
      notes: "nota interna zzp",
    });
  const allocation = async (sponsor: string, idcbpf: string, startDate: string, endDate: string) =>
    addAllocation(t.app, admin, {
      bolsa: (await quota(sponsor)).id,
      student: idcbpf,
      startDate,
      endDate,
      notes: "nota interna zzp",
    });
  await allocation("CAPES", holder.idcbpf, addDays(today, -30), addDays(today, 300));
  const paused = await allocation("CNPq", suspended.idcbpf, addDays(today, -60), addDays(today, 200));
  const res = await call(t.app, `/api/alocacoes/${paused.id}/suspensoes`, {
    method: "POST",
    cookie: admin,
    json: { startDate: addDays(today, -5), endDate: addDays(today, 40), reason: "Sanduíche zzp" },
  });
  expect(res.status).toBe(201);
  await allocation("FAPERJ", ended.idcbpf, addDays(today, -300), addDays(today, -1));
  await allocation("FAPERJ", future.idcbpf, addDays(today, 1), addDays(today, 300));
  const undone = await allocation("CAPES", cancelled.idcbpf, addDays(today, -100), addDays(today, 100));
  const cancel = await call(t.app, `/api/alocacoes/${undone.id}`, {
    method: "PATCH",
    cookie: admin,
    json: { cancelDate: addDays(today, -1), cancelReason: "Desistência zzp" },
  });
  expect(cancel.status).toBe(200);
});
afterAll(() => t.close());

describe("P5: a scholarship holder on /gov", () => {
  it("gives the sponsor of the allocation in force today, suspended or not; null otherwise", async () => {
    const res = await call(t.app, `/api/gov/discentes?programme=academico&q=zzp`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const items = govStudentsSchema.strict().parse(JSON.parse(text)).items;
    const sponsorOf = Object.fromEntries(items.map((item) => [item.name, item.scholarship]));
    expect(sponsorOf).toEqual({
      "Bolsista Zzp": "CAPES",
      "Cancelada Zzp": null,
      "Encerrada Zzp": null,
      "Futura Zzp": null,
      "Sem Bolsa Zzp": null,
      "Suspensa Zzp": "CNPq",
    });
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(["advisor", "degree", "entryTerm", "name", "scholarship"]);
    // Nothing else of the area leaves: number, type, value, dates, notes, reasons.
    for (const secret of ["ZZP-SECRET", "PROEXZZP", "3141", "interna", "Sanduíche", "Desistência", addDays(today, 300)])
      expect(text).not.toContain(secret);
  });

  it("is said beside the holder's name on the page, in each language, and nothing more of it", async () => {
    const pt = await (await call(t.app, "/gov/discente-academico?q=zzp")).text();
    expect(pt).toMatch(/<th scope="row"[^>]*>Bolsista Zzp <span[^>]*>bolsista CAPES<\/span><\/th>/);
    expect(pt).toMatch(/<th scope="row"[^>]*>Suspensa Zzp <span[^>]*>bolsista CNPq<\/span><\/th>/);
    expect(pt).toMatch(/<th scope="row"[^>]*>Sem Bolsa Zzp<\/th>/);
    expect(pt).toMatch(/<th scope="row"[^>]*>Encerrada Zzp<\/th>/);
    expect(pt).not.toContain("FAPERJ");
    const en = await (await call(t.app, "/en/gov/discente-academico?q=zzp")).text();
    expect(en).toMatch(/<th scope="row"[^>]*>Bolsista Zzp <span[^>]*>CAPES scholarship holder<\/span><\/th>/);
    for (const text of [pt, en])
      for (const secret of ["ZZP-SECRET", "PROEXZZP", "3141", "interna", "Sanduíche", "Desistência"])
        expect(text).not.toContain(secret);
  });
});
