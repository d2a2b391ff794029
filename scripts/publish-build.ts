/**
 * Puts a finished build (made in a folder of its own) into DIST_DIR while a server may be serving
 * it, as a rolling deploy needs: nothing a page that is already open, or a visitor arriving this
 * instant, asks for is ever missing.
 *
 * - New hashed files (`assets/`) go in first, beside the old ones; then the other files; then
 *   `index.html` (the server re-reads it when it changed), then `sw.js` (a new worker precaches
 *   the new shell, never the old one), then `builds/latest.json` (what open pages poll for a new
 *   build, and `npm start`'s sign of a complete build). Each file is written under a temporary
 *   name and renamed, so it is never seen half written.
 * - The previous build's hashed files stay (a tab opened before the deploy still loads its lazy
 *   pages); the ones older than that are removed. `builds/assets.json` lists the live build's.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";

const LAST = ["index.html", "sw.js", join("builds", "latest.json")];
const ASSET_LIST = join("builds", "assets.json");

function files(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, base) : [relative(base, path)];
  });
}

/** Copies (or writes) one file under a temporary name, then renames it into place. */
function putFile(target: string, from: { file: string } | { text: string }): void {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  if ("file" in from) copyFileSync(from.file, temporary);
  else writeFileSync(temporary, from.text);
  renameSync(temporary, target);
}

function assetList(distDir: string): string[] | null {
  try {
    const list: unknown = JSON.parse(readFileSync(join(distDir, ASSET_LIST), "utf8"));
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : null;
  } catch {
    return null;
  }
}

/** `placed` is told each file once it is in place (the tests follow the order with it). */
export function publishBuild(builtDir: string, distDir: string, placed: (file: string) => void = () => {}): void {
  const built = files(builtDir);
  const put = (file: string, from: { file: string } | { text: string }) => {
    putFile(join(distDir, file), from);
    placed(file);
  };
  const assets = built.filter((file) => file.startsWith(`assets${sep}`));
  // What the live build uses; when it did not say (a build made before this script), all of it.
  const previous = new Set(assetList(distDir) ?? files(join(distDir, "assets")).map((file) => join("assets", file)));

  for (const file of assets) {
    if (!existsSync(join(distDir, file))) put(file, { file: join(builtDir, file) });
  }
  for (const file of built) {
    if (!assets.includes(file) && !LAST.includes(file)) put(file, { file: join(builtDir, file) });
  }
  put(ASSET_LIST, { text: JSON.stringify(assets) });
  for (const file of LAST) {
    if (built.includes(file)) put(file, { file: join(builtDir, file) });
  }

  const keep = new Set([...assets, ...previous]);
  for (const file of files(join(distDir, "assets")).map((name) => join("assets", name))) {
    if (!keep.has(file)) rmSync(join(distDir, file), { force: true });
  }
}
