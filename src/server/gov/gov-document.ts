import { withContrast } from "../../domain/contrast.ts";
import { formatDateTime } from "../../domain/dates.ts";
import { LOCALE_NAME, LOCALE_TAG, localizePath, type Locale } from "../../domain/locale.ts";
import { buildPath, type ServerPageId } from "../../domain/routes.ts";
import { SAVED_COPY_HIDDEN } from "../../domain/saved-copy.ts";
import { govAccessibilityBar, govFooter } from "./gov-bar.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, icon, SafeHtml } from "./html.ts";

/**
 * The frame every server-rendered /gov page shares: a whole document in the path's language with
 * its title, description, canonical address and `hreflang` alternates (both languages and
 * x-default), the app's built stylesheet (taken from the build's index.html, as the shell is),
 * the accessibility bar (gov-bar.ts), the one slim bar of the pages that stand alone (the app's
 * name as a link home, opened in the whole window when framed, and the language switch, the query
 * kept), the notice of a copy shown offline, hidden until the service worker shows one
 * (src/domain/saved-copy.ts), and a footer. In high contrast when the device chose it (the
 * cookie, src/domain/contrast.ts). No script at all.
 */
export type PageContext = {
  locale: Locale;
  /** `scheme://host` for absolute alternates. */
  origin: string;
  /** `<link rel="stylesheet">` tags of the build (empty without one). */
  styles: SafeHtml;
  /** High contrast chosen on this device. */
  contrast: boolean;
};

const APP_NAME = "Acadêmico";

/** The build's stylesheet links, as its index.html names them (our own build: copied as they are). */
export function stylesOf(shellHtml: string): SafeHtml {
  const links = shellHtml.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi) ?? [];
  return new SafeHtml(links.join("\n    "));
}

/** When the page was rendered, said only on a copy shown from the device. */
function savedCopyNotice(locale: Locale, now: Date): SafeHtml {
  return html`<p
    ${new SafeHtml(SAVED_COPY_HIDDEN)}
    role="status"
    class="mb-4 inline-flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-950"
  >
    ${icon("cloudOff")}<span
      >${GOV_TEXT.savedCopy[locale]} <time datetime="${now.toISOString()}">${formatDateTime(now, locale)}</time></span
    >
  </p>`;
}

export function govDocument(
  ctx: PageContext,
  page: {
    id: ServerPageId;
    query: string;
    body: SafeHtml;
    gridStyles?: boolean;
    /** The page's search: its field's id (the bar's link [3]) and what was searched. */
    search?: { id: string; q: string };
  },
): string {
  const other: Locale = ctx.locale === "pt" ? "en" : "pt";
  const path = buildPath(page.id);
  const url = (locale: Locale) => `${ctx.origin}${localizePath(path, locale)}`;
  const title = GOV_TEXT.titles[page.id][ctx.locale];
  const lead = GOV_TEXT.leads[page.id][ctx.locale];
  const whole = `<!doctype html>\n${html`<html lang="${LOCALE_TAG[ctx.locale]}">
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
    <body class="flex min-h-dvh flex-col">
      ${govAccessibilityBar(ctx.locale, { contrast: ctx.contrast, searchId: page.search?.id ?? null, q: page.search?.q ?? "" })}
      <header class="border-b border-slate-200 bg-white text-sm text-blue-900">
        <nav
          id="site-nav"
          aria-label="${GOV_TEXT.nav[ctx.locale]}"
          class="mx-auto flex max-w-5xl items-center justify-between gap-2 px-2"
        >
          <a
            href="${localizePath("/", ctx.locale)}"
            target="_top"
            aria-label="${GOV_TEXT.home[ctx.locale]}"
            class="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold hover:bg-slate-100"
            >${icon("house")}${APP_NAME}</a
          >
          <a
            href="${localizePath(path, other)}${page.query}"
            hreflang="${LOCALE_TAG[other]}"
            lang="${LOCALE_TAG[other]}"
            title="${GOV_TEXT.changeLanguage[ctx.locale]}"
            data-testid="language-switch"
            class="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-slate-100"
            >${icon("languages")}<span class="sr-only sm:not-sr-only">${LOCALE_NAME[other]}</span
            ><span aria-hidden="true" class="sm:hidden">${other.toUpperCase()}</span></a
          >
        </nav>
      </header>
      <main id="main" tabindex="-1" class="mx-auto w-full max-w-5xl flex-1 px-4 py-6 outline-none">
        ${savedCopyNotice(ctx.locale, new Date())}
        <header class="mb-6">
          <h1 class="text-2xl font-semibold text-blue-950 sm:text-3xl">${title}</h1>
          <p class="mt-2 max-w-prose text-slate-700">${lead}</p>
        </header>
        ${page.body}
        ${
          page.id === "gov"
            ? null
            : html`<p class="mt-6">
                <a href="${localizePath("/gov", ctx.locale)}" class="font-medium text-blue-800 underline"
                  >${GOV_TEXT.allPages[ctx.locale]}</a
                >
              </p>`
        }
      </main>
      ${govFooter()}
    </body>
  </html> `}`;
  return withContrast(whole, ctx.contrast);
}
