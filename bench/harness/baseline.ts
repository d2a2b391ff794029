/**
 * The bare React 19 + React Router 7 page (bench/baseline) the front-end sections compare the
 * app with: built with the same Vite into `.tmp/bench-baseline-dist`, with the compressed copies
 * `npm run build` makes of the app's (scripts/precompress.ts), so that a server serves both pages
 * alike.
 */
import { join } from "node:path";
import { precompressAssets } from "../../scripts/precompress.ts";
import { bin, root, runSync } from "../../scripts/run.ts";

export const baselineDist = join(root, ".tmp", "bench-baseline-dist");
const baselineConfig = join(root, "bench", "baseline", "vite.config.ts");

export function buildBaseline(): string {
  const build = runSync(bin("vite"), ["build", "--config", baselineConfig, "--logLevel", "error"]);
  if (build.status !== 0) throw new Error(`baseline build failed:\n${build.output}`);
  precompressAssets(baselineDist);
  return baselineDist;
}
