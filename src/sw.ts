/// <reference lib="webworker" />
/**
 * The service worker, minimal for now: it precaches the built app (the list Workbox injects
 * at build time) and drops caches of older builds. It answers no navigation and never touches
 * `/api/` or `/builds/`: pages come from the server until the offline issue adds that on
 * purpose. The precache route is told not to map `/` to `index.html` for the same reason.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";

declare let self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });

// A waiting worker takes over only when the page asks (the update prompt comes later).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
