import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { toastStore } from "../../src/ui/toast-store.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";
import { interceptFetch, restoreOnline, setOnline } from "./network.ts";

/** Logout asks first, says what it does on a phone too, and keeps its offline behaviour. */
afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
  toastStore.removeAll();
});

function sessionServer() {
  const deletes: string[] = [];
  interceptFetch("/api/_auth/session", (url) => {
    deletes.push(url.pathname);
    return { status: 200, body: {} };
  });
  return deletes;
}

test("a press asks first; Cancel keeps the session and gives the focus back; Sair logs out", async () => {
  const { router } = await renderApp("/", demoUser("Docente"));
  await settled(router);
  const calls = sessionServer();
  const logout = page.getByRole("banner").getByRole("button", { name: "Sair" });
  await logout.click();
  const dialog = page.getByRole("dialog", { name: "Sair do Acadêmico?" });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog.getByText("você precisará entrar com sua senha", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(logout).toHaveFocus();
  expect(calls).toEqual([]);

  await logout.click();
  await dialog.getByRole("button", { name: "Sair", exact: true }).click();
  await expect.poll(() => router.state.location.pathname).toBe("/login");
  expect(calls).toEqual(["/api/_auth/session"]);
  await expect.element(page.getByText("Você saiu.")).toBeVisible();
});

test("in English, and Escape cancels", async () => {
  const { router } = await renderApp("/en", demoUser("Administrador"));
  await settled(router);
  const calls = sessionServer();
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  const dialog = page.getByRole("dialog", { name: "Log out of Acadêmico?" });
  await expect.element(dialog).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(dialog).not.toBeInTheDocument();
  expect(calls).toEqual([]);
  expect(router.state.location.pathname).toBe("/en");
});

test("offline a press only explains, with no dialog", async () => {
  const { router } = await renderApp("/", demoUser("Discente"));
  await settled(router);
  const calls = sessionServer();
  setOnline(false);
  const logout = page.getByRole("banner").getByRole("button", { name: "Sair" });
  await expect.element(logout).toHaveAttribute("aria-disabled", "true");
  (logout.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByText("A sessão continua aberta neste aparelho.", { exact: false })).toBeVisible();
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test("its label is visible on a phone's width, not only to screen readers", async () => {
  await page.viewport(360, 740);
  const { router } = await renderApp("/", demoUser("Discente"));
  await settled(router);
  const label = page.getByRole("banner").getByRole("button", { name: "Sair" }).getByText("Sair", { exact: true });
  await expect.element(label).toBeVisible();
  const box = (label.element() as HTMLElement).getBoundingClientRect();
  expect(box.width).toBeGreaterThan(10);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
});
