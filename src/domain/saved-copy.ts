/**
 * A server page's notice for when it is shown from the device's copy (PRODUCT §5: "Offline —
 * atualizado em …"). The server renders it in every page, hidden, in the page's language and with
 * the time of the rendering (src/server/gov/gov-document.ts); the service worker, answering a
 * navigation with its saved copy because the server is not there, reveals it (src/sw.ts). So the
 * words stay in the pages' one translation table and the worker needs none.
 */

/** The notice's attributes as the server writes them: hidden until the worker shows a copy. */
export const SAVED_COPY_HIDDEN = "data-saved-copy hidden";

/** The page with its notice shown. */
export function revealSavedCopy(html: string): string {
  return html.replace(SAVED_COPY_HIDDEN, "data-saved-copy");
}
