import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { splitLocale } from "../domain/locale.ts";
import { startLogQueue } from "../lib/access-log.ts";
import { installPreloadErrorReload } from "../lib/chunk-reload.ts";
import { rememberedLocale } from "../lib/locale-cookie.ts";
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

// Start the catalog now, in parallel with the session fetch the first guard makes.
void activateLocale(splitLocale(window.location.pathname).locale);

setPagePreloader(preloadPage);
const router = createBrowserRouter(buildRoutes());
followSession(router);
// A chunk missing after a deploy reloads once, but only when a navigation needs it.
installPreloadErrorReload(() => !router.state.initialized || router.state.navigation.state !== "idle");

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

// Log entries that earlier visits left on the device go out now (and whenever the network returns).
startLogQueue();
const updates = createUpdateNotifier();
const serviceWorker = registerServiceWorker(updates);
startUpdateChecks(updates, { onNewBuild: serviceWorker.checkForUpdate });
