import { LOCALE_TAG, localizePath, type Locale } from "../../domain/locale.ts";
import { ROUTES } from "../../domain/routes.ts";

/**
 * /sitemap.xml (Portuguese pages) and /en/sitemap.xml (English pages), from the route table's
 * public pages, each URL with its alternates in both languages and x-default (Portuguese).
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function sitemapXml(origin: string, locale: Locale): string {
  const urls = ROUTES.filter((route) => route.sitemap).map((route) => {
    const href = (l: Locale) => escapeXml(`${origin}${localizePath(route.path, l)}`);
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="${LOCALE_TAG.pt}" href="${href("pt")}"/>`,
      `<xhtml:link rel="alternate" hreflang="${LOCALE_TAG.en}" href="${href("en")}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href("pt")}"/>`,
    ];
    return `  <url>\n    <loc>${href(locale)}</loc>\n    ${alternates.join("\n    ")}\n  </url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/en/sitemap.xml`,
    "",
  ].join("\n");
}
