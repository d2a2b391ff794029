/**
 * `npm start`: builds the browser app when the build is missing or older than its sources,
 * then starts the server (which creates, migrates and, in demo mode, seeds the database).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { bin, elapsed, root, run } from "./run.ts";

const CLIENT_SOURCES = [
  "src",
  "locales",
  "public",
  "index.html",
  "vite.config.ts",
  "lingui.config.ts",
  "package-lock.json",
];
/**
 * Where the server takes the app from (`DIST_DIR`, from the working directory, as the server
 * reads it), hence where it is built.
 */
const distDir = resolve(process.env.DIST_DIR ?? "dist");
const stamp = join(distDir, "builds", "latest.json");

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (path.endsWith(join("src", "server"))) return 0; // server code is not part of the client build
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
  // The client is always built for production: a NODE_ENV=development server (demo mode, tests)
  // must not ship React's development build or skip the service worker.
  const args = ["build", "--mode", "production", "--logLevel", "warn", "--outDir", distDir, "--emptyOutDir"];
  const code = await run(bin("vite"), args, {
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (code !== 0) process.exit(code);
  console.log(`Built in ${elapsed(t)}.`);
}

await import("../src/server/index.ts");
