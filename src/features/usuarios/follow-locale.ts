import { useLocation, useNavigate } from "react-router-dom";
import type { Locale } from "../../domain/locale.ts";
import { rememberLocale } from "../../lib/locale-cookie.ts";
import { inLocale } from "../../lib/preferred-locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * After a user saved its preferred language: the same page in that language, remembered in the
 * `i18n_redirected` cookie as the language switch does. Resolves once the page is in it (true), or
 * at once (false) when there is nothing to change.
 */
export function useFollowPreferredLocale(): (preferred: Locale | null) => Promise<boolean> {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useLocale();
  return async (preferred) => {
    if (!preferred || preferred === current) return false;
    rememberLocale(preferred);
    await navigate(inLocale(`${location.pathname}${location.search}${location.hash}`, preferred), { replace: true });
    return true;
  };
}
