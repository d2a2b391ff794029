import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { User } from "../../domain/users.ts";
import { getSession } from "../../lib/session.ts";
import { demoUser, renderApp, settled } from "../../../tests/browser/helpers.tsx";
import { json } from "../../../tests/browser/network.ts";

/**
 * The users' screens against a server the test plays: the list's messages and paging, the search
 * checked before sending, the own profile's language switch and the forced password change.
 */
type Call = { method: string; url: URL; body: unknown };

/** Answers `/api/usuarios…` with `reply`, recording method, URL and JSON body. */
function usersServer(reply: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/usuarios")) return real(input, init);
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = reply(call);
    return json(answer.status, answer.body);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

const admin = demoUser("Administrador", "admin");
const ana = demoUser("Discente", "ana.b");
const pageOf = (items: User[], total: number, page = 1) => ({ items, total, page, pageSize: 20 });

test("an empty result says one thing", async () => {
  usersServer(() => ({ status: 200, body: pageOf([], 0) }));
  await renderApp("/usuarios?q=ninguem", admin);
  await expect.element(page.getByText("Nenhum usuário encontrado.")).toBeVisible();
  await expect.element(page.getByText(/0 usuário/)).not.toBeInTheDocument();
  await expect.element(page.getByRole("navigation", { name: "Páginas" })).not.toBeInTheDocument();
});

test("a page past the end goes to the last page instead of saying 'Página 999 de 1'", async () => {
  const calls = usersServer(({ url }) => {
    const asked = Number(url.searchParams.get("page"));
    return { status: 200, body: asked > 1 ? pageOf([], 21, asked) : pageOf([ana], 21) };
  });
  const { router } = await renderApp("/usuarios?status=ativo&page=999", admin);
  await expect.poll(() => router.state.location.search).toBe("?status=ativo&page=2");
  await expect.element(page.getByText("Página 2 de 2")).toBeVisible();
  await expect.element(page.getByText(/Página 999/)).not.toBeInTheDocument();
  expect(calls.map((call) => call.url.searchParams.get("page"))).toEqual(["999", "2"]);
  expect(calls.every((call) => call.url.searchParams.get("status") === "ativo")).toBe(true);
});

test("a search longer than the limit is refused on the page, naming the field and the limit, in both languages", async () => {
  const calls = usersServer(() => ({ status: 200, body: pageOf([ana], 1) }));
  const first = await renderApp(`/usuarios?q=${"x".repeat(5000)}`, admin);
  await expect.element(page.getByText("A busca aceita no máximo 100 caracteres.")).toBeVisible();
  expect(calls).toHaveLength(0);
  await first.screen.unmount();

  await renderApp("/en/usuarios", admin);
  await expect.element(page.getByText("1 user found.")).toBeVisible();
  await userEvent.fill(page.getByLabelText("Search users"), "y".repeat(3000));
  await userEvent.click(page.getByRole("button", { name: "Search", exact: true }));
  await expect.element(page.getByText("The search takes at most 100 characters.")).toBeVisible();
  await expect.element(page.getByLabelText("Search users")).toHaveAttribute("aria-invalid", "true");
  expect(calls).toHaveLength(1);
});

test("a Discente saves English as its language: the same page opens in English and the choice is remembered", async () => {
  const calls = usersServer(({ method, body }) =>
    method === "PATCH"
      ? { status: 200, body: { user: { ...ana, ...(body as object) } } }
      : { status: 200, body: { user: ana } },
  );
  const { router } = await renderApp("/usuarios/ana.b", ana);
  await settled(router);
  await userEvent.selectOptions(page.getByLabelText("Idioma preferido"), "en");
  await userEvent.click(page.getByRole("button", { name: "Salvar", exact: true }));
  await expect.poll(() => router.state.location.pathname).toBe("/en/usuarios/ana.b");
  await expect.element(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect.element(page.getByText("Profile saved.")).toBeVisible();
  expect(document.cookie).toContain("i18n_redirected=en");
  const patch = calls.find((call) => call.method === "PATCH");
  expect(patch?.body).toEqual({ email: ana.email, lattes: null, locale: "en", emailNotifications: true });
  expect(getSession().user?.locale).toBe("en");
});

test("a Discente turns the notifications' e-mail off in its account, and the form shows it off", async () => {
  const calls = usersServer(({ method, body }) =>
    method === "PATCH"
      ? { status: 200, body: { user: { ...ana, ...(body as object) } } }
      : { status: 200, body: { user: ana } },
  );
  const { router } = await renderApp("/usuarios/ana.b", ana);
  await settled(router);
  const box = page.getByLabelText("Receber as notificações também por e-mail");
  await expect.element(box).toBeChecked();
  await expect.element(box).toHaveAccessibleDescription(/chegam sempre ao sino do cabeçalho/);
  await userEvent.click(box);
  await userEvent.click(page.getByRole("button", { name: "Salvar", exact: true }));
  await expect.element(page.getByText("Perfil salvo.")).toBeVisible();
  expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ emailNotifications: false });
  await expect.element(page.getByLabelText("Receber as notificações também por e-mail")).not.toBeChecked();
  expect(getSession().user?.emailNotifications).toBe(false);
});

test("a new password must match its confirmation before anything is sent", async () => {
  const calls = usersServer(() => ({ status: 200, body: { user: ana } }));
  const { router } = await renderApp("/usuarios/ana.b", ana);
  await settled(router);
  await userEvent.fill(page.getByLabelText("Senha atual"), "antiga123");
  await userEvent.fill(page.getByLabelText("Nova senha"), "novaSenha1");
  await userEvent.fill(page.getByLabelText("Confirme a nova senha"), "novaSenha2");
  await userEvent.click(page.getByRole("button", { name: "Alterar senha" }));
  await expect.element(page.getByText("As senhas não conferem.")).toBeVisible();
  expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(0);
});

test("someone with a temporary password sees only the dialog to choose a new one, then the page", async () => {
  const temporary = { ...ana, mustChangePassword: true };
  const calls = usersServer(({ method }) =>
    method === "PATCH" ? { status: 200, body: { user: ana } } : { status: 200, body: { user: temporary } },
  );
  const { router } = await renderApp("/usuarios/ana.b", temporary);
  await settled(router);
  const dialog = page.getByRole("dialog", { name: "Defina uma nova senha" });
  await expect.element(dialog).toBeVisible();
  await expect.element(page.getByRole("heading", { level: 1 })).not.toBeInTheDocument();
  await userEvent.fill(dialog.getByLabelText("Senha temporária"), "abcd-efgh-jkmn");
  await userEvent.fill(dialog.getByLabelText("Nova senha"), "minhaSenha1");
  await userEvent.fill(dialog.getByLabelText("Confirme a nova senha"), "minhaSenha1");
  await userEvent.click(dialog.getByRole("button", { name: "Definir senha" }));
  await expect.element(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
  await expect.element(dialog).not.toBeInTheDocument();
  expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
    password: "minhaSenha1",
    currentPassword: "abcd-efgh-jkmn",
  });
});

test("a filter value the API would refuse (an old link) is no filter", async () => {
  const calls = usersServer(() => ({ status: 200, body: pageOf([ana], 1) }));
  await renderApp("/usuarios?level=Reitor&status=ativo", admin);
  await expect.element(page.getByText("1 usuário encontrado.")).toBeVisible();
  expect(calls[0]?.url.searchParams.get("level")).toBeNull();
  expect(calls[0]?.url.searchParams.get("status")).toBe("ativo");
});

test("the CSV export asks for every match of the current filters, shows what has come, saves it; a refusal is a toast", async () => {
  let push: ((text: string) => void) | undefined;
  let end: (() => void) | undefined;
  let refuse = false;
  const calls = usersServer(({ url }) => {
    if (url.pathname !== "/api/usuarios.csv") return { status: 200, body: pageOf([ana], 1) };
    return refuse ? { status: 403, body: { statusCode: 403, message: "Acesso negado." } } : { status: 200 };
  });
  // The CSV's answer is a stream the test feeds, so the progress can be seen before the end.
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (url.pathname !== "/api/usuarios.csv" || refuse) return real(input, init);
    calls.push({ method: "GET", url, body: undefined });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    return Promise.resolve(new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8" } }));
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });

  await renderApp("/usuarios?level=Discente&q=souza", admin);
  const button = page.getByRole("button", { name: "Exportar CSV (filtros atuais)" });
  await userEvent.click(button);
  await expect.poll(() => push).toBeDefined();
  push?.(`idcbpf;name\n${"x".repeat(2500)}\n`);
  await expect.element(page.getByText("Baixando… 3 kB")).toBeVisible();
  end?.();
  await expect.poll(() => saved).toEqual(["usuarios.csv"]);
  const asked = calls.find((call) => call.url.pathname === "/api/usuarios.csv")?.url;
  expect(asked?.searchParams.get("level")).toBe("Discente");
  expect(asked?.searchParams.get("q")).toBe("souza");
  expect(asked?.searchParams.has("page")).toBe(false);
  await expect.element(page.getByText(/Baixando/)).not.toBeInTheDocument();

  refuse = true;
  vi.unstubAllGlobals();
  usersServer(({ url }) =>
    url.pathname === "/api/usuarios.csv"
      ? { status: 403, body: { statusCode: 403, message: "Acesso negado." } }
      : { status: 200, body: pageOf([ana], 1) },
  );
  await userEvent.click(button);
  await expect.element(page.getByText("O download falhou")).toBeVisible();
  await expect.element(page.getByText("Acesso negado.")).toBeVisible();
  expect(saved).toEqual(["usuarios.csv"]);
});
