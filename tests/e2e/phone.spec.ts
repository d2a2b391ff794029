import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, LOCALES } from "../../src/domain/locale.ts";
import type { Level } from "../../src/domain/users.ts";
import { DEMO, expectPath, login } from "./helpers.ts";

/**
 * A 360 px phone (PRODUCT §1: students mostly on phones): no page scrolls sideways, the logout
 * says what it does, and the pages that stand alone (/gov, the declaration check) have a way home
 * and a language switch.
 */
test.use({
  viewport: { width: 360, height: 740 },
  locale: "pt-BR",
  // This spec's own client address for the code look-up limit (see playwright.config.ts).
  extraHTTPHeaders: { "x-forwarded-for": "198.51.100.23" },
});

async function expectNoSideScroll(page: Page, what: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: page width ${scrollWidth} in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

const LONG = `/${"caminho-muito-longo-sem-espacos".repeat(12)}/${"x".repeat(300)}`;
const CODE = "7K3M-9QXR-2B4D-6FGH-JKMN-PQRS-TVWX";

test("the public pages and a visitor's 404 fit a phone, in both languages", async ({ page }) => {
  for (const locale of LOCALES) {
    for (const path of [
      "/login",
      "/gov",
      "/gov/agenda-disciplinas",
      "/gov/discente-academico",
      "/gov/defesas",
      "/autenciacar-declaracao",
      `/autenciacar-declaracao/${CODE}`,
      `/gov${LONG}`,
    ]) {
      const at = localizePath(path, locale);
      await page.goto(at);
      await expectNoSideScroll(page, at);
    }
  }
});

for (const level of ["Administrador", "Docente", "Discente"] as const satisfies readonly Level[]) {
  test(`the ${level}'s home and a very long path's 404 fit a phone; logout is labelled`, async ({ page }) => {
    await login(page, DEMO[level]);
    for (const locale of LOCALES) {
      await page.goto(localizePath("/", locale));
      await expectNoSideScroll(page, `${level} home (${locale})`);
      const logout = page.getByRole("banner").getByRole("button", { name: locale === "pt" ? "Sair" : "Log out" });
      await expect(logout.getByText(locale === "pt" ? "Sair" : "Log out", { exact: true })).toBeVisible();

      const response = await page.goto(localizePath(LONG, locale));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expectNoSideScroll(page, `404 of a long path (${locale})`);
    }
  });
}

test("the pages that stand alone have a way to the app's home and a language switch", async ({ page }) => {
  await page.goto("/gov/agenda-disciplinas");
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: "Início do Acadêmico" })).toHaveAttribute("href", "/");
  await bar.getByTestId("language-switch").click();
  await expectPath(page, "/en/gov/agenda-disciplinas");
  await expect(page.getByRole("banner").getByRole("link", { name: "Acadêmico home" })).toHaveAttribute("href", "/en");

  await page.goto("/autenciacar-declaracao");
  await page.getByRole("banner").getByRole("link", { name: "Início do Acadêmico" }).click();
  // Home is closed to visitors: the guard sends them on to log in.
  await expectPath(page, "/login");
});
