import { i18n } from "@lingui/core";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, type RouteObject } from "react-router-dom";
import { LOCALE_TAG, localizePath, type Locale } from "../domain/locale.ts";
import { buildPath, type AppPageId } from "../domain/routes.ts";
import { setPaintedOnline } from "../lib/online.ts";
import { APP_NAME, PAGE_TITLES } from "../ui/page-titles.ts";
import { AppRoot } from "./app-root.tsx";
import { loadLocale, loadPageMessages } from "./i18n.ts";
import { PAGE_MODULES } from "./page-modules.ts";
import { buildRoutes } from "./routes.tsx";

/**
 * The build's pre-rendering (run by scripts/prerender.ts, from a `vite build --ssr` of this file):
 * a public page's first screen as HTML, per language, rendered with the app's own tree
 * (app-root.tsx) as a visitor sees it online, so that the browser paints it from the HTML before
 * any script has run, and React then takes it over in place (hydration, main.tsx) instead of
 * building it. Only pages that are the same for every visitor are pre-rendered (PRERENDERED);
 * the server sends them only to requests that carry no session and no query (server/pages).
 *
 * No guard runs here: a visitor may open these pages (the guard's verdict in the browser is the
 * same), and the routes are rendered without their loaders, the page's module already loaded.
 */
export const PRERENDERED: readonly AppPageId[] = ["login"];

export type Prerendered = { path: string; locale: Locale; id: AppPageId; lang: string; title: string; html: string };

/** The route tree with no loaders, and the page's module in place of its lazy loader. */
function staticRoutes(routes: RouteObject[], pageRouteId: string, Page: ComponentType): RouteObject[] {
  return routes.map((route): RouteObject => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out: no guard runs here
    const { loader, lazy, children, ...rest } = route;
    const own = route.id === pageRouteId ? { Component: Page } : lazy ? { lazy } : {};
    return {
      ...rest,
      ...own,
      ...(children ? { children: staticRoutes(children, pageRouteId, Page) } : {}),
    } as RouteObject;
  });
}

export async function prerender(id: AppPageId, locale: Locale): Promise<Prerendered> {
  const path = localizePath(buildPath(id), locale);
  await Promise.all([loadLocale(locale), loadPageMessages(locale, id)]);
  const Page = await PAGE_MODULES[id]();
  setPaintedOnline(true);
  const router = createMemoryRouter(staticRoutes(buildRoutes(), `${locale}:${id}`, Page), { initialEntries: [path] });
  if (!router.state.initialized) throw new Error(`the router did not start at ${path} without loaders`);
  const html = renderToString(<AppRoot router={router} />);
  return { path, locale, id, lang: LOCALE_TAG[locale], title: `${i18n._(PAGE_TITLES[id])} · ${APP_NAME}`, html };
}
