import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "../../domain/locale.ts";
import { ROUTES, type RouteDef } from "../../domain/routes.ts";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";

const SHELL = `<!doctype html><html lang="pt-BR"><head><title>Acadêmico</title><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>`;
const SAMPLE: Record<string, string> = { idcbpf: "ana.souza", codigo: "7K3M-ABCD-EFGH-JKMN-PQRS-TVWX-YZ01" };
const samplePath = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? "x");

let t: TestApp;
let app: App;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false, shell: SHELL });
  app = t.app;
});
afterAll(() => t.close());

/** The pages the server renders itself (`layout: "server"`: src/server/gov/, tested in gov-pages.test.ts). */
const serverRendered = (route: RouteDef) => route.layout === "server";
const inBothLanguages = (routes: readonly RouteDef[]) =>
  routes.flatMap((route) => (["pt", "en"] as const).map((locale) => localizePath(samplePath(route.path), locale)));

describe("page routes", () => {
  // Every server page has its renderer: the app has no copy to fall back on.
  it.each(inBothLanguages(ROUTES.filter(serverRendered)))(
    "%s answers its own server-rendered page with 200",
    async (path) => {
      const res = await call(app, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const text = await res.text();
      expect(text).toContain("<h1");
      expect(text).not.toContain('<div id="root">');
    },
  );

  it.each(inBothLanguages(ROUTES.filter((route) => !serverRendered(route))))(
    "%s answers the shell with 200",
    async (path) => {
      const res = await call(app, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it("sets <html lang> by the path's language", async () => {
    expect(await (await call(app, "/historico")).text()).toContain('<html lang="pt-BR">');
    expect(await (await call(app, "/en/historico")).text()).toContain('<html lang="en-US">');
    expect(await (await call(app, "/en")).text()).toContain('<html lang="en-US">');
    expect(await (await call(app, "/en/nope")).text()).toContain('<html lang="en-US">');
  });

  it("links the web manifest of the path's language", async () => {
    expect(await (await call(app, "/historico")).text()).toContain('href="/manifest.webmanifest"');
    expect(await (await call(app, "/en/historico")).text()).toContain('href="/en/manifest.webmanifest"');
  });

  it.each([
    "/nope",
    "/en/nope",
    "/usuarios/UPPER!",
    "/en/usuarios/UPPER!",
    "/inscricao/not-a-code",
    "/autenciacar-declaracao/123",
    "/usuarios/ana/extra",
    "/gov/unknown",
    "/EN/login",
    "/usuarios/%E0%A4%A",
    "/%C0%AF",
  ])("%s answers the shell with 404", async (path) => {
    const res = await call(app, path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it("redirects the correctly spelt declaration address (301) to the printed one, keeping language and code", async () => {
    const pt = await call(app, "/autenticar-declaracao");
    expect(pt.status).toBe(301);
    expect(pt.headers.get("location")).toBe("/autenciacar-declaracao");
    const en = await call(app, "/en/autenticar-declaracao/ABCD-EFGH?x=1");
    expect(en.status).toBe(301);
    expect(en.headers.get("location")).toBe("/en/autenciacar-declaracao/ABCD-EFGH?x=1");
  });

  it("refuses other methods on pages with 405", async () => {
    const res = await call(app, "/login", { method: "POST", body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it("serves a 'not built' page when there is no build, with the same statuses", async () => {
    const unbuilt = t.withEnv({}, { shell: undefined });
    const ok = await call(unbuilt, "/en/login");
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain("npm run build");
    expect((await call(unbuilt, "/nope")).status).toBe(404);
  });
});

describe("sitemaps and robots.txt", () => {
  const publicPaths = ROUTES.filter((route) => route.sitemap).map((route) => route.path);

  it("lists the public pages of each language with hreflang alternates", async () => {
    const app2 = t.withEnv({ PUBLIC_ORIGIN: "https://academico.example.org" });
    for (const locale of ["pt", "en"] as const) {
      const res = await call(app2, locale === "pt" ? "/sitemap.xml" : "/en/sitemap.xml");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(publicPaths.map((path) => `https://academico.example.org${localizePath(path, locale)}`));
      expect(xml).toContain(
        '<xhtml:link rel="alternate" hreflang="en-US" href="https://academico.example.org/en/gov/agenda-disciplinas"/>',
      );
      expect(xml).toContain(
        '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://academico.example.org/login"/>',
      );
      expect(xml).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://academico.example.org/inscricao"/>',
      );
      expect(xml).not.toContain("/usuarios");
    }
  });

  it("uses the request's origin when PUBLIC_ORIGIN is not set", async () => {
    const xml = await (
      await call(app, "http://academico.local:8080/sitemap.xml", { headers: { host: "academico.local:8080" } })
    ).text();
    expect(xml).toContain("<loc>http://academico.local:8080/login</loc>");
  });

  it("robots.txt allows everything and points at both sitemaps", async () => {
    const text = await (await call(t.withEnv({ PUBLIC_ORIGIN: "https://a.example.org" }), "/robots.txt")).text();
    expect(text).toContain("User-agent: *\nAllow: /");
    expect(text).toContain("Sitemap: https://a.example.org/sitemap.xml");
    expect(text).toContain("Sitemap: https://a.example.org/en/sitemap.xml");
  });
});
