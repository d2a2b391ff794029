import { LOCALE_NAME, LOCALE_TAG, localizePath, type Locale } from "../../domain/locale.ts";
import { SEARCH_MAX } from "../../domain/paging.ts";
import { buildPath, type RouteId } from "../../domain/routes.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, icon, SafeHtml } from "./html.ts";

/**
 * The frame every server-rendered /gov page shares: a whole document in the path's language with
 * its title, description, canonical address and `hreflang` alternates (both languages and
 * x-default), the app's built stylesheet (taken from the build's index.html, as the shell is),
 * the one slim bar of the pages that stand alone (the app's name as a link home, opened in the
 * whole window when framed, and the language switch, the query kept) and the search form, which
 * works without JavaScript (`GET ?q=`). No script at all.
 */
export type PageContext = {
  locale: Locale;
  /** `scheme://host` for absolute alternates. */
  origin: string;
  /** `<link rel="stylesheet">` tags of the build (empty without one). */
  styles: SafeHtml;
};

const APP_NAME = "Acadêmico";

/** The build's stylesheet links, as its index.html names them (our own build: copied as they are). */
export function stylesOf(shellHtml: string): SafeHtml {
  const links = shellHtml.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi) ?? [];
  return new SafeHtml(links.join("\n    "));
}

export function govDocument(
  ctx: PageContext,
  page: { id: RouteId; query: string; body: SafeHtml; gridStyles?: boolean },
): string {
  const text = GOV_TEXT[ctx.locale];
  const other: Locale = ctx.locale === "pt" ? "en" : "pt";
  const path = buildPath(page.id);
  const url = (locale: Locale) => `${ctx.origin}${localizePath(path, locale)}`;
  const title = text.titles[page.id as keyof typeof text.titles];
  const lead = page.id in text.leads ? text.leads[page.id as keyof typeof text.leads] : "";
  return `<!doctype html>\n${html`<html lang="${LOCALE_TAG[ctx.locale]}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#1e3a8a" />
      <title>${title} · ${APP_NAME}</title>
      <meta name="description" content="${lead}" />
      <link rel="canonical" href="${url(ctx.locale)}" />
      <link rel="alternate" hreflang="${LOCALE_TAG.pt}" href="${url("pt")}" />
      <link rel="alternate" hreflang="${LOCALE_TAG.en}" href="${url("en")}" />
      <link rel="alternate" hreflang="x-default" href="${url("pt")}" />
      <link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png" />
      ${ctx.styles} ${page.gridStyles ? html`<link rel="stylesheet" href="/gov.css" />` : null}
    </head>
    <body>
      <a
        href="#main"
        class="sr-only z-[1100] rounded-md bg-white px-4 py-2 font-medium text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >${text.skip}</a
      >
      <header class="border-b border-slate-200 bg-white text-sm text-blue-900">
        <div class="mx-auto flex max-w-5xl items-center justify-between gap-2 px-2">
          <a
            href="${localizePath("/", ctx.locale)}"
            target="_top"
            aria-label="${text.home}"
            class="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold hover:bg-slate-100"
            >${icon("house")}${APP_NAME}</a
          >
          <a
            href="${localizePath(path, other)}${page.query}"
            hreflang="${LOCALE_TAG[other]}"
            lang="${LOCALE_TAG[other]}"
            title="${text.changeLanguage}"
            data-testid="language-switch"
            class="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-slate-100"
            >${icon("languages")}<span class="sr-only sm:not-sr-only">${LOCALE_NAME[other]}</span
            ><span aria-hidden="true" class="sm:hidden">${other.toUpperCase()}</span></a
          >
        </div>
      </header>
      <main id="main" tabindex="-1" class="mx-auto w-full max-w-5xl px-4 py-6 outline-none">
        <header class="mb-6">
          <h1 class="text-2xl font-semibold text-blue-950 sm:text-3xl">${title}</h1>
          ${lead ? html`<p class="mt-2 max-w-prose text-slate-700">${lead}</p>` : null}
        </header>
        ${page.body}
        ${
          page.id === "gov"
            ? null
            : html`<p class="mt-6">
                <a href="${localizePath("/gov", ctx.locale)}" class="font-medium text-blue-800 underline"
                  >${text.allPages}</a
                >
              </p>`
        }
      </main>
    </body>
  </html> `}`;
}

/** What was searched: the text, whether it is over the limit (then not applied), and the query to keep across languages. */
export type SearchState = { q: string; tooLong: boolean; query: string };

export function searchState(raw: string | undefined): SearchState {
  const q = (raw ?? "").trim();
  return { q, tooLong: q.length > SEARCH_MAX, query: q ? `?q=${encodeURIComponent(q)}` : "" };
}

/** The search: `GET ?q=` to the same page; an over-long text is said next to the field (the list is then not filtered). */
export function searchForm(locale: Locale, label: string, q: string, tooLong: boolean): SafeHtml {
  const text = GOV_TEXT[locale];
  return html`<form role="search" method="get" class="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
    <div class="flex flex-1 flex-col gap-1">
      <label for="gov-q" class="font-medium text-slate-900">${label}</label>
      <input
        id="gov-q"
        name="q"
        type="search"
        value="${q}"
        maxlength="${String(SEARCH_MAX)}"
        ${tooLong ? html` aria-invalid="true" aria-describedby="gov-q-error"` : null}
        class="min-h-11 rounded-md border ${tooLong ? "border-red-700" : "border-slate-400"} bg-white px-3 py-2 text-slate-900"
      />
      ${tooLong ? html`<p id="gov-q-error" class="text-sm font-medium text-red-700">${text.searchTooLong(SEARCH_MAX)}</p>` : null}
    </div>
    <button
      type="submit"
      class="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900"
    >
      ${icon("search")}${text.searchButton}
    </button>
  </form>`;
}

/** "3 results for “x”" (a live region for screen readers), and a way back to the whole list. */
export function resultLine(locale: Locale, count: number, q: string): SafeHtml {
  const text = GOV_TEXT[locale];
  return html`<p class="mb-3 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700">
    <span role="status">${count === 0 ? text.noneFound : text.found(count, q)}</span>
    ${q ? html`<a href="?" class="font-medium text-blue-800 underline">${text.clearSearch}</a>` : null}
  </p>`;
}

/**
 * A list of people as the /gov pages show it: a table with a caption and column headers, each
 * row headed by the person's name, inside a box that scrolls sideways on a narrow phone rather
 * than widening the page. Nothing when there is nobody.
 */
export function peopleTable(
  title: string,
  testId: string,
  headers: readonly string[],
  rows: readonly { name: string; cells: readonly SafeHtml[] }[],
): SafeHtml {
  if (rows.length === 0) return html``;
  return html`<div
    role="region"
    tabindex="0"
    aria-label="${title}"
    class="overflow-x-auto rounded-lg border border-slate-200 bg-white"
  >
    <table class="w-full text-left text-sm" data-testid="${testId}">
      <caption class="sr-only">
        ${title}
      </caption>
      <thead class="bg-slate-100 text-slate-800">
        <tr>
          ${headers.map((header) => html`<th scope="col" class="px-3 py-2 font-semibold">${header}</th>`)}
        </tr>
      </thead>
      <tbody class="divide-y divide-slate-200">
        ${rows.map(
          (row) =>
            html`<tr>
              <th scope="row" class="px-3 py-2 font-medium text-slate-900">${row.name}</th>
              ${row.cells}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
