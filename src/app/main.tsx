import { StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { splitLocale } from "../domain/locale.ts";
import { startLogQueue } from "../lib/access-log.ts";
import { installPreloadErrorReload } from "../lib/chunk-reload.ts";
import { whenIdle } from "../lib/idle.ts";
import { rememberedLocale } from "../lib/locale-cookie.ts";
import { loadSession } from "../lib/session.ts";
import { setPagePreloader } from "../ui/prefetch-queue.ts";
import { App } from "./app.tsx";
import { installGlobalErrorHandlers } from "./fatal-error.ts";
import { activateLocale } from "./i18n.ts";
import { initialRedirect } from "./initial-locale.ts";
import { preloadPage } from "./preload.ts";
import { buildRoutes } from "./routes.tsx";
import { followSession } from "./session-sync.ts";
import { registerServiceWorker } from "./sw-register.ts";
import { createUpdateNotifier, startUpdateChecks } from "./updates.ts";

installGlobalErrorHandlers();

// The bare root may open in the remembered or the browser's language (before the router reads the URL).
const redirectTo = initialRedirect(window.location, rememberedLocale(), navigator.languages);
if (redirectTo) window.history.replaceState(null, "", `${redirectTo}${window.location.search}${window.location.hash}`);

// Start the catalog and the session now, in parallel, before the router's first guard asks for
// them (src/app/early.ts started reading the device already, the week too on the home page; the
// guard waits for the page's device data, src/app/page-data.ts).
void activateLocale(splitLocale(window.location.pathname).locale);
void loadSession();

setPagePreloader(preloadPage);
const router = createBrowserRouter(buildRoutes());
followSession(router);
// A chunk missing after a deploy reloads once, but only when a navigation needs it.
installPreloadErrorReload(() => !router.state.initialized || router.state.navigation.state !== "idle");

const found = document.getElementById("root");
if (!found) throw new Error("index.html has no #root");
const container: HTMLElement = found;
const root = createRoot(container);

/**
 * When the service worker painted the device's copy of the page into `#root`
 * (src/lib/first-paint.ts), React's first commit replaces it with the same page, live; from then
 * on the root is no longer busy.
 */
function FirstCommit({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute("aria-busy");
    root.removeAttribute("data-first-paint");
  }, [root]);
  return null;
}

/**
 * React renders once the first guard has decided (session and catalog known, the page's code
 * loaded): the first render is the page itself, not an empty placeholder rendered, laid out and
 * painted for nothing first (the body already has the app's background meanwhile).
 */
function renderApp(): void {
  root.render(
    <StrictMode>
      <App router={router} />
      <FirstCommit root={container} />
    </StrictMode>,
  );
  // What the first screen does not need waits until it is shown: log entries that earlier
  // visits left on the device go out (and whenever the network returns), the service worker is
  // registered and new builds are looked for.
  startLogQueue();
  whenIdle(() => {
    const updates = createUpdateNotifier();
    const serviceWorker = registerServiceWorker(updates);
    startUpdateChecks(updates, { onNewBuild: serviceWorker.checkForUpdate });
  });
}

if (router.state.initialized) renderApp();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    renderApp();
  });
}
