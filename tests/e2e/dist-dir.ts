/**
 * Where the end-to-end tests' server takes the app from, and `npm test` builds it: a folder of
 * the tests' own, so that a test run never replaces the `dist` a running `npm start` serves.
 */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? ".tmp/dist";
