import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { readCachedAnswer } from "../../src/lib/offline-store.ts";
import { clearSession, setSessionUser } from "../../src/lib/session.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";
import { interceptFetch, restoreOnline, setOnline, type Reply } from "./network.ts";

/**
 * Offline reading and writing: the profile read cache (real IndexedDB), the offline banner
 * and the login form. The server's answers and the browser's online flag are the test's.
 */
const ana = demoUser("Discente", "ana.b");

function profileServer(reply: () => Reply) {
  return interceptFetch("/api/usuarios/", reply);
}

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

test("a profile seen once opens from the device when the network is gone, with the offline mark", async () => {
  profileServer(() => ({ status: 200, body: { user: ana } }));
  const first = await renderApp("/usuarios/ana.b", ana);
  await expect.element(page.getByText("ana.b@example.org")).toBeVisible();
  await expect.element(page.getByText(/^Offline/)).not.toBeInTheDocument();
  await expect.poll(() => readCachedAnswer("ana.b", "usuario:ana.b")).toMatchObject({ data: { user: ana } });
  await first.screen.unmount();

  const { calls } = profileServer(() => "network-error");
  await renderApp("/usuarios/ana.b", ana);
  await expect.element(page.getByText("ana.b@example.org")).toBeVisible();
  await expect.element(page.getByText(/^Offline — atualizado em \d\d\/\d\d\/\d\d \d\d:\d\d$/)).toBeVisible();
  expect(calls.length).toBe(1);
});

test("offline the page does not even ask the network, in English too", async () => {
  profileServer(() => ({ status: 200, body: { user: ana } }));
  const first = await renderApp("/en/usuarios/ana.b", ana);
  await expect.element(page.getByText("ana.b@example.org")).toBeVisible();
  await expect.poll(() => readCachedAnswer("ana.b", "usuario:ana.b")).toBeDefined();
  await first.screen.unmount();

  setOnline(false);
  const { calls } = profileServer(() => ({ status: 200, body: { user: ana } }));
  await renderApp("/en/usuarios/ana.b", ana);
  await expect.element(page.getByText(/^Offline — updated \d\d\/\d\d\/\d\d \d\d:\d\d (AM|PM)$/)).toBeVisible();
  await expect.element(page.getByText("You are offline.", { exact: false })).toBeVisible();
  expect(calls).toHaveLength(0);

  // Back online: the page refreshes from the server and the mark goes.
  setOnline(true);
  await expect.element(page.getByText(/^Offline/)).not.toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test("nothing stored and offline: the page says it could not load", async () => {
  await clearSession();
  setOnline(false);
  await renderApp("/usuarios/ana.b", ana);
  await expect.element(page.getByRole("alert")).toBeVisible();
});

test("another user on the same device never sees the last one's copy; logout deletes it", async () => {
  profileServer(() => ({ status: 200, body: { user: ana } }));
  const first = await renderApp("/usuarios/ana.b", ana);
  await expect.poll(() => readCachedAnswer("ana.b", "usuario:ana.b")).toBeDefined();
  await first.screen.unmount();

  await setSessionUser(demoUser("Administrador", "admin"));
  expect(await readCachedAnswer("ana.b", "usuario:ana.b")).toBeUndefined();

  await setSessionUser(ana);
  profileServer(() => ({ status: 200, body: { user: ana } }));
  const second = await renderApp("/usuarios/ana.b", ana);
  await expect.poll(() => readCachedAnswer("ana.b", "usuario:ana.b")).toBeDefined();
  await second.screen.unmount();
  await clearSession();
  expect(await readCachedAnswer("ana.b", "usuario:ana.b")).toBeUndefined();
});

test("a refusal from the server replaces the copy and deletes it", async () => {
  profileServer(() => ({ status: 200, body: { user: ana } }));
  const first = await renderApp("/usuarios/ana.b", ana);
  await expect.poll(() => readCachedAnswer("ana.b", "usuario:ana.b")).toBeDefined();
  await first.screen.unmount();

  profileServer(() => ({ status: 404, body: { statusCode: 404, message: "Usuário não encontrado." } }));
  await renderApp("/usuarios/ana.b", ana);
  await expect.element(page.getByText("Usuário não encontrado.")).toBeVisible();
  await expect.element(page.getByText("ana.b@example.org")).not.toBeInTheDocument();
  await expect.poll(() => readCachedAnswer("ana.b", "usuario:ana.b")).toBeUndefined();
});

test("the office's user list seen once opens offline with the mark; a search not seen says it needs the network", async () => {
  const admin = demoUser("Administrador", "admin");
  const list = { items: [ana], total: 1, page: 1, pageSize: 20 };
  interceptFetch("/api/usuarios", () => ({ status: 200, body: list }));
  const first = await renderApp("/usuarios", admin);
  await expect.element(page.getByText("1 usuário encontrado.")).toBeVisible();
  await expect
    .poll(async () => (await readCachedAnswer("admin", "usuarios:/api/usuarios?q=&page=1&pageSize=20"))?.data)
    .toEqual(list);
  await first.screen.unmount();

  setOnline(false);
  const { calls } = interceptFetch("/api/usuarios", () => ({ status: 200, body: list }));
  const second = await renderApp("/usuarios", admin);
  await expect.element(page.getByText("1 usuário encontrado.")).toBeVisible();
  await expect.element(page.getByRole("link", { name: ana.name })).toBeVisible();
  await expect.element(page.getByText(/^Offline — atualizado em \d\d\/\d\d\/\d\d \d\d:\d\d$/)).toBeVisible();

  await userEvent.fill(page.getByLabelText("Buscar usuários"), "marina");
  await userEvent.click(page.getByRole("button", { name: "Buscar" }));
  await expect.element(page.getByText("Sem conexão com o servidor. Tente novamente.")).toBeVisible();
  await expect.element(page.getByText("1 usuário encontrado.")).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
  await second.screen.unmount();
});

test("offline the login button is disabled with the reason, and what was typed stays", async () => {
  const { router } = await renderApp("/login", null);
  await settled(router);
  await userEvent.fill(page.getByLabelText("Identificador (idcbpf)"), "ana.b");
  await userEvent.fill(page.getByLabelText("Senha"), "segredo");
  setOnline(false);
  const button = page.getByRole("button", { name: "Entrar" });
  await expect.element(button).toBeDisabled();
  await expect.element(button).toHaveAccessibleDescription("Sem conexão: entrar precisa da internet.");
  await expect.element(page.getByText("Você está sem conexão.", { exact: false })).toBeVisible();
  await expect.element(page.getByLabelText("Identificador (idcbpf)")).toHaveValue("ana.b");
  await expect.element(page.getByLabelText("Senha")).toHaveValue("segredo");

  setOnline(true);
  await expect.element(button).toBeEnabled();
  await expect.element(page.getByText("Sem conexão: entrar precisa da internet.")).not.toBeInTheDocument();
  await expect.element(page.getByLabelText("Identificador (idcbpf)")).toHaveValue("ana.b");
});

test("offline, logout says beforehand that it needs the connection; a press explains and keeps the session", async () => {
  profileServer(() => ({ status: 200, body: { user: ana } }));
  const sessionCalls = interceptFetch("/api/_auth/session", () => ({ status: 200, body: { user: ana } })).calls;
  const { router } = await renderApp("/usuarios/ana.b", ana);
  await settled(router);
  const logout = page.getByRole("button", { name: "Sair" });
  await expect.element(logout).not.toHaveAttribute("aria-disabled");
  await expect.element(logout).not.toHaveAttribute("title");

  setOnline(false);
  const asked = sessionCalls.length;
  await expect.element(logout).toHaveAttribute("aria-disabled", "true");
  await expect.element(logout).toHaveAccessibleDescription("Sair precisa de conexão");
  // Still focusable (a disabled button would not be), so a keyboard or a tap reaches the reason.
  (logout.element() as HTMLElement).focus();
  expect(document.activeElement).toBe(logout.element());
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByText("A sessão continua aberta neste aparelho.", { exact: false })).toBeVisible();
  expect(sessionCalls).toHaveLength(asked); // no request that could only fail
  expect(router.state.location.pathname).toBe("/usuarios/ana.b");

  setOnline(true);
  await expect.element(logout).not.toHaveAttribute("aria-disabled");
  await userEvent.click(logout);
  await page.getByRole("dialog").getByRole("button", { name: "Sair", exact: true }).click();
  await expect.poll(() => router.state.location.pathname).toBe("/login");
});
