import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { DEMO, DEMO_PASSWORD, expectPath, login } from "./helpers.ts";

test.use({ locale: "pt-BR" });

test.describe("404 and the error screen", () => {
  test("an unknown path is a 404 from the server; a visitor logs in first, a user sees the 404 and Voltar goes home", async ({
    page,
  }) => {
    // Seed §4's order: not logged in → /login comes before "does not exist" → 404.
    let response = await page.goto("/nao-existe/mesmo");
    expect(response?.status()).toBe(404);
    await expectPath(page, "/login");
    await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
    response = await page.goto("/en/nao-existe");
    expect(response?.status()).toBe(404);
    await expectPath(page, "/en/login");

    await login(page, DEMO.Discente);
    response = await page.goto("/nao-existe/mesmo");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("/nao-existe/mesmo")).toBeVisible();
    await expect(page).toHaveTitle("404");
    await page.getByRole("button", { name: "Voltar" }).click();
    await expectPath(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404");
  });

  test("under the public pages an unknown path is a 404 for a visitor, with a way back", async ({ page }) => {
    for (const path of ["/gov/outra", "/en/inscricao/abc", "/autenciacar-declaracao/123"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expectPath(page, path);
    }
  });

  test("in English the button says Back and leads to /en", async ({ page }) => {
    await login(page, DEMO.Docente);
    const response = await page.goto("/en/usuarios/NOT-VALID!");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expectPath(page, "/en");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404");
  });

  test("a crawler never sees the error screen replace the page", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    const page = await context.newPage();
    const response = await page.goto("/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Voltar" })).toHaveCount(0);
    await context.close();
  });
});

test.describe("language", () => {
  test("the switch keeps the page, sets <html lang> and remembers the choice for 365 days", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await page.getByTestId("language-switch").click();
    await expectPath(page, "/en/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page).toHaveTitle(/Log in/);
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    // The remembered language wins at the bare root.
    await page.goto("/");
    await expectPath(page, "/en/login");
  });

  test("with no cookie, the root follows the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/");
    await expectPath(page, "/en/login");
    await context.close();
  });
});

test.describe("session", () => {
  test("login form: generic error, then success, the header shows the user, logout", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Identificador (idcbpf)").fill("discente");
    await page.getByLabel("Senha").fill("errada123");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Identificador ou senha incorretos." }).first(),
    ).toBeVisible();

    await page.getByLabel("Senha").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expectPath(page, "/");
    await expect(page.getByRole("banner")).toContainText("Discente");

    await page.getByRole("button", { name: /Sair/ }).click();
    // Asked first: a tap on the header is easily a slip.
    const confirm = page.getByRole("dialog", { name: "Sair do Acadêmico?" });
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    expect(await (await page.request.get("/api/_auth/session")).json()).toHaveProperty("user");
    await page.getByRole("button", { name: /Sair/ }).click();
    await confirm.getByRole("button", { name: "Sair", exact: true }).click();
    await expectPath(page, "/login");
    const session = await page.request.get("/api/_auth/session");
    expect(await session.json()).toEqual({});
  });

  test("a malformed idcbpf is refused beside the field before anything is sent", async ({ page }) => {
    await page.goto("/login");
    let posted = false;
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().includes("/api/_auth/session")) posted = true;
    });
    await page.getByLabel("Identificador (idcbpf)").fill("Nome Com Espaço");
    await page.getByLabel("Senha").fill("x");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText(/Identificador inválido/)).toBeVisible();
    expect(posted).toBe(false);
  });
});

test("every navigation is reported with /api/_log", async ({ page }) => {
  await login(page, DEMO.Administrador);
  const logged: string[] = [];
  page.on("requestfinished", async (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/_log" && (await req.response())?.status() === 204) {
      logged.push(url.searchParams.get("path") ?? "");
    }
  });
  await page.goto("/historico");
  await expect.poll(() => logged).toContain("/historico");
  // A client-side navigation, through the menu.
  await page.getByRole("link", { name: "Disciplinas" }).first().click();
  await expectPath(page, "/disciplinas");
  await expect.poll(() => logged).toContain("/disciplinas");
  await page.goto("/en/orientacoes");
  await expect.poll(() => logged).toContain("/en/orientacoes");
});

test("the app starts, logs in and shows the week within its Content-Security-Policy", async ({ page }) => {
  // Anything the policy blocks (an inline script, an eval such as zod's code generation probe)
  // is reported as a securitypolicyviolation event, which the page writes to the console.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`),
    ),
  );
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/login");
  await page.getByLabel("Identificador (idcbpf)").fill(DEMO.Discente);
  await page.getByLabel("Senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expectPath(page, "/");
  await expect(page.getByTestId("timetable")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("timetable")).toBeVisible();
  expect(errors.filter((text) => text.startsWith("CSP violation"))).toEqual([]);
});
