import { splitLocale } from "../domain/locale.ts";
import { matchRoute } from "../domain/routes.ts";
import { prefetchPageMessages } from "./i18n.ts";
import { PAGE_MODULES } from "./page-modules.ts";

/**
 * Link prefetch: the page module a localized path leads to (nothing for unknown paths), and its
 * area's words beside it.
 */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const { locale, path } = splitLocale(pathname);
  const match = matchRoute(path);
  if (!match) return undefined;
  void prefetchPageMessages(locale, match.route.id);
  return PAGE_MODULES[match.route.id]();
}
