import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
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

/**
 * Goes to the same page in the other language; the choice is remembered in the `i18n_redirected`
 * cookie (365 days) by `rememberLocaleChoices` (locale-cookie.ts, installed by the app's first
 * script), so a later visit to `/` opens in it. `tone` colours it
 * for its bar: the app's dark header by default.
 */
export function LanguageSwitch({ className = "", tone = "hover:bg-white/10" }: { className?: string; tone?: string }) {
  const { t } = useLingui();
  const { locale, href } = otherLanguageHref(useLocation());
  return (
    <Link
      to={href}
      hrefLang={LOCALE_TAG[locale]}
      lang={LOCALE_TAG[locale]}
      title={t`Mudar o idioma`}
      data-locale-choice={locale}
      data-testid="language-switch"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium whitespace-nowrap sm:px-2 ${tone} ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">{LOCALE_NAME[locale]}</span>
      <span aria-hidden="true" className="sm:hidden">
        {locale.toUpperCase()}
      </span>
    </Link>
  );
}
