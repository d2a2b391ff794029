import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES, LOCALE_TAG, manifestHref, type Locale } from "../../domain/locale.ts";

/**
 * The app shell: dist/index.html from `vite build`, read once at start and kept in memory with
 * `<html lang>` set per language (the path's, so a crawler sees the right one before any script
 * runs). Without a build (API tests, a server started before `npm run build`) a small page
 * generated here stands in and says so.
 */
export type Shell = Record<Locale, string>;

export const UNBUILT_SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Acadêmico</title>
  </head>
  <body>
    <main>
      <h1>Acadêmico</h1>
      <p lang="pt-BR">O cliente ainda não foi construído: rode <code>npm run build</code>.</p>
      <p lang="en-US">The client is not built yet: run <code>npm run build</code>.</p>
    </main>
  </body>
</html>
`;

/** dist/index.html, or null when there is no build. */
export function readBuiltShell(distDir: string): string | null {
  try {
    return readFileSync(join(distDir, "index.html"), "utf8");
  } catch {
    return null;
  }
}

export function withLang(html: string, locale: Locale): string {
  const tag = LOCALE_TAG[locale];
  return /<html\b[^>]*\slang=/i.test(html)
    ? html.replace(/(<html\b[^>]*\slang=)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${tag}"`)
    : html.replace(/<html\b/i, `<html lang="${tag}"`);
}

/** Each language installs with its own start URL (PRODUCT §5): `/en` pages link the English manifest. */
export function withManifest(html: string, locale: Locale): string {
  return html.replace(/(<link\b[^>]*rel="manifest"[^>]*href=")\/manifest\.webmanifest"/i, `$1${manifestHref(locale)}"`);
}

export function buildShell(template: string): Shell {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, withManifest(withLang(template, locale), locale)]),
  ) as Shell;
}
