import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { LOCALES, LOCALE_TAG } from "../src/domain/locale.ts";
import type { AppPageId } from "../src/domain/routes.ts";
import { pageAreas } from "../src/app/page-areas.ts";

/**
 * Each page's chunks, for the server to name in that page's HTML (src/server/pages/route-preloads.ts):
 * `builds/route-preloads.json` maps `<locale>:<page id>` to the files the page's module needs before
 * it runs — its chunk and every chunk that imports statically, transitively — and the catalogs of
 * its words in that language (the app's and its areas', src/app/page-areas.ts), leaving out what
 * index.html already preloads (the app's code, vite.config.ts's `preloadApp`). `session` is what a
 * logged-in start loads to check the session's answer (zod and the user's schema).
 * So a navigation's second wave of code — the page's, which the router asks for only once the app
 * runs — starts with the first.
 */
export const ROUTE_PRELOADS_FILE = "builds/route-preloads.json";

type Chunk = { type: "chunk"; fileName: string; imports: string[]; moduleIds: string[]; isEntry: boolean };
type Output = Record<string, { type: string }>;

/** `id: () => import("…")` of src/app/page-modules.ts, as absolute module paths. */
export function pageModulePaths(source: string, dir: string): Map<AppPageId, string> {
  const found = new Map<AppPageId, string>();
  for (const match of source.matchAll(/(\w+):\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)) {
    found.set(match[1] as AppPageId, resolve(dir, match[2] as string));
  }
  return found;
}

export function routePreloads(root = process.cwd()): Plugin {
  const appDir = resolve(root, "src/app");
  return {
    name: "academico-route-preloads",
    apply: "build",
    generateBundle(_options, output) {
      const chunks = Object.values(output as Output).filter((item): item is Chunk => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const holding = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(module));
      const closure = (files: Iterable<string>, into = new Set<string>()): Set<string> => {
        const add = (file: string): void => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) add(imported);
        };
        for (const file of files) add(file);
        return into;
      };
      // What index.html names and preloads: the entry (src/app/early.ts) and the app (main.tsx).
      const app = closure(
        [holding(resolve(appDir, "early.ts")), holding(resolve(appDir, "main.tsx"))].flatMap((c) =>
          c ? [c.fileName] : [],
        ),
      );
      const files = (modules: string[]): string[] => {
        const wanted = modules.flatMap((module) => {
          const chunk = holding(module);
          return chunk ? [chunk.fileName] : [];
        });
        return [...closure(wanted)].filter((file) => !app.has(file)).map((file) => `/${file}`);
      };
      const pages = pageModulePaths(readFileSync(resolve(appDir, "page-modules.ts"), "utf8"), appDir);
      if (pages.size === 0) this.error("no page module found in src/app/page-modules.ts");
      const table: Record<string, string[]> = {};
      for (const [id, module] of pages) {
        if (!holding(module)) this.error(`no chunk holds the page module of ${id} (${module})`);
        for (const locale of LOCALES) {
          const tag = LOCALE_TAG[locale];
          const catalogs = ["app", ...pageAreas(id)].map((area) => resolve(root, "locales", tag, `${area}.po`));
          table[`${locale}:${id}`] = files([module, ...catalogs]);
        }
      }
      table.session = files([resolve(root, "src/lib/session-answer.ts"), resolve(root, "src/domain/users.ts")]);
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table) });
    },
  };
}
