import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";
import { COOKIE_NAME } from "../auth/session-cookie.ts";

/**
 * Pages the build pre-rendered (scripts/prerender.ts) are what the server sends for their address,
 * but only where the app would show them as they are: no session cookie, no query.
 */
const SHELL = `<!doctype html><html lang="pt-BR"><head><title>Acadêmico</title><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>`;
const page = (text: string) =>
  SHELL.replace(
    '<div id="root"></div>',
    `<div id="root" aria-busy="true" data-first-paint="build"><h1>${text}</h1></div>`,
  );

let dist: string;
let t: TestApp;
let app: App;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "academico-prerendered-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  for (const [locale, text] of [
    ["pt", "Entrar"],
    ["en", "Log in"],
  ] as const) {
    mkdirSync(join(dist, "prerendered", locale), { recursive: true });
    writeFileSync(join(dist, "prerendered", locale, "login.html"), page(text));
  }
  t = await createTestApp({ DIST_DIR: dist }, { seed: false });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("pre-rendered pages", () => {
  it("are sent for their address in each language, with the language's manifest", async () => {
    const pt = await call(app, "/login");
    expect(pt.status).toBe(200);
    expect(pt.headers.get("cache-control")).toBe("no-cache");
    expect(pt.headers.get("vary")).toMatch(/cookie/i);
    expect(await pt.text()).toContain("<h1>Entrar</h1>");
    const en = await (await call(app, "/en/login")).text();
    expect(en).toContain("<h1>Log in</h1>");
    expect(en).toContain('<html lang="en-US">');
    expect(en).toContain('href="/en/manifest.webmanifest"');
  });

  it("are not sent with a session cookie (the app sends a logged-in visitor on) or a query", async () => {
    for (const cookie of [`${COOKIE_NAME}=x`, `__Host-${COOKIE_NAME}=x`]) {
      const text = await (await call(app, "/login", { cookie })).text();
      expect(text).toContain('<div id="root"></div>');
    }
    expect(await (await call(app, "/login?next=%2Fhistorico")).text()).toContain('<div id="root"></div>');
  });

  it("leave every other page to the shell", async () => {
    expect(await (await call(app, "/historico")).text()).toContain('<div id="root"></div>');
    expect(await (await call(app, "/en/inscricao")).text()).toContain('<div id="root"></div>');
  });

  it("are marked for high contrast, like the shell, when the device chose it (before anything is painted)", async () => {
    const cookie = "contraste=alto";
    expect(await (await call(app, "/login", { cookie })).text()).toContain(
      '<html class="contraste-alto" lang="pt-BR">',
    );
    expect(await (await call(app, "/en/historico", { cookie })).text()).toContain(
      '<html class="contraste-alto" lang="en-US">',
    );
    expect(await (await call(app, "/login", { cookie: "contraste=" })).text()).toContain('<html lang="pt-BR">');
  });
});
