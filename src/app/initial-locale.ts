import { resolveLocale } from "../domain/locale.ts";

/**
 * Only a visit to the bare root `/` may be sent to the remembered (cookie) or the browser's
 * language; every other address opens in the language it is written in (see resolveLocale).
 * Runs once, before the router starts, so the first screen is already the right language.
 */
export function initialRedirect(
  location: Pick<Location, "pathname">,
  cookie: string | undefined,
  languages: readonly string[],
) {
  return resolveLocale({ pathname: location.pathname, cookie, languages }).redirectTo;
}
