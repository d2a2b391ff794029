import { existsSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * Files of the build (DIST_DIR). Hashed assets never change under their name, so browsers keep
 * them a year; what names the current build (index.html, the service worker, builds/*.json, the
 * manifest) is revalidated on every load so a deploy is seen at once.
 *
 * Hashed assets are served compressed from the copies the build made (`name.br`, `name.gz`;
 * scripts/precompress.ts) as the request's Accept-Encoding allows; every text file says
 * `Vary: Accept-Encoding` so a shared cache keeps one copy per encoding. Files without a copy
 * (the fixed names) are compressed per answer by the HTTP layer (src/server/http/node-server.ts).
 */
export function cachePolicy(path: string): string | null {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // gov.css (the /gov week grid's placement) has a fixed name: revalidated like the rest.
  if (
    path === "/index.html" ||
    path === "/sw.js" ||
    path === "/gov.css" ||
    path.startsWith("/builds/") ||
    path.endsWith(".webmanifest")
  ) {
    return "no-cache";
  }
  return null;
}

const TEXT = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

export function staticFiles(distDir: string): MiddlewareHandler<AppEnv> {
  // Made once DIST_DIR exists (a server may start before the first build; serveStatic warns
  // about a missing root).
  let serve: MiddlewareHandler<AppEnv> | null = null;
  return async (c, next) => {
    // Directories (and "/") are pages: the shell answers them with the right language and status.
    if (c.req.path.endsWith("/")) return next();
    if (!serve) {
      if (!existsSync(distDir)) return next();
      serve = serveStatic<AppEnv>({ root: distDir, precompressed: true });
    }
    let missing = false;
    const res = await serve(c, async () => {
      missing = true;
    });
    if (missing || !res) return next();
    const policy = cachePolicy(c.req.path);
    if (policy) res.headers.set("Cache-Control", policy);
    if (TEXT.test(res.headers.get("Content-Type") ?? "") && !res.headers.has("Vary")) {
      res.headers.set("Vary", "Accept-Encoding");
    }
    return res;
  };
}
