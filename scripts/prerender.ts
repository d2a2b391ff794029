/**
 * The build's pre-rendered pages (src/app/prerender.tsx says which and why): after the browser's
 * build, the same sources are built once more for Node (`vite build --ssr`, same plugins, same
 * build id), and each page is rendered in each language into a copy of the built shell, written
 * to `prerendered/<locale>/<route id>.html` beside it; the server sends that copy instead of the
 * empty shell when it may (src/server/pages/shell.ts). The Node build is thrown away.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { LOCALES, type Locale } from "../src/domain/locale.ts";
import type { AppPageId } from "../src/domain/routes.ts";
import { bin, root, run } from "./run.ts";

type Page = { lang: string; title: string; html: string };
type Renderer = {
  PRERENDERED: readonly AppPageId[];
  prerender: (id: AppPageId, locale: Locale) => Promise<Page>;
};

const EMPTY_ROOT = /<div id="root"><\/div>/;

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The shell with the page in `#root`, marked as painted by the build (`data-first-paint="build"`:
 * main.tsx hydrates it, as online) and busy until the app has taken it over. Without the shell's
 * module preloads, as the service worker's painted answer (src/lib/first-paint.ts): fetched and
 * compiled while the page is parsed, they are on the way of its first paint; the first script
 * (src/app/early.ts) fetches the app right after that paint instead.
 */
export function pageIntoShell(shell: string, page: Page): string {
  if (!EMPTY_ROOT.test(shell)) throw new Error('the built index.html has no empty <div id="root"></div>');
  return shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(EMPTY_ROOT, () => `<div id="root" aria-busy="true" data-first-paint="build">${page.html}</div>`);
}

/** Renders every pre-rendered page of the build in `builtDir` (its index.html) into `builtDir/prerendered`. */
export async function prerenderPages(builtDir: string, env: NodeJS.ProcessEnv): Promise<number> {
  // Inside the project, so that the Node build finds its dependencies in node_modules.
  const cache = join(root, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const ssrDir = mkdtempSync(join(cache, "academico-prerender-"));
  try {
    const args = ["build", "--ssr", "src/app/prerender.tsx", "--mode", "production", "--logLevel", "warn"];
    const code = await run(bin("vite"), [...args, "--outDir", ssrDir, "--emptyOutDir"], { cwd: root, env });
    if (code !== 0) return code;
    const renderer = (await import(pathToFileURL(join(ssrDir, "prerender.js")).href)) as Renderer;
    const shell = readFileSync(join(builtDir, "index.html"), "utf8");
    for (const id of renderer.PRERENDERED) {
      for (const locale of LOCALES) {
        const page = await renderer.prerender(id, locale);
        const dir = join(builtDir, "prerendered", locale);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${id}.html`), pageIntoShell(shell, page));
      }
    }
    return 0;
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
