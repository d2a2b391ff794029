import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { Locale } from "../../domain/locale.ts";
import { highContrastOn } from "../../lib/contrast.ts";
import { writeFirstPaint, type FirstPaint } from "../../lib/first-paint.ts";
import { LogoutButtonView } from "../../ui/logout-button-view.tsx";
import { OfflineBannerView } from "../../ui/offline-banner.tsx";
import { OfflineMarkView } from "../../ui/offline-mark.tsx";

/**
 * Takes the first paint of the Discente's home (src/lib/first-paint.ts says what it is, when
 * the service worker uses it and why): what `#root` shows now, as it would look offline, since
 * it is only painted when the network did not answer. So the offline banner and the week's
 * offline mark are put in when the page shows the fresh answer without them, the logout button
 * is put in as it looks offline (unavailable: it needs the connection), and what only makes
 * sense live is left out: elements marked `data-first-paint-omit` (loading bar, route
 * announcer, toasts, install button) and inline styles (the shell's CSP allows none in HTML).
 *
 * React takes the painted page over as it is (hydration, src/app/main.tsx) rather than
 * replacing it, so the copy must be what React's hydration expects: where React made two text
 * nodes side by side ("Olá, " and the name), the HTML would give one, so a `<!-- -->` comment
 * goes between them, as React's own server rendering does.
 */

/** Puts an empty comment between adjacent text nodes, so that parsing the HTML keeps them apart. */
function keepTextNodesApart(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (text.previousSibling?.nodeType === Node.TEXT_NODE) text.before(document.createComment(" "));
  }
}

/**
 * The banner, the mark and the logout button, rendered apart offline with the page's own
 * components, then copied.
 */
function offlineParts(savedAt: number, locale: Locale): { banner?: Node; mark?: Node; logout?: Node } {
  const box = document.createElement("div");
  const root = createRoot(box);
  flushSync(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <OfflineBannerView />
        <OfflineMarkView savedAt={savedAt} locale={locale} />
        <LogoutButtonView offline busy={false} onClick={() => undefined} />
      </I18nProvider>,
    ),
  );
  const banner = box.querySelector('[data-offline-part="banner"]')?.cloneNode(true);
  const mark = box.querySelector('[data-offline-part="mark"]')?.cloneNode(true);
  const logout = box.querySelector('[data-offline-part="logout"]')?.cloneNode(true);
  root.unmount();
  return { banner, mark, logout };
}

export type HomeShown = {
  /** The app's root element (`#root`), showing the home with the week. */
  container: HTMLElement;
  user: { idcbpf: string; level: string; name: string };
  locale: Locale;
  /** When the week shown came from the server, and until when it is shown as it is. */
  savedAt: number;
  validUntil: number;
};

/** The first paint of the home as `container` shows it now; null if it does not show the week. */
export function takeFirstPaint({ container, user, locale, savedAt, validUntil }: HomeShown): FirstPaint | null {
  if (container.hasAttribute("data-first-paint")) return null; // not the app's own rendering yet
  const copy = container.cloneNode(true) as HTMLElement;
  const main = copy.querySelector("main#main");
  const weekHeading = copy.querySelector("#week-heading");
  if (!main || !weekHeading) return null;
  for (const element of copy.querySelectorAll("[data-first-paint-omit]")) element.remove();
  for (const element of copy.querySelectorAll("[style]")) element.removeAttribute("style");
  const parts = offlineParts(savedAt, locale);
  if (parts.banner && !copy.querySelector('[data-offline-part="banner"]')) main.before(parts.banner);
  if (parts.mark && !copy.querySelector('[data-offline-part="mark"]')) weekHeading.after(parts.mark);
  if (parts.logout) copy.querySelector('[data-offline-part="logout"]')?.replaceWith(parts.logout);
  keepTextNodesApart(copy);
  return {
    build: __BUILD_ID__,
    user: user.idcbpf,
    level: user.level,
    name: user.name,
    path: window.location.pathname,
    lang: document.documentElement.lang,
    contrast: highContrastOn(),
    title: document.title,
    html: copy.innerHTML,
    savedAt: Date.now(),
    validUntil,
  };
}

/** Takes the first paint and keeps it on the device (a few times per visit: each new answer, each change of the week). */
export async function keepFirstPaint(shown: HomeShown): Promise<void> {
  const paint = takeFirstPaint(shown);
  if (paint) await writeFirstPaint(paint);
}
