import { expect } from "vitest";
import type { Allocation, Quota } from "../../domain/funding.ts";
import { call } from "../../../tests/node/http.ts";
import type { App } from "../app.ts";

/** What the scholarships' tests build through the API, as the office. */
let sequence = 0;

export function quotaBody(more: Record<string, unknown> = {}) {
  return {
    number: `ZZ-BOLSA-${++sequence}-${Math.random().toString(36).slice(2, 7)}`,
    sponsor: "CAPES",
    type: "DS",
    level: "mestrado",
    startDate: "2020-01-01",
    endDate: "2099-12-31",
    monthlyValue: 2100,
    ...more,
  };
}

export async function addQuota(app: App, admin: string, more: Record<string, unknown> = {}): Promise<Quota> {
  const res = await call(app, "/api/bolsas", { method: "POST", cookie: admin, json: quotaBody(more) });
  expect(res.status, "a quota for the test").toBe(201);
  return (await res.json()) as Quota;
}

export function allocate(app: App, admin: string, json: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(app, "/api/alocacoes", { method: "POST", cookie: admin, json, headers });
}

export async function addAllocation(app: App, admin: string, json: Record<string, unknown>): Promise<Allocation> {
  const res = await allocate(app, admin, json);
  expect(res.status, "an allocation for the test").toBe(201);
  return (await res.json()) as Allocation;
}
