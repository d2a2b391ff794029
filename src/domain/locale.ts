/**
 * Languages and the URL scheme: Portuguese has no prefix, English lives under `/en`.
 * Pure functions shared by the browser (router, language switch) and the server
 * (shell `lang`, sitemaps, API messages).
 */
export const LOCALES = ["pt", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt";

/** BCP 47 tag of each language, as used by `<html lang>`, Intl and the catalogs in `locales/`. */
export const LOCALE_TAG: Record<Locale, "pt-BR" | "en-US"> = { pt: "pt-BR", en: "en-US" };
export const LOCALE_NAME: Record<Locale, string> = { pt: "Português (BR)", en: "English (US)" };

/** The cookie that remembers the chosen language (seed §9: 365 days). */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === "pt" || value === "en";
}

/** Splits `/en/historico` into `{locale: "en", path: "/historico"}`; unprefixed paths are Portuguese. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/en" || pathname === "/en/") return { locale: "en", path: "/" };
  if (pathname.startsWith("/en/")) return { locale: "en", path: pathname.slice(3) };
  return { locale: "pt", path: pathname || "/" };
}

/** The inverse of `splitLocale`: `/` in English is `/en`, `/login` is `/en/login`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === "pt") return clean;
  return clean === "/" ? "/en" : `/en${clean}`;
}

/** Reads a language from an `Accept-Language` header or `navigator.languages`, best first. */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.trim().split(";")[0]?.split("-")[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * Which language a request is in. The URL decides whenever it carries a prefix (or is a
 * Portuguese page other than the root); only a visit to the bare root `/` may be sent to the
 * remembered (cookie) or, failing that, the browser's language, so that bookmarked and shared
 * links always open in the language they were written in.
 */
export function resolveLocale(input: {
  pathname: string;
  cookie?: string | null | undefined;
  languages?: readonly string[];
}): { locale: Locale; redirectTo?: string } {
  const { locale } = splitLocale(input.pathname);
  if (input.pathname !== "/") return { locale };
  const remembered = isLocale(input.cookie) ? input.cookie : undefined;
  const preferred = remembered ?? localeFromLanguages(input.languages ?? []) ?? DEFAULT_LOCALE;
  return preferred === "pt" ? { locale: "pt" } : { locale: preferred, redirectTo: localizePath("/", preferred) };
}

/** The web manifest of a language: each installs with its own start URL (PRODUCT §5). */
export function manifestHref(locale: Locale): string {
  return locale === "en" ? "/en/manifest.webmanifest" : "/manifest.webmanifest";
}
