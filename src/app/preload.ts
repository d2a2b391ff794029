import { splitLocale } from "../domain/locale.ts";
import { matchRoute } from "../domain/routes.ts";
import { PAGE_MODULES } from "./page-modules.ts";

/** Link prefetch: the page module a localized path leads to (nothing for unknown paths). */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const match = matchRoute(splitLocale(pathname).path);
  return match ? PAGE_MODULES[match.route.id]() : undefined;
}
