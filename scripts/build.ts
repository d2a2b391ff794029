/**
 * `npm run build` (and `npm start` when the build is missing or stale): builds the browser app
 * for production into a temporary folder of its own, then publishes it into DIST_DIR
 * (scripts/publish-build.ts), so a server serving DIST_DIR meanwhile never names files that are
 * gone. DIST_DIR is read as the server reads it (from the working directory; default `dist`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { precompressAssets } from "./precompress.ts";
import { prerenderPages } from "./prerender.ts";
import { publishBuild } from "./publish-build.ts";
import { bin, run } from "./run.ts";

export const distDir = resolve(process.env.DIST_DIR ?? "dist");

/** Builds into a temporary folder and publishes into `dir`; resolves with vite's exit code. */
export async function buildApp(dir: string = distDir): Promise<number> {
  const staging = mkdtempSync(join(tmpdir(), "academico-build-"));
  try {
    // Always a production build: a NODE_ENV=development server (demo mode, tests) must not ship
    // React's development build or skip the service worker.
    const args = ["build", "--mode", "production", "--logLevel", "warn", "--outDir", staging, "--emptyOutDir"];
    // One build id for the browser's build and the pre-rendering's (vite.config.ts).
    const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const env = { ...process.env, NODE_ENV: "production", ACADEMICO_BUILD_ID: buildId };
    let code = await run(bin("vite"), args, { env });
    // The public pages' first screens as HTML (scripts/prerender.ts), into the same build.
    if (code === 0) code = await prerenderPages(staging, env);
    if (code === 0) {
      // Before publishing: a hashed file and its compressed copies arrive together.
      precompressAssets(staging);
      publishBuild(staging, dir);
    }
    return code;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exit(await buildApp());
