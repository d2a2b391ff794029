import { CONTRAST_HIGH } from "../../domain/contrast.ts";
import { localizePath, type Locale } from "../../domain/locale.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, type SafeHtml } from "./html.ts";

/**
 * The accessibility bar of eMAG 3.1 on the /gov documents, the twin of the app's
 * (src/app/accessibility-bar.tsx: same words, classes, keys and ids), without any script: the
 * skip links are anchors with their access keys — content [1], the header's links [2], the
 * page's search field [3] (the content on the index, which has none), the footer [4] — and "Alto
 * contraste" is a button of a GET form: the server remembers the choice in the cookie and sends
 * the page again (gov-pages.ts, `contrastChoice`), with the search kept.
 */
export const CONTRAST_PARAM = "contraste";
/** The value that turns high contrast off (on is CONTRAST_HIGH). */
export const CONTRAST_OFF = "normal";

const LINK = "inline-flex min-h-8 items-center rounded px-2 font-medium underline-offset-2 hover:underline";
const SKIP = `${LINK} max-md:sr-only max-md:focus:not-sr-only max-md:focus:fixed max-md:focus:top-1 max-md:focus:left-1 max-md:focus:z-[1100] max-md:focus:bg-white max-md:focus:shadow-lg`;

export function govAccessibilityBar(
  locale: Locale,
  page: { contrast: boolean; searchId: string | null; q: string },
): SafeHtml {
  const text = GOV_TEXT.bar;
  const skips: [string, string, string][] = [
    ["1", "#main", text.content[locale]],
    ["2", "#site-nav", text.menu[locale]],
    ["3", page.searchId ? `#${page.searchId}` : "#main", text.search[locale]],
    ["4", "#rodape", text.footer[locale]],
  ];
  return html`<nav
    aria-label="${text.label[locale]}"
    data-a11y-bar=""
    class="border-b border-slate-300 bg-white text-sm text-blue-950"
  >
    <div class="mx-auto flex max-w-6xl items-center gap-x-2 px-1 sm:px-2">
      <ul class="flex items-center">
        ${skips.map(
          ([key, href, label]) =>
            html`<li>
              <a href="${href}" accesskey="${key}" aria-keyshortcuts="Alt+${key}" class="${SKIP}"
                >${label}&nbsp;[${key}]</a
              >
            </li>`,
        )}
      </ul>
      <ul class="ml-auto flex items-center">
        <li>
          <form method="get">
            ${page.q ? html`<input type="hidden" name="q" value="${page.q}" />` : null}
            <button
              type="submit"
              name="${CONTRAST_PARAM}"
              value="${page.contrast ? CONTRAST_OFF : CONTRAST_HIGH}"
              aria-pressed="${page.contrast ? "true" : "false"}"
              class="${LINK}"
            >
              ${text.contrast[locale]}
            </button>
          </form>
        </li>
        <li>
          <a href="${localizePath("/acessibilidade", locale)}" target="_top" class="${LINK}">${text.page[locale]}</a>
        </li>
      </ul>
    </div>
  </nav>`;
}

/** The footer the bar's link [4] leads to: the app's name, as the app's footer starts. */
export function govFooter(): SafeHtml {
  return html`<footer id="rodape" tabindex="-1" class="border-t border-slate-200 bg-white">
    <div class="mx-auto max-w-5xl px-4 py-4 text-sm text-slate-600"><p>Acadêmico</p></div>
  </footer>`;
}
