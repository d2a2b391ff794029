import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { addDays } from "../../src/domain/calendar-days.ts";
import { formatDay } from "../../src/domain/dates.ts";
import { localizePath } from "../../src/domain/locale.ts";
import { dayIn } from "../../src/domain/zoned-days.ts";
import { DEMO, create, login } from "./helpers.ts";

/**
 * The office's scholarships (funding §2) in each language, Portuguese on a 360 px phone: a quota
 * and a student of this spec's own (created through the API as the office, deleted at the end,
 * so no other spec sees them); in /configuracoes?secao=bolsas the office finds the quota,
 * allocates it to the student (the free period prefilled), suspends the allocation, sees the
 * `ending_soon` warning its end raises, and deletes the allocation behind a confirmation.
 */
const PHONE = { width: 360, height: 740 };

const TEXT = {
  pt: {
    search: "Buscar (número, agência, tipo, bolsista)",
    searchButton: "Buscar",
    open: (n: string) => `Abrir a bolsa ${n}`,
    allocate: "Alocar",
    allocateDialog: (n: string) => `Alocar a bolsa ${n}`,
    student: "Discente ativo do nível da bolsa",
    allocated: (name: string, n: string) => `${name} alocado(a) na bolsa ${n}.`,
    suspend: "Suspender",
    suspendDialog: "Suspender alocação",
    start: "Início da suspensão",
    end: "Término da suspensão",
    reason: "Motivo",
    suspended: (from: string, to: string) => `Suspensa de ${from} a ${to}: Licença`,
    endingKind: /^Termina em até 60 dias: \d+$/,
    ending: (n: string, name: string, end: string) => `A bolsa ${n} de ${name} termina em ${end}.`,
    remove: "Excluir alocação",
    confirm: "Excluir",
    none: "Nenhuma alocação.",
  },
  en: {
    search: "Search (number, sponsor, type, holder)",
    searchButton: "Search",
    open: (n: string) => `Open the scholarship ${n}`,
    allocate: "Allocate",
    allocateDialog: (n: string) => `Allocate the scholarship ${n}`,
    student: "Active student of the scholarship's level",
    allocated: (name: string, n: string) => `${name} allocated to the scholarship ${n}.`,
    suspend: "Suspend",
    suspendDialog: "Suspend allocation",
    start: "Suspension start",
    end: "Suspension end",
    reason: "Reason",
    suspended: (from: string, to: string) => `Suspended from ${from} to ${to}: Licença`,
    endingKind: /^Ends within 60 days: \d+$/,
    ending: (n: string, name: string, end: string) => `${name}'s scholarship ${n} ends on ${end}.`,
    remove: "Delete allocation",
    confirm: "Delete",
    none: "No allocations.",
  },
};

for (const locale of ["pt", "en"] as const) {
  test(`the office allocates a quota, suspends it and sees it ending soon (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    if (locale === "pt") await page.setViewportSize(PHONE);
    const tag = `${locale}${Date.now().toString(36)}`;
    // "Aaa…" sorts first among the warnings of its kind, so it is on the first page whatever else is there.
    const student = { idcbpf: `zz-e2e-bolsa-${tag}`, name: `Aaa Bolsista ${tag}` };
    const number = `ZZ-E2E-${tag}`.toUpperCase();
    const today = dayIn(new Date(), "America/Sao_Paulo");
    const quotaEnd = addDays(today, 50);

    await login(page, DEMO.Administrador);
    const office = page.request;
    await create(office, "/api/usuarios", {
      ...student,
      email: `${student.idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
      entryTerm: "2025.1",
      password: "bolsas-e2e-1",
    });
    const created = await office.post("/api/bolsas", {
      data: {
        number,
        sponsor: "CAPES",
        type: "DS",
        level: "mestrado",
        startDate: addDays(today, -30),
        endDate: quotaEnd,
        monthlyValue: 2100,
      },
    });
    expect(created.status()).toBe(201);
    const quotaId = ((await created.json()) as { id: number }).id;

    await page.goto(localizePath("/configuracoes?secao=bolsas", locale));
    await page.getByLabel(text.search).fill(number);
    await page.getByRole("button", { name: text.searchButton, exact: true }).click();
    await page.getByRole("button", { name: text.open(number) }).click();

    // Allocate: the free period (today to the quota's end) is already filled in.
    await page.getByRole("button", { name: text.allocate, exact: true }).click();
    const allocate = page.getByRole("dialog", { name: text.allocateDialog(number) });
    await allocate.getByRole("combobox", { name: text.student }).fill(student.name);
    await allocate.getByRole("option", { name: new RegExp(student.name) }).click();
    await allocate.getByRole("button", { name: text.allocate, exact: true }).click();
    await expect(page.getByText(text.allocated(student.name, number))).toBeVisible();

    // Suspend it for a few days.
    const from = addDays(today, 1);
    const to = addDays(today, 5);
    await page.getByRole("button", { name: text.suspend, exact: true }).click();
    const suspend = page.getByRole("dialog", { name: text.suspendDialog });
    await suspend.getByLabel(text.start).fill(from);
    await suspend.getByLabel(text.end).fill(to);
    await suspend.getByLabel(text.reason).fill("Licença");
    await suspend.getByRole("button", { name: text.suspend, exact: true }).click();
    await expect(page.getByText(text.suspended(formatDay(from, locale), formatDay(to, locale)))).toBeVisible();

    // The allocation ends within 60 days: the warning is there, under its kind.
    await page.getByRole("button", { name: text.endingKind }).click();
    await expect(page.getByText(text.ending(number, student.name, formatDay(quotaEnd, locale)))).toBeVisible();
    if (locale === "pt") {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, "nothing scrolls sideways at 360 px").toBeLessThanOrEqual(PHONE.width);
    }

    // Delete the allocation (a mistake) behind its confirmation, then the quota: nothing of this spec stays.
    await page.getByRole("button", { name: text.remove }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.confirm, exact: true }).click();
    await expect(page.getByText(text.none)).toBeVisible();
    expect((await office.delete(`/api/bolsas/${quotaId}`)).status()).toBe(204);
  });
}
