import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Allocation, QuotaDetail, WarningPage } from "../../domain/funding.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json, playServer } from "../../../tests/browser/network.ts";
import { freePeriod, monthsUsed, refusalField, spanOf, todayAt } from "./scholarship-facts.ts";

/**
 * The office's scholarships (/configuracoes?secao=bolsas) against a server played by the test:
 * the timeline's facts and the months used (pure), the warnings with their counts and links, a
 * quota's allocations as a list, and a refusal of the API next to its field, in both languages.
 */
const admin = demoUser("Administrador", "zz.office");
/** The first render of the app in a file loads its page and catalogs cold: on a loaded machine that alone can near 15 s. */
const APP_TEST_BUDGET_MS = 30_000;

const allocation: Allocation = {
  id: 11,
  bolsa: { id: 5, number: "CAPES-DS-01", sponsor: "CAPES", type: "DS", level: "mestrado" },
  student: { idcbpf: "aluna.ana", name: "Ana Lima" },
  startDate: "2026-03-01",
  endDate: "2027-02-28",
  cancelDate: null,
  cancelReason: null,
  suspensions: [{ id: 3, startDate: "2026-06-01", endDate: "2026-08-31", reason: "Sanduíche" }],
  status: "ativa",
  notes: "",
};
const quota: QuotaDetail = {
  id: 5,
  number: "CAPES-DS-01",
  sponsor: "CAPES",
  type: "DS",
  level: "mestrado",
  startDate: "2026-01-01",
  endDate: "2027-12-31",
  monthlyValue: 2100,
  notes: "",
  status: "ocupada",
  holder: { idcbpf: "aluna.ana", name: "Ana Lima" },
  allocations: [allocation],
};
const { allocations: _, ...listed } = quota;
const warnings: WarningPage = {
  items: [
    {
      kind: "ending_soon",
      quota: { id: 5, number: "CAPES-DS-01" },
      allocation: 11,
      student: { idcbpf: "aluna.ana", name: "Ana Lima" },
      date: "2027-02-28",
      message: "A bolsa CAPES-DS-01 de Ana Lima termina em 28/02/27.",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  counts: { failing_grade: 0, no_enrolment: 0, ending_soon: 1, idle_quota: 0, holder_not_active: 0 },
};
const reads = {
  "/api/bolsas/avisos": warnings,
  "/api/bolsas": { items: [listed], total: 1, page: 1, pageSize: 20 },
  "/api/bolsas/5": quota,
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

test("the timeline places allocations and today on the quota's period; months are counted on the 15th", () => {
  const period = { startDate: "2026-01-01", endDate: "2026-01-10" };
  expect(spanOf(period, { startDate: "2026-01-01", endDate: "2026-01-10" })).toEqual({ left: 0, width: 100 });
  expect(spanOf(period, { startDate: "2026-01-06", endDate: "2026-01-20" })).toEqual({ left: 50, width: 50 });
  expect(todayAt(period, "2026-01-03")).toBe(20);
  expect(todayAt(period, "2026-01-11")).toBeNull();
  // 24 months in the quota; by 2026-12-31: March–December in force (10), June–August suspended (3).
  expect(monthsUsed(quota, "2026-12-31")).toEqual({ total: 24, used: 7, suspended: 3 });
  expect(monthsUsed(quota, "2026-03-14")).toEqual({ total: 24, used: 0, suspended: 0 });
  expect(freePeriod(quota, "2026-05-01")).toEqual({ startDate: "2027-03-01", endDate: "2027-12-31" });
});

test("each refusal of the API belongs to its field", () => {
  const refusal = (statusCode: number, rule?: string) => new ApiRequestError({ statusCode, message: "", rule });
  expect(refusalField("allocation", refusal(422, "scholarship_taken"))).toBe("startDate");
  expect(refusalField("allocation", refusal(422, "level_mismatch"))).toBe("student");
  expect(refusalField("allocation", refusal(422, "dates_order"))).toBe("endDate");
  expect(refusalField("cancel", refusal(422, "cancel_outside_allocation"))).toBe("cancelDate");
  expect(refusalField("suspension", refusal(422, "suspension_overlap"))).toBe("startDate");
  expect(refusalField("quota", refusal(409))).toBe("number");
  expect(refusalField("quota", refusal(422, "scholarship_in_use"))).toBe("level");
  expect(refusalField("quota", refusal(500))).toBe("form");
});

test(
  "the warnings come first with a count per kind and a link to the student; a quota shows its allocations",
  async () => {
    playServer(reads, () => json(500));
    await renderApp("/configuracoes?secao=bolsas", admin);
    await expect.element(page.getByRole("button", { name: "Termina em até 60 dias: 1" })).toBeVisible();
    await expect.element(page.getByText("A bolsa CAPES-DS-01 de Ana Lima termina em 28/02/27.")).toBeVisible();
    await expect.element(page.getByRole("link", { name: "Ana Lima" })).toHaveAttribute("href", "/usuarios/aluna.ana");
    await page.getByRole("button", { name: "Abrir a bolsa CAPES-DS-01" }).click();
    const list = page.getByRole("list", { name: "Alocações da bolsa CAPES-DS-01" });
    await expect.element(list.getByText("Suspensa de 01/06/26 a 31/08/26: Sanduíche")).toBeVisible();
    await expect
      .element(page.getByRole("progressbar", { name: "Meses usados da bolsa" }))
      .toHaveAttribute("aria-valuemax", "24");
  },
  APP_TEST_BUDGET_MS,
);

test(
  "a suspension the server refuses is said next to its field and in a toast (in English under /en)",
  async () => {
    const sent = playServer(reads, () =>
      json(422, {
        statusCode: 422,
        rule: "suspension_overlap",
        message: "The suspension overlaps another (06/01/26 to 08/31/26).",
      }),
    );
    await renderApp("/en/configuracoes?secao=bolsas", admin);
    await page.getByRole("button", { name: "Open the scholarship CAPES-DS-01" }).click();
    await page.getByRole("button", { name: "Suspend", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Suspend allocation" });
    await userEvent.fill(dialog.getByLabelText("Suspension start"), "2026-07-01");
    await userEvent.fill(dialog.getByLabelText("Suspension end"), "2026-07-31");
    await userEvent.fill(dialog.getByLabelText("Reason"), "Health leave");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await expect.element(dialog.getByLabelText("Suspension start")).toHaveAttribute("aria-invalid", "true");
    await expect.element(dialog.getByText("The suspension overlaps another (06/01/26 to 08/31/26).")).toBeVisible();
    await expect.element(page.getByText("Suspension not recorded")).toBeVisible();
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/api/alocacoes/11/suspensoes",
        body: { startDate: "2026-07-01", endDate: "2026-07-31", reason: "Health leave" },
      },
    ]);
  },
  APP_TEST_BUDGET_MS,
);
