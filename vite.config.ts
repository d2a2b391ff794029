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
 * index.html names only the app's first script (src/app/early.ts), which imports the app
 * (src/app/main.tsx) itself, so that it can let a page painted from the device show first
 * (docs/decisions.md). The app's code is still fetched and compiled while the page is parsed,
 * as if index.html named it: this puts a `<link rel="modulepreload">` for its chunk and every
 * chunk it imports statically into index.html.
 */
function preloadApp(): Plugin {
  return {
    name: "academico-preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === "chunk");
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith("/src/app/main.tsx"));
        if (!app) throw new Error("the app's chunk (src/app/main.tsx) is missing from the bundle");
        const files = new Set<string>();
        const add = (fileName: string): void => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
        };
        add(app.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`"/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
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
    preloadApp(),
    buildMetadata(),
  ],
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Each language's catalog is named after it (`catalog-pt-BR-….js`), apart from the shared
        // module of API messages (src/domain/messages.ts), which would otherwise share the name.
        chunkFileNames: (chunk) => {
          const catalog = chunk.facadeModuleId?.match(/locales\/([a-zA-Z-]+)\/messages\.po$/);
          return catalog ? `assets/catalog-${catalog[1]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
});
