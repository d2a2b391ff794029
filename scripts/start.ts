/**
 * `npm start`: builds the browser app into DIST_DIR when the build there is missing or older than
 * its sources (scripts/build.ts, loaded only then: built apart, then published without disturbing
 * a server already serving that folder), then starts the server in this same process (which
 * creates, migrates and, in demo mode, seeds the database, and stops gracefully on SIGTERM or
 * SIGINT).
 *
 * First it replaces itself (same process id, so supervisors and signals see one process) with
 * Node started as the server wants it (start-process.ts): a bounded young generation and the
 * compile cache. See docs/operations.md, "Start-up and memory".
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { restartAsServerProcess } from "./start-process.ts";

restartAsServerProcess(import.meta.filename);

const root = join(import.meta.dirname, "..");
/** DIST_DIR as scripts/build.ts and the server read it (from the working directory). */
const distDir = resolve(process.env.DIST_DIR ?? "dist");

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
  const { buildApp } = await import("./build.ts");
  const t = performance.now();
  console.log("Building the app…");
  const code = await buildApp(distDir);
  if (code !== 0) process.exit(code);
  console.log(`Built in ${((performance.now() - t) / 1000).toFixed(1)} s.`);
}

await import("../src/server/index.ts");
