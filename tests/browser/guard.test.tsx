import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { toastStore } from "../../src/ui/toast-store.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";
import { interceptFetch } from "./network.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.removeAll();
});

/** The level guard of seed §4/§6 through the real router, in both languages. */
const cases: [string, ReturnType<typeof demoUser> | null, string][] = [
  ["/historico", null, "/login?next=%2Fhistorico"],
  ["/en/historico", null, "/en/login?next=%2Fhistorico"],
  ["/", null, "/login"],
  ["/en", null, "/en/login"],
  ["/usuarios?q=ana&page=2", null, "/login?next=%2Fusuarios%3Fq%3Dana%26page%3D2"],
  // Seed §4's order: not logged in → /login comes before "does not exist" → 404.
  ["/nao-existe", null, "/login"],
  ["/en/nao-existe", null, "/en/login"],
  ["/en/usuarios/NOT%20VALID", null, "/en/login"],
  ["/gov/docente-academico", null, "/gov/docente-academico"],
  ["/en/inscricao", null, "/en/inscricao"],
  ["/autenciacar-declaracao", null, "/autenciacar-declaracao"],
  ["/autenticar-declaracao", null, "/autenciacar-declaracao"],
  ["/login", demoUser("Discente"), "/"],
  ["/en/inscricao", demoUser("Docente"), "/en"],
  ["/configuracoes", demoUser("Discente"), "/"],
  ["/en/usuarios/outra.pessoa", demoUser("Discente"), "/en"],
  ["/usuarios/discente", demoUser("Discente"), "/usuarios/discente"],
  ["/matricula", demoUser("Administrador"), "/"],
  ["/en/ofertagem", demoUser("Docente"), "/en/ofertagem"],
  ["/usuarios", demoUser("Docente"), "/"],
  ["/configuracoes", demoUser("Administrador"), "/configuracoes"],
];

test.each(cases)("%s as %j lands on %s", async (path, user, expected) => {
  const { router } = await renderApp(path, user);
  expect(await settled(router)).toBe(expected);
});

test("an unknown path is a 404 naming the path, in Portuguese", async () => {
  const { router } = await renderApp("/nada/aqui?x=1", demoUser("Docente"));
  await expect.element(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect.element(page.getByText("Página não encontrada: /nada/aqui?x=1")).toBeVisible();
  await expect.poll(() => document.title).toBe("404");
  expect(router.state.location.pathname).toBe("/nada/aqui");
});

test("a parameter that fails validation is a 404 too, and Back leads home in English", async () => {
  const { router } = await renderApp("/en/usuarios/NOT%20VALID", demoUser("Administrador"));
  await expect.element(page.getByText("Page Not Found: /en/usuarios/NOT%20VALID")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect.element(page.getByRole("heading", { name: "Home" })).toBeVisible();
  expect(router.state.location.pathname).toBe("/en");
});

test("pages get translated titles and <html lang>", async () => {
  const { router } = await renderApp("/en/login", null);
  await expect.element(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect.poll(() => document.title).toBe("Log in · Acadêmico");
  expect(document.documentElement.lang).toBe("en-US");
  await router.navigate("/gov/inscricao-profissional");
  await expect.element(page.getByRole("heading", { name: "Inscrição Profissional" })).toBeVisible();
  await expect.poll(() => document.title).toBe("Inscrição Profissional · Acadêmico");
  expect(document.documentElement.lang).toBe("pt-BR");
});

test("opened at a page the server renders (the shell stood in for it), the app says it needs the server", async () => {
  // The service worker answers a /gov document with the shell only when neither the server nor a
  // copy of the page was there (src/sw.ts): the app has no page of its own to show.
  const { router } = await renderApp("/en/gov/docente-academico?q=ana", null);
  await expect.element(page.getByRole("heading", { name: "503" })).toBeVisible();
  await expect
    .element(page.getByText("This page needs a connection to the server and is not saved on this device."))
    .toBeVisible();
  expect(await settled(router)).toBe("/en/gov/docente-academico?q=ana");
  await page.getByRole("button", { name: "Back" }).click();
  expect(await settled(router)).toBe("/en/login");
});

test("the navigation offers only what the level may open", async () => {
  await renderApp("/", demoUser("Docente"));
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  await expect.element(nav.getByRole("link", { name: "Ofertagem" })).toBeInTheDocument();
  await expect.element(nav.getByRole("link", { name: "Orientações" })).toBeInTheDocument();
  for (const hidden of ["Matrícula", "Configurações", "Usuários", "Meu perfil"]) {
    await expect.element(nav.getByRole("link", { name: hidden })).not.toBeInTheDocument();
  }
});

test("a Discente's menu links its own profile and the enrolment", async () => {
  await renderApp("/", demoUser("Discente", "ana.b"));
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  await expect.element(nav.getByRole("link", { name: "Meu perfil" })).toHaveAttribute("href", "/usuarios/ana.b");
  await expect.element(nav.getByRole("link", { name: "Matrícula" })).toBeInTheDocument();
  await expect.element(nav.getByRole("link", { name: "Ofertagem" })).not.toBeInTheDocument();
});

test("after a navigation the announcer says the new title and focus is on the heading", async () => {
  const { router } = await renderApp("/", demoUser("Administrador"));
  await expect.element(page.getByRole("heading", { name: "Início" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Disciplinas" }).click();
  await expect.element(page.getByRole("heading", { level: 1, name: "Disciplinas" })).toHaveFocus();
  await expect.element(page.getByTestId("route-announcer")).toHaveTextContent("Disciplinas · Acadêmico");
  expect(router.state.location.pathname).toBe("/disciplinas");
});

test.each([
  ["/gov/outra", "Página não encontrada: /gov/outra"],
  ["/en/inscricao/abc", "Page Not Found: /en/inscricao/abc"],
  ["/autenciacar-declaracao/123", "Página não encontrada: /autenciacar-declaracao/123"],
])("under a public page, %s is a 404 for a visitor too", async (path, text) => {
  const { router } = await renderApp(path, null);
  await expect.element(page.getByText(text)).toBeVisible();
  expect(await settled(router)).toBe(path);
});

/** Answers the login form as the server would, for `user`. */
function serverLogsIn(user: ReturnType<typeof demoUser>) {
  return interceptFetch("/api/_auth/session", () => ({ status: 200, body: { user } }));
}

async function logIn(id: string, password: string, idLabel: string, passwordLabel: string, button: string) {
  await userEvent.fill(page.getByLabelText(idLabel), id);
  await userEvent.fill(page.getByLabelText(passwordLabel), password);
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("a visitor sent to log in from a page returns to it, query kept, in English", async () => {
  const { router } = await renderApp("/en/historico?term=2025.1", null);
  expect(await settled(router)).toBe("/en/login?next=%2Fhistorico%3Fterm%3D2025.1");
  serverLogsIn(demoUser("Discente"));
  await logIn("discente", "demo1234", "Identifier (idcbpf)", "Password", "Log in");
  await expect
    .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
    .toBe("/en/historico?term=2025.1");
  await expect.element(page.getByRole("heading", { level: 1, name: "Transcript" })).toBeVisible();
});

test("the language switched on the login page, the return is in the new language", async () => {
  const { router } = await renderApp("/historico", null);
  expect(await settled(router)).toBe("/login?next=%2Fhistorico");
  await page.getByTestId("language-switch").click();
  expect(await settled(router)).toBe("/en/login?next=%2Fhistorico");
  serverLogsIn(demoUser("Docente"));
  await logIn("docente", "demo1234", "Identifier (idcbpf)", "Password", "Log in");
  await expect.poll(() => router.state.location.pathname).toBe("/en/historico");
});

test.each([
  "//evil.example",
  "https://evil.example/historico",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/inscricao",
  "/login",
])("a login never follows next=%s elsewhere: it goes home", async (next) => {
  const { router } = await renderApp(`/login?next=${encodeURIComponent(next)}`, null);
  serverLogsIn(demoUser("Administrador"));
  await logIn("admin", "demo1234", "Identificador (idcbpf)", "Senha", "Entrar");
  await expect.poll(() => router.state.location.pathname).toBe("/");
  expect(location.origin).toBe(window.location.origin);
  await expect.element(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
});

test("a level sent home from a page it may not open is told why, in its language", async () => {
  const { router } = await renderApp("/configuracoes", demoUser("Discente"));
  expect(await settled(router)).toBe("/");
  await expect.element(page.getByRole("alert").filter({ hasText: "Você não tem acesso a esta página." })).toBeVisible();
  toastStore.removeAll();
  await router.navigate("/en/usuarios");
  expect(await settled(router)).toBe("/en");
  await expect
    .element(page.getByRole("alert").filter({ hasText: "You do not have access to this page." }))
    .toBeVisible();
});

test("a logged-in user leaving /login is sent home without a warning", async () => {
  const { router } = await renderApp("/login", demoUser("Docente"));
  expect(await settled(router)).toBe("/");
  await expect.element(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
  expect(toastStore.list()).toEqual([]);
});

test("a page that stands alone carries a slim bar: the app's home and the language switch", async () => {
  await renderApp("/en/gov/inscricao-profissional", null);
  const bar = page.getByRole("banner");
  const home = bar.getByRole("link", { name: "Acadêmico home" });
  await expect.element(home).toHaveAttribute("href", "/en");
  // These tests run inside Vitest's frame, as the /gov pages run inside the institute's site:
  // the home link opens the app in the whole window.
  await expect.element(home).toHaveAttribute("target", "_top");
  await expect.element(bar.getByTestId("language-switch")).toHaveAttribute("href", "/gov/inscricao-profissional");
  await expect.element(page.getByRole("navigation", { name: "Navegação principal" })).not.toBeInTheDocument();
});
