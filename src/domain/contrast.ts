/**
 * The high-contrast theme (eMAG 3.1's "Alto contraste"), chosen in the accessibility bar and
 * remembered on the device in a cookie, as the language is: the server reads it to mark `<html>`
 * before anything is painted (the shell, the pre-rendered /login, the /gov documents, which run no
 * script), and the app's first script applies it to a shell the service worker answered with
 * (src/lib/contrast.ts). Pure names shared by the browser and the server.
 */
export const CONTRAST_COOKIE = "contraste";
export const CONTRAST_HIGH = "alto";
export const CONTRAST_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/**
 * `<html class="contraste-alto">`: what the stylesheet's high-contrast rules key on (a class, which
 * browsers rule out for every element at once when it is absent, src/app/styles.css).
 */
export const CONTRAST_CLASS = "contraste-alto";

/** Whether a `Cookie` header (or `document.cookie`) asks for high contrast. */
export function highContrastIn(cookies: string | null | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(";").some((part) => part.trim() === `${CONTRAST_COOKIE}=${CONTRAST_HIGH}`);
}

/** A whole document with the class on its `<html>` (left as it is when off; ours carry no class there). */
export function withContrast(document: string, high: boolean): string {
  if (!high) return document;
  return document.replace(/<html\b/i, `<html class="${CONTRAST_CLASS}"`);
}
