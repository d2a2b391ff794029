/**
 * `npm start`: builds the browser app into DIST_DIR when the build there is missing or older than
 * its sources (scripts/build.ts: built apart, then published without disturbing a server already
 * serving that folder), then starts the server in this same process (which creates, migrates and,
 * in demo mode, seeds the database, and stops gracefully on SIGTERM or SIGINT).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildApp, distDir } from "./build.ts";
import { elapsed, root } from "./run.ts";

const CLIENT_SOURCES = [
  "src",
  "locales",
  "public",
  "index.html",
  "vite.config.ts",
  "lingui.config.ts",
  "package-lock.json",
];
const stamp = join(distDir, "builds", "latest.json");

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Server code is not part of the client build, except the class names of the server-rendered
  // /gov pages (src/server/gov), which the build's stylesheet carries.
  if (path.endsWith(join("src", "server"))) return newestMtime(join(path, "gov"));
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

if (buildIsStale()) {
  const t = performance.now();
  console.log("Building the app…");
  const code = await buildApp(distDir);
  if (code !== 0) process.exit(code);
  console.log(`Built in ${elapsed(t)}.`);
}

await import("../src/server/index.ts");
