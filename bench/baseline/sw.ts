/// <reference lib="webworker" />
/** The baseline's service worker: the precache, and every navigation answered with index.html. */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

declare let self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
clientsClaim();
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html")));
