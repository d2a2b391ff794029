import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** Build id: time-ordered and unique per build; the app compares it with `builds/latest.json`. */
const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const buildTimestamp = Date.now();

/** Writes `builds/latest.json` and `builds/meta/{id}.json` beside the built app (PRODUCT §4). */
function buildMetadata(): Plugin {
  let outDir = "dist";
  return {
    name: "academico-build-metadata",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const dir = join(outDir, "builds");
      mkdirSync(join(dir, "meta"), { recursive: true });
      const meta = { id: buildId, timestamp: buildTimestamp };
      writeFileSync(join(dir, "latest.json"), JSON.stringify(meta));
      writeFileSync(join(dir, "meta", `${buildId}.json`), JSON.stringify({ ...meta, matcher: null, prerendered: [] }));
    },
  };
}

/**
 * The app's first script (src/app/early.ts) as an entry of its own, put before the app's entry
 * in index.html: it starts the device reads while the app's code loads. Vite would fold a second
 * `<script type="module">` of index.html into the same entry, hence a separate input, placed here.
 */
function earlyScript(): Plugin {
  return {
    name: "academico-early-script",
    apply: "build",
    config: () => ({ build: { rolldownOptions: { input: { index: "index.html", early: "src/app/early.ts" } } } }),
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.name === "early",
        );
        if (!early) throw new Error("the early script (src/app/early.ts) is missing from the bundle");
        const appEntry = html.indexOf('<script type="module"');
        if (appEntry < 0) throw new Error("index.html has no module script to put the early script before");
        const tag = `<script type="module" crossorigin src="/${early.fileName}"></script>\n    `;
        return html.slice(0, appEntry) + tag + html.slice(appEntry);
      },
    },
  };
}

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The build metadata must always come from the network, never from the precache.
        globIgnores: ["builds/**", "**/*.map", "robots.txt"],
        // Shell, code, styles, icons and both manifests: what the app needs to open offline.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      },
      devOptions: { enabled: false },
    }),
    earlyScript(),
    buildMetadata(),
  ],
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
});
