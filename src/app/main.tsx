import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import { splitLocale } from "../domain/locale.ts";
import { installPreloadErrorReload } from "../lib/chunk-reload.ts";
import { rememberedLocale } from "../lib/locale-cookie.ts";
import { setPaintedOnline } from "../lib/online.ts";
import { whenQuiet } from "../lib/quiet.ts";
import { loadSession } from "../lib/session.ts";
import { setPagePreloader } from "../ui/prefetch-queue.ts";
import { AppRoot } from "./app-root.tsx";
import { installGlobalErrorHandlers } from "./fatal-error.ts";
import { activateLocale } from "./i18n.ts";
import { initialRedirect } from "./initial-locale.ts";
import { preloadPage } from "./preload.ts";
import { buildRoutes } from "./routes.tsx";
import { leaveForServerPages } from "./server-pages.ts";
import { followSession } from "./session-sync.ts";

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

/**
 * React renders once the first guard has decided (session and catalog known, the page's code
 * loaded): the first render is the page itself, not an empty placeholder rendered, laid out and
 * painted for nothing first (the body already has the app's background meanwhile).
 */
function renderApp(): void {
  // The first page is decided: a later navigation to a server page leaves for its document.
  leaveForServerPages();
  const app = <AppRoot router={router} />;
  const painted = container.getAttribute("data-first-paint");
  if (painted !== null) {
    // The painted page is the one React renders — the device's copy (first-paint.tsx takes it
    // so) or the build's pre-render (prerender.tsx renders this same tree, `data-first-paint=
    // "build"`): React hydrates it, keeping its elements, instead of building the same page again
    // and replacing it (the browser would style and lay out all of it a second time). The marker
    // the service worker put after the copy (`blocking="render"`) is not React's. Should the
    // page differ anyway, React renders it afresh in its place, which is what it would have done
    // without it: not an error for the person (the console says so, and an end-to-end test fails).
    const online = painted === "build";
    setPaintedOnline(online);
    document.getElementById("first-paint-end")?.remove();
    const hydrate = () => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn("The painted page was rendered again:", error),
      });
    };
    // A pre-rendered page is on screen and its links work: React takes it over in slices that
    // leave the main thread free every few milliseconds (a transition), not in one long task.
    // The device's copy offline is taken over at once: the week on screen is live as soon as
    // possible, which is what a re-open offline is for.
    if (online) startTransition(hydrate);
    else hydrate();
  } else {
    // The first render in slices too (a transition): the page's code, its data and the shell are
    // rendered without one long task that would hold up a tap or a scroll meanwhile.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  // What the first screen does not need, not even its code, waits until the first screen has
  // what it needs (its data included): the service worker's registration and the update checks.
  // The access-log queue waits likewise (src/lib/access-log.ts).
  whenQuiet(() => {
    import("./background.ts")
      .then(({ startBackground }) => startBackground())
      .catch((error: unknown) => console.error("The background start failed", error));
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
