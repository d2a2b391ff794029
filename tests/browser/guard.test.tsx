import { expect, test } from "vitest";
import { page } from "vitest/browser";
import { demoUser, renderApp, settled } from "./helpers.tsx";

/** The level guard of seed §4/§6 through the real router, in both languages. */
const cases: [string, ReturnType<typeof demoUser> | null, string][] = [
  ["/historico", null, "/login"],
  ["/en/historico", null, "/en/login"],
  ["/", null, "/login"],
  ["/en", null, "/en/login"],
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
  const { router } = await renderApp("/nada/aqui?x=1", null);
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
  await router.navigate("/gov/discente-profissional");
  await expect.element(page.getByRole("heading", { name: "Discente Profissional" })).toBeVisible();
  await expect.poll(() => document.title).toBe("Discente Profissional · Acadêmico");
  expect(document.documentElement.lang).toBe("pt-BR");
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
