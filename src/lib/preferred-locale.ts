import { localizePath, splitLocale, type Locale } from "../domain/locale.ts";

/**
 * A user's preferred language drives the UI (PRODUCT §8): after logging in, on any device, and
 * right after choosing it. This is the same address in that language, query and hash kept:
 * `inLocale("/usuarios/ana?x=1", "en")` → `/en/usuarios/ana?x=1`.
 */
export function inLocale(href: string, locale: Locale): string {
  const url = new URL(href, "http://app.invalid");
  return `${localizePath(splitLocale(url.pathname).path, locale)}${url.search}${url.hash}`;
}
