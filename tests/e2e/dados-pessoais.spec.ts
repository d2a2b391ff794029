import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { cpfCheckDigits, formatCpf } from "../../src/domain/brazilian-documents.ts";
import { localizePath } from "../../src/domain/locale.ts";
import { DEMO, login, loggedInContext } from "./helpers.ts";

/**
 * Personal data on a profile (funding §2, P3), in both languages on a 360 px phone: the office
 * creates a student of its own with a CPF; the student reads it (read-only, "ask the office") and
 * corrects its race/colour; the office sees the correction. Only this spec's own `zz-e2e-pd-*` users.
 */
const PASSWORD = "senha-e2e-pessoal";
const TEXT = {
  pt: {
    section: "Dados pessoais",
    race: "Raça/cor (autodeclarada)",
    save: "Salvar dados pessoais",
    saved: "Dados pessoais salvos.",
    ask: /peça à secretaria/,
  },
  en: {
    section: "Personal data",
    race: "Race/colour (self-declared)",
    save: "Save personal data",
    saved: "Personal data saved.",
    ask: /ask the office/,
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  test(`the student reads its CPF and corrects its race/colour; the office sees it (${locale}, 360 px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const idcbpf = `zz-e2e-pd-${tag}`;
    const nine = String(100_000_000 + (Date.now() % 800_000_000)).slice(-9);
    const cpf = `${nine}${cpfCheckDigits(nine)}`;
    await login(page, DEMO.Administrador);
    const res = await page.request.post("/api/usuarios", {
      data: {
        idcbpf,
        name: `Zoé Pessoal ${tag}`,
        email: `${idcbpf}@example.org`,
        level: "Discente",
        programme: "academico",
        degree: "mestrado",
        locale,
        password: PASSWORD,
        cpf: formatCpf(cpf),
        race: "parda",
      },
    });
    expect(res.status(), await res.text()).toBe(201);

    const context = await loggedInContext(browser, {
      baseURL: baseURL ?? "",
      locale,
      idcbpf,
      password: PASSWORD,
      viewport: { width: 360, height: 800 },
    });
    const student = await context.newPage();
    await student.goto(localizePath(`/usuarios/${idcbpf}#dados-pessoais`, locale));
    const section = student.locator("#dados-pessoais");
    await expect(section.getByRole("heading", { name: text.section })).toBeVisible();
    await expect(section.getByText(formatCpf(cpf))).toBeVisible();
    await expect(section.getByText(text.ask)).toBeVisible();
    await section.getByLabel(text.race).selectOption("preta");
    await section.getByRole("button", { name: text.save }).click();
    await expect(student.getByText(text.saved)).toBeVisible();
    const box = await section.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await context.close();

    await page.goto(localizePath(`/usuarios/${idcbpf}`, locale));
    await expect(page.locator("#dados-pessoais").getByLabel(text.race)).toHaveValue("preta");
    await expect(page.locator("#dados-pessoais").getByLabel("CPF")).toHaveValue(formatCpf(cpf));
  });
}
