import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./tests/chromium.ts";
import { E2E_DIST_DIR } from "./tests/e2e/dist-dir.ts";
import { allowedFramer } from "./tests/e2e/gov-frames.ts";
import { E2E_LANES, laneDataDir, lanePort, laneURL } from "./tests/e2e/lanes.ts";

/**
 * End-to-end tests in Debian's Chromium against the built app served exactly as `npm start`
 * serves it, on a fresh embedded database (demo data seeded on first start). The app is built
 * into a folder of the tests' own (E2E_DIST_DIR, default `.tmp/dist`), never into the `dist` a
 * running `npm start` of the same checkout serves. The run is split in lanes (tests/e2e/lanes.ts):
 * a worker and a server of its own per lane.
 */

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_LANES,
  retries: 0,
  reporter: process.env.CI ? "list" : "list",
  use: {
    // Each test gets its lane's server (tests/e2e/test.ts); this is lane 0's.
    baseURL: laneURL(0),
    headless: true,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: "off",
    screenshot: "off",
  },
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    command: `rm -rf ${laneDataDir(lane)} && node scripts/start.ts`,
    url: `${laneURL(lane)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(lanePort(lane)),
      DATA_DIR: laneDataDir(lane),
      DIST_DIR: E2E_DIST_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // The one origin allowed to frame the /gov pages (tests/e2e/gov.spec.ts serves it).
      GOV_FRAME_ANCESTORS: allowedFramer(lanePort(lane)),
      // Code look-ups are limited to 10 a minute per client address. The specs that look codes up
      // each speak from an address of their own (X-Forwarded-For, believed behind a "proxy"), so
      // one spec's count never depends on how quickly another ran before it.
      TRUST_PROXY: "1",
    },
  })),
});
