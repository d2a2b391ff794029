import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { clearFatalError, installGlobalErrorHandlers, showFatalError } from "../../src/app/fatal-error.ts";
import { PageBoundary } from "../../src/app/page-boundary.tsx";
import { isBot } from "../../src/lib/bots.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

afterEach(() => {
  clearFatalError();
  vi.restoreAllMocks();
});

test("an uncaught error replaces the app: 500, the default message, title = status", async () => {
  await renderApp("/disciplinas", demoUser("Docente"));
  await expect.element(page.getByRole("heading", { level: 1, name: "Disciplinas" })).toBeVisible();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  showFatalError(new Error("boom"));
  await expect.element(page.getByRole("heading", { level: 1, name: "500" })).toBeVisible();
  await expect.element(page.getByText("Algo deu errado...")).toBeVisible();
  await expect.element(page.getByRole("navigation")).not.toBeInTheDocument();
  await expect.poll(() => document.title).toBe("500");
});

test("Voltar clears the error and goes to /", async () => {
  const { router } = await renderApp("/disciplinas", demoUser("Docente"));
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  showFatalError({ statusCode: 503 });
  await expect.element(page.getByRole("heading", { level: 1, name: "503" })).toBeVisible();
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect.element(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
  expect(await settled(router)).toBe("/");
});

test("in English the screen says Something went wrong... and Back leads to /en", async () => {
  const { router } = await renderApp("/en/disciplinas", demoUser("Discente"));
  await expect.element(page.getByRole("heading", { level: 1, name: "Subjects" })).toBeVisible();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  showFatalError(new Error("boom"));
  await expect.element(page.getByText("Something went wrong...")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect.element(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  expect(await settled(router)).toBe("/en");
});

test("window errors and unhandled rejections reach the screen", async () => {
  await renderApp("/", demoUser("Administrador"));
  const target = new EventTarget();
  const uninstall = installGlobalErrorHandlers(target);
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  target.dispatchEvent(new ErrorEvent("error", { error: new Error("late"), message: "late" }));
  await expect.element(page.getByRole("heading", { level: 1, name: "500" })).toBeVisible();
  expect(spy).toHaveBeenCalled();
  clearFatalError();
  const rejection = new Event("unhandledrejection") as Event & { reason?: unknown };
  rejection.reason = { statusCode: 502 };
  target.dispatchEvent(rejection);
  await expect.element(page.getByRole("heading", { level: 1, name: "502" })).toBeVisible();
  uninstall();
});

test("a bot's error is only reported: the page stays", async () => {
  await renderApp("/", demoUser("Administrador"));
  await expect.element(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  showFatalError(new Error("crawled"), GOOGLEBOT);
  expect(spy).toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect.element(page.getByRole("heading", { level: 1, name: "Início" })).toBeVisible();
  await expect.element(page.getByText("Algo deu errado...")).not.toBeInTheDocument();
});

function Broken(): never {
  throw new Error("render failed");
}

test("for a bot, a page that fails to render leaves the layout around it", async () => {
  const userAgent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue(GOOGLEBOT);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  await render(
    <div>
      <p>layout</p>
      <PageBoundary resetKey="/x">
        <Broken />
      </PageBoundary>
    </div>,
  );
  await expect.element(page.getByText("layout")).toBeVisible();
  expect(userAgent).toHaveBeenCalled();
});

test("the bot pattern knows crawlers, not people or our headless tests", () => {
  expect(isBot(GOOGLEBOT)).toBe(true);
  expect(isBot("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
  expect(isBot("facebookexternalhit/1.1")).toBe(true);
  expect(isBot(navigator.userAgent)).toBe(false);
  expect(isBot("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36")).toBe(false);
});
