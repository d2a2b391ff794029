import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_TAG, LOCALES, localizePath, type Locale } from "../../domain/locale.ts";
import { ROUTES } from "../../domain/routes.ts";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";

/**
 * PRODUCT §2: both sitemaps list every public page (the /gov pages, the application, the
 * declaration check) with its alternates in both languages and x-default. The XML is parsed into
 * its `<url>` entries, each with its `<loc>` and its `hreflang → href` alternates.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: "https://academico.example.org" }, { seed: false });
});
afterAll(() => t.close());

type Entry = { loc: string; alternates: Map<string, string> };

function parseSitemap(xml: string): Entry[] {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
  );
  expect(xml.trim().endsWith("</urlset>")).toBe(true);
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => {
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs).toHaveLength(1);
    const alternates = new Map<string, string>();
    for (const link of body.matchAll(/<xhtml:link\s+rel="alternate"\s+hreflang="([^"]+)"\s+href="([^"]+)"\s*\/>/g)) {
      expect(alternates.has(link[1] ?? ""), `one ${link[1]} alternate`).toBe(false);
      alternates.set(link[1] ?? "", link[2] ?? "");
    }
    return { loc: locs[0] ?? "", alternates };
  });
}

const PUBLIC = [
  "/gov",
  "/gov/docente-academico",
  "/gov/agenda-disciplinas",
  "/gov/discente-academico",
  "/gov/docente-profissional",
  "/gov/discente-profissional",
  "/gov/defesas",
  "/gov/inscricao-profissional",
  "/inscricao",
  "/autenciacar-declaracao",
];

describe("/sitemap.xml and /en/sitemap.xml", () => {
  it.each(LOCALES)(
    "the %s sitemap lists every public page with both alternates and x-default",
    async (locale: Locale) => {
      const res = await call(t.app, localizePath("/sitemap.xml", locale));
      expect(res.status).toBe(200);
      const entries = parseSitemap(await res.text());
      const origin = "https://academico.example.org";
      for (const path of PUBLIC) {
        const entry = entries.find((candidate) => candidate.loc === `${origin}${localizePath(path, locale)}`);
        expect(entry, path).toBeDefined();
        expect(Object.fromEntries(entry?.alternates ?? []), path).toEqual({
          [LOCALE_TAG.pt]: `${origin}${path}`,
          [LOCALE_TAG.en]: `${origin}${localizePath(path, "en")}`,
          "x-default": `${origin}${path}`,
        });
      }
      // Only pages of the route table marked public, each once; nothing behind a login or a code.
      expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length);
      expect(entries.map((entry) => entry.loc)).toEqual(
        ROUTES.filter((route) => route.sitemap).map((route) => `${origin}${localizePath(route.path, locale)}`),
      );
      expect(entries.some((entry) => /\/(usuarios|historico|configuracoes)|:/.test(entry.loc.slice(8)))).toBe(false);
    },
  );
});
