import { expect } from "@playwright/test";
import { test } from "./test.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { TERM_DATE_LABELS, type TermDateField } from "../../src/domain/terms.ts";
import { DEMO, login } from "./helpers.ts";

/**
 * The office creates a term through the form, in each language: a date out of order is
 * refused beside both dates first, then the corrected term is created and shown, not current.
 * Terms far in the future (2088), one per language, so they never touch the demo's terms or
 * each other; none is made current (every spec shares one database).
 */
const RUNS: { locale: Locale; prefix: string; code: string; year: string; half: 1 | 2 }[] = [
  { locale: "pt", prefix: "", code: "2088.1", year: "2088", half: 1 },
  { locale: "en", prefix: "/en", code: "2088.2", year: "2088", half: 2 },
];

const TEXT = {
  pt: {
    newTerm: "Novo período",
    code: "Código (AAAA.N)",
    create: "Criar período",
    order: "Datas fora de ordem: Fim da ofertagem deve vir antes de Início da matrícula.",
    created: (code: string) => `Período ${code} criado.`,
    current: "Período atual",
  },
  en: {
    newTerm: "New term",
    code: "Code (YYYY.N)",
    create: "Create term",
    order: "Dates out of order: Offering end must come before Enrolment start.",
    created: (code: string) => `Term ${code} created.`,
    current: "Current term",
  },
} as const;

function datesOf(year: string, half: 1 | 2): Record<TermDateField, string> {
  return half === 1
    ? {
        offeringStart: `${year}-01-05`,
        offeringEnd: `${year}-01-31`,
        enrolmentStart: `${year}-02-10`,
        enrolmentEnd: `${year}-02-28`,
        startDate: `${year}-03-01`,
        dropDeadline: `${year}-03-20`,
        endDate: `${year}-07-15`,
        gradeDeadline: `${year}-07-31`,
      }
    : {
        offeringStart: `${year}-06-01`,
        offeringEnd: `${year}-06-10`,
        enrolmentStart: `${year}-07-20`,
        enrolmentEnd: `${year}-07-31`,
        startDate: `${year}-08-01`,
        dropDeadline: `${year}-08-20`,
        endDate: `${year}-12-10`,
        gradeDeadline: `${year}-12-20`,
      };
}

for (const run of RUNS) {
  test(`the office creates a term through the form (${run.locale})`, async ({ page }) => {
    const text = TEXT[run.locale];
    await login(page, DEMO.Administrador);
    await page.goto(`${run.prefix}/configuracoes?secao=periodos`);
    await page.getByRole("button", { name: text.newTerm }).click();
    const dialog = page.getByRole("dialog", { name: text.newTerm });
    await expect(dialog).toBeVisible();

    const dates = datesOf(run.year, run.half);
    await dialog.getByLabel(text.code, { exact: true }).fill(run.code);
    for (const [field, day] of Object.entries(dates) as [TermDateField, string][])
      await dialog.getByLabel(TERM_DATE_LABELS[field][run.locale], { exact: true }).fill(day);
    // The offering window ends on the day enrolment opens: refused, beside both dates.
    const offeringEnd = dialog.getByLabel(TERM_DATE_LABELS.offeringEnd[run.locale], { exact: true });
    await offeringEnd.fill(dates.enrolmentStart);
    await dialog.getByRole("button", { name: text.create }).click();
    await expect(dialog.getByRole("alert")).toHaveText(text.order);
    await expect(offeringEnd).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(TERM_DATE_LABELS.enrolmentStart[run.locale], { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(offeringEnd).toBeFocused();

    await offeringEnd.fill(dates.offeringEnd);
    await dialog.getByRole("button", { name: text.create }).click();
    await expect(page.getByText(text.created(run.code))).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("article", { name: run.code });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.current)).toHaveCount(0);
  });
}
