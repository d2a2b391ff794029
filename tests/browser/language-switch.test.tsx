import { afterEach, beforeAll, expect, test } from "vitest";
import { page } from "vitest/browser";
import { initialRedirect } from "../../src/app/initial-locale.ts";
import { otherLanguageHref } from "../../src/app/language-switch.tsx";
import { rememberLocaleChoices } from "../../src/lib/locale-cookie.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";

const forgetCookie = () => {
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
};
afterEach(forgetCookie);
// As the app's first script (src/app/early.ts) does.
beforeAll(() => rememberLocaleChoices());

test("the switch goes to the same page in English and remembers it in the cookie", async () => {
  const { router } = await renderApp("/historico?termo=2026.1", demoUser("Discente"));
  await expect.element(page.getByRole("heading", { level: 1, name: "Histórico" })).toBeVisible();
  await page.getByTestId("language-switch").click();
  await expect.element(page.getByRole("heading", { level: 1, name: "Transcript" })).toBeVisible();
  expect(await settled(router)).toBe("/en/historico?termo=2026.1");
  expect(document.cookie).toContain("i18n_redirected=en");
  expect(document.documentElement.lang).toBe("en-US");
  await expect.poll(() => document.title).toBe("Transcript · Acadêmico");
});

test("the press answers on the page it was made on (the switch busy), then the other language; busy no more", async () => {
  const { router } = await renderApp("/historico", demoUser("Discente"));
  await expect.element(page.getByRole("heading", { level: 1, name: "Histórico" })).toBeVisible();
  // Where the app was when the switch first said it was busy.
  const busyAt: string[] = [];
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="language-switch"][aria-busy="true"]') && busyAt.length === 0)
      busyAt.push(router.state.location.pathname);
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
  await page.getByTestId("language-switch").click();
  await expect.element(page.getByRole("heading", { level: 1, name: "Transcript" })).toBeVisible();
  observer.disconnect();
  expect(busyAt).toEqual(["/historico"]);
  await expect.element(page.getByTestId("language-switch")).not.toHaveAttribute("aria-busy");
});

test("and back to Portuguese, rewriting the cookie", async () => {
  const { router } = await renderApp("/en", demoUser("Docente"));
  await expect.element(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await page.getByTestId("language-switch").click();
  await expect.element(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
  expect(await settled(router)).toBe("/");
  expect(document.cookie).toContain("i18n_redirected=pt");
  expect(document.documentElement.lang).toBe("pt-BR");
});

test("the other-language address keeps path, query and hash", () => {
  expect(otherLanguageHref({ pathname: "/gov/agenda-disciplinas", search: "?a=1", hash: "#x" })).toEqual({
    locale: "en",
    href: "/en/gov/agenda-disciplinas?a=1#x",
  });
  expect(otherLanguageHref({ pathname: "/en/usuarios/ana", search: "", hash: "" })).toEqual({
    locale: "pt",
    href: "/usuarios/ana",
  });
});

test("only the bare root follows the cookie or the browser's languages", () => {
  expect(initialRedirect({ pathname: "/" }, "en", ["pt-BR"])).toBe("/en");
  expect(initialRedirect({ pathname: "/" }, undefined, ["en-GB", "pt"])).toBe("/en");
  expect(initialRedirect({ pathname: "/" }, "pt", ["en-US"])).toBeUndefined();
  expect(initialRedirect({ pathname: "/" }, undefined, ["de-DE"])).toBeUndefined();
  expect(initialRedirect({ pathname: "/login" }, "en", ["en-US"])).toBeUndefined();
});
