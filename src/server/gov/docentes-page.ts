import type { GovTeacher } from "../../domain/gov.ts";
import type { Locale } from "../../domain/locale.ts";
import type { RouteId } from "../../domain/routes.ts";
import { govDocument, resultLine, searchForm, type PageContext, type SearchState } from "./gov-document.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, isWebUrl, type SafeHtml } from "./html.ts";

/**
 * `/gov/docente-academico`, `/gov/docente-profissional`: the programme's active teachers as a
 * table (name, Lattes, research area) with a caption and column headers; it scrolls inside its
 * box on a narrow phone rather than widening the page.
 */
export function teachersTable(locale: Locale, id: RouteId, teachers: readonly GovTeacher[]): SafeHtml {
  const text = GOV_TEXT[locale];
  if (teachers.length === 0) return html``;
  return html`<div
    role="region"
    tabindex="0"
    aria-label="${text.titles[id as keyof typeof text.titles]}"
    class="overflow-x-auto rounded-lg border border-slate-200 bg-white"
  >
    <table class="w-full text-left text-sm" data-testid="gov-teachers">
      <caption class="sr-only">
        ${text.titles[id as keyof typeof text.titles]}
      </caption>
      <thead class="bg-slate-100 text-slate-800">
        <tr>
          <th scope="col" class="px-3 py-2 font-semibold">${text.name}</th>
          <th scope="col" class="px-3 py-2 font-semibold">${text.lattes}</th>
          <th scope="col" class="px-3 py-2 font-semibold">${text.researchArea}</th>
        </tr>
      </thead>
      <tbody class="divide-y divide-slate-200">
        ${teachers.map(
          (teacher) =>
            html`<tr>
              <th scope="row" class="px-3 py-2 font-medium text-slate-900">${teacher.name}</th>
              <td class="px-3 py-2">
                ${
                  teacher.lattes && isWebUrl(teacher.lattes)
                    ? html`<a
                        href="${teacher.lattes}"
                        rel="noopener noreferrer"
                        target="_blank"
                        class="font-medium text-blue-800 underline"
                        >${text.lattes}<span class="sr-only"> (${teacher.name})</span></a
                      >`
                    : html`<span aria-hidden="true">—</span>`
                }
              </td>
              <td class="px-3 py-2 text-slate-700">
                ${teacher.researchArea ?? html`<span aria-hidden="true">—</span>`}
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function docentesPage(ctx: PageContext, id: RouteId, items: readonly GovTeacher[], search: SearchState): string {
  const text = GOV_TEXT[ctx.locale];
  const body = html`${searchForm(ctx.locale, text.search.docentes, search.q, search.tooLong)}
  ${resultLine(ctx.locale, items.length, search.tooLong ? "" : search.q)} ${teachersTable(ctx.locale, id, items)}`;
  return govDocument(ctx, { id, query: search.query, body });
}
