import type { Locale } from "../../domain/locale.ts";
import { SEARCH_MAX } from "../../domain/paging.ts";
import type { ServerPageId } from "../../domain/routes.ts";
import { govDocument, type PageContext } from "./gov-document.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, icon, type SafeHtml } from "./html.ts";

/**
 * A /gov page that lists what was searched (the people of a programme, the term's timetable):
 * the search form, which works without JavaScript (`GET ?q=` to the same page; over SEARCH_MAX
 * characters it is said next to the field and not applied), how many were found, and the list.
 */
export type SearchState = {
  q: string;
  tooLong: boolean;
  /** `?q=…`, kept by the language switch. */
  query: string;
  /** What the list is filtered by: nothing when empty or too long. */
  applied: string | undefined;
};

export function searchState(raw: string | undefined): SearchState {
  const q = (raw ?? "").trim();
  const tooLong = q.length > SEARCH_MAX;
  return { q, tooLong, query: q ? `?q=${encodeURIComponent(q)}` : "", applied: tooLong || !q ? undefined : q };
}

/** The search field's id: the accessibility bar's link [3] leads to it. */
const SEARCH_ID = "gov-q";

function searchForm(locale: Locale, label: string, { q, tooLong }: SearchState): SafeHtml {
  return html`<form role="search" method="get" class="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
    <div class="flex flex-1 flex-col gap-1">
      <label for="${SEARCH_ID}" class="font-medium text-slate-900">${label}</label>
      <input
        id="${SEARCH_ID}"
        name="q"
        type="search"
        value="${q}"
        maxlength="${String(SEARCH_MAX)}"
        ${tooLong ? html` aria-invalid="true" aria-describedby="gov-q-error"` : null}
        class="min-h-11 rounded-md border ${tooLong ? "border-red-700" : "border-slate-400"} bg-white px-3 py-2 text-slate-900"
      />
      ${tooLong ? html`<p id="gov-q-error" class="text-sm font-medium text-red-700">${GOV_TEXT.searchTooLong[locale](SEARCH_MAX)}</p>` : null}
    </div>
    <button
      type="submit"
      class="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900"
    >
      ${icon("search")}${GOV_TEXT.searchButton[locale]}
    </button>
  </form>`;
}

/** "3 results for “x”" (a live region for screen readers), and a way back to the whole list. */
function resultLine(locale: Locale, count: number, q: string): SafeHtml {
  return html`<p class="mb-3 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700">
    <span role="status">${count === 0 ? GOV_TEXT.noneFound[locale] : GOV_TEXT.found[locale](count, q)}</span>
    ${q ? html`<a href="?" class="font-medium text-blue-800 underline">${GOV_TEXT.clearSearch[locale]}</a>` : null}
  </p>`;
}

/** What a list page shows: its search's label, how many were found (null: nothing to count), the list. */
export type ListContent = { label: string; count: number | null; list: SafeHtml; gridStyles?: boolean };

export function listPage(ctx: PageContext, id: ServerPageId, search: SearchState, content: ListContent): string {
  const body = html`${searchForm(ctx.locale, content.label, search)}
  ${content.count === null ? null : resultLine(ctx.locale, content.count, search.applied ?? "")} ${content.list}`;
  return govDocument(ctx, {
    id,
    query: search.query,
    body,
    gridStyles: content.gridStyles ?? false,
    search: { id: SEARCH_ID, q: search.q },
  });
}
