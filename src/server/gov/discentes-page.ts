import type { GovStudent } from "../../domain/gov.ts";
import type { Locale } from "../../domain/locale.ts";
import type { RouteId } from "../../domain/routes.ts";
import { govDocument, resultLine, searchForm, type PageContext, type SearchState } from "./gov-document.ts";
import { GOV_TEXT } from "./gov-text.ts";
import { html, type SafeHtml } from "./html.ts";

/**
 * `/gov/discente-academico`, `/gov/discente-profissional`: the programme's active students as a
 * table (name, degree, advisor, entry term) with a caption and column headers.
 */
export function studentsTable(locale: Locale, id: RouteId, students: readonly GovStudent[]): SafeHtml {
  const text = GOV_TEXT[locale];
  if (students.length === 0) return html``;
  const none = html`<span aria-hidden="true">—</span>`;
  return html`<div
    role="region"
    tabindex="0"
    aria-label="${text.titles[id as keyof typeof text.titles]}"
    class="overflow-x-auto rounded-lg border border-slate-200 bg-white"
  >
    <table class="w-full text-left text-sm" data-testid="gov-students">
      <caption class="sr-only">
        ${text.titles[id as keyof typeof text.titles]}
      </caption>
      <thead class="bg-slate-100 text-slate-800">
        <tr>
          <th scope="col" class="px-3 py-2 font-semibold">${text.name}</th>
          <th scope="col" class="px-3 py-2 font-semibold">${text.degree}</th>
          <th scope="col" class="px-3 py-2 font-semibold">${text.advisor}</th>
          <th scope="col" class="px-3 py-2 font-semibold">${text.entryTerm}</th>
        </tr>
      </thead>
      <tbody class="divide-y divide-slate-200">
        ${students.map(
          (student) =>
            html`<tr>
              <th scope="row" class="px-3 py-2 font-medium text-slate-900">${student.name}</th>
              <td class="px-3 py-2 text-slate-700">${student.degree ? text.degrees[student.degree] : none}</td>
              <td class="px-3 py-2 text-slate-700">${student.advisor ?? none}</td>
              <td class="px-3 py-2 tabular-nums text-slate-700">${student.entryTerm ?? none}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function discentesPage(
  ctx: PageContext,
  id: RouteId,
  items: readonly GovStudent[],
  search: SearchState,
): string {
  const text = GOV_TEXT[ctx.locale];
  const body = html`${searchForm(ctx.locale, text.search.discentes, search.q, search.tooLong)}
  ${resultLine(ctx.locale, items.length, search.tooLong ? "" : search.q)} ${studentsTable(ctx.locale, id, items)}`;
  return govDocument(ctx, { id, query: search.query, body });
}
