/** Debian's Chromium (no downloaded browsers): the bench's browser, Lighthouse's too. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The tests' browser (Vitest's browser project, Playwright): the same Chromium's headless shell,
 * Debian's `chromium-headless-shell` — the build Playwright itself runs headless tests on. Without
 * the full browser's processes and features it takes about 30 % less processor time per page, and
 * the end-to-end run is bound by the processor (docs/server.md, "Tests").
 */
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
