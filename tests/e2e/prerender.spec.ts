import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { DEMO, DEMO_PASSWORD, expectPath, login, partsKept, watchTakeover } from "./helpers.ts";

/**
 * The login page pre-rendered by the build (src/app/prerender.tsx, scripts/prerender.ts): its
 * first screen is in the HTML the server sends, painted before any script runs, and the app then
 * takes those very elements over (hydration), without rendering the page again.
 */
const PARTS = "#root header, #root h1, #root form, #root input[name=idcbpf], #root footer";

for (const { path, lang, title, heading, submit, home } of [
  { path: "/login", lang: "pt-BR", title: "Entrar · Acadêmico", heading: "Entrar", submit: "Entrar", home: "/" },
  { path: "/en/login", lang: "en-US", title: "Log in · Acadêmico", heading: "Log in", submit: "Log in", home: "/en" },
]) {
  test(`${path} comes with its first screen in the HTML, taken over in place by the app`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<div id="root" aria-busy="true" data-first-paint="build">');
    expect(html).toMatch(/<input[^>]*name="idcbpf"/);
    // The app is fetched after the first paint (early.ts), not preloaded on its way.
    expect(html).not.toContain('rel="modulepreload"');

    const problems = await watchTakeover(page, PARTS, { errors: true });
    await page.goto(path);
    await expect(page.locator("#root")).not.toHaveAttribute("aria-busy", "true");
    await expect(page.locator("#root")).not.toHaveAttribute("data-first-paint");
    expect(await partsKept(page, PARTS, 5)).toBe(true);
    // Today's date comes after the takeover: the build rendered the page on another day.
    await expect(page.locator("footer")).toContainText(/\d{2}\/\d{2}\/\d{2}/);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();

    // Live: the form logs in.
    await page.getByLabel(/idcbpf/).fill(DEMO.Discente);
    await page.getByLabel(lang === "pt-BR" ? "Senha" : "Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: submit, exact: true }).click();
    await expectPath(page, home);
    expect(problems).toEqual([]);
  });
}

test("someone logged in gets the app's shell for /login, and is sent home", async ({ page, request }) => {
  await login(page, DEMO.Discente);
  const html = await (await page.request.get("/login")).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto("/login");
  await expectPath(page, "/");
  // And a query (`?next=`) leaves the page to the app too.
  expect(await (await request.get("/login?next=%2Fhistorico")).text()).toContain('<div id="root"></div>');
});
