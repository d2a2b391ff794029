/** The id of this build, also written to `builds/latest.json` (see vite.config.ts); the app's and the service worker's. */
declare const __BUILD_ID__: string;
