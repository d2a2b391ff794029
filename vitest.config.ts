import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { chromiumArgs, testChromiumPath } from "./tests/chromium.ts";

/**
 * One run, several projects: pure units, the API in-process on PGlite and (when the test
 * command has started one) on a real PostgreSQL, and browser code in real Chromium.
 */
const apiTests = ["src/server/**/*.test.ts", "tests/node/**/*.test.ts"];
const pgUrl = process.env.TEST_DATABASE_URL;
/**
 * Each API test file builds a fresh database in `beforeAll` (PGlite: a copy of a snapshot made once,
 * tests/node/test-app.ts; PostgreSQL: a new database, migrated and seeded): a second or two alone,
 * more on a loaded 2-core machine. A bound, not a retry.
 */
const apiTimeouts = { hookTimeout: 60_000, testTimeout: 30_000 };
/**
 * The node projects' files share their worker's modules (`isolate: false`): the server's few thousand
 * modules are loaded once per worker instead of once per file, half of these projects' processor
 * time. Each file still builds its own app and database; a file that mocks a module the server
 * imports loads the server afresh itself (`vi.resetModules`, src/server/auth/session.test.ts).
 */
const shared = { isolate: false };

export default defineConfig({
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  define: { __BUILD_ID__: JSON.stringify("test") },
  // Pre-bundle every dependency browser code imports. Without this a cold cache (a fresh clone, as in
  // CI) discovers them while the first test files load, re-optimises, reloads the tester iframes and
  // can leave one "not ready within 60000ms".
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-router-dom",
      "@lingui/core",
      "@lingui/react",
      "lucide-react",
      "zod",
      "idb-keyval",
      "dexie",
      "workbox-window",
      "vitest-browser-react",
    ],
  },
  test: {
    // Two files at a time, also on a 2-core machine (Vitest's default there is one): most of a file's
    // time is spent waiting — on PostgreSQL, on Chromium, on a child server — not computing.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          ...shared,
          include: ["src/domain/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api-pglite",
          environment: "node",
          include: apiTests,
          env: { TEST_DB: "pglite" },
          ...apiTimeouts,
          ...shared,
        },
      },
      ...(pgUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "api-postgres",
                environment: "node",
                include: apiTests,
                // PGlite's own statement cache has nothing to test on PostgreSQL.
                exclude: [...configDefaults.exclude, "src/server/db/pglite-statements.test.ts"],
                env: { TEST_DB: "postgres" },
                ...apiTimeouts,
                ...shared,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.{ts,tsx}", "src/{app,lib,ui,features}/**/*.test.{ts,tsx}"],
          // `expect.poll` and `expect.element` wait for what they assert; Vitest's 1 s bound is shorter
          // than what a lazily loaded module (the log queue, loaded once the page is quiet) takes to
          // arrive on a loaded 2-core machine. A bound, not a retry: a passing poll ends at once.
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            instances: [{ browser: "chromium" }],
            provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } }),
          },
        },
      },
    ],
  },
});
