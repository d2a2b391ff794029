/**
 * Brotli and gzip copies of a build's hashed assets, made once at build time at the highest
 * levels (a hashed file never changes, so the slow, small brotli 11 is paid once, not per
 * request). The server answers `Accept-Encoding: br` or `gzip` with `name.br` / `name.gz`
 * (src/server/pages/static-files.ts). Only `assets/`: its names carry a content hash, so a copy
 * can never disagree with its original; the build's fixed names (index.html, sw.js, the manifests)
 * are compressed per answer instead, and are published last as a deploy requires
 * (scripts/publish-build.ts). A copy that saves less than 10 % is not kept: the original serves.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml", ".html"]);
const MIN_BYTES = 1024;

export type Precompressed = { files: number; raw: number; br: number; gz: number };

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function precompressAssets(buildDir: string): Precompressed {
  const totals: Precompressed = { files: 0, raw: 0, br: 0, gz: 0 };
  let assets: string[];
  try {
    assets = walk(join(buildDir, "assets"));
  } catch {
    return totals; // no assets folder: nothing to do
  }
  for (const file of assets) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    totals.files += 1;
    totals.raw += content.length;
    if (br.length < content.length * 0.9) {
      writeFileSync(`${file}.br`, br);
      totals.br += br.length;
    } else totals.br += content.length;
    if (gz.length < content.length * 0.9) {
      writeFileSync(`${file}.gz`, gz);
      totals.gz += gz.length;
    } else totals.gz += content.length;
  }
  return totals;
}
