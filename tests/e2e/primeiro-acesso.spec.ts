import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { DEMO, expectPath, login } from "./helpers.ts";

/**
 * The first-access page and the demo outbox, in each language, through the real UI. Nothing on
 * this branch's public side issues a first-access link to the running server, so the page is
 * driven with a link that is not valid (the password rules, then the one "not valid" answer and
 * the way to the login); the success path (password set, other sessions ended, logged in) is
 * covered by src/server/auth/first-access.test.ts on both databases.
 */
const RUNS = [
  {
    prefix: "",
    title: "Primeiro acesso",
    password: "Nova senha",
    confirm: "Confirme a nova senha",
    submit: "Definir senha e entrar",
    mismatch: "As senhas não conferem.",
    invalid: /link de primeiro acesso não vale/,
    toLogin: "Ir para a página de entrada",
    outbox: "Correio",
    outboxLead: /Mensagens que o sistema enviou/,
  },
  {
    prefix: "/en",
    title: "First access",
    password: "New password",
    confirm: "Confirm the new password",
    submit: "Set password and log in",
    mismatch: "The passwords do not match.",
    invalid: /first-access link is not valid/,
    toLogin: "Go to the login page",
    outbox: "Outbox",
    outboxLead: /Messages the system has sent/,
  },
] as const;

for (const run of RUNS) {
  test(`a first-access link that is not valid says so (${run.prefix || "pt"})`, async ({ page }) => {
    await page.goto(`${run.prefix}/primeiro-acesso/${randomBytes(32).toString("base64url")}`);
    await expect(page.getByRole("heading", { level: 1, name: run.title })).toBeVisible();
    await page.getByLabel(run.password, { exact: true }).fill("uma-senha-boa");
    await page.getByLabel(run.confirm).fill("outra-senha");
    await page.getByRole("button", { name: run.submit }).click();
    await expect(page.getByText(run.mismatch)).toBeVisible();

    await page.getByLabel(run.confirm).fill("uma-senha-boa");
    await page.getByRole("button", { name: run.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: run.invalid })).toBeVisible();
    // On a 360 px phone nothing overflows sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("link", { name: run.toLogin }).click();
    await expectPath(page, `${run.prefix}/login`);
  });

  test(`the office reads the outbox in demo mode (${run.prefix || "pt"})`, async ({ page }) => {
    await login(page, DEMO.Administrador);
    await page.goto(`${run.prefix}/configuracoes?secao=correio`);
    await expect(page.getByRole("heading", { level: 2, name: run.outbox })).toBeVisible();
    await expect(page.getByText(run.outboxLead)).toBeVisible();
    await expect(page.getByRole("link", { name: run.outbox })).toHaveAttribute("aria-current", "page");
    // The list answered (empty or not): its count line, never an error.
    await expect(
      page
        .getByRole("main")
        .getByText(/mensage|message/i)
        .last(),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
