import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { DEFAULT_CONCEPTS, DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { demoUser, renderApp, settled } from "../../../tests/browser/helpers.tsx";
import { interceptFetch, restoreOnline } from "../../../tests/browser/network.ts";

/**
 * The page a first-access link opens (the outbox shows such links: configuracoes/correio.test.tsx),
 * with the API answered here: the new password is checked before anything is sent, then set once.
 */
const TOKEN = "q1Lw2EJb8yXh0m3Jt1VZ5cC3f4uQwYt7PzKk9sNwD0E";

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

test("the first-access page sets the password once, then logs in and goes home", async () => {
  const newcomer = { ...demoUser("Discente", "zz.nova"), name: "Beatriz Nova" };
  const sent: { method: string; path: string; body: unknown }[] = [];
  interceptFetch("/api/", (url, init) => {
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      sent.push({ method, path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) as unknown });
      return { status: 200, body: { user: newcomer } };
    }
    if (url.pathname === "/api/configuracoes")
      return { status: 200, body: { ...DEFAULT_SETTINGS, concepts: DEFAULT_CONCEPTS } };
    if (url.pathname === "/api/_auth/session") return { status: 200, body: {} };
    return { status: 404, body: { statusCode: 404, message: "Não encontrado." } };
  });
  const { router } = await renderApp(`/en/primeiro-acesso/${TOKEN}`, null);
  await expect.element(page.getByRole("heading", { level: 1, name: "First access" })).toBeVisible();
  await page.getByLabelText("New password", { exact: true }).fill("short");
  await page.getByLabelText("Confirm the new password").fill("short");
  await page.getByRole("button", { name: "Set password and log in" }).click();
  await expect.element(page.getByLabelText("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);

  await page.getByLabelText("New password", { exact: true }).fill("a-good-password");
  await page.getByLabelText("Confirm the new password").fill("a-good-password");
  await page.getByRole("button", { name: "Set password and log in" }).click();
  await expect.element(page.getByText("Password set. Welcome, Beatriz Nova!")).toBeVisible();
  expect(await settled(router)).toBe("/en");
  expect(sent).toEqual([
    { method: "POST", path: "/api/_auth/primeiro-acesso", body: { token: TOKEN, password: "a-good-password" } },
  ]);
});

test("the recovery link's page sets the new password; a link that does not work says so and leads to asking again", async () => {
  const person = { ...demoUser("Discente", "zz.recupera"), name: "Inês Recupera" };
  const sent: { path: string; body: unknown }[] = [];
  let valid = true;
  interceptFetch("/api/", (url, init) => {
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      sent.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) as unknown });
      return valid
        ? { status: 200, body: { user: person } }
        : {
            status: 422,
            body: {
              statusCode: 422,
              rule: "token_invalid",
              message: "Este link de nova senha não vale: está incompleto, expirou (vale 1 hora) ou já foi usado.",
            },
          };
    }
    if (url.pathname === "/api/configuracoes")
      return { status: 200, body: { ...DEFAULT_SETTINGS, concepts: DEFAULT_CONCEPTS } };
    if (url.pathname === "/api/_auth/session") return { status: 200, body: {} };
    return { status: 404, body: { statusCode: 404, message: "Não encontrado." } };
  });
  const first = await renderApp(`/redefinir-senha/${TOKEN}`, null);
  await expect.element(page.getByRole("heading", { level: 1, name: "Nova senha" })).toBeVisible();
  await page.getByLabelText("Nova senha", { exact: true }).fill("uma-senha-nova");
  await page.getByLabelText("Confirme a nova senha").fill("uma-senha-nova");
  await page.getByRole("button", { name: "Definir senha e entrar" }).click();
  await expect.element(page.getByText("Senha definida. Bem-vindo(a), Inês Recupera!")).toBeVisible();
  expect(await settled(first.router)).toBe("/");
  expect(sent).toEqual([{ path: "/api/_auth/redefinicao", body: { token: TOKEN, password: "uma-senha-nova" } }]);

  valid = false;
  const again = await renderApp(`/en/redefinir-senha/${TOKEN}`, null);
  await expect.element(page.getByRole("heading", { level: 1, name: "New password" })).toBeVisible();
  await page.getByLabelText("New password", { exact: true }).fill("another-password");
  await page.getByLabelText("Confirm the new password").fill("another-password");
  await page.getByRole("button", { name: "Set password and log in" }).click();
  await expect.element(page.getByRole("alert").filter({ hasText: /link de nova senha não vale/ })).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  expect(await settled(again.router)).toBe("/en/login?recuperar");
});
