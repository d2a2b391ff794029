import { Outlet, type RouteObject } from "react-router-dom";
import { LOCALES, localizePath } from "../domain/locale.ts";
import { isAppPage, ROUTES } from "../domain/routes.ts";
import { withChunkReload } from "../lib/chunk-reload.ts";
import type { PageHandle } from "./current-page.ts";
import { guard } from "./guard.ts";
import { loadPageMessages } from "./i18n.ts";
import { BareLayout, DefaultLayout } from "./layouts.tsx";
import { PAGE_MODULES } from "./page-modules.ts";
import { RootShell, StartupFallback } from "./root-shell.tsx";
import { RouteError } from "./route-error.tsx";
import { serverPage } from "./server-pages.ts";

/** The catch-all's guard and a server page's loader always throw (redirect, 404, 503), so they have nothing to render. */
function NeverRendered() {
  return null;
}

/** Every page of the app in the route table, in both languages: `/historico` and `/en/historico`. */
function pages(layout: "default" | "none"): RouteObject[] {
  return LOCALES.flatMap((locale) =>
    ROUTES.flatMap(({ id, path, layout: its }): RouteObject[] => {
      if (its !== layout || !isAppPage(id)) return [];
      return [
        {
          id: `${locale}:${id}`,
          path: localizePath(path, locale),
          loader: guard,
          // The page's code and its area's words, fetched together. A page chunk gone after a deploy
          // reloads the page once (guarded for 10 s).
          lazy: {
            Component: async () => {
              const [Page] = await Promise.all([withChunkReload(PAGE_MODULES[id])(), loadPageMessages(locale, id)]);
              return Page;
            },
          },
          handle: { routeId: id } satisfies PageHandle,
        },
      ];
    }),
  );
}

/** The server's documents (`layout: "server"`), in both languages: the router leaves for them (server-pages.ts). */
function serverPages(): RouteObject[] {
  return LOCALES.flatMap((locale) =>
    ROUTES.filter((route) => route.layout === "server").map((route): RouteObject => ({
      id: `${locale}:${route.id}`,
      path: localizePath(route.path, locale),
      loader: serverPage,
      Component: NeverRendered,
    })),
  );
}

/**
 * The router's tree, generated from src/domain/routes.ts. The shell stays mounted; errors
 * (the guard's 404, a failing page) replace everything below it with the error screen.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootShell,
      HydrateFallback: StartupFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          id: "app",
          Component: Outlet,
          ErrorBoundary: RouteError,
          children: [
            { id: "layout-default", Component: DefaultLayout, children: pages("default") },
            { id: "layout-none", Component: BareLayout, children: pages("none") },
            ...serverPages(),
            // Anything else: an old alias (redirected) or a 404, decided by the same guard.
            { id: "not-found", path: "*", loader: guard, Component: NeverRendered },
          ],
        },
      ],
    },
  ];
}
