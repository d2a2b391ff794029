import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { LOCALE_NAME, LOCALE_TAG, localizePath, splitLocale, type Locale } from "../domain/locale.ts";

/** The address of the page on screen in the other language, query and hash kept. */
export function otherLanguageHref(location: { pathname: string; search: string; hash: string }): {
  locale: Locale;
  href: string;
} {
  const { locale, path } = splitLocale(location.pathname);
  const other: Locale = locale === "pt" ? "en" : "pt";
  return { locale: other, href: `${localizePath(path, other)}${location.search}${location.hash}` };
}

/** A plain press (no modifier, the main button): the app navigates; any other is the browser's. */
const plainPress = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Goes to the same page in the other language; the choice is remembered in the `i18n_redirected`
 * cookie (365 days) by `rememberLocaleChoices` (locale-cookie.ts, installed by the app's first
 * script), so a later visit to `/` opens in it. `tone` colours it
 * for its bar: the app's dark header by default.
 *
 * The press answers at once (the link marked busy) and the page in the other language is drawn
 * after that paint: the router renders a navigation at once (`useTransitions={false}`), and the
 * whole page in new words is too long a task to hold the press's own answer behind.
 */
export function LanguageSwitch({ className = "", tone = "hover:bg-white/10" }: { className?: string; tone?: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const { locale, href } = otherLanguageHref(location);
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const [pressedOn, setPressedOn] = useState<string | null>(null);
  const busy = pressedOn === here;
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainPress(event)) return;
    event.preventDefault();
    if (busy) return;
    setPressedOn(here);
    // Not busy for good when the navigation does not happen (unsent work kept on the page).
    requestAnimationFrame(() =>
      setTimeout(() => void Promise.resolve(navigate(href)).finally(() => setPressedOn(null)), 0),
    );
  };
  return (
    <Link
      to={href}
      onClick={press}
      aria-busy={busy || undefined}
      hrefLang={LOCALE_TAG[locale]}
      lang={LOCALE_TAG[locale]}
      title={t`Mudar o idioma`}
      data-locale-choice={locale}
      data-testid="language-switch"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium whitespace-nowrap aria-busy:opacity-70 sm:px-2 ${tone} ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">{LOCALE_NAME[locale]}</span>
      <span aria-hidden="true" className="sm:hidden">
        {locale.toUpperCase()}
      </span>
    </Link>
  );
}
