import { useLocation } from "react-router-dom";
import { splitLocale, type Locale } from "../domain/locale.ts";

/** The UI language, read from the URL (`/en/…` is English, the rest Portuguese). */
export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}
