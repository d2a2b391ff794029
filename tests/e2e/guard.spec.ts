import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, LOCALES } from "../../src/domain/locale.ts";
import { buildPath, ROUTES } from "../../src/domain/routes.ts";
import type { Level } from "../../src/domain/users.ts";
import { EXPECTED, SAMPLE_PARAMS } from "../access-matrix.ts";
import { DEMO, DEMO_PASSWORD, expectPath, login } from "./helpers.ts";

/**
 * Every route of the table, in both languages, visited by an anonymous visitor and by each
 * demo level: the browser must land where seed §4/§6 say (the hand-written matrix), with the
 * page's heading shown.
 */
test.use({ locale: "pt-BR" });

const WHO = ["anonymous", "Administrador", "Docente", "Discente"] as const;
// Someone else's profile must exist for the office to open it.
const params = { ...SAMPLE_PARAMS, idcbpf: "marina.costa" };

for (const who of WHO) {
  test(`${who} lands where the seed says on every route in both languages`, async ({ page }) => {
    test.setTimeout(180_000);
    if (who !== "anonymous") await login(page, DEMO[who as Level]);
    for (const locale of LOCALES) {
      for (const route of ROUTES) {
        const path = buildPath(route.id, params);
        const outcome = EXPECTED[route.id][who];
        const expected = localizePath(outcome === "allow" ? path : outcome, locale);
        await page.goto(localizePath(path, locale));
        await expectPath(page, expected);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
    }
  });
}

test("a Discente opens its own profile and no one else's", async ({ page }) => {
  await login(page, DEMO.Discente);
  await page.goto("/usuarios/discente");
  await expectPath(page, "/usuarios/discente");
  await expect(page.getByText("discente", { exact: true }).first()).toBeVisible();
  await page.goto("/en/usuarios/admin");
  await expectPath(page, "/en");
});

test("a visitor sent to log in from a page returns to it after logging in, in both languages", async ({ page }) => {
  for (const [asked, label, password, button, heading] of [
    ["/historico?x=1", "Identificador (idcbpf)", "Senha", "Entrar", "Histórico"],
    ["/en/disciplinas", "Identifier (idcbpf)", "Password", "Log in", "Subjects"],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(asked);
    await expectPath(page, asked.startsWith("/en") ? "/en/login" : "/login");
    await page.getByLabel(label).fill(DEMO.Discente);
    await page.getByLabel(password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(asked);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("a login never follows next= off the site", async ({ page, baseURL }) => {
  await page.goto(`/login?next=${encodeURIComponent("//example.org/x")}`);
  await page.getByLabel("Identificador (idcbpf)").fill(DEMO.Docente);
  await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expectPath(page, "/");
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
  await expect(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
});

test("a level sent home from a page it may not open is told why", async ({ page }) => {
  await login(page, DEMO.Discente);
  await page.goto("/configuracoes");
  await expectPath(page, "/");
  await expect(page.getByRole("alert").filter({ hasText: "Você não tem acesso a esta página." })).toBeVisible();
  await page.goto("/en/usuarios");
  await expectPath(page, "/en");
  await expect(page.getByRole("alert").filter({ hasText: "You do not have access to this page." })).toBeVisible();
});

test("a page for visitors opens for someone whose session ended while the device kept its copy", async ({ page }) => {
  await login(page, DEMO.Discente);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
  // The server's session is gone (as after an expiry or a logout elsewhere); the device still holds its copy.
  await page.context().clearCookies();
  // On a slow network the device's copy is read long before the server answers: the page must
  // still wait for that answer rather than refuse itself from the copy.
  await page.context().route("**/api/_auth/session", async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
  for (const [asked, heading] of [
    ["/inscricao", /Inscrição/],
    ["/en/inscricao", /Application/],
  ] as const) {
    await page.goto(asked);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectPath(page, asked);
  }
});
