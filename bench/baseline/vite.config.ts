import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** The benchmark's baseline app, built by bench/harness/baseline.ts; never part of the main build. */
const here = import.meta.dirname;

export default defineConfig({
  root: here,
  publicDir: false,
  plugins: [
    react(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ["**/*.{js,css,html}"] },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: join(here, "..", "..", ".tmp", "bench-baseline-dist"),
    emptyOutDir: true,
    sourcemap: false,
  },
  logLevel: "warn",
});
