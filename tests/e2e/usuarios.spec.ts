import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, LOCALES, type Locale } from "../../src/domain/locale.ts";
import { DEMO, expectPath, login } from "./helpers.ts";

/**
 * Users and profiles through the real UI, in both languages (PRODUCT §8, issue 14): the office
 * creates a user and reads its one-time password; that user logs in with it and must choose its
 * own first; a Discente's preferred language drives the UI, also at its next login elsewhere; the
 * list fits a phone. Only users created here (`zze2e…`) are changed; the demo users are not.
 */
test.use({ locale: "pt-BR" });

const WORDS = {
  pt: {
    newUser: "Novo usuário",
    idcbpf: "Identificador (idcbpf)",
    name: "Nome",
    email: "E-mail",
    create: "Criar usuário",
    done: "Concluir",
    password: "Senha",
    login: "Entrar",
    forced: "Defina uma nova senha",
    temporary: "Senha temporária",
    newPassword: "Nova senha",
    confirm: "Confirme a nova senha",
    setPassword: "Definir senha",
    home: "Início",
    language: "Idioma preferido",
    save: "Salvar",
    other: "en",
    otherProfile: "Profile",
    otherHome: "Home",
  },
  en: {
    newUser: "New user",
    idcbpf: "Identifier (idcbpf)",
    name: "Name",
    email: "Email",
    create: "Create user",
    done: "Done",
    password: "Password",
    login: "Log in",
    forced: "Choose a new password",
    temporary: "Temporary password",
    newPassword: "New password",
    confirm: "Confirm the new password",
    setPassword: "Set password",
    home: "Home",
    language: "Preferred language",
    save: "Save",
    other: "pt",
    otherProfile: "Perfil",
    otherHome: "Início",
  },
} as const;

/** A fresh browser (no cookie, no device storage), as on another device. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "pt-BR" });
  return context.newPage();
}

async function loginThroughForm(page: Page, locale: Locale, idcbpf: string, password: string): Promise<void> {
  const w = WORDS[locale];
  await page.goto(localizePath("/login", locale));
  await page.getByLabel(w.idcbpf).fill(idcbpf);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: w.login, exact: true }).click();
}

for (const locale of LOCALES) {
  const w = WORDS[locale];

  test(`${locale}: the office creates a user, reads its temporary password; the user logs in and chooses its own`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const idcbpf = `zze2e.novo.${locale}`;
    await login(page, DEMO.Administrador);
    await page.goto(localizePath("/usuarios", locale));
    await page.getByRole("button", { name: w.newUser }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(w.idcbpf).fill(idcbpf);
    await dialog.getByLabel(w.name, { exact: true }).fill(`Zz E2E Novo ${locale}`);
    await dialog.getByLabel(w.email, { exact: true }).fill(`${idcbpf}@example.org`);
    await dialog.getByRole("button", { name: w.create }).click();
    const shown = dialog.getByTestId("temporary-password");
    await expect(shown).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const temporary = (await shown.textContent()) ?? "";
    await dialog.getByRole("button", { name: w.done }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const other = await freshPage(browser);
    await loginThroughForm(other, locale, idcbpf, temporary);
    const forced = other.getByRole("dialog", { name: w.forced });
    await expect(forced).toBeVisible();
    await forced.getByLabel(w.temporary, { exact: true }).fill(temporary);
    await forced.getByLabel(w.newPassword, { exact: true }).fill("minhaSenhaE2E1");
    await forced.getByLabel(w.confirm).fill("minhaSenhaE2E1");
    await forced.getByRole("button", { name: w.setPassword }).click();
    await expect(forced).toHaveCount(0);
    await expectPath(other, localizePath("/", locale));
    await expect(other.getByRole("heading", { level: 1, name: w.home })).toBeVisible();
    await other.context().close();
  });

  test(`${locale}: a Discente's preferred language drives the UI, also at its next login in a fresh browser`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const idcbpf = `zze2e.idioma.${locale}`;
    const password = "senhaIdioma123";
    await login(page, DEMO.Administrador);
    const created = await page.request.post("/api/usuarios", {
      data: {
        idcbpf,
        name: `Zz E2E Idioma ${locale}`,
        email: `${idcbpf}@example.org`,
        level: "Discente",
        programme: "academico",
        degree: "mestrado",
        password,
      },
    });
    expect(created.status()).toBe(201);
    await page.request.delete("/api/_auth/session");
    await page.context().clearCookies();

    const res = await page.request.post("/api/_auth/session", { data: { idcbpf, password } });
    expect(res.status()).toBe(200);
    const profile = `/usuarios/${idcbpf}`;
    await page.goto(localizePath(profile, locale));
    await page.getByLabel(w.language).selectOption(w.other);
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expectPath(page, localizePath(profile, w.other));
    await expect(page.getByRole("heading", { level: 1, name: w.otherProfile })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", w.other === "en" ? "en-US" : "pt-BR");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "i18n_redirected")?.value).toBe(w.other);

    const elsewhere = await freshPage(browser);
    await loginThroughForm(elsewhere, locale, idcbpf, password);
    await expectPath(elsewhere, localizePath("/", w.other));
    await expect(elsewhere.getByRole("heading", { level: 1, name: w.otherHome })).toBeVisible();
    await elsewhere.context().close();
  });
}

test("the user list fits a 360 px phone: cards, nothing overflowing sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, DEMO.Administrador);
  await page.goto("/usuarios");
  await expect(page.getByTestId("user-cards")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto("/usuarios?page=999");
  await expect(page.getByTestId("user-count")).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).not.toBe("999");
  await page.getByLabel("Buscar usuários").fill("x".repeat(3000));
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByText("A busca aceita no máximo 100 caracteres.")).toBeVisible();
});

test("the Docente opens its own account from the header", async ({ page }) => {
  await login(page, DEMO.Docente);
  await page.goto("/en");
  await page.getByRole("button", { name: "My account" }).click();
  const dialog = page.getByRole("dialog", { name: "My account" });
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue(/@/);
  await expect(dialog.getByLabel("Preferred language")).toBeVisible();
});
