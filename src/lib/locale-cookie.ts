import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "../domain/locale.ts";

/**
 * The chosen language lives in the `i18n_redirected` cookie for 365 days (seed §9), so the
 * server and a later visit to the bare root `/` can honour it. Nothing else is stored.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function rememberedLocale(): Locale | undefined {
  for (const part of document.cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * Remembers the language of every language switch pressed on the page (a link marked
 * `data-locale-choice`, language-switch.tsx), from the moment it is called: the app's first script
 * calls it, so a switch pressed on a pre-rendered page before the app has taken it over counts
 * too. Once per document.
 */
export function rememberLocaleChoices(target: Document = document): void {
  target.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-locale-choice]") : null;
      const locale = link?.getAttribute("data-locale-choice");
      if (isLocale(locale)) rememberLocale(locale);
    },
    { capture: true },
  );
}
