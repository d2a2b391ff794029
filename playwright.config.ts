import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium.ts";
import { E2E_DIST_DIR } from "./tests/e2e/dist-dir.ts";
import { ALLOWED_FRAMER } from "./tests/e2e/gov-frames.ts";

/**
 * End-to-end tests in Debian's Chromium against the built app served exactly as `npm start`
 * serves it, on a fresh embedded database (demo data seeded on first start). The app is built
 * into a folder of the tests' own (E2E_DIST_DIR, default `.tmp/dist`), never into the `dist` a
 * running `npm start` of the same checkout serves.
 */
const port = Number(process.env.E2E_PORT ?? 3197);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
    screenshot: "off",
  },
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: E2E_DIST_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // The one origin allowed to frame the /gov pages (tests/e2e/gov.spec.ts serves it).
      GOV_FRAME_ANCESTORS: ALLOWED_FRAMER,
      // Code look-ups are limited to 10 a minute per client address. The specs that look codes up
      // each speak from an address of their own (X-Forwarded-For, believed behind a "proxy"), so
      // one spec's count never depends on how quickly another ran before it.
      TRUST_PROXY: "1",
    },
  },
});
