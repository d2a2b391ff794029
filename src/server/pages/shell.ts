import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LOCALES, LOCALE_TAG, manifestHref, type Locale } from "../../domain/locale.ts";

/**
 * The app shell: DIST_DIR/index.html from the build, kept in memory with `<html lang>` set per
 * language (the path's, so a crawler sees the right one before any script runs). A new build
 * published into DIST_DIR while the server runs (`npm run build`, `npm start` of a changed
 * checkout, a deploy) is taken at the next page request: each one compares the file's size, time
 * and inode with the copy's (one `stat`, no read), so the shell never names scripts of a build
 * that is gone. Without a build (API tests, a server started before the first build) a small page
 * generated here stands in and says so, until one appears.
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

/**
 * A value read from the build in `distDir`, read again whenever its index.html changed on disk (a
 * new build publishes index.html last). `load` answering null (none yet, being replaced) keeps
 * the last value and tries again at the next call. One `stat` a call.
 */
export function followBuild<T>(distDir: string, initial: T, load: () => T | null): () => T {
  const file = join(distDir, "index.html");
  let seen = "";
  let value = initial;
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return value; // none yet, or being replaced: the last one read stays
    }
    if (stamp !== seen) {
      const loaded = load();
      if (loaded !== null) {
        value = loaded;
        seen = stamp;
      }
    }
    return value;
  };
}

/** The shell of each language, re-read from `distDir` when its index.html changed on disk. */
export function liveShell(distDir: string): () => Shell {
  return followBuild(distDir, buildShell(UNBUILT_SHELL), () => {
    const html = readBuiltShell(distDir);
    return html === null ? null : buildShell(html);
  });
}

/** The given template (tests), else DIST_DIR's index.html as it is on disk now. */
export function shellSource(distDir: string, template?: string): () => Shell {
  if (template === undefined) return liveShell(distDir);
  const shell = buildShell(template);
  return () => shell;
}

export function buildShell(template: string): Shell {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, withManifest(withLang(template, locale), locale)]),
  ) as Shell;
}

/**
 * Pages the build pre-rendered (scripts/prerender.ts): `DIST_DIR/prerendered/<locale>/<route id>.html`,
 * the shell with the page's first screen in `#root`, keyed `<locale>:<route id>`, with the
 * language's manifest as the shell has it. Read again whenever index.html changed (a new build:
 * its pre-rendered pages are published before its index.html, scripts/publish-build.ts), so
 * they always name the scripts of the build the shell names. None without a build.
 */
export function livePrerendered(distDir: string): () => ReadonlyMap<string, string> {
  return followBuild<ReadonlyMap<string, string>>(distDir, new Map(), () => {
    const read = new Map<string, string>();
    for (const locale of LOCALES) {
      let files: string[] = [];
      try {
        files = readdirSync(join(distDir, "prerendered", locale)).filter((name) => name.endsWith(".html"));
      } catch {
        // No pre-rendered page in this language.
      }
      for (const file of files) {
        try {
          const html = readFileSync(join(distDir, "prerendered", locale, file), "utf8");
          read.set(`${locale}:${file.replace(/\.html$/, "")}`, withManifest(withLang(html, locale), locale));
        } catch {
          // Being replaced: the shell serves meanwhile.
        }
      }
    }
    return read;
  });
}
