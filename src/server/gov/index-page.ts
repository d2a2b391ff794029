import { GOV_INDEX } from "../../domain/gov.ts";
import { localizePath } from "../../domain/locale.ts";
import { buildPath } from "../../domain/routes.ts";
import { govDocument, type PageContext } from "./gov-document.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html } from "./html.ts";

/** `/gov`: the index of the public pages, as links in a navigation landmark. */
export function indexPage(ctx: PageContext): string {
  const body = html`<nav aria-label="${GOV_TEXT.indexNav[ctx.locale]}">
    <ul class="grid gap-2 sm:grid-cols-2">
      ${GOV_INDEX.map(
        (id) =>
          html`<li>
            <a
              href="${localizePath(buildPath(id), ctx.locale)}"
              class="flex min-h-11 items-center rounded-md border border-slate-200 bg-white px-4 py-3 font-medium text-blue-800 hover:bg-blue-50"
              >${GOV_TEXT.titles[id as keyof typeof GOV_TEXT.titles][ctx.locale]}</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
  return govDocument(ctx, { id: "gov", query: "", body });
}
