import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { Locale } from "../../src/domain/locale.ts";
import type { Level } from "../../src/domain/users.ts";

/** The demo users of the seed, one per level, and their shared demo password. */
export const DEMO: Record<Level, string> = { Administrador: "admin", Docente: "docente", Discente: "discente" };
export const DEMO_PASSWORD = "demo1234";

/** Logs in through the API with the page's own cookie jar, as the login form would. */
export async function login(page: Page, idcbpf: string): Promise<void> {
  const res = await page.request.post("/api/_auth/session", { data: { idcbpf, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${idcbpf}`).toBe(200);
}

/** Waits until the client-side router has settled on `pathname`. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { message: `landing on ${pathname}` }).toBe(pathname);
}

/**
 * From the next document on, notes the elements `parts` matches as parsed (before the app's code
 * runs), and collects the app's warnings that it rendered a painted page again — with `errors`,
 * also console errors and page errors. Returns what it collects.
 */
export async function watchTakeover(page: Page, parts: string, { errors = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((errors && message.type() === "error") || message.text().startsWith("The painted page was rendered again"))
      problems.push(message.text());
  });
  if (errors) page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript((selector) => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { parsedParts: Element[] }).parsedParts = [...document.querySelectorAll(selector)];
    });
  }, parts);
  return problems;
}

/** Whether the elements noted by `watchTakeover` (at least `atLeast` of them) are the very elements now live. */
export function partsKept(page: Page, parts: string, atLeast: number): Promise<boolean> {
  return page.evaluate(
    ({ selector, atLeast }) => {
      const parsed = (window as unknown as { parsedParts: Element[] }).parsedParts;
      const now = document.querySelectorAll(selector);
      return parsed.length >= atLeast && now.length === parsed.length && parsed.every((node, i) => node === now[i]);
    },
    { selector: parts, atLeast },
  );
}

/** POSTs `data` to `path` through `office` (a logged-in request context) and expects it created. */
export async function create(office: APIRequestContext, path: string, data: unknown): Promise<void> {
  const res = await office.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A browser context in `locale`, logged in as `idcbpf` with `password`, past the password change
 * a user created by the office is asked for (the new password is `password` + "-novo").
 */
export async function loggedInContext(
  browser: Browser,
  options: {
    baseURL: string;
    locale: Locale;
    idcbpf: string;
    password: string;
    viewport?: { width: number; height: number };
  },
): Promise<BrowserContext> {
  const { baseURL, locale, idcbpf, password, viewport } = options;
  const context = await browser.newContext({
    baseURL,
    locale: locale === "en" ? "en-US" : "pt-BR",
    ...(viewport ? { viewport } : {}),
  });
  const res = await context.request.post("/api/_auth/session", { data: { idcbpf, password } });
  expect(res.status(), `login ${idcbpf}`).toBe(200);
  const { user } = (await res.json()) as { user: { mustChangePassword?: boolean } };
  if (user.mustChangePassword) {
    const changed = await context.request.patch(`/api/usuarios/${idcbpf}`, {
      data: { password: `${password}-novo`, currentPassword: password },
    });
    expect(changed.status()).toBe(200);
  }
  return context;
}

/**
 * From now on the page's documents come without the first screen's data the server puts into them
 * (src/server/pages/first-reads.ts), as a shell from anywhere else would: the app then asks the API
 * for its first reads itself, so a test can answer them (`page.route`) or count them.
 */
export async function withoutFirstReads(page: Page): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="first-reads">.*?<\/script>/s,
      "",
    );
    await route.fulfill({ response, body });
  });
}
