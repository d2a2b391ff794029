import { splitLocale } from "../domain/locale.ts";
import { isAppPage, matchRoute } from "../domain/routes.ts";
import { prefetchPageMessages } from "./i18n.ts";
import { PAGE_MODULES } from "./page-modules.ts";

/**
 * Link prefetch: the page module a localized path leads to, and its area's words beside it;
 * nothing for unknown paths and for the server's documents (no code of the app runs there).
 */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const { locale, path } = splitLocale(pathname);
  const match = matchRoute(path);
  const id = match?.route.id;
  if (!id || !isAppPage(id)) return undefined;
  void prefetchPageMessages(locale, id);
  return PAGE_MODULES[id]();
}
