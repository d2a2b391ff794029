import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "../../domain/locale.ts";
import type { AppPageId } from "../../domain/routes.ts";
import { followBuild } from "./shell.ts";

/**
 * Each page's chunks, as the build listed them (scripts/route-preloads.ts): the shell sent for a
 * page names them as `<link rel="modulepreload">`, so that the browser fetches the page's code
 * with the app's instead of after the app has run and asked for it. Read again with each new
 * build (a new index.html), so the links always name files of the build the shell names; none
 * without a build, or from a build without the list.
 */
export type RoutePreloads = {
  page(locale: Locale, id: AppPageId): readonly string[];
  /** What checking a logged-in session's answer loads (zod, the user's schema). */
  session(): readonly string[];
};

const FILE = join("builds", "route-preloads.json");

function parse(text: string): Map<string, string[]> {
  const table: unknown = JSON.parse(text);
  const read = new Map<string, string[]>();
  if (typeof table !== "object" || table === null) return read;
  for (const [key, files] of Object.entries(table)) {
    if (!Array.isArray(files)) continue;
    // Only the build's own files: the list names nothing else into a page.
    read.set(
      key,
      files.filter((file): file is string => typeof file === "string" && /^\/assets\/[\w.-]+\.js$/.test(file)),
    );
  }
  return read;
}

export function liveRoutePreloads(distDir: string): () => RoutePreloads {
  const table = followBuild<Map<string, string[]>>(distDir, new Map(), () => {
    try {
      return parse(readFileSync(join(distDir, FILE), "utf8"));
    } catch {
      return new Map(); // a build without the list: pages without the links
    }
  });
  return () => {
    const now = table();
    return { page: (locale, id) => now.get(`${locale}:${id}`) ?? [], session: () => now.get("session") ?? [] };
  };
}

/** The links for `files`, once each, before `</head>`; files the page already names are left out. */
export function withModulePreloads(html: string, files: Iterable<string>): string {
  const links = [...new Set(files)]
    .filter((file) => !html.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  return links.length ? html.replace("</head>", () => `${links.join("")}</head>`) : html;
}
