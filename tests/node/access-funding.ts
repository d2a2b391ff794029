import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import type { Scene } from "./access-scene.ts";
import { call } from "./http.ts";

/**
 * Scholarships for the access matrix's rows: a quota of the Discente's degree, and the Discente's
 * allocation on it, made fresh by the office for each request, each in a year of its own far ahead
 * so that none overlaps another (F7, F8) and no status change of the Discente meets one it holds.
 */
let year = 3000 + Math.floor(Math.random() * 3000);

export function quotaJson(level = "mestrado", y = ++year) {
  return {
    number: `ZZM-${y}-${Math.random().toString(36).slice(2, 8)}`,
    sponsor: "CAPES",
    type: "DS",
    level,
    startDate: `${y}-01-01`,
    endDate: `${y}-12-31`,
    monthlyValue: 2100,
  };
}

export async function freshQuota(s: Scene): Promise<{ id: number; year: number }> {
  const [student] = await s.db.select({ degree: users.degree }).from(users).where(eq(users.idcbpf, "discente"));
  const y = ++year;
  const res = await call(s.app, "/api/bolsas", {
    method: "POST",
    cookie: s.cookie.admin,
    json: quotaJson(student?.degree ?? "mestrado", y),
  });
  expect(res.status, "a quota for the scene").toBe(201);
  return { id: ((await res.json()) as { id: number }).id, year: y };
}

export async function allocationJson(s: Scene) {
  const quota = await freshQuota(s);
  return { bolsa: quota.id, student: "discente", startDate: `${quota.year}-01-01`, endDate: `${quota.year}-12-31` };
}

export async function freshAllocationOfDiscente(s: Scene): Promise<number> {
  const res = await call(s.app, "/api/alocacoes", {
    method: "POST",
    cookie: s.cookie.admin,
    json: await allocationJson(s),
  });
  expect(res.status, "an allocation for the scene").toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function freshSuspension(s: Scene): Promise<string> {
  const id = await freshAllocationOfDiscente(s);
  const read = (await (await call(s.app, `/api/alocacoes/${id}`, { cookie: s.cookie.admin })).json()) as {
    startDate: string;
  };
  const y = read.startDate.slice(0, 4);
  const res = await call(s.app, `/api/alocacoes/${id}/suspensoes`, {
    method: "POST",
    cookie: s.cookie.admin,
    json: { startDate: `${y}-03-01`, endDate: `${y}-03-31`, reason: "Matriz de acesso." },
  });
  expect(res.status, "a suspension for the scene").toBe(201);
  return `/api/alocacoes/${id}/suspensoes/${((await res.json()) as { id: number }).id}`;
}
