import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { routePreloads } from "./scripts/route-preloads.ts";

/**
 * Build id: time-ordered and unique per build; the app compares it with `builds/latest.json`.
 * `npm run build` passes one (ACADEMICO_BUILD_ID) to both its builds, the browser's and the
 * pre-rendering's (scripts/prerender.ts), so that a pre-rendered page names the same build.
 */
const buildTimestamp = Date.now();
const buildId =
  process.env.ACADEMICO_BUILD_ID || `${buildTimestamp.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

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
 * (docs/browser.md). The app's code is still fetched and compiled while the page is parsed,
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
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith("/src/app/main.tsx")));
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

/**
 * A lazy `import()` is compiled with the list of chunks to fetch alongside it (Vite's preload
 * list, `__vite__mapDeps`), which holds every chunk the imported one needs — also those the
 * importing chunk itself imports statically, which are loaded before its code runs, so listing
 * them preloads nothing. This leaves those out (the importer's static imports, transitively; CSS
 * is kept), which shortens the lists in the app's chunk and the home page's chunk, part of the
 * first route's JavaScript. The bundle is read in `generateBundle` before Vite's own hook writes
 * the lists; without it (another Vite), the lists stay whole.
 */
function skipLoadedPreloads() {
  let bundle: Record<string, { type: string; imports?: string[] }> | null = null;
  const closure = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    const known = closure.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const add = (name: string): void => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of bundle?.[name]?.imports ?? []) add(imported);
    };
    add(file);
    closure.set(file, seen);
    return seen;
  };
  const plugin: Plugin = {
    name: "academico-skip-loaded-preloads",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        bundle = output;
        closure.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: string }) => {
    if (context.hostType !== "js" || !bundle?.[context.hostId]) return deps;
    const loaded = staticClosure(context.hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = skipLoadedPreloads();

/** The modules of every page's first screen, grouped into one chunk (`codeSplitting` below). */
const PAGE_KIT = [
  "/src/ui/title-heading.tsx",
  "/src/ui/notice.tsx",
  "/src/ui/offline-mark.tsx",
  "/src/ui/cached-query-status.tsx",
  "/src/lib/offline-cache.ts",
  "/node_modules/lucide-react/dist/esm/icons/cloud-off.mjs",
];
/** The week's domain, shared by the home and /matricula; apart from PAGE_KIT, since it needs zod. */
const WEEK_KIT = ["/src/domain/academic.ts", "/src/domain/timetable.ts"];

/**
 * The app's chunk holds everything the app (src/app/main.tsx) imports statically — React DOM, the
 * router, Lingui, the shell, policy and routes — except what the first script (src/app/early.ts)
 * already loads. Without this, each module that a lazy page shares with the app became a file of its
 * own (13 files before any page's code), each a request and a module evaluation before the first
 * screen. Read from the module graph at chunking time, so a new import joins it without a list here.
 */
function appChunk(): (id: string, ctx: ChunkingContext) => string | null {
  const root = import.meta.dirname;
  const main = join(root, "src/app/main.tsx");
  const early = join(root, "src/app/early.ts");
  // Per chunking pass (a watched build chunks again with a new context).
  const passes = new WeakMap<ChunkingContext, Set<string>>();
  const closure = (from: string, ctx: ChunkingContext): Set<string> => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id, ctx) => {
    let members = passes.get(ctx);
    if (!members) {
      const first = closure(early, ctx);
      members = new Set([...closure(main, ctx)].filter((member) => !first.has(member)));
      passes.set(ctx, members);
    }
    return members.has(id) && /\.[cm]?[jt]sx?$/.test(id) ? "main" : null;
  };
}

/** What the browser's build adds around the app: the service worker, the shell's preloads, the build's metadata. */
function browserBuildPlugins() {
  return [
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The build metadata must always come from the network, never from the precache.
        // Nor the pre-rendered pages (scripts/prerender.ts): offline, the shell opens every page.
        globIgnores: ["builds/**", "prerendered/**", "**/*.map", "robots.txt"],
        // Shell, code, styles, icons and both manifests: what the app needs to open offline.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      },
      devOptions: { enabled: false },
    }),
    preloadApp(),
    // Each page's chunks, which the server names in that page's HTML.
    routePreloads(),
    buildMetadata(),
    preloads.plugin,
  ];
}

/** The browser build's output: chunking, names and preload lists (the pre-rendering's build keeps the defaults). */
function browserBuild(): BuildEnvironmentOptions {
  return {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      output: {
        // Each catalog is named after its language and part (`catalog-pt-BR-home-….js`), apart from the shared
        // module of API messages (src/domain/messages.ts), which would otherwise share the name.
        // Small modules that the first route loads anyway, each of which would otherwise be a
        // file of its own (every page shares them), grouped so they are fetched and compressed
        // together: the route table, policy and codes (the app's chunk imports them), and the
        // pieces of every page's first screen (title, notices, cached reads and their offline
        // mark), and the week's domain apart (the home and /matricula share it, which would
        // otherwise split it into small chunks; it needs zod, which the login page does without).
        codeSplitting: {
          groups: [
            {
              name: "page-kit",
              includeDependenciesRecursively: false,
              test: (id: string) => PAGE_KIT.some((path) => id.endsWith(path)),
            },
            {
              name: "week-kit",
              includeDependenciesRecursively: false,
              test: (id: string) => WEEK_KIT.some((path) => id.endsWith(path)),
            },
            { name: appChunk(), includeDependenciesRecursively: false },
          ],
        },
        chunkFileNames: (chunk) => {
          const catalog = chunk.facadeModuleId?.match(/locales\/([a-zA-Z-]+)\/([a-z-]+)\.po$/);
          return catalog ? `assets/catalog-${catalog[1]}-${catalog[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    tailwindcss(),
    // The pre-rendering's build (scripts/prerender.ts, `vite build --ssr`) is code for Node only.
    ...(isSsrBuild ? [] : browserBuildPlugins()),
  ],
  build: isSsrBuild ? { sourcemap: false } : browserBuild(),
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
}));
