import { expect, type Page } from "@playwright/test";
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
