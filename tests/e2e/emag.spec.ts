import { expect, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { expectPath } from "./helpers.ts";

/**
 * eMAG 3.1's accessibility bar beyond its keys (those are walked in keyboard.spec.ts): high
 * contrast chosen in the bar is remembered on the device — the server draws the next pages in it
 * before anything is painted, the app's pages, the pre-rendered /login and the /gov documents
 * without script alike — and turned off again from a /gov page's form; and /acessibilidade says
 * what the bar offers, in both languages (docs/browser.md, "eMAG 3.1: the accessibility bar").
 */
test.use({ viewport: { width: 360, height: 740 }, locale: "pt-BR" });

const bar = (page: Page) => page.getByRole("navigation", { name: /^(Barra de acessibilidade|Accessibility bar)$/ });

async function expectContrast(page: Page, high: boolean): Promise<void> {
  await expect(page.locator("html")).toHaveClass(high ? /\bcontraste-alto\b/ : /^(?!.*\bcontraste-alto\b).*$/);
  // What the theme draws: white text on black.
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, text: style.color };
  });
  if (high) expect(colours).toEqual({ background: "rgb(0, 0, 0)", text: "rgb(255, 255, 255)" });
  else expect(colours.background).not.toBe("rgb(0, 0, 0)");
}

test("high contrast: chosen in the bar, kept on the device for every page, turned off on /gov without script", async ({
  page,
}) => {
  // The pre-rendered /login is on screen before the app's code has run: a press then is answered
  // at once by the page's first script, and the app, taking over, keeps it (neither lost nor undone).
  // The app's code (main.tsx's chunk) is held back until the press is done.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const toggle = bar(page).getByRole("button", { name: "Alto contraste" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expectContrast(page, false);
  await expect(page.locator("#root")).toHaveAttribute("data-first-paint", "build");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expectContrast(page, true);
  // Still the painted page: the first script answered, not the app.
  await expect(page.locator("#root")).toHaveAttribute("data-first-paint", "build");
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-first-paint");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expectContrast(page, true);
  await page.unrouteAll();

  // The server marks the documents it sends, before any script: the pre-rendered /login, the shell.
  for (const path of ["/login", "/en/acessibilidade"]) {
    const sent = await (await page.request.get(path)).text();
    expect(sent, path).toMatch(/<html class="contraste-alto" lang=/);
  }
  await page.reload();
  await expectContrast(page, true);
  await expect(bar(page).getByRole("button", { name: "Alto contraste" })).toHaveAttribute("aria-pressed", "true");

  // A /gov document, without script: drawn in it; its bar's button is a form that turns it off.
  await page.goto("/gov/docente-academico?q=a");
  await expectContrast(page, true);
  const govToggle = bar(page).getByRole("button", { name: "Alto contraste" });
  await expect(govToggle).toHaveAttribute("aria-pressed", "true");
  await govToggle.click();
  await expect(bar(page).getByRole("button", { name: "Alto contraste" })).toHaveAttribute("aria-pressed", "false");
  await expectContrast(page, false);
  // The search was kept.
  await expect(page.getByRole("searchbox")).toHaveValue("a");

  // …and the app's pages follow: the device's choice is one.
  await page.goto("/acessibilidade");
  await expect(page.getByRole("heading", { level: 1, name: "Acessibilidade" })).toBeVisible();
  await expectContrast(page, false);
});

test("/acessibilidade says what the bar offers, in both languages, and is linked from the bar", async ({ page }) => {
  await page.goto("/autenciacar-declaracao");
  await bar(page).getByRole("link", { name: "Acessibilidade" }).click();
  await expectPath(page, "/acessibilidade");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Acessibilidade" })).toBeVisible();
  for (const heading of [
    "A barra de acessibilidade",
    "Atalhos de teclado",
    "Alto contraste",
    "Como relatar um problema",
  ])
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(main.getByRole("row")).toHaveCount(5);
  await expect(main.getByRole("row").nth(1)).toContainText("Alt + 1");
  await expect(main.getByRole("row").nth(1)).toContainText("o conteúdo da página");
  // The page's own switch is the bar's: pressing one presses the other.
  await main.getByRole("button", { name: "Alto contraste" }).click();
  await expect(bar(page).getByRole("button", { name: "Alto contraste" })).toHaveAttribute("aria-pressed", "true");
  await main.getByRole("button", { name: "Alto contraste" }).click();
  await expectContrast(page, false);

  await page.goto("/en/acessibilidade");
  const english = page.getByRole("main");
  await expect(english.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
  await expect(english.getByRole("heading", { level: 2, name: "Keyboard shortcuts" })).toBeVisible();
  await expect(english.getByRole("row").nth(4)).toContainText("Alt + 4");
  await expect(bar(page).getByRole("button", { name: "High contrast" })).toBeVisible();
  await expect(bar(page).getByRole("link", { name: "Accessibility" })).toHaveAttribute("href", "/en/acessibilidade");
});
