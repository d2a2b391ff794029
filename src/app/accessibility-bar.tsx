import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useLayoutEffect, type MouseEvent } from "react";
import { AppLink } from "../ui/app-link.tsx";
import { ContrastToggle } from "../ui/contrast-toggle.tsx";
import { FOOTER_ID, MAIN_ID, NAV_ID } from "./landmarks.ts";

/**
 * The accessibility bar of eMAG 3.1 (docs/browser.md, "Accessibility"), first on every page of
 * the app (the server's /gov documents draw its twin, src/server/gov/gov-document.ts): four skip
 * links with their access keys — content [1], menu [2], search [3], footer [4] — then "Alto
 * contraste" and the page that explains it all (/acessibilidade).
 *
 * The app listens to Alt+1…4 itself (`useSkipKeys`). The links work as plain anchors before the
 * app runs (a pre-rendered page); in the app a key or a press moves the focus without touching the
 * address: to the page's search field when it has one (else the content, so the key always
 * does something), and on a phone "menu" first opens the folded navigation.
 *
 * Below 768 px the skip links show only when focused (the first Tab of the page), over the bar;
 * the bar keeps one slim row (the contrast switch and the link), which never changes height, so
 * the painted pages (/login, the home's device copy) hold it as they will stay.
 */
type Skip = { key: "1" | "2" | "3" | "4"; href: string; label: MessageDescriptor };

const SKIPS: readonly Skip[] = [
  { key: "1", href: `#${MAIN_ID}`, label: msg`Ir para o conteúdo` },
  { key: "2", href: `#${NAV_ID}`, label: msg`Ir para o menu` },
  { key: "3", href: `#${MAIN_ID}`, label: msg`Ir para a busca` },
  { key: "4", href: `#${FOOTER_ID}`, label: msg`Ir para o rodapé` },
];

const SEARCH_FIELD = '#main [role="search"] :is(input, select):not([type="hidden"]), #main input[type="search"]';

function visible(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.checkVisibility();
}

/** Where a skip link's key leads on this page now. */
function targetOf(key: Skip["key"]): HTMLElement | null {
  if (key === "2") {
    const nav = document.getElementById(NAV_ID);
    // Folded on a phone: its button opens it (the header renders it open at once).
    if (nav && !visible(nav)) document.querySelector<HTMLElement>(`[aria-controls="${NAV_ID}"]`)?.click();
    return nav?.querySelector("a") ?? nav;
  }
  if (key === "3") {
    const field = [...document.querySelectorAll(SEARCH_FIELD)].find(visible);
    if (field) return field;
  }
  return document.getElementById(key === "4" ? FOOTER_ID : MAIN_ID);
}

/** Moves the focus where `key` leads; false when the page has no such place. */
function moveFocus(key: Skip["key"]): boolean {
  const target = targetOf(key);
  if (!target) return false;
  target.focus();
  // A folded menu shows on the render its button's press asked for: its link takes the focus then.
  if (document.activeElement !== target) setTimeout(() => targetOf(key)?.focus(), 0);
  return true;
}

function skip(event: MouseEvent<HTMLAnchorElement>, key: Skip["key"]): void {
  // Without such a place, the plain anchor does what it can.
  if (moveFocus(key)) event.preventDefault();
}

/**
 * Alt+1…4 (also with Shift, as Firefox's access keys; Control+Option on a Mac) lead where the links
 * do. Listened to by the app itself rather than left to `accesskey`, which each browser binds to
 * other modifiers and some do not deliver to synthetic key presses: one handler, the same keys
 * everywhere. The /gov documents, without script, keep `accesskey` (src/server/gov/gov-bar.ts).
 * Listening from the commit that draws the bar (a layout effect), not after the paint: once the page
 * is on screen, its keys answer.
 */
function useSkipKeys(): void {
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Not AltGr (Control+Alt on Windows), which types characters on some layouts (@, ²), nor a
      // Mac's Option alone (¡, ™): there Control+Option, as its access keys.
      if (!event.altKey || event.metaKey || event.repeat || event.getModifierState("AltGraph")) return;
      if (event.ctrlKey !== /Mac|iPhone|iPad/.test(navigator.platform)) return;
      const key = /^Digit([1-4])$/.exec(event.code)?.[1] as Skip["key"] | undefined;
      if (key && moveFocus(key)) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

const LINK = "inline-flex min-h-8 items-center rounded px-2 font-medium underline-offset-2 hover:underline";

export function AccessibilityBar() {
  const { i18n } = useLingui();
  useSkipKeys();
  return (
    <nav
      aria-label={i18n._(msg`Barra de acessibilidade`)}
      data-a11y-bar=""
      className="border-b border-slate-300 bg-white text-sm text-blue-950"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-x-2 px-1 sm:px-2">
        <ul className="flex items-center">
          {SKIPS.map(({ key, href, label }) => (
            <li key={key}>
              <a
                href={href}
                aria-keyshortcuts={`Alt+${key}`}
                onClick={(event) => skip(event, key)}
                className={`${LINK} max-md:sr-only max-md:focus:not-sr-only max-md:focus:fixed max-md:focus:top-1 max-md:focus:left-1 max-md:focus:z-[1100] max-md:focus:bg-white max-md:focus:shadow-lg`}
              >
                {i18n._(label)}&nbsp;[{key}]
              </a>
            </li>
          ))}
        </ul>
        <ul className="ml-auto flex items-center">
          <li>
            <ContrastToggle className={LINK} />
          </li>
          <li>
            <AppLink to="/acessibilidade" className={LINK}>
              {i18n._(msg`Acessibilidade`)}
            </AppLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
